import "./types/foundry-config";
import { activateChatCard } from "./attack/chat-listeners";
import { guardFights } from "./authority/fight-guard";
import { listenForRequests } from "./authority/gm-requests";
import { templatePath } from "./constants";
import { ShinobiRoll } from "./dice";
import { ShinobiActor, ShinobiItem } from "./documents";
import { ShinobiActiveEffect } from "./documents/shinobi-active-effect";
import { defaultTokenBars } from "./documents/default-token-bars";
import { redrawFightersSheets } from "./documents/fight-sheets";
import { stampRuleset } from "./documents/ruleset-stamp";
import { migrateWorld } from "./migrations/runner";
import * as rules from "./rules/api";
import { activePieces, activeRulesetId, registerRulesetPieces, tableRulesetIds } from "./rulesets";
import { foreignPackIds, hideForeignPacks } from "./rulesets/compendium";
import { registerRollKeepDice } from "./rulesets/rollkeep/dice";
import type { CardClick } from "./rulesets/pieces";
import { registerSettings } from "./settings";

/** Templates every ruleset uses: the roll card and the notice on another ruleset's documents. */
export const SHARED_TEMPLATES = ["chat/roll.hbs", "shared/ruleset-notice.hbs"] as const;

/** What the system exposes to macros and modules as `game.shinobi`: the rules, the card steps, migrations and the active ruleset's own API. */
export const shinobiApi = { rules, cards: { step: (messageId: string, click: CardClick) => activePieces().cardStep(messageId, click) }, migrateWorld };

/** Everything is registered on `init`; nothing else runs at import time. */
export function initShinobi(): void {
  CONFIG.Actor.documentClass = ShinobiActor;
  CONFIG.Item.documentClass = ShinobiItem;
  CONFIG.ActiveEffect.documentClass = ShinobiActiveEffect;
  registerSettings(tableRulesetIds());
  const pieces = activePieces();
  registerRulesetPieces(pieces);
  void foundry.applications.handlebars.loadTemplates([...SHARED_TEMPLATES, ...pieces.templates].map(templatePath));
  CONFIG.Dice.rolls.push(ShinobiRoll);
  // Every world: the parser only claims `XkY` text, which no other formula holds (it used to fail),
  // and messages with roll-and-keep rolls then load anywhere. The rollkeep pieces pass their options.
  registerRollKeepDice();
  Object.assign(game, { shinobi: { ...shinobiApi, ...pieces.api } });
  Hooks.on("preCreateActor", (actor) => {
    stampRuleset(actor);
    defaultTokenBars(actor, pieces);
  });
  Hooks.on("preCreateItem", (item) => stampRuleset(item));
  guardFights();
  redrawFightersSheets();
  Hooks.once("ready", () => {
    listenForRequests(pieces.requests);
    migrateWorld().catch((error: unknown) => ui.notifications?.error((error as Error).message));
  });
  Hooks.on("renderChatMessageHTML", (message, html) => activateChatCard(message, html));
  Hooks.on("renderCompendiumDirectory", (_app, html) => hideForeignPacks(html, foreignPackIds(game.packs ?? [], activeRulesetId())));
}

Hooks.once("init", initShinobi);
