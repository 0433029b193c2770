import { accessSync, constants, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import packaged from "@sparticuz/chromium";

/** Where the browser checks' Chromium came from, in the order they are tried. */
export type ChromiumSource = "CHROMIUM_PATH" | "system" | "packaged";

export interface FoundChromium {
  path: string;
  source: ChromiumSource;
}

/** What finding a Chromium looks at, injected so a test can stage every branch. */
export interface ChromiumLookups {
  env: Readonly<Record<string, string | undefined>>;
  isExecutable(path: string): boolean;
  /** Unpacks the binary that ships inside `@sparticuz/chromium` and returns its path. */
  unpackPackaged(): Promise<string>;
}

/** Where Debian, Ubuntu and Google's packages put their browser, checked before the PATH. */
export const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
const SYSTEM_NAMES = SYSTEM_PATHS.map((path) => path.slice("/usr/bin/".length));

export const REAL_LOOKUPS: ChromiumLookups = {
  env: process.env,
  isExecutable(path) {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  unpackPackaged: () => unpackPackaged(),
};

/**
 * The Chromium to drive: `CHROMIUM_PATH` when set (and then it must be there), else a system
 * Chromium or Chrome (the usual paths, then the same names on the PATH, like `which`), else the
 * one packaged in `@sparticuz/chromium`. `CHROMIUM_PACKAGED=1` skips the system browsers, to
 * check the packaged one on a machine that has both.
 */
export async function findChromium(look: ChromiumLookups = REAL_LOOKUPS): Promise<FoundChromium> {
  const given = look.env.CHROMIUM_PATH;
  if (given) {
    if (!look.isExecutable(given)) {
      throw new Error(`CHROMIUM_PATH is set to ${given}, but no executable is there: point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to let the tests find one`);
    }
    return { path: given, source: "CHROMIUM_PATH" };
  }
  if (look.env.CHROMIUM_PACKAGED !== "1") {
    const onPath = (look.env.PATH ?? "").split(":").filter(Boolean).flatMap((dir) => SYSTEM_NAMES.map((name) => join(dir, name)));
    const system = [...SYSTEM_PATHS, ...onPath].find((path) => look.isExecutable(path));
    if (system) return { path: system, source: "system" };
  }
  return { path: await look.unpackPackaged(), source: "packaged" };
}

/** The installed `@sparticuz/chromium` version, which names the folder its binary is unpacked to. */
function packagedVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@sparticuz/chromium");
  const manifest = join(dirname(entry), "..", "..", "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/**
 * Unpacks the packaged Chromium once per package version into `<tmp>/shinobi-chromium-<version>`.
 * The package itself always unpacks into `<tmp>/chromium` and reuses whatever it finds there, so
 * two test files unpacking at once, an unpack cut short or another version's leftover would be
 * launched as they are. Here each caller unpacks into a folder of its own and renames it into
 * place: the finished folder appears whole or not at all, and a caller that loses the race uses
 * the winner's.
 */
export async function unpackPackaged(tmp: string = tmpdir()): Promise<string> {
  const home = join(tmp, `shinobi-chromium-${packagedVersion()}`);
  const binary = join(home, "chromium");
  if (existsSync(binary)) return binary;
  const staging = mkdtempSync(`${home}-unpacking-`);
  try {
    // The package unpacks into os.tmpdir(), which it reads before its first await.
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    let unpacking: Promise<string>;
    try {
      unpacking = packaged.executablePath();
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    const unpacked = await unpacking;
    if (unpacked !== join(staging, "chromium")) throw new Error(`@sparticuz/chromium unpacked to ${unpacked}, not into ${staging}: its unpacking changed`);
    try {
      renameSync(staging, home);
    } catch (error) {
      if (!existsSync(binary)) throw error;
    }
    return binary;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
