import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { DIST } from "./build-steps";

/**
 * `npm run link -- <Foundry user data path>`: symlinks dist/shinobi into
 * <path>/Data/systems/shinobi so a local Foundry loads the build directly.
 */
export function linkSystem(userDataPath: string | undefined): string {
  if (!userDataPath) throw new Error("Usage: npm run link -- <Foundry user data path> (the folder that contains Data/)");
  const root = resolve(userDataPath);
  const data = join(root, "Data");
  if (!existsSync(data) || !lstatSync(data).isDirectory()) {
    throw new Error(`${root} is not a Foundry user data folder: it has no Data/ folder inside.`);
  }
  if (!existsSync(join(DIST, "system.json"))) throw new Error("dist/shinobi is not built yet: run npm run build first.");
  const systems = join(data, "systems");
  mkdirSync(systems, { recursive: true });
  const target = join(systems, "shinobi");
  if (existsSync(target) || isDanglingLink(target)) {
    if (!lstatSync(target).isSymbolicLink()) throw new Error(`${target} exists and is not a link; move it away first.`);
    rmSync(target);
  }
  symlinkSync(DIST, target, "dir");
  return target;
}

function isDanglingLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    console.log(`Linked ${DIST} -> ${linkSystem(process.argv[2])}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
