import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, allTemplates } from "../harness/handlebars";

const LANG = JSON.parse(readFileSync(join(REPO, "lang", "en.json"), "utf8")) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === "object" && v !== null ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? codeFiles(full) : name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Literal keys ("SHINOBI.X.y") and dynamic prefixes (`SHINOBI.Stat.${key}`) used by code, templates and packs. */
function usedKeys(): { literal: Set<string>; prefixes: Set<string> } {
  const literal = new Set<string>();
  const prefixes = new Set<string>();
  const texts = [...codeFiles(join(REPO, "src")), ...allTemplates()].map((f) => readFileSync(f, "utf8"));
  for (const text of texts) {
    for (const m of text.matchAll(/["'](SHINOBI\.[A-Za-z0-9_.]+)["']/g)) literal.add(m[1]!);
    for (const m of text.matchAll(/`(SHINOBI\.[A-Za-z0-9_.]*)\$\{/g)) prefixes.add(m[1]!);
  }
  return { literal, prefixes };
}

describe("lang/en.json", () => {
  const keys = flatten(LANG);
  const { literal, prefixes } = usedKeys();

  it("has every key the code and templates use", () => {
    expect(literal.size).toBeGreaterThan(50);
    expect([...literal].filter((k) => !keys.includes(k))).toEqual([]);
    for (const prefix of prefixes) expect(keys.some((k) => k.startsWith(prefix)), `no keys under ${prefix}`).toBe(true);
  });

  it("has no key that nothing uses", () => {
    const unused = keys.filter((k) => k.startsWith("SHINOBI.") && !literal.has(k) && ![...prefixes].some((p) => k.startsWith(p)));
    expect(unused).toEqual([]);
  });

  it("names every declared document type, and only those", () => {
    const manifest = JSON.parse(readFileSync(join(REPO, "system.json"), "utf8")) as { documentTypes: Record<string, Record<string, unknown>> };
    const declared = Object.entries(manifest.documentTypes).flatMap(([doc, types]) => Object.keys(types).map((t) => `TYPES.${doc}.${t}`));
    expect(keys.filter((k) => k.startsWith("TYPES.")).sort()).toEqual(declared.sort());
  });
});
