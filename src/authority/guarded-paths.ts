/**
 * The fields the guards watch, named by their paths in a document's source (`initiative`,
 * `flags.shinobi`): which of them a change touches, their values as they stand, and the write that
 * puts them back. A field may sit inside an object field that holds other things too (a module's
 * flags beside the system's), so only its own path counts.
 */

type Source = Record<string, unknown>;

function isPlainObject(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** A change's paths down to its values (an empty object or a list is a value of its own), with core's `-=` (delete) and `==` (replace) marks taken off. */
function pathsOf(changes: Source, prefix = ""): string[] {
  return Object.entries(changes).flatMap(([key, value]) => {
    const path = prefix + key.split(".").map((part) => part.replace(/^(-=|==)/, "")).join(".");
    return isPlainObject(value) && Object.keys(value).length > 0 ? pathsOf(value, `${path}.`) : [path];
  });
}

/** The guarded fields a change touches, whether it writes them nested, dotted, whole, inside or by deleting one. */
export function guardedKeys(changes: Source, fields: readonly string[]): string[] {
  const paths = pathsOf(changes);
  return fields.filter((field) => paths.some((path) => path === field || path.startsWith(`${field}.`) || field.startsWith(`${path}.`)));
}

/** The value at a path of a source or a change, written nested or as one dotted key (`"system.stance"`); undefined when it has none. */
export function valueAt(source: unknown, path: string): unknown {
  if (isPlainObject(source) && Object.hasOwn(source, path)) return source[path];
  let at: unknown = source;
  for (const key of path.split(".")) at = isPlainObject(at) ? at[key] : undefined;
  return at;
}

function setAt(target: Source, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop() ?? path;
  let at = target;
  for (const key of keys) {
    const next = at[key];
    at = isPlainObject(next) ? next : (at[key] = {});
  }
  at[last] = value;
}

function deleteAt(target: Source, path: string): void {
  const keys = path.split(".");
  const last = keys.pop() ?? path;
  const parent = valueAt(target, keys.join("."));
  if (keys.length === 0) Reflect.deleteProperty(target, last);
  else if (isPlainObject(parent)) Reflect.deleteProperty(parent, last);
}

/**
 * The guarded fields of a source, as a source of their own: a top-level field always (null when it
 * has none), one inside an object only when it is there, so that its absence is remembered too.
 */
export function fieldsOf(source: Source, fields: readonly string[]): Source {
  const known: Source = {};
  for (const field of fields) {
    const value = valueAt(source, field);
    if (value !== undefined) setAt(known, field, structuredClone(value));
    else if (!field.includes(".")) known[field] = null;
  }
  return known;
}

/** A source with its guarded fields as `known` holds them (one `known` lacks is taken out): what a document deleted is made again with. */
export function laidOver<T extends object>(source: T, known: Source | undefined, fields: readonly string[]): T {
  if (!known) return source;
  const back = structuredClone(source);
  // The same source with some of its own fields set again from an earlier copy of it: still a T.
  const into = back as unknown as Source;
  for (const field of fields) {
    const value = valueAt(known, field);
    if (value === undefined) deleteAt(into, field);
    else setAt(into, field, structuredClone(value));
  }
  return back;
}

/** `known` written over `now` as core merges an update: every key `now` has that `known` lacks deleted (`-=`), so nothing a player added stays. */
function replacing(now: unknown, known: unknown): unknown {
  if (!isPlainObject(now) || !isPlainObject(known)) return structuredClone(known);
  const out: Source = {};
  for (const [key, value] of Object.entries(known)) out[key] = replacing(now[key], value);
  for (const key of Object.keys(now)) if (!Object.hasOwn(known, key)) out[`-=${key}`] = null;
  return out;
}

/** The update that puts a document's guarded fields back from `now` to `known`, in one write. */
export function restoringUpdate(now: Source, known: Source, fields: readonly string[]): Source {
  const update: Source = {};
  for (const field of fields) {
    const was = valueAt(known, field);
    const is = valueAt(now, field);
    if (was !== undefined) setAt(update, field, replacing(is, was));
    else if (is !== undefined) {
      const at = field.lastIndexOf(".");
      setAt(update, at < 0 ? `-=${field}` : `${field.slice(0, at)}.-=${field.slice(at + 1)}`, null);
    }
  }
  return update;
}

/** Whether two values of a source are the same, key by key (the order of an object's keys aside). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, i) => sameValue(value, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** The shortest path down to `path`, its guarded field's own or below, that `source` has nothing at: what to take out so it has none there either. */
function lackedFrom(source: Source, path: string, fields: readonly string[]): string {
  const field = fields.find((f) => path === f || path.startsWith(`${f}.`)) ?? path;
  const keys = path.split(".");
  for (let n = field.split(".").length; n < keys.length; n++) {
    const prefix = keys.slice(0, n).join(".");
    if (valueAt(source, prefix) === undefined) return prefix;
  }
  return path;
}

/**
 * The update that takes a copy whose guarded fields were put back from `theirs` to `restored` (and
 * written to since) back to what the server holds when the write of that put-back failed: `theirs`
 * at every path the put-back changed and nothing has changed since, `now` wherever a write since
 * changed it (a write diffed against the put-back copy, so the server took it).
 */
export function unrestoring(now: Source, restored: Source, theirs: Source, fields: readonly string[]): Source {
  const held = fieldsOf(now, fields);
  for (const path of new Set([...pathsOf(restored), ...pathsOf(theirs)])) {
    const was = valueAt(restored, path);
    const their = valueAt(theirs, path);
    if (!sameValue(valueAt(now, path), was) || sameValue(their, was)) continue;
    if (their === undefined) deleteAt(held, lackedFrom(theirs, path, fields));
    else setAt(held, path, structuredClone(their));
  }
  return restoringUpdate(now, held, fields);
}
