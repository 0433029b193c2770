import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DataModelValidationError, type DataModel } from "./data-model";
import { REPO } from "./repo";
import { getProperty, mergeObject, randomID, setProperty } from "./utils";
import { SYSTEM_ID } from "../../src/constants";

/** Every database round trip the code makes, so tests can assert what an operation costs. */
export class WriteLog {
  entries: { documentName: string; action: "create" | "update" | "delete"; count: number }[] = [];

  record(documentName: string, action: "create" | "update" | "delete", count: number): void {
    this.entries.push({ documentName, action, count });
  }

  /** Round trips, optionally of one action. */
  calls(action?: "create" | "update" | "delete"): number {
    return this.entries.filter((e) => !action || e.action === action).length;
  }

  reset(): void {
    this.entries = [];
    this.latencyMs = 0;
  }

  /** Milliseconds every write spends on its way to the server before it lands (0: none, as before). */
  latencyMs = 0;

  /** The trip to the server a write makes before it lands: with latency, other work runs meanwhile and reads the old data. */
  async roundTrip(): Promise<void> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }
}

export const writes = new WriteLog();

export const OWNER = 3;

interface Globals {
  CONFIG: Record<string, { dataModels?: Record<string, typeof DataModel>; documentClass?: unknown }>;
  game: {
    user: { id: string; isGM: boolean };
    users: CollectionDouble<{ id: string; isGM: boolean }>;
    actors: CollectionDouble<DocumentDouble>;
    items: CollectionDouble<DocumentDouble>;
    combats: CollectionDouble<DocumentDouble>;
    messages: CollectionDouble<DocumentDouble>;
    tables: CollectionDouble<DocumentDouble>;
    packs: CollectionDouble<CompendiumDouble>;
    scenes?: CollectionDouble<DocumentDouble>;
    settings: { get(namespace: string, key: string): unknown };
  };
  Hooks: { callAll(hook: string, ...args: unknown[]): unknown; call(hook: string, ...args: unknown[]): boolean };
}
const g = () => globalThis as unknown as Globals;

/** Map keyed by id whose iteration yields documents (not entries), like Foundry's Collection. */
export class CollectionDouble<T> extends Map<string, T> {
  // Foundry's Collection deliberately changes Map's iteration to values; the cast mirrors that.
  override [Symbol.iterator](): MapIterator<[string, T]> {
    return this.values() as unknown as MapIterator<[string, T]>;
  }
  get contents(): T[] {
    return [...this.values()];
  }
  find(fn: (value: T) => boolean): T | undefined {
    return this.contents.find(fn);
  }
  some(fn: (value: T) => boolean): boolean {
    return this.contents.some(fn);
  }
  filter(fn: (value: T) => boolean): T[] {
    return this.contents.filter(fn);
  }
  map<U>(fn: (value: T) => U): U[] {
    return this.contents.map(fn);
  }
}

type Source = Record<string, unknown> & { _id?: string; name?: string; type?: string; system?: unknown };

/** A Foundry document: source data, a system model from CONFIG, counted writes and lifecycle hooks. */
export class DocumentDouble {
  static documentName = "Document";
  static embedded: Record<string, string> = {};
  _source: Source;
  parent: DocumentDouble | null;
  system: unknown;
  collections: Record<string, CollectionDouble<DocumentDouble>> = {};

  constructor(data: Source, { parent = null }: { parent?: DocumentDouble | null } = {}) {
    const ctor = this.constructor as typeof DocumentDouble;
    this._source = structuredClone({ ...data, _id: data._id ?? randomID() });
    this.parent = parent;
    for (const [name, docName] of Object.entries(ctor.embedded)) {
      const list = (this._source[name] as Source[] | undefined) ?? [];
      const EmbeddedClass = documentClassFor(docName);
      this.collections[name] = new CollectionDouble(list.map((d) => {
        const doc = new EmbeddedClass(d, { parent: this });
        return [doc.id, doc] as [string, DocumentDouble];
      }));
    }
    this.prepareData();
  }

