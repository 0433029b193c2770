import { existsSync } from "node:fs";
import { join } from "node:path";

const beside = join(import.meta.dirname, "..", "..");

/**
 * The repository the harness reads the system's language file and templates from: the one this
 * file sits in, or, when the harness was bundled elsewhere (a bench run through
 * scripts/run-ts.mjs lands in node_modules/.cache), the folder npm runs scripts from.
 */
export const REPO = existsSync(join(beside, "lang", "en.json")) ? beside : process.cwd();
