import { RkNpcData, RkSamuraiData } from "./actor";
import { RkArmorData, RkTechniqueData, RkWeaponData } from "./item";

export * from "./actor";
export * from "./item";

/** Every roll-and-keep data model, for the ruleset's pieces to register. */
export const ROLLKEEP_MODELS = [RkSamuraiData, RkNpcData, RkWeaponData, RkArmorData, RkTechniqueData] as const;
