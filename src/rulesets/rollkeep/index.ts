import { format } from "../../i18n";
import type { RulesetPieces } from "../pieces";
import { applyCondition, handleOpeningRequest, handleTurnRequest, RK_OPENING_REQUEST, RK_TURN_REQUEST, RkCombat, RkCombatant, RkCombatTracker, startDuel } from "./combat";
import { ROLLKEEP_MODELS } from "./data";
import { openRollDialog, useRollkeepItem } from "./roll";
import { registerRollkeepSettings } from "./settings";
import { RkItemSheet, RkNpcSheet, RkSamuraiSheet } from "./sheets";
import { rollkeepHudStatusData, rollkeepStatusEffects } from "./status-effects";
import { ROLLKEEP_TRACKABLE, rollkeepBarUpdate } from "./token-bars";

/** What the roll-and-keep ruleset adds to `game.shinobi`: the roll dialog, duels and conditions, for macros. */
export const rollkeepApi = { rollkeep: { openRollDialog, startDuel, applyCondition } };

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
  statusEffects: rollkeepStatusEffects,
  registerSettings: registerRollkeepSettings,
  // A roll is the roller's own; turns and opening stances change the fight, which only the GM's client writes.
  requests: { [RK_TURN_REQUEST]: handleTurnRequest, [RK_OPENING_REQUEST]: handleOpeningRequest },
  api: rollkeepApi,
  templates: [
    "rollkeep/actor/header.hbs", "rollkeep/actor/traits.hbs", "rollkeep/actor/rings.hbs", "rollkeep/actor/skills.hbs", "rollkeep/actor/combat.hbs", "rollkeep/actor/wounds.hbs",
    "rollkeep/actor/defense.hbs", "rollkeep/actor/weapons.hbs", "rollkeep/actor/gear.hbs", "rollkeep/actor/biography.hbs", "rollkeep/actor/npc.hbs",
    "rollkeep/item/header.hbs", "rollkeep/item/rkWeapon.hbs", "rollkeep/item/rkArmor.hbs", "rollkeep/item/rkTechnique.hbs", "item/description.hbs",
    "rollkeep/roll/dialog.hbs", "rollkeep/chat/roll-card.hbs", "rollkeep/combat/tracker.hbs", "rollkeep/combat/turn-dialog.hbs",
  ],
  useItem: (actor, itemId, options) => useRollkeepItem(actor, itemId, options),
  cardStep: (_messageId, click) => Promise.reject(new Error(format("SHINOBI.RollKeep.Roll.noCardStep", { step: click.step }))),
  hudStatusData: rollkeepHudStatusData,
  tokenBarUpdate: rollkeepBarUpdate,
};
