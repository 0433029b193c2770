/**
 * A document's stored source → the update that brings it to the current schema, each document
 * judged by the version it recorded itself. Pure, like upgrades.ts: plain data in, plain updates
 * out; the runner reads the documents and writes the updates.
 *
 * Where the version is kept: `flags.shinobi.schema` (`SCHEMA_FLAG_PATH`), on every Actor and Item
 * (in the world, in a compendium, inside an adventure, inside an actor) and on every unlinked
 * token's ActorDelta. A document that recorded none counts as being at the world's version (the
 * `schemaVersion` setting the runner passes as `fallback`): it was last written when the world
 * was there. An item inside an actor or a delta counts as its own record, never below its
 * parent's: its parent's migration wrote it too, in the same write. Each upgrade step runs only
 * on documents below it, and every document it reaches records `SCHEMA_VERSION`, changed or not,
 * so a migration that is run again never guesses twice over a document it already finished.
 */
import { SYSTEM_ID } from "../constants";
import { SCHEMA_VERSION, actorSystemChanges, combatantChanges, itemChanges, type ItemSource, type UpgradeContext } from "./upgrades";

/** The key, under the system's flags, of the schema version a document reached. */
export const SCHEMA_FLAG = "schema";
/** The same as an update path. */
export const SCHEMA_FLAG_PATH = `flags.${SYSTEM_ID}.${SCHEMA_FLAG}`;

type Source = Record<string, unknown>;
/** One document's update, with whether it changes any data besides the recorded version. */
export interface Upgrade {
  update: Source & { _id: string };
  rewrites: boolean;
}