  /** The options the last create dialog was opened with (core's dialog itself is not rendered here). */
  static lastCreateDialog: { data: unknown; options: Record<string, unknown> } | null = null;

  static async createDialog(data: unknown = {}, _createOptions: unknown = {}, options: Record<string, unknown> = {}): Promise<null> {
    DocumentDouble.lastCreateDialog = { data, options };
    return null;
  }

  static get implementation(): typeof DocumentDouble {
    return documentClassFor(this.documentName);
  }

  get id(): string {
    return this._source._id as string;
  }
  /** Core (Actor#isToken): a token's own actor, the one an unlinked token keeps. */
  get isToken(): boolean {
    return this.parent?.documentName === "Token";
  }
  /** Core's UUID: a world document's `Actor.<id>`; an embedded one's is its parent's, then its own name and id. */
  get uuid(): string {
    return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
  }
  get name(): string {
    return (this._source.name as string) ?? "";
  }
  get type(): string {
    return (this._source.type as string) ?? "base";
  }
  get img(): string {
    return (this._source.img as string) ?? "icons/svg/mystery-man.svg";
  }
  /** Document stats, including where a document was copied from (`compendiumSource`). */
  get _stats(): Record<string, unknown> {
    return (this._source._stats as Record<string, unknown> | undefined) ?? {};
  }
  get flags(): Record<string, unknown> {
    return (this._source.flags as Record<string, unknown> | undefined) ?? {};
  }
  get documentName(): string {
    return (this.constructor as typeof DocumentDouble).documentName;
  }

  /** Limited permission: may see that the document exists, not its details. */
  get limited(): boolean {
    const { user } = g().game;
    if (user.isGM) return false;
    const ownership = (this._source.ownership as Record<string, number> | undefined) ?? {};
    return (ownership[user.id] ?? ownership.default ?? 0) === 1;
  }

  get isOwner(): boolean {
    return this.testUserPermission(g().game.user, "OWNER");
  }

  /** Core (ClientDocumentMixin): some non-GM user owns this document. */
  get hasPlayerOwner(): boolean {
    return g().game.users.some((u) => !u.isGM && this.testUserPermission(u, "OWNER"));
  }

  /** Ownership as Foundry checks it: GMs own everything; others by the ownership map (or the parent's). */
  testUserPermission(user: { id: string; isGM: boolean }, level: "OWNER" | number): boolean {
    if (user.isGM) return true;
    const wanted = level === "OWNER" ? OWNER : level;
    const ownership = (this._source.ownership as Record<string, number> | undefined) ?? {};
    return (ownership[user.id] ?? ownership.default ?? 0) >= wanted || (this.parent?.testUserPermission(user, level) ?? false);
  }

  /** Builds the typed system model and runs data preparation, as Foundry does after every change. */
  prepareData(): void {
    const Model = g().CONFIG[this.documentName]?.dataModels?.[this.type];
    this.system = Model ? new Model(this._source.system ?? {}, { parent: this }) : (this._source.system ?? {});
    const model = this.system as Partial<DataModel>;
    model.prepareBaseData?.();
    this.applyActiveEffects();
    model.prepareDerivedData?.();
  }

  /** Core applies an actor's Active Effects between its base and derived data; other documents have none to apply. */
  applyActiveEffects(): void {}

  reset(): void {
    this.prepareData();
  }

  toObject(): Source {
    return structuredClone(this._source);
  }

  getRollData(): Record<string, unknown> {
    return { ...(this.system as Record<string, unknown>) };
  }

