export { DgArmourData } from "./armour-data";
export { DgObjectData } from "./object-data";
export { DgTechniqueData } from "./technique-data";
export { DgWeaponData } from "./weapon-data";
