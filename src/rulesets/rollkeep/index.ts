import { guardEffectBounds } from "./effect-bounds";
import { guardHeldFields } from "./combat/held-by-gm";
import { guardRollkeepFightFacts } from "./combat/fight-facts";
import type { RulesetPieces } from "../pieces";
import { applyCondition, handleApplyConditionRequest, RK_APPLY_CONDITION_REQUEST } from "./apply-condition";
import { handleAttackRequest, handleRkCardStepRequest, RK_ATTACK_REQUEST, RK_CARD_STEP_REQUEST, rkCardStep } from "./attack";
import { handleDuelRequest, handleOpeningRequest, handleRoundVoidRequest, handleTurnRequest, RK_DUEL_REQUEST, RK_OPENING_REQUEST, RK_ROUND_VOID_REQUEST, RK_TURN_REQUEST, RkCombat, RkCombatant, RkCombatTracker, startDuel, sumaiBout } from "./combat";
import { handleFocusRequest, RK_FOCUS_REQUEST } from "./roll/focus-request";
import { ROLLKEEP_MODELS } from "./data";
import { effortStep, handleContestRequest, handleEffortRequest, isEffortMessage, openRollDialog, RK_CONTEST_REQUEST, RK_EFFORT_REQUEST, RkEffortDialog, useRollkeepItem } from "./roll";
import { registerRollkeepSettings } from "./settings";
import { registerTacticsPool } from "./attack/tactics-store";
import { RkItemSheet, RkNpcSheet, RkSamuraiSheet } from "./sheets";
import { rollkeepHudStatusData, rollkeepStatusEffects } from "./status-effects";
import { rollkeepStatusGuard } from "./status-guard";
import { rollkeepHudToggle } from "./hud-toggle";
import { ROLLKEEP_TOKEN_BARS, ROLLKEEP_TRACKABLE, rollkeepBarUpdate } from "./token-bars";

/** The GM's dialog for a group's or a cumulative roll (R13, R14). */
async function openEffortDialog(): Promise<RkEffortDialog> {
  const dialog = new RkEffortDialog();
  await dialog.render({ force: true });
  return dialog;
}

/** What the roll-and-keep ruleset adds to `game.shinobi`: the roll dialog, duels, conditions and rolls made together, for macros. */
export const rollkeepApi = { rollkeep: { openRollDialog, startDuel, applyCondition, openEffortDialog, sumaiBout } };

/**
 * The roll-and-keep ruleset's Foundry pieces, registered when a world plays `rollkeep`. Fights run
 * on the ruleset's own Combat (rounds of turns through the port), its combatants' fight data and
 * its round tracker (stances, actions, Delay, the end of the round, duels).
 */
export const rollkeepPieces: RulesetPieces = {
  id: "rollkeep",
  models: ROLLKEEP_MODELS,
  sheets: [
    { document: "Actor", sheet: RkSamuraiSheet, types: ["rkSamurai"], label: "SHINOBI.RollKeep.Sheet.samurai" },
    { document: "Actor", sheet: RkNpcSheet, types: ["rkNpc"], label: "SHINOBI.RollKeep.Sheet.npc" },
    { document: "Item", sheet: RkItemSheet, types: ["rkWeapon", "rkArmor", "rkTechnique"], label: "SHINOBI.RollKeep.Sheet.item" },
  ],
  combat: { document: RkCombat, combatant: RkCombatant, tracker: RkCombatTracker },
  trackableAttributes: { rkSamurai: ROLLKEEP_TRACKABLE, rkNpc: ROLLKEEP_TRACKABLE },
  tokenBars: { rkSamurai: ROLLKEEP_TOKEN_BARS, rkNpc: ROLLKEEP_TOKEN_BARS },
  statusEffects: rollkeepStatusEffects,
  registerSettings: () => {
    registerRollkeepSettings();
    registerTacticsPool();
    // Registered with the ruleset's other init-time pieces: only a roll-and-keep world reads effects this way.
    guardEffectBounds();
    guardHeldFields();
    guardRollkeepFightFacts();
  },
  // A plain roll is the roller's own and writes only its own actor; an attack and its card's steps touch the target, and turns, opening stances, round-start Void spends, a Center/Void bonus's mark, conditions, a duel's Assessment, contests and efforts change shared state (a contest's sides are thrown where no player can forge them), so the GM's client makes them.
  requests: {
    [RK_TURN_REQUEST]: handleTurnRequest,
    [RK_OPENING_REQUEST]: handleOpeningRequest,
    [RK_ROUND_VOID_REQUEST]: handleRoundVoidRequest,
    [RK_ATTACK_REQUEST]: handleAttackRequest,
    [RK_CARD_STEP_REQUEST]: handleRkCardStepRequest,
    [RK_APPLY_CONDITION_REQUEST]: handleApplyConditionRequest,
    [RK_FOCUS_REQUEST]: handleFocusRequest,
    [RK_DUEL_REQUEST]: handleDuelRequest,
    [RK_CONTEST_REQUEST]: handleContestRequest,
    [RK_EFFORT_REQUEST]: handleEffortRequest,
  },
  api: rollkeepApi,
  templates: [
    "rollkeep/actor/header.hbs", "rollkeep/actor/traits.hbs", "rollkeep/actor/rings.hbs", "rollkeep/actor/skills.hbs", "rollkeep/actor/combat.hbs", "rollkeep/actor/wounds.hbs",
    "rollkeep/actor/defense.hbs", "rollkeep/actor/weapons.hbs", "rollkeep/actor/gear.hbs", "rollkeep/actor/biography.hbs", "rollkeep/actor/npc.hbs",
    "rollkeep/item/header.hbs", "rollkeep/item/rkWeapon.hbs", "rollkeep/item/rkArmor.hbs", "rollkeep/item/rkTechnique.hbs", "item/description.hbs",
    "rollkeep/roll/dialog.hbs", "rollkeep/chat/roll-card.hbs", "rollkeep/chat/attack-card.hbs", "rollkeep/combat/tracker.hbs", "rollkeep/combat/turn-dialog.hbs", "rollkeep/combat/duel-dialog.hbs", "rollkeep/combat/round-void-dialog.hbs", "rollkeep/combat/duel-panel.hbs",
    "rollkeep/actor/adjustments.hbs", "rollkeep/chat/contest-card.hbs", "rollkeep/chat/effort-card.hbs", "rollkeep/roll/effort-dialog.hbs",
    "rollkeep/chat/sumai-card.hbs",
  ],
  useItem: (actor, itemId, options) => useRollkeepItem(actor, itemId, options),
  // An effort card's Roll (R14) is its own step; every other card is an attack's.
  cardStep: (messageId, click) => (isEffortMessage(messageId) ? effortStep(messageId, click) : rkCardStep(messageId, click)),
  hudStatusData: rollkeepHudStatusData,
  hudStatusToggle: rollkeepHudToggle,
  // A condition's effect is what the fight reads (Dazed's recovery, Fasting's days): in a fight under way, only the GM's client writes one.
  guardedStatuses: rollkeepStatusGuard,
  tokenBarUpdate: rollkeepBarUpdate,
};
