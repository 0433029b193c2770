import {
  APPLICATION_INSTANCES,
  ActorSheetV2Double,
  ApplicationV2Double,
  CombatTrackerDouble,
  DocumentSheetConfigDouble,
  DocumentSheetV2Double,
  HandlebarsApplicationMixinDouble,
  ItemSheetV2Double,
  TextEditorDouble,
  sheetRegistry,
} from "./applications";
import { DataModel, TypeDataModel } from "./data-model";
import { getTemplate, renderTemplate, resetTemplates } from "./handlebars";
import { DieDouble, RollDouble, RollParserDouble, diceBox, termsDouble } from "./dice";
import type {
  CompendiumDouble} from "./documents";
import {
  ActiveEffectDouble,
  ActorDouble,
  ChatMessageDouble,
  CollectionDouble,
  CombatDouble,
  CombatantDouble,
  ItemDouble,
  RollTableDouble,
  writes,
} from "./documents";
import { fieldsDouble } from "./fields";
import { HooksDouble } from "./hooks";
import { i18nDouble } from "./i18n";
import { SettingsDouble } from "./settings";
import { SocketDouble } from "./socket";
import { installScenes, ScenesDouble } from "./scenes";
import { utilsDouble } from "./utils";

export { writes, sheetRegistry, diceBox, SocketDouble };

/** The template paths the system asked core to preload at init. */
export const preloaded: string[] = [];
export { face } from "./dice";
export { useLanguage } from "./i18n";
export { ActorDouble, CombatDouble, CompendiumDouble, ItemDouble, RollTableDouble } from "./documents";
export { AdventureDouble, SceneDouble, TokenDouble, storedDocument } from "./scenes";

const CORE_STATUS_EFFECTS = [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }];

function documentConfig(documentClass: unknown) {
  return { documentClass, dataModels: {} as Record<string, unknown> };
}

export interface HarnessUser {
  id: string;
  isGM: boolean;
  active: boolean;
  name: string;
}

export interface Harness {
  Hooks: HooksDouble;
  CONFIG: Record<string, unknown> & {
    Actor: ReturnType<typeof documentConfig>;
    Item: ReturnType<typeof documentConfig>;
    ActiveEffect: ReturnType<typeof documentConfig>;
    Combat: ReturnType<typeof documentConfig> & { initiative?: unknown };
    Combatant: ReturnType<typeof documentConfig>;
    Dice: { rolls: unknown[]; terms: Record<string, unknown>; termTypes: Record<string, unknown>; parser: unknown; randomUniform: () => number };
    ui: { combat: unknown };
    statusEffects: { id: string; name: string; img: string }[];
  };
  game: {
    user: HarnessUser;
    users: CollectionDouble<HarnessUser> & { activeGM: HarnessUser | null };
    actors: CollectionDouble<ActorDouble>;
    items: CollectionDouble<ItemDouble>;
    combats: CollectionDouble<CombatDouble>;
    messages: CollectionDouble<ChatMessageDouble>;
    tables: CollectionDouble<RollTableDouble>;
    packs: CollectionDouble<CompendiumDouble>;
    scenes: ScenesDouble;
    settings: SettingsDouble;
    socket: SocketDouble;
    i18n: typeof i18nDouble;
    shinobi?: unknown;
  };
}

/**
 * Installs a fresh in-memory Foundry on globalThis: Hooks, CONFIG, game, the document
 * classes and the `foundry` namespace the system uses. Call before importing src/.
 */
