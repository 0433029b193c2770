import type { RequestHandler } from "../authority/gm-requests";
import { guardCombatants, guardStatusEffects } from "../authority/combatant-guard";
import { guardFightStatuses, type StatusGuard } from "../authority/fight-guard";
import { SYSTEM_ID } from "../constants";
import type { RulesetId } from "../rules/registry";

/** The documents a ruleset's data models are for. */
type ModelDocument = "Actor" | "Item" | "ActiveEffect" | "Combat" | "Combatant";

/** A data model that says which document type it is for (its metadata block), so it registers itself. */
export interface RegisteredModel {
  readonly metadata: { readonly documentName: ModelDocument; readonly type: string };
}

/** A click on a chat card, as its button's data says it: which step, and the choice, side, technique or protector it names. */
export interface CardClick {
  step: string;
  choice?: string;
  side?: string;
  techniqueId?: string;
  /** Who steps in for the target: IC's protector taking the hit, degrees' helper (a deflection, Help Ally). */
  protectorActorId?: string;
  /** The one stepping in must move to get there (degrees' Help Ally, M77). */
  move?: boolean;
}

/** One sheet a ruleset offers: the class and the document types it opens by default. */
export interface SheetRegistration {
  document: "Actor" | "Item";
  sheet: unknown;
  types?: string[];
  label: string;
}

/**
 * Everything a ruleset brings to Foundry, gathered in one place: its data models (each with its
 * metadata block), sheets, combat document and tracker, status effects, settings, the requests
 * the GM's client answers for players (over the system socket) and what it adds to `game.shinobi`. The entry registers the
 * active ruleset's pieces; nothing else is written by hand per ruleset.
 */
export interface RulesetPieces {
  id: RulesetId;
  models: readonly RegisteredModel[];
  sheets: readonly SheetRegistration[];
  /** The fight's documents and tracker. */
  combat: { document: unknown; combatant: unknown; tracker: unknown };
  trackableAttributes: Record<string, { bar: string[]; value: string[] }>;
  /** The bars a new actor's token shows until someone picks others, by actor type (`documents/default-token-bars.ts`). */
  tokenBars: Record<string, { bar1: string; bar2: string }>;
  statusEffects(): { id: string; name: string; img: string }[];
  registerSettings(): void;
  /** What a player's client may ask the GM's client to do, by request name (see authority/gm-requests). */
  requests: Readonly<Record<string, RequestHandler>>;
  api: Record<string, unknown>;
  /** Its Handlebars templates (paths under `templates/`), compiled at init so no sheet or card waits for them. */
  templates: readonly string[];
  /** Using an actor's item (a technique, a weapon) from a sheet or a dialog: where the ruleset's attack workflow starts. */
  useItem(actor: Actor.Implementation, itemId: string, options?: object): Promise<unknown>;
  /** A click on one of the ruleset's chat cards: checked and carried out (through the GM when needed). */
  cardStep(messageId: string, click: CardClick): Promise<void>;
  /** The effect a status switched on by core's token HUD toggle becomes; none: core's own. */
  hudStatusData?(statusId: string, effectData: ActiveEffect.CreateData): ActiveEffect.CreateData;
  /** A token HUD toggle the ruleset makes its own way (a status that asks for details first, or one only the GM's client writes), or null for core's. */
  hudStatusToggle?(actor: Actor.Implementation, statusId: string, options: { active?: boolean | null; overlay?: boolean | null }): Promise<boolean | undefined> | null;
  /** The ruleset's status effects only the GM's client writes while their actor fights (authority/combatant-guard, fight-guard); none: no such guard. */
  guardedStatuses?: StatusGuard;
  /** The actor update a token bar edit of one of the ruleset's own bars makes, or null for a bar core handles. */
  tokenBarUpdate(actor: Actor.Implementation, attribute: string, value: number, isDelta: boolean): Actor.UpdateData | null;
  /** What follows an actor's update on every client (the ruleset decides which client acts), if anything does. */
  actorUpdated?(actor: Actor.Implementation, changed: object): void;
  /** What follows a token's move on the canvas on every client, with the user who moved it (the ruleset decides which client acts), if anything does. */
  tokenMoved?(token: TokenDocument.Implementation, movement: TokenDocument.MovementOperation, mover: User.Implementation): void;
}

// CONFIG's document configs are typed per document by fvtt-types; the registrar writes the
// models a ruleset declares for itself, so it reaches them through this one view.
interface DocumentConfigView {
  dataModels: Record<string, unknown>;
  documentClass?: unknown;
  trackableAttributes?: unknown;
}

function configOf(name: ModelDocument): DocumentConfigView {
  return CONFIG[name] as unknown as DocumentConfigView;
}

/** The document types a ruleset's models are for, for one document (what its create dialogs offer). */
export function rulesetTypes(pieces: RulesetPieces, documentName: ModelDocument): string[] {
  return pieces.models.filter((m) => m.metadata.documentName === documentName).map((m) => m.metadata.type);
}

/**
 * Create-dialog options limited to the active ruleset's types, unless the caller chose some.
 * (fvtt-types 13.345 types `types` as `never` for documents with subtypes — its condition is
 * inverted — so the option is added beside the typed ones rather than through them.)
 */
export function withRulesetTypes<T extends { types?: unknown }>(options: T, documentName: ModelDocument, pieces: RulesetPieces): T {
  return options.types ? options : Object.assign({}, options, { types: rulesetTypes(pieces, documentName) });
}

/** Registers a ruleset's pieces in CONFIG, the sheet registry and the settings, from what the pieces declare. */
export function registerRulesetPieces(pieces: RulesetPieces): void {
  for (const model of pieces.models) configOf(model.metadata.documentName).dataModels[model.metadata.type] = model;
  configOf("Combat").documentClass = pieces.combat.document;
  configOf("Combatant").documentClass = pieces.combat.combatant;
  configOf("Actor").trackableAttributes = pieces.trackableAttributes;
  Object.assign(CONFIG.ui, { combat: pieces.combat.tracker });
  Object.assign(CONFIG, { statusEffects: pieces.statusEffects() });
  const { DocumentSheetConfig } = foundry.applications.apps;
  for (const s of pieces.sheets) {
    // Each ruleset's sheets are ApplicationV2 document sheets whose mixed-in types fvtt-types cannot express (see handlebars-sheet-bases.ts).
    DocumentSheetConfig.registerSheet(s.document === "Actor" ? Actor : Item, SYSTEM_ID, s.sheet as never, { ...(s.types ? { types: s.types } : {}), makeDefault: true, label: s.label });
  }
  pieces.registerSettings();
  guardCombatants(rulesetTypes(pieces, "Combatant"));
  if (pieces.guardedStatuses) {
    guardStatusEffects(pieces.guardedStatuses);
    guardFightStatuses(pieces.guardedStatuses);
  }
  const { actorUpdated } = pieces;
  if (actorUpdated) Hooks.on("updateActor", (actor, changed) => actorUpdated(actor, changed));
  const { tokenMoved } = pieces;
  if (tokenMoved) Hooks.on("moveToken", (token, movement, _operation, mover) => tokenMoved(token, movement, mover));
}
