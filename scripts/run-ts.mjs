// Runs a TypeScript entry (the simulator, the benchmark) as one esbuild bundle. tsx would do,
// but it wraps every function in a name-keeping helper that distorts the engine's timings.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { join, basename } from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("Usage: node scripts/run-ts.mjs <entry.ts> [args...]");
  process.exit(2);
}
const outDir = join(import.meta.dirname, "..", "node_modules", ".cache", "run-ts");
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, `${basename(entry, ".ts")}.mjs`);
await build({ entryPoints: [entry], bundle: true, platform: "node", format: "esm", target: "node20", outfile, packages: "external", sourcemap: "inline", logLevel: "error" });
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(outfile).href);