  /** Applies changes if the result validates; invalid changes throw and leave the document untouched. */
  applyChanges(changes: Record<string, unknown>): void {
    const ctor = this.constructor as typeof DocumentDouble;
    // Like Foundry, an embedded array in an update changes the embedded documents by _id.
    const embeddedChanges: [string, Source[]][] = [];
    const own: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) {
      if (key in ctor.embedded && Array.isArray(value)) embeddedChanges.push([key, value as Source[]]);
      else own[key] = value;
    }
    for (const [field, list] of embeddedChanges) {
      const collection = this.collections[field];
      for (const change of list) {
        const doc = collection?.get(change._id as string);
        if (!doc) throw new Error(`No embedded ${field} ${String(change._id)}`);
        doc.applyChanges(change);
      }
      this._source[field] = collection?.map((d) => d.toObject()) ?? [];
    }
    const next = mergeObject(structuredClone(this._source), own);
    const Model = g().CONFIG[this.documentName]?.dataModels?.[this.type];
    if (Model) {
      const failures = Model.validateSource(next.system ?? {});
      if (failures.length) throw new DataModelValidationError(failures);
    }
    this._source = next;
    this.prepareData();
  }

  /**
   * Changes this document's source without a database write or any hook, as core's `updateSource`
   * does (a preCreate hook uses it to amend a document before it is saved). Like core, only what
   * changes is validated: changes to `system` validate like an update; flags and the like need none.
   */
  updateSource(changes: Record<string, unknown>): Record<string, unknown> {
    if (Object.keys(changes).some((k) => k === "system" || k.startsWith("system."))) this.applyChanges(changes);
    else {
      this._source = mergeObject(structuredClone(this._source), changes);
      this.prepareData();
    }
    return changes;
  }

  /**
   * Core's `preCreate{Document}` hooks, called with `Hooks.call` before a document is saved: a
   * handler may amend the unsaved document through `updateSource`, or return false to prevent
   * its creation. Returns whether the creation goes ahead.
   */
  static preCreate(doc: DocumentDouble, data: Source, options: Record<string, unknown>): boolean {
    return g().Hooks.call(`preCreate${doc.documentName}`, doc, data, options, g().game.user.id);
  }

  protected _onUpdate(_changed: unknown, _options: unknown, _userId: string): void {}

  /**
   * Core's `preUpdate{Document}` hooks, called with `Hooks.call` before an update is sent: a
   * handler returning false drops that document's update (the rest of a batch goes ahead).
   */
  preUpdate(changes: Record<string, unknown>, options: Record<string, unknown>): boolean {
    return g().Hooks.call(`preUpdate${this.documentName}`, this, changes, options, g().game.user.id);
  }

  async update(changes: Record<string, unknown>, options: Record<string, unknown> = {}): Promise<this> {
    if (!this.preUpdate(changes, options)) return this;
    await writes.roundTrip();
    this.applyChanges(changes);
    writes.record(this.documentName, "update", 1);
    this._onUpdate(changes, options, g().game.user.id);
    g().Hooks.callAll(`update${this.documentName}`, this, changes, options, g().game.user.id);
    return this;
  }

  /** Creates one document: preCreate hooks first (a veto returns undefined, as core does), then one write. */
  static async create(data: Source, options: { parent?: DocumentDouble | null } = {}): Promise<DocumentDouble | undefined> {
    const Impl = this.implementation;
    const doc = new Impl(this.documentName === "ChatMessage" ? { author: g().game.user.id, ...data } : data, options);
    if (!DocumentDouble.preCreate(doc, data, options)) return undefined;
    await writes.roundTrip();
    writes.record(this.documentName, "create", 1);
    worldCollection(this.documentName)?.set(doc.id, doc);
    g().Hooks.callAll(`create${this.documentName}`, doc, options, g().game.user.id);
    return doc;
  }

  /** Core's `_onDelete`, run on every client once a deletion has landed (the document keeps its data and embedded collections). */
  protected _onDelete(_options: Record<string, unknown>, _userId: string): void {}

  /** One write; then, as in core, the document's `_onDelete` and the `delete{Document}` hooks. */
  async delete(options: Record<string, unknown> = {}): Promise<this> {
    await writes.roundTrip();
    worldCollection(this.documentName)?.delete(this.id);
    writes.record(this.documentName, "delete", 1);
    this._onDelete(options, g().game.user.id);
    g().Hooks.callAll(`delete${this.documentName}`, this, options, g().game.user.id);
    return this;
  }

  /** One round trip for a batch of world-document updates (Actor.updateDocuments). */
  static async updateDocuments(updates: (Record<string, unknown> & { _id: string })[], options: { pack?: string } = {}): Promise<DocumentDouble[]> {
    await writes.roundTrip();
    if (options.pack && g().game.packs.get(options.pack)?.locked) throw new Error(`You may not modify the ${options.pack} Compendium which is currently locked.`);
    const collection = options.pack ? g().game.packs.get(options.pack)?.documents : worldCollection(this.documentName);
    const docs = updates.map((u) => {
      const doc = collection?.get(u._id);
      if (!doc) throw new Error(`No ${this.documentName} ${u._id}`);
      return doc;
    });
    updates.forEach((u, i) => docs[i]!.applyChanges(u));
    writes.record(this.documentName, "update", updates.length);
    return docs;
  }

  /** One round trip for a batch of embedded deletions, each past its `preDelete…` hooks first (a veto keeps that one, as in core). */
  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<string[]> {
    const [field, collection] = this.#embeddedCollection(name);
    ids = ids.filter((id) => {
      const doc = collection.get(id);
      return !doc || g().Hooks.call(`preDelete${name}`, doc, { parent: this }, g().game.user.id);
    });
    if (!ids.length) return [];
    await writes.roundTrip();
    for (const id of ids) collection.delete(id);
    this._source[field] = ((this._source[field] as Source[] | undefined) ?? []).filter((d) => !ids.includes(d._id as string));
    writes.record(name, "delete", ids.length);
    this.prepareData();
    return ids;
  }

  /** One round trip for a whole batch of embedded creations (each past its preCreate hooks first, as in core). */
  async createEmbeddedDocuments(name: string, data: Source[]): Promise<DocumentDouble[]> {
    const [field, collection] = this.#embeddedCollection(name);
    await writes.roundTrip();
    const Impl = documentClassFor(name);
    const created = data.map((d) => [new Impl(d, { parent: this }), d] as const).filter(([doc, d]) => DocumentDouble.preCreate(doc, d, { parent: this })).map(([doc]) => doc);
    if (!created.length) return [];
    for (const doc of created) collection.set(doc.id, doc);
    this._source[field] = [...((this._source[field] as Source[] | undefined) ?? []), ...created.map((d) => d.toObject())];
    writes.record(name, "create", created.length);
    this.prepareData();
    return created;
  }

  /** One round trip for a whole batch of embedded updates; all validate before any applies. */
  async updateEmbeddedDocuments(name: string, updates: (Record<string, unknown> & { _id: string })[]): Promise<DocumentDouble[]> {
    const [, collection] = this.#embeddedCollection(name);
    const wanted = updates.map((u) => {
      const doc = collection.get(u._id);
      if (!doc) throw new Error(`No embedded ${name} ${u._id}`);
      return [doc, u] as const;
    });
    const passed = wanted.filter(([doc, u]) => doc.preUpdate(u, { parent: this }));
    if (!passed.length) return [];
    updates = passed.map(([, u]) => u);
    const targets = passed.map(([doc]) => doc);
    await writes.roundTrip();
    const snapshots = targets.map((d) => structuredClone(d._source));
    try {
      updates.forEach((u, i) => targets[i]!.applyChanges(u));
    } catch (error) {
      targets.forEach((d, i) => (d._source = snapshots[i]!));
      targets.forEach((d) => d.prepareData());
      throw error;
    }
    writes.record(name, "update", updates.length);
    this.prepareData();
    return targets;
  }

  #embeddedCollection(name: string): [string, CollectionDouble<DocumentDouble>] {
    const ctor = this.constructor as typeof DocumentDouble;
    const field = Object.entries(ctor.embedded).find(([, docName]) => docName === name)?.[0];
    const collection = field ? this.collections[field] : undefined;
    if (!field || !collection) throw new Error(`${this.documentName} has no embedded ${name}`);
    return [field, collection];
  }
}

