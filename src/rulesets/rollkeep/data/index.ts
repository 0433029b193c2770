import { RkNpcData, RkSamuraiData } from "./actor";
import { RkArmorData, RkTechniqueData, RkWeaponData } from "./item";
import { RkCombatantData, RkCombatData } from "./combat";

export * from "./actor";
export * from "./item";
export * from "./combat";

/** Every roll-and-keep data model, for the ruleset's pieces to register. */
export const ROLLKEEP_MODELS = [RkSamuraiData, RkNpcData, RkWeaponData, RkArmorData, RkTechniqueData, RkCombatData, RkCombatantData] as const;
