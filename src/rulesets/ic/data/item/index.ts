export { AbilityData } from "./ability-data";
export { EquipmentData } from "./equipment-data";
export { TechniqueData } from "./technique-data";
export { WeaponData } from "./weapon-data";
export { WoundData } from "./wound-data";
export { StatusItemData } from "./status-item-data";
