import { SYSTEM_ID } from "./constants";
import { COMBAT_ACTION_QUERY, IcCombat, IcCombatant, IcCombatTracker, handleCombatActionQuery, requestCombatAction } from "./combat";
import { AbilityData, CharacterData, EquipmentData, IcCombatData, IcCombatantData, NpcData, StatusEffectData, StatusItemData, TechniqueData, WeaponData, WoundData } from "./data";
import { ShinobiRoll } from "./dice";
import { activateChatCard } from "./dice/chat-listeners";
import { ATTACK_CARD_QUERY, handleAttackCardQuery, requestCardStep } from "./dice/card-steps";
import { migrateWorld } from "./migrations/runner";
import { ShinobiActiveEffect } from "./documents/shinobi-active-effect";
import { TRACKABLE_ATTRIBUTES } from "./data/actor/shinobi-actor-data";
import { ShinobiActor, ShinobiItem } from "./documents";
import { applyStatus } from "./documents/apply-status";
import * as rules from "./rules/api";
import { registerSettings } from "./settings";
import { ShinobiActorSheet, ShinobiItemSheet, ShinobiNpcSheet } from "./sheets";
import { shinobiStatusEffects } from "./status-effects";

/** What the system exposes to macros and modules as `game.shinobi`. */
export const shinobiApi = { rules, combat: { requestCombatAction }, cards: { step: requestCardStep }, applyStatus, migrateWorld };

function registerDocuments(): void {
  CONFIG.Actor.documentClass = ShinobiActor as never;
  CONFIG.Item.documentClass = ShinobiItem as never;
  CONFIG.ActiveEffect.documentClass = ShinobiActiveEffect as never;
  CONFIG.Combat.documentClass = IcCombat as never;
  CONFIG.Combatant.documentClass = IcCombatant as never;
  Object.assign(CONFIG.Actor.dataModels, { character: CharacterData, npc: NpcData });
  CONFIG.Actor.trackableAttributes = { character: TRACKABLE_ATTRIBUTES, npc: TRACKABLE_ATTRIBUTES } as never;
  Object.assign(CONFIG.Item.dataModels, {
    technique: TechniqueData,
    weapon: WeaponData,
    equipment: EquipmentData,
    ability: AbilityData,
    wound: WoundData,
    status: StatusItemData,
  });
  Object.assign(CONFIG.ActiveEffect.dataModels, { status: StatusEffectData });
  Object.assign(CONFIG.Combat.dataModels, { ic: IcCombatData });
  Object.assign(CONFIG.Combatant.dataModels, { ic: IcCombatantData });
}

function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, ShinobiActorSheet as never, {
    types: ["character", "npc"],
    makeDefault: true,
    label: "SHINOBI.Sheet.actorSheet",
  });
  // NPCs open on the compact sheet; the full one stays available for them.
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, ShinobiNpcSheet as never, {
    types: ["npc"],
    makeDefault: true,
    label: "SHINOBI.Sheet.npcSheet",
  });
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, ShinobiItemSheet as never, {
    makeDefault: true,
    label: "SHINOBI.Sheet.itemSheet",
  });
}

/** Everything is registered on `init`; nothing else runs at import time. */
export function initShinobi(): void {
  registerDocuments();
  registerSheets();
  registerSettings();
  CONFIG.ui.combat = IcCombatTracker as never;
  Object.assign(CONFIG.queries as unknown as Record<string, unknown>, { [COMBAT_ACTION_QUERY]: handleCombatActionQuery, [ATTACK_CARD_QUERY]: handleAttackCardQuery });
  CONFIG.statusEffects = shinobiStatusEffects() as never;
  CONFIG.Dice.rolls.push(ShinobiRoll as never);
  CONFIG.Combat.initiative = { formula: "1d20 + @initiativeBonus", decimals: 0 };
  (game as unknown as { shinobi: typeof shinobiApi }).shinobi = shinobiApi;
  Hooks.once("ready", () => {
    migrateWorld().catch((error: unknown) => ui.notifications?.error((error as Error).message));
  });
  Hooks.on("renderChatMessageHTML", ((message: ChatMessage.Implementation, html: HTMLElement) => activateChatCard(message, html)) as never);
}

Hooks.once("init", initShinobi);
