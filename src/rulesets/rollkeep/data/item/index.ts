export { RkArmorData } from "./armor-data";
export { RkTechniqueData } from "./technique-data";
export { RkWeaponData } from "./weapon-data";
