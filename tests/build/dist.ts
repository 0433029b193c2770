import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "../harness/handlebars";

export const DIST = join(REPO, "dist", "shinobi");

export interface BuiltManifest {
  id: string;
  version: string;
  manifest: string;
  download: string;
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
  packs: { name: string; path: string; type: string; label: string }[];
  packFolders: { name: string; packs: string[] }[];
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
  compatibility: { minimum: string; verified: string };
}

/** The built manifest; the build must have run first (npm test runs it). */
export function builtManifest(): BuiltManifest {
  const path = join(DIST, "system.json");
  if (!existsSync(path)) throw new Error("dist/shinobi is missing: run `npm run build` before these tests");
  return JSON.parse(readFileSync(path, "utf8")) as BuiltManifest;
}
