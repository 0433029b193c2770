export { ShinobiActorSheet } from "./shinobi-actor-sheet";
export { ShinobiNpcSheet } from "./shinobi-npc-sheet";
export { ShinobiItemSheet, itemChoices } from "./shinobi-item-sheet";
export { characterSheetContext } from "./sheet-context";
