/**
 * Scenes, their tokens (linked, or unlinked with an ActorDelta), and adventures, as v13 stores
 * them; and a way to put documents into the world as a loaded world holds them (no creation
 * hooks, no writes), for fixtures of data an older version left behind.
 */
import { CollectionDouble, DocumentDouble } from "./documents";
import { mergeObject } from "./utils";

type Source = Record<string, unknown> & { _id?: string };

interface Globals {
  CONFIG: Record<string, { documentClass?: unknown; dataModels?: Record<string, new (source: unknown) => unknown> }>;
  game: Record<string, unknown> & { actors: CollectionDouble<DocumentDouble>; items: CollectionDouble<DocumentDouble>; scenes?: CollectionDouble<DocumentDouble>; combats: CollectionDouble<DocumentDouble> };
}
const g = () => globalThis as unknown as Globals;

const isRecord = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => structuredClone(value);

/** Refuses an item whose system data its data model would not load, as the server does. */
function validateItem(item: Source): void {
  const Model = g().CONFIG.Item?.dataModels?.[String(item.type)];
  if (Model) new Model(clone(item.system ?? {}));
}

/** Every item an actor's source holds. */
function validateActor(actor: Source): void {
  const Model = g().CONFIG.Actor?.dataModels?.[String(actor.type)];
  if (Model) new Model(clone(actor.system ?? {}));
  for (const item of (actor.items as Source[] | undefined) ?? []) validateItem(item);
}

/** Lists of embedded documents in a delta (items, effects) change by `_id`: an update merges into the entry, a new id adds one. */
function mergeById(list: Source[], changes: Source[]): Source[] {
  const out = clone(list);
  for (const change of changes) {
    const existing = out.find((entry) => entry._id === change._id);
    if (existing) mergeObject(existing, change);
    else out.push(mergeObject({}, change));
  }
  return out;
}

/** A token: where it stands, which actor it shows, and for an unlinked one the ActorDelta of its own overrides. */
export class TokenDouble extends DocumentDouble {
  static override documentName = "Token";

  get actorLink(): boolean {
    return this._source.actorLink === true;
  }
  get actorId(): string | null {
    return (this._source.actorId as string | undefined) ?? null;
  }
  /** Where it stands, in pixels from the scene's top-left corner, and its size in grid cells, as core stores them. */
  get x(): number {
    return (this._source.x as number | undefined) ?? 0;
  }
  get y(): number {
    return (this._source.y as number | undefined) ?? 0;
  }
  get width(): number {
    return (this._source.width as number | undefined) ?? 1;
  }
  get height(): number {
    return (this._source.height as number | undefined) ?? 1;
  }
  /** How high it stands, in the scene's distance units (core's `elevation`). */
  get elevation(): number {
    return (this._source.elevation as number | undefined) ?? 0;
  }
  /** Hidden from players (core's `hidden`). */
  get hidden(): boolean {
    return this._source.hidden === true;
  }
  /** Core's disposition: −1 hostile, 0 neutral, 1 friendly (the default for a new token is hostile). */
  get disposition(): number {
    return (this._source.disposition as number | undefined) ?? -1;
  }
  /** The ActorDelta's source: only what this token overrides (its items whole). */
  get delta(): Source | null {
    return isRecord(this._source.delta) ? this._source.delta : null;
  }

  #synthetic: DocumentDouble | null = null;

  /**
   * Linked: the world actor. Unlinked: the synthetic actor, the base actor with the delta applied,
   * built once and kept (as core keeps it) so what the rules write to it stays on it (until the
   * delta itself is changed, which rebuilds it).
   */
  get actor(): DocumentDouble | null {
    const base = this.actorId ? g().game.actors.get(this.actorId) : undefined;
    if (this.actorLink) return base ?? null;
    this.#synthetic ??= this.#buildSynthetic(base);
    return this.#synthetic;
  }

