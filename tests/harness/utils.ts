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
export function mergeObject<T extends Record<string, unknown>>(original: T, other: Record<string, unknown>): T {
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

export const utilsDouble = { deepClone, getProperty, setProperty, expandObject, mergeObject, randomID, fromUuid };