export function installFoundry({ isGM = true }: { isGM?: boolean } = {}): Harness {
  preloaded.length = 0;
  resetTemplates();
  writes.reset();
  sheetRegistry.length = 0;
  APPLICATION_INSTANCES.clear();
  const Hooks = new HooksDouble();
  const CONFIG: Harness["CONFIG"] = {
    Actor: documentConfig(ActorDouble),
    Item: documentConfig(ItemDouble),
    ActiveEffect: documentConfig(ActiveEffectDouble),
    Combat: documentConfig(CombatDouble),
    Combatant: documentConfig(CombatantDouble),
    ChatMessage: documentConfig(ChatMessageDouble),
    RollTable: documentConfig(RollTableDouble),
    Dice: { rolls: [RollDouble], terms: { d: DieDouble }, termTypes: { ...termsDouble }, parser: RollParserDouble, randomUniform: () => (diceBox.source.roll(1_000_000) - 0.5) / 1_000_000 },
    ui: { combat: CombatTrackerDouble },
    statusEffects: [...CORE_STATUS_EFFECTS],
  };
  const gm: HarnessUser = { id: "gm00000000000000", isGM: true, name: "Gamemaster", active: true };
  const player: HarnessUser = { id: "player0000000000", isGM: false, name: "Player", active: true };
  const users = new CollectionDouble<HarnessUser>([[gm.id, gm], [player.id, player]]) as Harness["game"]["users"];
  Object.defineProperty(users, "activeGM", { get: () => (gm.active ? gm : null) });
  const game: Harness["game"] = {
    user: isGM ? gm : player,
    users,
    actors: new CollectionDouble<ActorDouble>(),
    items: new CollectionDouble<ItemDouble>(),
    combats: new CollectionDouble<CombatDouble>(),
    messages: new CollectionDouble<ChatMessageDouble>(),
    tables: new CollectionDouble<RollTableDouble>(),
    packs: new CollectionDouble<CompendiumDouble>(),
    scenes: new ScenesDouble(),
    settings: new SettingsDouble(),
    socket: new SocketDouble(() => game),
    i18n: i18nDouble,
  };
  // Core registers the user's roll mode as a client setting.
  game.settings.register("core", "rollMode", {
    scope: "client",
    config: false,
    type: String,
    default: "publicroll",
    choices: { publicroll: "CHAT.RollPublic", gmroll: "CHAT.RollPrivate", blindroll: "CHAT.RollBlind", selfroll: "CHAT.RollSelf" },
  });
  const foundry = {
    abstract: { DataModel, TypeDataModel },
    dice: { Roll: RollDouble, RollParser: RollParserDouble, terms: termsDouble },
    data: { fields: fieldsDouble },
    utils: utilsDouble,
    applications: {
      instances: APPLICATION_INSTANCES,
      api: { ApplicationV2: ApplicationV2Double, HandlebarsApplicationMixin: HandlebarsApplicationMixinDouble, DocumentSheetV2: DocumentSheetV2Double },
      sheets: { ActorSheetV2: ActorSheetV2Double, ItemSheetV2: ItemSheetV2Double },
      sidebar: { tabs: { CombatTracker: CombatTrackerDouble } },
      apps: { DocumentSheetConfig: DocumentSheetConfigDouble },
      ux: { TextEditor: TextEditorDouble },
      handlebars: {
        renderTemplate: async (path: string, data: object) => renderTemplate(path, data),
        // Core compiles and caches the templates; so does the harness, and it keeps the paths asked for for tests to read.
        loadTemplates: async (paths: string[]) => {
          preloaded.push(...paths);
          for (const path of paths) getTemplate(path);
        },
      },
    },
  };
  const notifications = { shown: [] as { level: string; message: string }[] };
  const notify = (level: string) => (message: string) => void notifications.shown.push({ level, message });
  const ui = { notifications: { ...notifications, error: notify("error"), warn: notify("warn"), info: notify("info") } };
  Object.assign(globalThis, {
    ui,
    Hooks,
    CONFIG,
    game,
    foundry,
    Actor: ActorDouble,
    Item: ItemDouble,
    Combat: CombatDouble,
    Combatant: CombatantDouble,
    ChatMessage: ChatMessageDouble,
    RollTable: RollTableDouble,
    ActiveEffect: ActiveEffectDouble,
    Roll: RollDouble,
  });
  installScenes();
  return { Hooks, CONFIG, game };
}

/**
 * Installs the harness, loads the system entry and fires init, setup and ready. `ruleset` is the
 * world's stored `ruleset` setting (the default ruleset's world when left out), read at `init`.
 */
export async function bootSystem(options: { isGM?: boolean; ruleset?: string } = {}): Promise<Harness> {
  const harness = installFoundry(options);
  if (options.ruleset) harness.game.settings.store("shinobi", "ruleset", options.ruleset);
  const { initShinobi } = await import("../../src/index");
  // The entry registered itself on `init` when first imported; later boots re-run it on a fresh harness.
  if (harness.Hooks.count("init") === 0) harness.Hooks.once("init", initShinobi);
  for (const hook of ["init", "setup", "ready"]) harness.Hooks.callAll(hook);
  return harness;
}

/** A data model that says which document type it is for, as every ruleset's models do (src/rulesets/pieces.ts). */
interface DeclaredModel {
  readonly metadata: { readonly documentName: "Actor" | "Item" | "ActiveEffect" | "Combat" | "Combatant"; readonly type: string };
}

/**
 * Registers data models beside the booted ruleset's, as a world playing their ruleset registers
 * them: for a ruleset whose models exist before its other Foundry pieces (sheets, tracker), which
 * the system cannot boot into yet. Documents of those types then validate and prepare as in play.
 */
export function registerModels(harness: Harness, models: readonly DeclaredModel[]): void {
  for (const model of models) harness.CONFIG[model.metadata.documentName].dataModels[model.metadata.type] = model;
}

/** Switches the acting user (GM or player) without rebuilding the world. */
export function actAs(harness: Harness, who: "gm" | "player"): void {
  harness.game.user = harness.game.users.find((u) => u.isGM === (who === "gm")) as HarnessUser;
}

/** Runs `act` as the player, on their own client, and is the GM's client again afterwards, whatever it did. */
export async function asPlayer<T>(harness: Harness, act: () => Promise<T>): Promise<T> {
  actAs(harness, "player");
  try {
    return await act();
  } finally {
    actAs(harness, "gm");
  }
}