/** The world collection (game.actors, game.combats) a document type is kept in, if any. */
function worldCollection(name: string): CollectionDouble<DocumentDouble> | undefined {
  const { game } = g();
  const collections: Record<string, CollectionDouble<DocumentDouble> | undefined> = { Actor: game.actors, Item: game.items, Combat: game.combats, ChatMessage: game.messages, RollTable: game.tables, Scene: game.scenes };
  return collections[name];
}

/** A compendium pack: documents of one type, locked or not, updated through `updateDocuments(…, { pack })`. */
export class CompendiumDouble {
  documents = new CollectionDouble<DocumentDouble>();
  constructor(
    public collection: string,
    public documentName: string,
    sources: Source[],
    public locked = false,
  ) {
    const Impl = documentClassFor(documentName);
    for (const source of sources) {
      const doc = new Impl(source);
      this.documents.set(doc.id, doc);
    }
  }
  get metadata() {
    const packageName = this.collection.split(".")[0] ?? "";
    return { id: this.collection, type: this.documentName, packageName, packageType: packageName === "world" ? "world" : packageName === SYSTEM_ID ? "system" : "module" };
  }
  /** Each `configure` call, in order, so a test can see a pack unlocked and locked again. */
  configured: { locked?: boolean }[] = [];
  /** Core's `pack.configure`: here only the lock, which write refusals read. */
  async configure(settings: { locked?: boolean }): Promise<void> {
    this.configured.push(settings);
    if (settings.locked !== undefined) this.locked = settings.locked;
  }
  async getDocuments(): Promise<DocumentDouble[]> {
    return this.documents.contents;
  }
  /** The index: every entry's source (the requested fields are all there anyway). */
  async getIndex(_options: { fields?: string[] } = {}): Promise<Source[]> {
    return this.documents.map((d) => d.toObject());
  }
}

