export { RollkeepRollDialog } from "./roll-dialog";
export { openRollDialog, useRollkeepItem } from "./use-item";
export { postRollkeepRoll } from "./post-roll";
export { handleContestRequest, RK_CONTEST_REQUEST } from "./contest";
export { effortStep, handleEffortRequest, isEffortMessage, RK_EFFORT_REQUEST, startEffort } from "./effort";
export { RkEffortDialog } from "./effort-dialog";
