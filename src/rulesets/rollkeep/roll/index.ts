export { RollkeepRollDialog } from "./roll-dialog";
export { openRollDialog, useRollkeepItem } from "./use-item";
export { postRollkeepRoll } from "./post-roll";