function documentClassFor(name: string): typeof DocumentDouble {
  const configured = g().CONFIG[name]?.documentClass as typeof DocumentDouble | undefined;
  return configured ?? BASE_CLASSES[name] ?? DocumentDouble;
}

export class ItemDouble extends DocumentDouble {
  static override documentName = "Item";
  get actor(): DocumentDouble | null {
    return this.parent;
  }
}

/** Core's initial bar attributes of a prototype token: the system's `primaryTokenAttribute` and `secondaryTokenAttribute`. */
const SYSTEM_BARS = (() => {
  const manifest = JSON.parse(readFileSync(join(REPO, "system.json"), "utf8")) as { primaryTokenAttribute?: string; secondaryTokenAttribute?: string };
  return { bar1: manifest.primaryTokenAttribute ?? null, bar2: manifest.secondaryTokenAttribute ?? null };
})();

type Bar = { attribute: string | null };

export class ActorDouble extends DocumentDouble {
  static override documentName = "Actor";
  /** Core: the token a new one of this actor's is made from; its bars start as the system's, as core's schema gives them. */
  get prototypeToken(): { bar1: Bar; bar2: Bar } {
    const stored = (this._source.prototypeToken as { bar1?: Partial<Bar>; bar2?: Partial<Bar> } | undefined) ?? {};
    const bar = (key: "bar1" | "bar2"): Bar => ({ attribute: stored[key]?.attribute === undefined ? SYSTEM_BARS[key] : stored[key].attribute });
    return { bar1: bar("bar1"), bar2: bar("bar2") };
  }
  /** Token bar edits, as core does them: a bar's value, or a plain number. */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this> {
    const current = (this.system as Record<string, unknown>)[attribute] as { value: number } | number;
    const path = isBar ? `system.${attribute}.value` : `system.${attribute}`;
    const now = isBar ? (current as { value: number }).value : (current as number);
    return this.update({ [path]: isDelta ? now + value : value });
  }
  static override embedded = { items: "Item", effects: "ActiveEffect" };
  /** Core's `Actor#applyActiveEffects`: every enabled effect's changes, lowest priority first (mode × 10 by default), each through the effect's `apply`. */
  override applyActiveEffects(): void {
    const changes = (this.collections.effects?.contents ?? [])
      .filter((effect) => effect._source.disabled !== true)
      .flatMap((effect) => ((effect._source.changes as EffectChange[] | undefined) ?? []).map((change) => ({ ...change, effect: effect as ActiveEffectDouble, priority: change.priority ?? change.mode * 10 })));
    changes.sort((a, b) => a.priority - b.priority);
    for (const change of changes) if (change.key) change.effect.apply(this, change);
  }
  /** Core (Actor#token): the token an unlinked token's own actor belongs to; null for a world actor. */
  get token(): DocumentDouble | null {
    return this.isToken ? this.parent : null;
  }
  /** Core's token-HUD toggle: an effect standing for the status alone is removed, else one is made from the status (unless forced off). */
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean } = {}): Promise<DocumentDouble | boolean | undefined> {
    const existing = this.effects.contents.filter((effect) => {
      const statuses = (effect as ActiveEffectDouble).statuses;
      return statuses.size === 1 && statuses.has(statusId);
    });
    if (existing.length) {
      if (active) return true;
      await this.deleteEmbeddedDocuments("ActiveEffect", existing.map((effect) => effect.id as string));
      return false;
    }
    if (active === false) return undefined;
    const effectClass = documentClassFor("ActiveEffect") as unknown as typeof ActiveEffectDouble;
    const effect = await effectClass.fromStatusEffect(statusId);
    const [created] = await this.createEmbeddedDocuments("ActiveEffect", [effect.toObject()]);
    return created;
  }
  get items(): CollectionDouble<DocumentDouble> {
    return this.collections.items!;
  }
  get effects(): CollectionDouble<DocumentDouble> {
    return this.collections.effects!;
  }
}

