import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../harness/repo";

/**
 * Every language file against lang/en.json: the same keys, every value a non-empty string, and
 * each value keeping the English one's {placeholders} (what `game.i18n.format` fills in) and
 * HTML tags. A key added to en.json fails here until every translation has it too.
 */

const LANG_DIR = join(REPO, "lang");

type Tree = Record<string, unknown>;

function read(file: string): Tree {
  return JSON.parse(readFileSync(join(LANG_DIR, file), "utf8")) as Tree;
}

function isTree(value: unknown): value is Tree {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Leaves by dotted path ("SHINOBI.Card.hit"); anything that is not a nested object is a leaf. */
function leaves(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (isTree(value)) for (const [path, leaf] of leaves(value, `${prefix}${key}.`)) out.set(path, leaf);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

/** Foundry's format() replaces /{[^}]+}/g; the same pattern, as a sorted set. */
function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{[^}]+\}/g) ?? [])].sort();
}

function tags(text: string): string[] {
  return (text.match(/<\/?[a-z][^>]*>/gi) ?? []).sort();
}

/** Keys whose value's pieces (by `pick`) differ from the English value's. */
function mismatches(english: Map<string, unknown>, other: Map<string, unknown>, pick: (text: string) => string[]): { key: string; en: string[]; found: string[] }[] {
  const out: { key: string; en: string[]; found: string[] }[] = [];
  for (const [key, value] of other) {
    const source = english.get(key);
    if (typeof value !== "string" || typeof source !== "string") continue;
    const en = pick(source);
    const found = pick(value);
    if (en.join("\u0000") !== found.join("\u0000")) out.push({ key, en, found });
  }
  return out;
}

const EN = leaves(read("en.json"));
const FILES = readdirSync(LANG_DIR).filter((f) => f.endsWith(".json")).sort();
const TRANSLATIONS = FILES.filter((f) => f !== "en.json");

describe("lang/", () => {
  it("holds en.json and at least one translation", () => {
    expect(FILES).toContain("en.json");
    expect(TRANSLATIONS.length).toBeGreaterThan(0);
  });

  it("is exactly the set of languages system.json declares", () => {
    const manifest = JSON.parse(readFileSync(join(REPO, "system.json"), "utf8")) as { languages: { lang: string; path: string }[] };
    expect(manifest.languages.map((l) => l.path).sort()).toEqual(FILES.map((f) => `lang/${f}`));
    for (const { lang, path } of manifest.languages) expect(path, lang).toBe(`lang/${lang}.json`);
  });

  // JSON.parse keeps the last of two equal keys, so a merge that leaves two "Degrees" objects side
  // by side silently drops the first one's strings; each object's keys are read as written.
  it.each(FILES)("%s names no key twice within one object", (file) => {
    const text = readFileSync(join(LANG_DIR, file), "utf8");
    const repeated: string[] = [];
    const seen: Set<string>[] = [];
    // Whole strings are matched, so braces inside a value ("{name}") are never taken for objects.
    for (const m of text.matchAll(/"((?:[^"\\]|\\.)*)"(\s*:)?|[{}]/g)) {
      if (m[0] === "{") seen.push(new Set());
      else if (m[0] === "}") seen.pop();
      else if (m[2] !== undefined) {
        const keys = seen.at(-1);
        const key = m[1] ?? "";
        if (keys?.has(key)) repeated.push(key);
        keys?.add(key);
      }
    }
    expect(repeated).toEqual([]);
  });

  it.each(FILES)("%s has a non-empty string for every key", (file) => {
    const bad = [...leaves(read(file))].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => k);
    expect(bad).toEqual([]);
  });
});

describe.each(TRANSLATIONS)("lang/%s", (file) => {
  const other = leaves(read(file));

  it("has exactly the keys of en.json", () => {
    const missing = [...EN.keys()].filter((k) => !other.has(k));
    const extra = [...other.keys()].filter((k) => !EN.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("keeps every {placeholder} of the English value, and adds none", () => {
    expect(mismatches(EN, other, placeholders)).toEqual([]);
  });

  it("keeps the English value's HTML tags", () => {
    expect(mismatches(EN, other, tags)).toEqual([]);
  });
});
