import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { zipSync } from "fflate";
import { build } from "vite";

export const ROOT = join(import.meta.dirname, "..");
export const DIST = join(ROOT, "dist", "shinobi");
export const ZIP = join(ROOT, "dist", "shinobi.zip");

interface PackageJson {
  version: string;
  foundry: { manifest: string; download: string };
}

interface Manifest {
  version: string;
  manifest?: string;
  download?: string;
  packs: { name: string; path: string }[];
}

/** Static folders copied as they are. */
const STATIC = ["templates", "lang", "styles", "LICENSE"];

export async function bundle(): Promise<void> {
  await build({ configFile: join(ROOT, "vite.config.ts"), logLevel: "warn" });
}

export async function copyStatic(): Promise<void> {
  for (const entry of STATIC) await cp(join(ROOT, entry), join(DIST, entry), { recursive: true });
}

/** system.json with the version and release URLs taken from package.json, so releases need no hand edits. */
export async function writeManifest(): Promise<Manifest> {
  const pkg = JSON.parse(await readFile(join(ROOT, "package.json"), "utf8")) as PackageJson;
  const manifest = JSON.parse(await readFile(join(ROOT, "system.json"), "utf8")) as Manifest;
  manifest.version = pkg.version;
  manifest.manifest = pkg.foundry.manifest.replaceAll("{version}", pkg.version);
  manifest.download = pkg.foundry.download.replaceAll("{version}", pkg.version);
  await writeFile(join(DIST, "system.json"), JSON.stringify(manifest, null, 2) + "\n");
  return manifest;
}

/** Compiles each declared pack from its YAML sources into LevelDB. */
export async function compilePacks(manifest: Manifest): Promise<void> {
  for (const pack of manifest.packs) {
    const source = join(ROOT, "packs", "_source", pack.name);
    await compilePack(source, join(DIST, pack.path), { yaml: true, recursive: true, log: false });
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else out.push(full);
  }
  return out;
}

/** The release archive: the system folder's contents at the archive root, as Foundry's installer expects. */
export async function writeZip(): Promise<number> {
  const files: Record<string, Uint8Array> = {};
  for (const file of await filesUnder(DIST)) {
    // LevelDB lock files are process-local and must not ship.
    if (file.endsWith("LOCK")) continue;
    files[relative(DIST, file)] = new Uint8Array(await readFile(file));
  }
  const zipped = zipSync(files, { level: 9 });
  await writeFile(ZIP, zipped);
  return zipped.byteLength;
}

export async function cleanDist(): Promise<void> {
  await rm(DIST, { recursive: true, force: true });
  await rm(ZIP, { force: true });
  await mkdir(DIST, { recursive: true });
}

export async function fileSize(path: string): Promise<number> {
  return (await stat(path)).size;
}