/**
 * Core's server stamps the user making each creation and update into `_stats.lastModifiedBy`
 * (one of the stats it manages, ignored in what a client sends); the harness does it for effects,
 * whose last writer the degrees rules ask about.
 */
function stampedBy(source: Source): Source {
  const stats = typeof source._stats === "object" && source._stats !== null ? source._stats : {};
  return { ...source, _stats: { ...stats, lastModifiedBy: g().game.user.id } };
}

/** One of an Active Effect's changes, as core stores it. */
interface EffectChange {
  key: string;
  mode: number;
  value: unknown;
  priority?: number;
}

export class ActiveEffectDouble extends DocumentDouble {
  static override documentName = "ActiveEffect";
  constructor(data: Source, options: { parent?: DocumentDouble | null } = {}) {
    super(stampedBy(data), options);
  }
  override applyChanges(changes: Record<string, unknown>): void {
    super.applyChanges(changes);
    this._source = stampedBy(this._source);
  }
  /**
   * Core's `ActiveEffect#apply` (v13): a change to a field of the actor's data model goes through
   * that field's `applyChange`; any other path is set as it is (core's legacy heuristics, simplified).
   */
  apply(actor: DocumentDouble, change: EffectChange): Record<string, unknown> {
    const schema = (actor.system as Partial<DataModel> | null)?.schema;
    const field = change.key.startsWith("system.") ? schema?.getField(change.key.slice("system.".length)) : undefined;
    const current = getProperty(actor, change.key);
    const value = field ? field.applyChange(current, actor, change) : change.value;
    setProperty(actor as unknown as Record<string, unknown>, change.key, value);
    return { [change.key]: value };
  }
  /** The status ids the effect stands for, as core's Set. */
  get statuses(): Set<string> {
    return new Set((this._source.statuses as string[] | undefined) ?? []);
  }
  /** Core's duration fields (rounds, and the round a timed effect began in, which core stamps as it is made during a fight). */
  get duration(): { rounds: number | null; startRound: number | null } {
    const d = (this._source.duration as { rounds?: number; startRound?: number } | undefined) ?? {};
    return { rounds: d.rounds ?? null, startRound: d.startRound ?? null };
  }
  /** Core builds a token-HUD status's effect from its CONFIG.statusEffects entry through this hook. */
  protected static async _fromStatusEffect(statusId: string, effectData: Source): Promise<DocumentDouble> {
    return new this.implementation({ ...effectData, statuses: [statusId] });
  }
  static async fromStatusEffect(statusId: string): Promise<DocumentDouble> {
    const status = (g().CONFIG as unknown as { statusEffects: (Source & { id: string })[] }).statusEffects.find((s) => s.id === statusId);
    if (!status) throw new Error(`No status effect "${statusId}"`);
    const { id: _id, ...data } = status;
    return this._fromStatusEffect(statusId, data);
  }
}

