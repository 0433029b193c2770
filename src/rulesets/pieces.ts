import { SYSTEM_ID } from "../constants";
import type { RulesetId } from "../rules/registry";

/** The documents a ruleset's data models are for. */
type ModelDocument = "Actor" | "Item" | "ActiveEffect" | "Combat" | "Combatant";

/** A data model that says which document type it is for (its metadata block), so it registers itself. */
export interface RegisteredModel {
  readonly metadata: { readonly documentName: ModelDocument; readonly type: string };
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
 * metadata block), sheets, combat document and tracker, status effects, settings, the queries
 * its GM request path answers and what it adds to `game.shinobi`. The entry registers the
 * active ruleset's pieces; nothing else is written by hand per ruleset.
 */
export interface RulesetPieces {
  id: RulesetId;
  models: readonly RegisteredModel[];
  sheets: readonly SheetRegistration[];
  combat: { document: unknown; combatant: unknown; tracker: unknown };
  trackableAttributes: Record<string, { bar: string[]; value: string[] }>;
  statusEffects(): { id: string; name: string; img: string }[];
  registerSettings(): void;
  queries: Record<string, (data: never) => Promise<unknown>>;
  api: Record<string, unknown>;
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

/** Registers a ruleset's pieces in CONFIG, the sheet registry and the settings, from what the pieces declare. */
export function registerRulesetPieces(pieces: RulesetPieces): void {
  for (const model of pieces.models) configOf(model.metadata.documentName).dataModels[model.metadata.type] = model;
  configOf("Combat").documentClass = pieces.combat.document;
  configOf("Combatant").documentClass = pieces.combat.combatant;
  configOf("Actor").trackableAttributes = pieces.trackableAttributes;
  Object.assign(CONFIG.ui, { combat: pieces.combat.tracker });
  Object.assign(CONFIG, { statusEffects: pieces.statusEffects() });
  Object.assign(CONFIG.queries, pieces.queries);
  const { DocumentSheetConfig } = foundry.applications.apps;
  for (const s of pieces.sheets) {
    // Each ruleset's sheets are ApplicationV2 document sheets whose mixed-in types fvtt-types cannot express (see handlebars-sheet-bases.ts).
    DocumentSheetConfig.registerSheet(s.document === "Actor" ? Actor : Item, SYSTEM_ID, s.sheet as never, { ...(s.types ? { types: s.types } : {}), makeDefault: true, label: s.label });
  }
  pieces.registerSettings();
}
