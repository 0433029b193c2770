/** The `foundry.utils` functions the system and its tests use, with Foundry's behaviour. */
export function deepClone<T>(value: T): T {
  return structuredClone(value);
}

export function getProperty(object: unknown, path: string): unknown {
  let current: unknown = object;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function setProperty(object: Record<string, unknown>, path: string, value: unknown): boolean {
  const keys = path.split(".");
  const last = keys.pop() as string;
  let target = object;
  for (const key of keys) {
    if (typeof target[key] !== "object" || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[last] = value;
  return true;
}

/** Turns `{ "system.stats.str": 30 }` into nested objects, as form submissions do. */
export function expandObject(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) setProperty(out, path, value);
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** Recursive merge of `other` into `original` (in place, like Foundry's default), expanding dotted keys. */
export function mergeObject<T extends Record<string, unknown>>(target: T, other: Record<string, unknown>, options: { inplace?: boolean } = {}): T {
  // As core's: `inplace: false` merges into a copy and leaves the first object as it was.
  const original = options.inplace === false ? structuredClone(target) : target;
  const expanded = expandObject(other);
  for (const [key, value] of Object.entries(expanded)) {
    // Foundry's deletion syntax: `"-=key": null` removes the key.
    if (key.startsWith("-=")) {
      Reflect.deleteProperty(original, key.slice(2));
      continue;
    }
    const existing = (original as Record<string, unknown>)[key];
    if (isPlainObject(existing) && isPlainObject(value)) mergeObject(existing, value);
    else (original as Record<string, unknown>)[key] = value;
  }
  return original;
}

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
let idCounter = 0;

/** Deterministic, unique 16-character ids (a counter in base 62), so test runs are reproducible. */
export function randomID(length = 16): string {
  let n = ++idCounter;
  let id = "";
  while (id.length < length) {
    id = ID_CHARS[n % ID_CHARS.length] + id;
    n = Math.floor(n / ID_CHARS.length);
  }
  return id;
}

/** Documents `fromUuid` can find; tests register compendium entries here. */
export const uuidRegistry = new Map<string, unknown>();

export async function fromUuid(uuid: string): Promise<unknown> {
  return uuidRegistry.get(uuid) ?? null;
}

interface UuidDocument {
  collections?: Record<string, Map<string, UuidDocument>>;
  actor?: UuidDocument | null;
  constructor: { embedded?: Record<string, string> };
}

/**
 * Core's `fromUuidSync` for the world's documents: the first pair names a world collection, each
 * later pair an embedded collection (by document name); a token's "Actor" is its own actor.
 */
export function fromUuidSync(uuid: string): unknown {
  const parts = uuid.split(".");
  const worlds: Record<string, string> = { Actor: "actors", Item: "items", Combat: "combats", ChatMessage: "messages", RollTable: "tables", Scene: "scenes" };
  const game = (globalThis as unknown as { game: Record<string, Map<string, UuidDocument> | undefined> }).game;
  let doc: UuidDocument | null | undefined = game[worlds[parts[0] ?? ""] ?? ""]?.get(parts[1] ?? "");
  for (let i = 2; doc && i + 1 < parts.length; i += 2) {
    const [name, id] = [parts[i], parts[i + 1]];
    if (name === "Actor" && doc.actor !== undefined) {
      doc = doc.actor?.constructor && (doc.actor as unknown as { id: string }).id === id ? doc.actor : null;
      continue;
    }
    const field: string | undefined = Object.entries(doc.constructor.embedded ?? {}).find(([, documentName]) => documentName === name)?.[0];
    doc = field ? doc.collections?.[field]?.get(id ?? "") : null;
  }
  return doc ?? null;
}

/** Core's escapeHTML: the five characters HTML gives meaning to, as entities. */
export function escapeHTML(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#x27" }[c]};`);
}

export const utilsDouble = { escapeHTML, deepClone, getProperty, setProperty, expandObject, mergeObject, randomID, fromUuid, fromUuidSync };
