import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { REPO } from "../harness/handlebars";
import { builtManifest } from "./dist";

/** One document of a pack as its YAML source holds it, whatever its kind. */
export interface PackDocument {
  _id: string;
  name: string;
  type?: string;
  img?: string;
  system?: Record<string, unknown>;
  flags?: { shinobi?: Record<string, unknown> };
  items?: PackDocument[];
  results?: (PackDocument & { range: [number, number]; description: string })[];
  pages?: (PackDocument & { text: { content: string } })[];
  description?: string;
  formula?: string;
  command?: string;
}

/** Every document of one pack's sources, in file order. */
export function packDocuments(name: string): PackDocument[] {
  const dir = join(REPO, "packs", "_source", name);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .sort()
    .map((f) => parse(readFileSync(join(dir, f), "utf8")) as PackDocument);
}

/** A flag of the system's own on a document. */
export function systemFlag<T>(doc: PackDocument, key: string): T {
  return doc.flags?.shinobi?.[key] as T;
}

/** Every document of the named packs and every item inside their actors, each with its pack. */
export function documentsAndItemsIn(packs: readonly string[]): [string, PackDocument][] {
  return packs.flatMap((pack) => packDocuments(pack).flatMap((doc) => [doc, ...(doc.items ?? [])].map((d) => [pack, d] as [string, PackDocument])));
}

/** The packs system.json marks for a ruleset (`flags.shinobi.ruleset`). */
export function packsFlaggedFor(ruleset: string): string[] {
  const declared = builtManifest().packs as { name: string; flags?: { shinobi?: { ruleset?: string } } }[];
  return declared.filter((p) => p.flags?.shinobi?.ruleset === ruleset).map((p) => p.name);
}

/** The conditions a condition macro offers: the list it declares as `const conditions = [...]`. */
export function conditionsOffered(command: string): string[] {
  const list = /const conditions = (\[[^\]]*\]);/.exec(command);
  if (!list) throw new Error("the macro declares no `const conditions = [...]` list");
  return JSON.parse(list[1]!) as string[];
}

/** The English strings under one key path of lang/en.json (`["SHINOBI", "Degrees", "Condition"]`). */
export function englishStrings(path: readonly string[]): Record<string, string> {
  const lang: unknown = JSON.parse(readFileSync(join(REPO, "lang", "en.json"), "utf8"));
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], lang) as Record<string, string>;
}
