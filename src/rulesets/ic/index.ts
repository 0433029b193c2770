import type { RulesetPieces } from "../pieces";
import { ShinobiActorSheet, ShinobiItemSheet, ShinobiNpcSheet } from "./sheets";
import { applyStatus } from "./apply-status";
import { CARD_STEP_REQUEST, handleCardStepRequest, icCardStep } from "./attack/card-steps";
import { USE_ITEM_REQUEST, handleUseItemRequest, startedFightOf, useItem } from "./attack/use-item";
import { DECLARE_REQUEST, IcCombat, IcCombatant, IcCombatTracker, handleDeclareRequest, requestCombatAction } from "./combat";
import { AbilityData, CharacterData, EquipmentData, IcCombatData, IcCombatantData, NpcData, StatusEffectData, StatusItemData, TechniqueData, WeaponData, WoundData } from "./data";
import { TRACKABLE_ATTRIBUTES } from "./data/actor/shinobi-actor-data";
import { registerIcSettings } from "./settings";
import { guardFightFacts } from "./combat/fight-facts";
import { holdsRuleStatus, hudAsksGmFor, shinobiStatusEffects } from "./status-effects";
import { HUD_TOGGLE_REQUEST, handleHudToggleRequest, icHudToggle } from "./hud-toggle";
import { actorRef } from "../../documents/actor-ref";
import { IC_TOKEN_BARS, fatigueBarUpdate } from "./token-bars";

/** What the IC ruleset adds to `game.shinobi`: declaring on the timeline and putting statuses on actors. */
export const icApi = { combat: { requestCombatAction }, applyStatus };

/** The IC ruleset's Foundry pieces, registered when a world plays `ic`. */
export const icPieces: RulesetPieces = {
  id: "ic",
  models: [CharacterData, NpcData, TechniqueData, WeaponData, EquipmentData, AbilityData, WoundData, StatusItemData, StatusEffectData, IcCombatData, IcCombatantData],
  sheets: [
    { document: "Actor", sheet: ShinobiActorSheet, types: ["character", "npc"], label: "SHINOBI.Sheet.actorSheet" },
    // NPCs open on the compact sheet; the full one stays available for them.
    { document: "Actor", sheet: ShinobiNpcSheet, types: ["npc"], label: "SHINOBI.Sheet.npcSheet" },
    { document: "Item", sheet: ShinobiItemSheet, label: "SHINOBI.Sheet.itemSheet" },
  ],
  combat: { document: IcCombat, combatant: IcCombatant, tracker: IcCombatTracker },
  trackableAttributes: { character: TRACKABLE_ATTRIBUTES, npc: TRACKABLE_ATTRIBUTES },
  tokenBars: { character: IC_TOKEN_BARS, npc: IC_TOKEN_BARS },
  statusEffects: shinobiStatusEffects,
  registerSettings: () => {
    registerIcSettings();
    // Registered with the ruleset's other init-time pieces: only an IC world reads its actors' facts this way.
    guardFightFacts();
  },
  requests: { [DECLARE_REQUEST]: handleDeclareRequest, [USE_ITEM_REQUEST]: handleUseItemRequest, [CARD_STEP_REQUEST]: handleCardStepRequest, [HUD_TOGGLE_REQUEST]: handleHudToggleRequest },
  api: icApi,
  templates: [
    "actor/header.hbs", "actor/stats.hbs", "actor/techniques.hbs", "actor/biography.hbs", "actor/npc.hbs",
    "item/header.hbs", "item/description.hbs", "item/technique.hbs", "item/weapon.hbs", "item/equipment.hbs", "item/ability.hbs", "item/wound.hbs", "item/status.hbs",
    "combat/timeline.hbs", "combat/turn-dialog.hbs", "chat/technique-card.hbs", "apps/wound-thresholds.hbs",
  ],
  useItem: (actor, itemId, options) => useItem(actor, itemId, options),
  cardStep: icCardStep,
  hudStatusToggle: icHudToggle,
  // A status's effect decides the fight's timeline and numbers (what the port reads): in a fight under way, only the GM's client writes one.
  guardedStatuses: { holds: holdsRuleStatus, fighting: (actor) => startedFightOf(actorRef(actor)) !== null, hudAsksGm: hudAsksGmFor },
  tokenBarUpdate: fatigueBarUpdate,
};
