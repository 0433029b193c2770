export { DgCharacterSheet } from "./character-sheet";
export { DgNpcSheet } from "./npc-sheet";
export { DgItemSheet } from "./item-sheet";
export { degreesSheetContext } from "./sheet-context";