export class CombatantDouble extends DocumentDouble {
  static override documentName = "Combatant";
  /** Core: the token this combatant stands for, on its scene, if it names one. */
  get token(): DocumentDouble | null {
    const { sceneId, tokenId } = this._source as { sceneId?: string; tokenId?: string };
    return (sceneId && tokenId ? (g().game as unknown as { scenes?: Map<string, DocumentDouble> }).scenes?.get(sceneId)?.collections.tokens?.get(tokenId) : undefined) ?? null;
  }
  /** Core: a token's combatant fights as the token's actor (an unlinked token's own); otherwise the world actor. */
  get actor(): DocumentDouble | null {
    const token = this.token;
    if (token) return (token as unknown as { actor: DocumentDouble | null }).actor;
    return g().game.actors.get(this._source.actorId as string) ?? null;
  }
  /** Core: hidden from players in the tracker. */
  get hidden(): boolean {
    return this._source.hidden === true;
  }
  get actorId(): string | null {
    return (this._source.actorId as string | undefined) ?? null;
  }
  get isDefeated(): boolean {
    return !!this._source.defeated;
  }
  get initiative(): number | null {
    return (this._source.initiative as number | null | undefined) ?? null;
  }
  get combat(): DocumentDouble | null {
    return this.parent;
  }
}

export class CombatDouble extends DocumentDouble {
  static override documentName = "Combat";
  static override embedded = { combatants: "Combatant" };
  get combatants(): CollectionDouble<DocumentDouble> {
    return this.collections.combatants!;
  }
  /** Core: a fight has started once its first round has begun. */
  get started(): boolean {
    return this.round > 0;
  }
  get round(): number {
    return (this._source.round as number | undefined) ?? 0;
  }
  /** Core: the combatant whose turn it is, at `turn` in the turn order. */
  get combatant(): DocumentDouble | null {
    return this.turns[(this._source.turn as number | undefined) ?? 0] ?? null;
  }
  /** Combatants in turn order, using the document's own comparator as core's setupTurns does. */
  get turns(): DocumentDouble[] {
    const sorter = (this as unknown as { _sortCombatants?: (a: unknown, b: unknown) => number })._sortCombatants;
    return sorter ? [...this.combatants.values()].sort((a, b) => sorter.call(this, a, b)) : [...this.combatants.values()];
  }
  protected _sortCombatants(a: CombatantDouble, b: CombatantDouble): number {
    return (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity);
  }
}

type RollJSON = Record<string, unknown> & { evaluated?: boolean };
interface RollClass {
  fromData(data: Record<string, unknown>): unknown;
}

/**
 * Core keeps a message's rolls as JSON (a JSONField stringifies Roll instances through `toJSON`) and
 * refuses unevaluated ones. The double keeps the parsed JSON objects in `_source.rolls`, so tests can
 * read `_source.rolls[0].formula` directly.
 */
function rollsToSource(rolls: unknown): RollJSON[] {
  if (!Array.isArray(rolls)) throw new Error("ChatMessage rolls must be an array");
  return rolls.map((roll: unknown) => {
    const json = (typeof roll === "string" ? JSON.parse(roll) : JSON.parse(JSON.stringify(roll))) as RollJSON;
    if (!json.evaluated) throw new Error("Roll objects added to ChatMessage documents must be evaluated");
    return json;
  });
}

function withRollsAsSource<T extends Record<string, unknown>>(data: T): T {
  return "rolls" in data && data.rolls !== undefined ? { ...data, rolls: rollsToSource(data.rolls) } : data;
}

/** Core's roll mode ids (CONST.DICE_ROLL_MODES). */
const ROLL_MODES = { PUBLIC: "publicroll", PRIVATE: "gmroll", BLIND: "blindroll", SELF: "selfroll" } as const;

export class ChatMessageDouble extends DocumentDouble {
  static override documentName = "ChatMessage";

  constructor(data: Source, options: { parent?: DocumentDouble | null } = {}) {
    super(withRollsAsSource(data), options);
  }

