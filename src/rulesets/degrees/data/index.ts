import { DgCharacterData, DgNpcData } from "./actor";
import { DgArmourData, DgObjectData, DgTechniqueData, DgWeaponData } from "./item";

export * from "./actor";
export * from "./item";

/** Every degrees data model, each registering itself from its metadata block (see rulesets/pieces). */
export const DEGREES_MODELS = [DgCharacterData, DgNpcData, DgWeaponData, DgTechniqueData, DgArmourData, DgObjectData] as const;
