export { RkSamuraiSheet } from "./samurai-sheet";
export { RkNpcSheet } from "./npc-sheet";
export { RkItemSheet } from "./item-sheet";
export { rollkeepSheetContext } from "./sheet-context";