  #buildSynthetic(base: DocumentDouble | undefined): DocumentDouble {
    const delta = this.delta ?? {};
    const { items: ownItems = [], effects: _effects, _id: _deltaId, ...overrides } = delta as Source & { items?: Source[] };
    const source = mergeObject(base?.toObject() ?? {}, clone(overrides));
    source.items = mergeById((source.items as Source[] | undefined) ?? [], ownItems);
    const ActorClass = g().CONFIG.Actor?.documentClass as typeof DocumentDouble;
    return new ActorClass({ ...source, _id: base?.id ?? this.id }, { parent: this });
  }

  /** A change to `delta` merges into the delta (its items by `_id`), and is refused if an item would not load. */
  override applyChanges(changes: Record<string, unknown>): void {
    this.#synthetic = null;
    const { delta, ...rest } = mergeObject({}, changes) as Source & { delta?: Source };
    if (delta === undefined) return super.applyChanges(rest);
    const { items, effects, ...fields } = delta as Source & { items?: Source[]; effects?: Source[] };
    const next = mergeObject(clone(this.delta ?? {}), fields);
    if (items) next.items = mergeById((next.items as Source[] | undefined) ?? [], items);
    if (effects) next.effects = mergeById((next.effects as Source[] | undefined) ?? [], effects);
    for (const item of (next.items as Source[] | undefined) ?? []) validateItem(item);
    super.applyChanges(rest);
    this._source.delta = next;
  }
}

export class SceneDouble extends DocumentDouble {
  static override documentName = "Scene";
  static override embedded = { tokens: "Token" };
  get tokens(): CollectionDouble<TokenDouble> {
    return this.collections.tokens as CollectionDouble<TokenDouble>;
  }
  /** The grid: the side of a cell in pixels (core's default is 100), the metres a cell stands for, and whether its cells are hexes (core's grid types 2–5). */
  get grid(): { size: number; distance: number; isHexagonal: boolean } {
    const grid = (this._source.grid as { size?: number; distance?: number; type?: number } | undefined) ?? {};
    return { size: grid.size ?? 100, distance: grid.distance ?? 1, isHexagonal: (grid.type ?? 1) >= 2 };
  }
}

/** `game.scenes`: the scenes, and the one the canvas shows (core's `viewed`; a test sets it, as a GM opening a scene would). */
export class ScenesDouble extends CollectionDouble<SceneDouble> {
  viewed: SceneDouble | undefined = undefined;
}

/** An adventure: whole actors, items and scenes in plain lists, which an update replaces whole. */
export class AdventureDouble extends DocumentDouble {
  static override documentName = "Adventure";

  /** Applies the change, refusing it (and keeping the adventure as it was) if anything inside would not load. */
  override applyChanges(changes: Record<string, unknown>): void {
    const before = clone(this._source);
    super.applyChanges(changes);
    try {
      for (const actor of (this._source.actors as Source[] | undefined) ?? []) validateActor(actor);
      for (const item of (this._source.items as Source[] | undefined) ?? []) validateItem(item);
      for (const scene of (this._source.scenes as Source[] | undefined) ?? []) {
        for (const token of (scene.tokens as Source[] | undefined) ?? []) for (const item of ((token.delta as Source | undefined)?.items as Source[] | undefined) ?? []) validateItem(item);
      }
    } catch (error) {
      this._source = before;
      this.prepareData();
      throw error;
    }
  }
}

/** Core v13's token movement actions. */
const MOVEMENT_ACTIONS = ["walk", "fly", "swim", "burrow", "crawl", "climb", "jump", "blink", "displace"] as const;

/** Registers Scene, Token and Adventure (classes and CONFIG; installFoundry makes `game.scenes`), as it does the others. */
export function installScenes(): void {
  const { CONFIG } = g();
  Object.assign(CONFIG, {
    Scene: { documentClass: SceneDouble, dataModels: {} },
    // Core's movement actions, as far as the system reads them: which ones teleport (Blink, Displace).
    Token: { documentClass: TokenDouble, dataModels: {}, movement: { actions: Object.fromEntries(MOVEMENT_ACTIONS.map((id) => [id, { teleport: id === "blink" || id === "displace" }])) } },
    Adventure: { documentClass: AdventureDouble, dataModels: {} },
  });
  Object.assign(globalThis, { Scene: SceneDouble, TokenDocument: TokenDouble, Adventure: AdventureDouble });
}

/**
 * Puts a document into the world as a loaded world holds it: built from its stored source with
 * no creation hooks and no write (so nothing stamps it), for fixtures of older data.
 */
export function storedDocument(documentName: "Actor" | "Item" | "Scene" | "Combat", source: Source): DocumentDouble {
  const { CONFIG, game } = g();
  const Impl = CONFIG[documentName]?.documentClass as typeof DocumentDouble;
  const doc = new Impl(source);
  const collection = { Actor: game.actors, Item: game.items, Scene: game.scenes, Combat: game.combats }[documentName];
  collection?.set(doc.id, doc);
  return doc;
}