  override applyChanges(changes: Record<string, unknown>): void {
    super.applyChanges(withRollsAsSource(changes));
  }

  /** The message's Roll instances, rebuilt from their JSON as core's prepareDerivedData does. */
  get rolls(): unknown[] {
    const Roll = (globalThis as unknown as { Roll: RollClass }).Roll;
    return ((this._source.rolls as RollJSON[] | undefined) ?? []).map((r) => Roll.fromData(structuredClone(r)));
  }
  get whisper(): string[] {
    return (this._source.whisper as string[] | undefined) ?? [];
  }
  get blind(): boolean {
    return (this._source.blind as boolean | undefined) ?? false;
  }
  get speaker(): Record<string, unknown> {
    return (this._source.speaker as Record<string, unknown> | undefined) ?? {};
  }
  get isRoll(): boolean {
    return this.rolls.length > 0;
  }
  /** Core: a whispered message shows to its recipients and author; a whispered roll shows to everyone, content aside. */
  get visible(): boolean {
    if (!this.whisper.length || this.isRoll) return true;
    return this.isAuthor || this.whisper.includes(g().game.user.id);
  }
  /** Core: a whispered roll's content shows to its recipients, and to its author unless it is blind. */
  get isContentVisible(): boolean {
    if (!this.isRoll) return this.visible;
    if (!this.whisper.length) return true;
    return this.whisper.includes(g().game.user.id) || (this.isAuthor && !this.blind);
  }

  /**
   * Core's v13 `ChatMessage.applyRollMode`: public clears the whisper, self whispers to the roller,
   * private and blind whisper to every GM (unless recipients were already set); blind only for blind.
   */
  static applyRollMode<T extends Record<string, unknown>>(chatData: T, rollMode: string): T {
    const { game } = g();
    const mode = rollMode === "roll" ? (game.settings.get("core", "rollMode") as string) : rollMode;
    let whisper: string[];
    if (mode === ROLL_MODES.PUBLIC) whisper = [];
    else if (mode === ROLL_MODES.SELF) whisper = [game.user.id];
    else if (Array.isArray(chatData.whisper) && chatData.whisper.length) whisper = chatData.whisper as string[];
    else whisper = game.users.filter((u) => u.isGM).map((u) => u.id);
    Object.assign(chatData, { whisper, blind: mode === ROLL_MODES.BLIND });
    return chatData;
  }

  /** Applies a roll mode to this (unsaved) message's source, like core's `updateSource`. */
  applyRollMode(rollMode: string): void {
    const data = this.toObject();
    ChatMessageDouble.applyRollMode(data, rollMode);
    this._source = data;
    this.prepareData();
  }
  get author(): { id: string; isGM: boolean } | null {
    return g().game.users.get(this._source.author as string) ?? null;
  }
  get isAuthor(): boolean {
    return this._source.author === g().game.user.id;
  }
  /** Messages belong to their author (and the GM). */
  override testUserPermission(user: { id: string; isGM: boolean }, level: "OWNER" | number): boolean {
    return user.isGM || this._source.author === user.id || super.testUserPermission(user, level);
  }
  get content(): string {
    return (this._source.content as string | undefined) ?? "";
  }
  static getSpeaker({ actor }: { actor?: DocumentDouble } = {}) {
    return { actor: actor?.id ?? null, alias: actor?.name ?? "" };
  }
}

export class RollTableDouble extends DocumentDouble {
  static override documentName = "RollTable";
  get formula(): string {
    return (this._source.formula as string | undefined) ?? "1d100";
  }
  get results(): CollectionDouble<Source> {
    return new CollectionDouble(((this._source.results as Source[] | undefined) ?? []).map((r) => [r._id as string, r]));
  }
}

const BASE_CLASSES: Record<string, typeof DocumentDouble> = {
  RollTable: RollTableDouble,
  Actor: ActorDouble,
  Item: ItemDouble,
  ActiveEffect: ActiveEffectDouble,
  Combat: CombatDouble,
  Combatant: CombatantDouble,
  ChatMessage: ChatMessageDouble,
};
