import "./types/foundry-config";
import { ATTACK_CARD_QUERY, handleAttackCardQuery, requestCardStep } from "./attack/card-steps";
import { activateChatCard } from "./attack/chat-listeners";
import { ShinobiRoll } from "./dice";
import { ShinobiActor, ShinobiItem } from "./documents";
import { ShinobiActiveEffect } from "./documents/shinobi-active-effect";
import { stampRuleset } from "./documents/ruleset-stamp";
import { migrateWorld } from "./migrations/runner";
import * as rules from "./rules/api";
import { RULESET_PIECES, activeRulesetId, registerRulesetPieces } from "./rulesets";
import { registerSettings } from "./settings";

/** What the system exposes to macros and modules as `game.shinobi`: the rules, the card steps, migrations and the active ruleset's own API. */
export const shinobiApi = { rules, cards: { step: requestCardStep }, migrateWorld };

/** Everything is registered on `init`; nothing else runs at import time. */
export function initShinobi(): void {
  CONFIG.Actor.documentClass = ShinobiActor;
  CONFIG.Item.documentClass = ShinobiItem;
  CONFIG.ActiveEffect.documentClass = ShinobiActiveEffect;
  registerSettings();
  const pieces = RULESET_PIECES[activeRulesetId()];
  registerRulesetPieces(pieces);
  Object.assign(CONFIG.queries, { [ATTACK_CARD_QUERY]: handleAttackCardQuery });
  CONFIG.Dice.rolls.push(ShinobiRoll);
  Object.assign(game, { shinobi: { ...shinobiApi, ...pieces.api } });
  Hooks.on("preCreateActor", (actor) => stampRuleset(actor));
  Hooks.on("preCreateItem", (item) => stampRuleset(item));
  Hooks.once("ready", () => {
    migrateWorld().catch((error: unknown) => ui.notifications?.error((error as Error).message));
  });
  Hooks.on("renderChatMessageHTML", (message, html) => activateChatCard(message, html));
}

Hooks.once("init", initShinobi);
