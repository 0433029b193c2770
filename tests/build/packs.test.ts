import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ClassicLevel } from "classic-level";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem, registerModels, type Harness } from "../harness";
import { REPO } from "../harness/handlebars";
import { DIST, builtManifest } from "./dist";

interface PackSource {
  _id?: unknown;
  _key?: unknown;
  name?: unknown;
  type?: unknown;
  system?: unknown;
  items?: PackSource[];
  results?: PackSource[];
  pages?: PackSource[];
}

const SOURCE = join(REPO, "packs", "_source");
const COLLECTION_FOR: Record<string, string> = { Item: "items", Actor: "actors", RollTable: "tables", Macro: "macros", JournalEntry: "journal" };

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? yamlFiles(full) : /\.ya?ml$/.test(name) ? [full] : [];
  });
}

function sourcesOf(pack: string): { file: string; doc: PackSource }[] {
  return yamlFiles(join(SOURCE, pack)).map((file) => ({ file: relative(REPO, file), doc: parse(readFileSync(file, "utf8")) as PackSource }));
}

describe("compendium packs", () => {
  const manifest = builtManifest();
  let harness: Harness;
  beforeAll(async () => {
    harness = await bootSystem();
    // Roll-and-keep and degrees packs hold their documents; their models are registered beside the booted ruleset's.
    registerModels(harness, (await import("../../src/rulesets/rollkeep/data")).ROLLKEEP_MODELS);
    registerModels(harness, (await import("../../src/rulesets/degrees/data")).DEGREES_MODELS);
  });

  it("has a source folder for every declared pack and no undeclared ones", () => {
    expect(readdirSync(SOURCE).sort()).toEqual(manifest.packs.map((p) => p.name).sort());
  });

  describe.each(manifest.packs.map((p) => [p.name, p] as const))("%s", (_name, pack) => {
    const sources = sourcesOf(pack.name);

    it("has sources", () => {
      expect(sources.length).toBeGreaterThan(0);
    });

    it("gives every document a 16-character id and a matching _key", () => {
      for (const { file, doc } of sources) {
        expect(doc._id, file).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(doc._key, file).toBe(`!${COLLECTION_FOR[pack.type]}!${String(doc._id)}`);
        for (const item of doc.items ?? []) {
          expect(item._id, file).toMatch(/^[A-Za-z0-9]{16}$/);
          expect(item._key, file).toBe(`!actors.items!${String(doc._id)}.${String(item._id)}`);
        }
        for (const page of doc.pages ?? []) {
          expect(page._id, file).toMatch(/^[A-Za-z0-9]{16}$/);
          expect(page._key, file).toBe(`!journal.pages!${String(doc._id)}.${String(page._id)}`);
        }
        for (const result of doc.results ?? []) {
          expect(result._id, file).toMatch(/^[A-Za-z0-9]{16}$/);
          expect(result._key, file).toBe(`!tables.results!${String(doc._id)}.${String(result._id)}`);
        }
      }
    });

    it("uses only declared types, with system data its model accepts", () => {
      const models = (harness.CONFIG[pack.type] as { dataModels?: Record<string, { validateSource(s: unknown): string[] }> } | undefined)?.dataModels ?? {};
      const declared = Object.keys(manifest.documentTypes[pack.type] ?? {});
      const check = (doc: PackSource, file: string, docName: string) => {
        if (docName === "Item" || docName === "Actor") {
          expect(declared.length === 0 || docName !== pack.type || declared.includes(String(doc.type)), `${file}: type ${String(doc.type)}`).toBe(true);
          const model = (harness.CONFIG[docName] as { dataModels: Record<string, { validateSource(s: unknown): string[] }> }).dataModels[String(doc.type)];
          expect(model, `${file}: no model for ${docName} type ${String(doc.type)}`).toBeDefined();
          expect(model!.validateSource(doc.system ?? {}), file).toEqual([]);
        }
      };
      for (const { file, doc } of sources) {
        check(doc, file, pack.type);
        for (const item of doc.items ?? []) check(item, file, "Item");
      }
      // Packs of typed documents must have models to check against; RollTables have no system data.
      if (pack.type === "Item" || pack.type === "Actor") expect(Object.keys(models).length).toBeGreaterThan(0);
    });

    it("round-trips through LevelDB with every document", async () => {
      const db = new ClassicLevel<string, unknown>(join(DIST, pack.path), { valueEncoding: "json" });
      const keys: string[] = [];
      for await (const key of db.keys()) keys.push(key);
      await db.close();
      const expected = sources.flatMap(({ doc }) => [String(doc._key), ...(doc.items ?? []).map((i) => String(i._key)), ...(doc.results ?? []).map((r) => String(r._key)), ...(doc.pages ?? []).map((p) => String(p._key))]);
      expect(keys.sort()).toEqual(expected.sort());
    });
  });

  it("has no duplicate ids across all packs", () => {
    const ids = manifest.packs.flatMap((p) => sourcesOf(p.name).flatMap(({ doc }) => [doc._id, ...(doc.items ?? []).map((i) => i._id), ...(doc.results ?? []).map((r) => r._id), ...(doc.pages ?? []).map((p) => p._id)]));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