const isRecord = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);
const records = (value: unknown): Source[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const idOf = (source: Source): string => String(source._id);

/** The version a document's source recorded, or null if it recorded none. */
export function recordedSchema(source: unknown): number | null {
  const own = isRecord(source) && isRecord(source.flags) ? source.flags[SYSTEM_ID] : undefined;
  const version = isRecord(own) ? own[SCHEMA_FLAG] : undefined;
  return typeof version === "number" && Number.isInteger(version) && version >= 0 ? version : null;
}

/** The fields of an item's source the upgrades read. */
function itemSource(source: Source): ItemSource {
  const stats = isRecord(source._stats) ? source._stats : {};
  return { _id: text(source._id), name: text(source.name), type: text(source.type), system: isRecord(source.system) ? source.system : undefined, _stats: { compendiumSource: text(stats.compendiumSource) ?? null } };
}

function itemUpgrade(item: Source, version: number, context: UpgradeContext): Upgrade | null {
  if (version >= SCHEMA_VERSION) return null;
  const changes = itemChanges(itemSource(item), version, context);
  return { update: { _id: idOf(item), ...changes, [SCHEMA_FLAG_PATH]: SCHEMA_VERSION }, rewrites: Object.keys(changes).length > 0 };
}

/** An item that stands alone (world, compendium, adventure): at its recorded version, else the world's. */
export function itemUpdate(item: unknown, fallback: number, context: UpgradeContext): Upgrade | null {
  return isRecord(item) ? itemUpgrade(item, recordedSchema(item) ?? fallback, context) : null;
}

/** The upgrades of the items inside an actor or a delta at `parentVersion`. */
function embeddedItemUpgrades(items: Source[], parentVersion: number, context: UpgradeContext): Upgrade[] {
  return items.map((item) => itemUpgrade(item, Math.max(recordedSchema(item) ?? parentVersion, parentVersion), context)).filter((u): u is Upgrade => u !== null);
}

/** An actor's own data and items at `version`: flattened changes to its system data, and its items' upgrades. */
function actorContents(actor: Source, version: number, context: UpgradeContext): { system: Source; items: Upgrade[] } {
  return { system: actorSystemChanges(isRecord(actor.system) ? actor.system : {}, version), items: embeddedItemUpgrades(records(actor.items), version, context) };
}

/** An actor (world, compendium, adventure) with its items, in one update. */
export function actorUpdate(actor: unknown, fallback: number, context: UpgradeContext): Upgrade | null {
  if (!isRecord(actor)) return null;
  const version = recordedSchema(actor) ?? fallback;
  if (version >= SCHEMA_VERSION) return null;
  const { system, items } = actorContents(actor, version, context);
  const update = { _id: idOf(actor), ...system, [SCHEMA_FLAG_PATH]: SCHEMA_VERSION, ...(items.length ? { items: items.map((i) => i.update) } : {}) };
  return { update, rewrites: Object.keys(system).length > 0 || items.some((i) => i.rewrites) };
}

/**
 * A combat with the combatants that change, in one update that records the version on the combat,
 * judged by the combat's own record (its combatants are written with it). A combat none of whose
 * combatants change is not written at all: its step reads what each combatant stores, so it needs
 * no record, and a fight under way is left alone.
 */
export function combatUpdate(combat: unknown, fallback: number): Upgrade | null {
  if (!isRecord(combat)) return null;
  const version = recordedSchema(combat) ?? fallback;
  if (version >= SCHEMA_VERSION) return null;
  const combatants = records(combat.combatants).flatMap((combatant) => {
    const changes = combatantChanges(combatant, version);
    return Object.keys(changes).length ? [{ _id: idOf(combatant), ...changes }] : [];
  });
  return combatants.length ? { update: { _id: idOf(combat), [SCHEMA_FLAG_PATH]: SCHEMA_VERSION, combatants }, rewrites: true } : null;
}

/**
 * An unlinked token's delta: its own system overrides and its own items (those of the base actor
 * it did not override are the base actor's, migrated with it). Nested rather than flattened, as
 * the token's `delta` field of a Scene update. Each item goes whole, its changes merged in: core
 * builds a delta's item from what a bulk Scene update carries, so a partial one would fail
 * validation (foundryvtt/foundryvtt#9786; dnd5e sends whole items for the same reason).
 */
function deltaUpgrade(delta: Source, fallback: number, context: UpgradeContext): { delta: Source; rewrites: boolean } | null {
  const version = recordedSchema(delta) ?? fallback;
  if (version >= SCHEMA_VERSION) return null;
  const { system, items } = actorContents(delta, version, context);
  const byId = new Map(records(delta.items).map((item) => [idOf(item), item]));
  const whole = items.map(({ update }) => applyUpdate(byId.get(update._id) ?? {}, update, { keepDeletions: true }));
  const update = expand({ ...system, [SCHEMA_FLAG_PATH]: SCHEMA_VERSION, ...(whole.length ? { items: whole } : {}) });
  return { delta: update, rewrites: Object.keys(system).length > 0 || items.some((i) => i.rewrites) };
}

/** One unlinked token's upgrade, with the token's name for reports. */
export interface TokenUpgrade extends Upgrade {
  name: string;
}

/** The upgrades of a scene's unlinked tokens (`{ _id, delta }` each); linked tokens show their world actor. */
export function tokenUpdates(scene: unknown, fallback: number, context: UpgradeContext): TokenUpgrade[] {
  if (!isRecord(scene)) return [];
  return records(scene.tokens).flatMap((token) => {
    if (token.actorLink === true || !isRecord(token.delta)) return [];
    const upgrade = deltaUpgrade(token.delta, fallback, context);
    return upgrade ? [{ update: { _id: idOf(token), delta: upgrade.delta }, rewrites: upgrade.rewrites, name: text(token.name) ?? "" }] : [];
  });
}

/** Every source of a list upgraded (the list whole, as an adventure stores it), or null if none needed it. */
function upgradeList(list: Source[], upgrade: (source: Source) => Upgrade | null): { list: Source[]; rewrites: boolean } | null {
  const upgrades = list.map(upgrade);
  if (upgrades.every((u) => u === null)) return null;
  return { list: list.map((source, i) => (upgrades[i] ? applyUpdate(source, upgrades[i].update) : source)), rewrites: upgrades.some((u) => u?.rewrites) };
}

/**
 * An adventure: the actors, items and scenes (their unlinked tokens) it holds, each judged by its
 * own record. An adventure keeps them as plain lists, which an update replaces whole, so a list
 * that changed goes whole.
 */
export function adventureUpdate(adventure: unknown, fallback: number, context: UpgradeContext): Upgrade | null {
  if (!isRecord(adventure)) return null;
  const lists = {
    actors: upgradeList(records(adventure.actors), (actor) => actorUpdate(actor, fallback, context)),
    items: upgradeList(records(adventure.items), (item) => itemUpdate(item, fallback, context)),
    scenes: upgradeList(records(adventure.scenes), (scene) => {
      const tokens = tokenUpdates(scene, fallback, context);
      return tokens.length ? { update: { _id: idOf(scene), tokens: tokens.map((t) => t.update) }, rewrites: tokens.some((t) => t.rewrites) } : null;
    }),
  };
  const changed = Object.entries(lists).filter((entry): entry is [string, { list: Source[]; rewrites: boolean }] => entry[1] !== null);
  if (!changed.length) return null;
  return { update: { _id: idOf(adventure), ...Object.fromEntries(changed.map(([key, value]) => [key, value.list])) }, rewrites: changed.some(([, value]) => value.rewrites) };
}

/** `{ "a.b": 1 }` → `{ a: { b: 1 } }`, at every level (`-=` keys stay keys). */
export function expand(flat: Source): Source {
  const out: Source = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split(".");
    const last = keys.pop() as string;
    let target = out;
    for (const key of keys) target = isRecord(target[key]) ? target[key] : (target[key] = {});
    target[last] = isRecord(value) ? expand(value) : value;
  }
  return out;
}

/**
 * A source with an update applied as Foundry applies one: paths set, `-=key` deleted (kept as
 * `-=key: null` too with `keepDeletions`, so a whole object sent as an update still deletes on
 * the server), and lists of documents (items, tokens) merged by `_id`.
 */
export function applyUpdate(source: Source, update: Source, { keepDeletions = false } = {}): Source {
  const out = structuredClone(source);
  mergeInto(out, expand(update), keepDeletions);
  return out;
}

function mergeInto(target: Source, changes: Source, keepDeletions: boolean): void {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      Reflect.deleteProperty(target, key.slice(2));
      if (keepDeletions) target[key] = null;
      continue;
    }
    const current = target[key];
    if (Array.isArray(current) && Array.isArray(value) && value.length && value.every((v) => isRecord(v) && typeof v._id === "string")) target[key] = mergeById(current, records(value), keepDeletions);
    else if (isRecord(current) && isRecord(value)) mergeInto(current, value, keepDeletions);
    else target[key] = structuredClone(value);
  }
}

function mergeById(current: unknown[], changes: Source[], keepDeletions: boolean): unknown[] {
  const out = structuredClone(current);
  for (const change of changes) {
    const existing = out.find((entry): entry is Source => isRecord(entry) && entry._id === change._id);
    if (existing) mergeInto(existing, expand(change), keepDeletions);
    else out.push(applyUpdate({}, change, { keepDeletions }));
  }
  return out;
}
