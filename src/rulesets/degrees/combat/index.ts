import { DgCombatData, DgCombatantData } from "../data/combat";
import { startSurprise } from "./api";
import { DgCombat } from "./dg-combat";
import { DgCombatant } from "./dg-combatant";
import { DgCombatTracker } from "./dg-combat-tracker";
import { DG_ACT_REQUEST, handleActRequest } from "./requests";
import { degreesTokenMoved } from "./board-moves";

export { DgCombat, type FightChoice } from "./dg-combat";
export { DgCombatant } from "./dg-combatant";
export { DgCombatTracker } from "./dg-combat-tracker";
export { readFighter, fighterWrites, persistFight, type Fighter, type FighterSource, type FighterWrites } from "./fighter";
export { DG_ACT_REQUEST, TRACKER_ACTIONS, handleActRequest, requestAct } from "./requests";
export { startSurprise } from "./api";

/**
 * The degrees fight's Foundry pieces, for the degrees RulesetPieces (src/rulesets/degrees/index.ts):
 * `combat` replaces core's Combat, Combatant and tracker; `models` are the Combat and Combatant
 * data models (type `dg`) to add to its models; `requests` the player's request the GM's client
 * answers; `templates` to preload; `api` the members of `game.shinobi.degrees` it adds (beside
 * `applyCondition` and `endScene`); `tokenMoved` the opening a token moved on the canvas gives (M55).
 */
export const DEGREES_COMBAT = {
  combat: { document: DgCombat, combatant: DgCombatant, tracker: DgCombatTracker },
  models: [DgCombatData, DgCombatantData],
  requests: { [DG_ACT_REQUEST]: handleActRequest },
  templates: ["degrees/combat/tracker.hbs"],
  api: { startSurprise },
  tokenMoved: degreesTokenMoved,
} as const;
