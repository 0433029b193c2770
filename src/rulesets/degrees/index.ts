import type { RulesetPieces } from "../pieces";
import { APPLY_CONDITION_REQUEST, applyCondition, handleApplyConditionRequest } from "./conditions/apply-condition";
import { endScene } from "./conditions/end-scene";
import { degreesStatusGuard } from "./conditions/status-guard";
import { degreesHudToggle } from "./conditions/hud-toggle";
import { DG_REMOVE_REQUEST, handleRemoveRequest, removeCondition } from "./conditions/remove-condition";
import { fallActor } from "./roll/fall";
import { resistFear } from "./roll/size-checks";
import { DEGREES_ATTACK } from "./attack";
import { DEGREES_COMBAT } from "./combat";
import { guardDegreesFightFacts } from "./combat/fight-facts";
import { DEGREES_MODELS } from "./data";
import { settleHpConditions } from "./hp-settled";
import { registerDegreesSettings } from "./settings";
import { DgCharacterSheet, DgItemSheet, DgNpcSheet } from "./sheets";
import { degreesHudStatusData, degreesStatusEffects } from "./status-effects";
import { DEGREES_TOKEN_BARS, DEGREES_TRACKABLE, degreesBarUpdate } from "./token-bars";
import { useDegreesAction } from "./use-item";
import { DG_USE_REQUEST, handleUseRequest } from "./roll/use-in-fight";
import { DG_STABILISE_REQUEST, handleStabiliseRequest } from "./roll/sheet-rolls";
import { DG_PILLS_REQUEST, handlePillsRequest } from "./roll/pills";
import { DG_TREAT_REQUEST, handleTreatRequest } from "./roll/treat";
import { DG_TUMBLE_REQUEST, handleTumbleRequest } from "./roll/tumble";

/** What the degrees ruleset adds to `game.shinobi`, for the GM's macros: a condition put on an actor, the scene ended, a fight started with a surprise round. */
export const degreesApi = { degrees: { applyCondition, removeCondition, endScene, fall: fallActor, resistFear, ...DEGREES_COMBAT.api } };

/**
 * The degrees ruleset's Foundry pieces, registered when a world plays `degrees`. Fights run on its
 * own Combat, Combatant and round tracker (combat/: initiative, the surprise round, the round's
 * actions, durations counted in each fighter's own turns); attacks on its chat card (attack/: the
 * target's defence, the damage step by step, Apply through the GM).
 */
export const degreesPieces: RulesetPieces = {
  id: "degrees",
  models: [...DEGREES_MODELS, ...DEGREES_COMBAT.models],
  sheets: [
    { document: "Actor", sheet: DgCharacterSheet, types: ["dgCharacter"], label: "SHINOBI.Degrees.Sheet.characterSheet" },
    { document: "Actor", sheet: DgNpcSheet, types: ["dgNpc"], label: "SHINOBI.Degrees.Sheet.npcSheet" },
    { document: "Item", sheet: DgItemSheet, types: ["dgWeapon", "dgTechnique", "dgArmour", "dgObject"], label: "SHINOBI.Degrees.Sheet.itemSheet" },
  ],
  combat: DEGREES_COMBAT.combat,
  trackableAttributes: { dgCharacter: DEGREES_TRACKABLE, dgNpc: DEGREES_TRACKABLE },
  tokenBars: { dgCharacter: DEGREES_TOKEN_BARS, dgNpc: DEGREES_TOKEN_BARS },
  statusEffects: degreesStatusEffects,
  registerSettings: () => {
    registerDegreesSettings();
    // Registered with the ruleset's other init-time pieces: only a degrees world reads its actors' fields as a fight's facts.
    guardDegreesFightFacts();
  },
  requests: { [APPLY_CONDITION_REQUEST]: handleApplyConditionRequest, [DG_USE_REQUEST]: handleUseRequest, [DG_TREAT_REQUEST]: handleTreatRequest, [DG_REMOVE_REQUEST]: handleRemoveRequest, [DG_STABILISE_REQUEST]: handleStabiliseRequest, [DG_PILLS_REQUEST]: handlePillsRequest, [DG_TUMBLE_REQUEST]: handleTumbleRequest, ...DEGREES_COMBAT.requests, ...DEGREES_ATTACK.requests },
  api: degreesApi,
  templates: [
    "degrees/actor/header.hbs", "degrees/actor/character.hbs", "degrees/actor/scores.hbs", "degrees/actor/score-row.hbs", "degrees/actor/vitals.hbs", "degrees/actor/gear.hbs", "degrees/actor/items.hbs", "degrees/actor/biography.hbs", "degrees/actor/npc.hbs",
    "degrees/item/header.hbs", "degrees/item/dgWeapon.hbs", "degrees/item/dgTechnique.hbs", "degrees/item/dgArmour.hbs", "degrees/item/dgObject.hbs", "item/description.hbs",
    "degrees/chat/check-card.hbs", "degrees/actor/rest-dialog.hbs", "degrees/actor/conditions.hbs", "degrees/actor/removal-dialog.hbs", "degrees/actor/condition-details.hbs", "degrees/actor/pills-dialog.hbs", "degrees/roll/draw-dialog.hbs",
    ...DEGREES_COMBAT.templates,
    ...DEGREES_ATTACK.templates,
  ],
  useItem: (actor, itemId, options) => useDegreesAction(actor, itemId, options),
  cardStep: DEGREES_ATTACK.cardStep,
  hudStatusData: degreesHudStatusData,
  hudStatusToggle: degreesHudToggle,
  // A condition's effect is what the fight reads (its flag: turns, removal rule, a hold): in a fight under way, only the GM's client writes one.
  guardedStatuses: degreesStatusGuard,
  tokenBarUpdate: degreesBarUpdate,
  actorUpdated: settleHpConditions,
  tokenMoved: DEGREES_COMBAT.tokenMoved,
};
