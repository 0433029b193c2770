import { parse } from "yaml";
import { isRuleRefusal } from "../rules/refusal";

/**
 * The largest whole number a file may give anywhere unless a field says less: past it, sums and
 * products in a long fight stop being exact.
 */
export const FILE_NUMBER_LIMIT = 1_000_000;

/** How a value reads in a message: text in quotes, so `"5"` is told apart from 5. */
export function shown(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) return String(value);
  return Array.isArray(value) ? "a list" : "a mapping";
}

/** A field's path: `a.b` for a name, `a["odd key"]` for any other text, so the path still reads as one. */
export function fieldPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The text as V8's single shared ("internalised") copy, the one a property name is stored as.
 * Text read from a file is a fresh string; the rules compare ids and sides on every step, and
 * two internalised strings are equal exactly when they are the same pointer, so the compiled
 * code compares pointers (and Map look-ups by id skip the character scan) instead of calling the
 * string comparison each time. The value is unchanged either way.
 */
export function interned(text: string): string {
  // Object.keys gives back the property name, which V8 stored internalised; the one key is there.
  return Object.keys({ [text]: true })[0] ?? text;
}

/** Collects readable errors naming the scenario entry and field, e.g. `turns[2].ap: must be a whole number from 0 to 1000`. */
export class ScenarioErrors {
  readonly messages: string[] = [];

  add(path: string, message: string): void {
    this.messages.push(`${path}: ${message}`);
  }

  object(value: unknown, path: string): Record<string, unknown> | null {
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      this.add(path, `must be a mapping of fields, not ${shown(value)}`);
      return null;
    }
    return value as Record<string, unknown>;
  }

  /** Names every field of `o` the file format does not have, so a misspelt field is never silently ignored. */
  known(o: Record<string, unknown> | null, path: string, fields: readonly string[]): void {
    if (!o) return;
    for (const key of Object.keys(o)) if (!fields.includes(key)) this.add(fieldPath(path, key), `is not a field here (known: ${fields.join(", ")})`);
  }

  list(value: unknown, path: string): unknown[] {
    if (!Array.isArray(value)) {
      this.add(path, `must be a list, not ${shown(value)}`);
      return [];
    }
    return value;
  }

  /**
   * A non-empty line of text (no line breaks or other control characters, which would garble
   * every message naming it), as V8's one shared copy of that text (see `interned`).
   */
  string(value: unknown, path: string): string {
    if (typeof value !== "string" || value.trim() === "" || hasControlCharacter(value)) {
      this.add(path, `must be a non-empty line of text, not ${shown(value)}`);
      return "";
    }
    return interned(value);
  }

  /** A whole number from `min` to `max`; `fallback` when left out (and it has one). */
  int(value: unknown, path: string, min = 0, fallback?: number, max = FILE_NUMBER_LIMIT): number {
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      this.add(path, `must be a whole number from ${min} to ${max}${value === undefined ? " (missing)" : `, not ${shown(value)}`}`);
      return fallback ?? min;
    }
    return value;
  }

  /** A whole number within a `[min, max]` range of a file's table of ranges; `fallback` when left out. */
  within(value: unknown, path: string, range: readonly [number, number], fallback?: number): number {
    return this.int(value, path, range[0], fallback, range[1]);
  }

  bool(value: unknown, path: string): boolean {
    if (value === undefined) return false;
    if (typeof value !== "boolean") {
      this.add(path, `must be true or false, not ${shown(value)}`);
      return false;
    }
    return value;
  }

  /**
   * The entry of `choices` the value names. The entry, not the value: a string read from YAML is
   * a fresh copy, while the table's entry is the same string as the literal the rules compare
   * with, so every later `kind === "burn"` is one pointer comparison instead of a character scan.
   */
  oneOf<T extends string>(value: unknown, path: string, choices: readonly T[], fallback: T): T {
    if (value === undefined) return fallback;
    // A non-string is never found, so the cast only lets indexOf take it.
    const at = typeof value === "string" ? choices.indexOf(value as T) : -1;
    if (at < 0) {
      this.add(path, `must be one of ${choices.join(", ")}, not ${shown(value)}`);
      return fallback;
    }
    // `at` was just found, so the entry is there (the index type cannot know that).
    return choices[at] as T;
  }

  /** Throws one ScenarioError listing every problem, under `Invalid <what>:`. */
  throwIfAny(what: string): void {
    if (this.messages.length) throw new ScenarioError(`Invalid ${what.replace(/\s+/g, " ")}:\n  ${this.messages.join("\n  ")}`);
  }
}

/** A problem with the input (a file, a flag) the command reports and exits with status 2 on. */
export class ScenarioError extends Error {}

/**
 * A file's YAML as data; a file that is not YAML is a problem naming its line and column
 * (`line 4, column 1: Map keys must be unique`), and the data is then undefined.
 */
export function readYaml(text: string, errors: ScenarioErrors): unknown {
  try {
    // Warnings (an ambiguous alias, a tag that does not fit) would go to the console as noise; the fields are checked anyway.
    return parse(text, { logLevel: "error" });
  } catch (error) {
    const e = error as { message?: unknown; linePos?: { line: number; col: number }[] };
    const first = String(e.message ?? error).split("\n")[0] as string;
    const where = e.linePos?.[0];
    errors.add(where ? `line ${where.line}, column ${where.col}` : "line 1", `not valid YAML: ${first.replace(/ at line \d+, column \d+:?$/, "")}`);
    return undefined;
  }
}

/** A rule refusing what the file asked for is the file's problem, named by where it asked (`round 2, turns[3]`). */
export function asFileProblem<T>(where: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (isRuleRefusal(error)) throw new ScenarioError(`${where}: ${error.message}`);
    throw error;
  }
}
