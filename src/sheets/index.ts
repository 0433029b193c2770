export { ShinobiActorSheet } from "./shinobi-actor-sheet";
export { ShinobiItemSheet, itemChoices } from "./shinobi-item-sheet";
export { characterSheetContext } from "./sheet-context";
