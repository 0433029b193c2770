// Runs a TypeScript entry (the simulator, the benchmark) as one esbuild bundle. tsx would do,
// but it wraps every function in a name-keeping helper that distorts the engine's timings.
// The bundle is a CommonJS file, not an ES module: Node runs a CommonJS file inside a function,
// so the bundle's functions are that function's locals, which V8's optimising compiler takes
// as the constants they are. In an ES module they are the module's bindings, and every call
// from one engine function to another loads its callee from the module and checks it first:
// the same duels ran some 12 % slower that way (docs/simulator.md, "The module the bundle is").
// The bundle is reused while none of the files it was built from, nor this script, has changed
// (their sizes and modification times are kept beside it), so `npm start` does not rebuild on every run.
import { build } from "esbuild";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("Usage: node scripts/run-ts.mjs <entry.ts> [args...]");
  process.exit(2);
}
const outDir = join(import.meta.dirname, "..", "node_modules", ".cache", "run-ts");
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, `${basename(entry, ".ts")}.cjs`);
const stampFile = `${outfile}.inputs.json`;

/** Each input file's size and modification time, the way the last build saw them. */
function stampOf(files) {
  return Object.fromEntries(files.map((file) => {
    const stat = existsSync(file) ? statSync(file) : null;
    return [file, stat ? `${stat.size}:${stat.mtimeMs}` : "missing"];
  }));
}

function upToDate() {
  if (!existsSync(outfile) || !existsSync(stampFile)) return false;
  const saved = JSON.parse(readFileSync(stampFile, "utf8"));
  // A stamp without this script among its inputs was written before it was stamped: made anew.
  if (saved.entry !== resolve(entry) || !(import.meta.filename in saved.inputs)) return false;
  const now = stampOf(Object.keys(saved.inputs));
  return Object.entries(saved.inputs).every(([file, stamp]) => now[file] === stamp);
}

if (!upToDate()) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    outfile,
    packages: "external",
    sourcemap: "inline",
    logLevel: "error",
    metafile: true,
    // What the sources read of import.meta, as an ES module would have it: the bundle's own file.
    define: { "import.meta.url": "__bundleUrl", "import.meta.dirname": "__dirname", "import.meta.filename": "__filename" },
    // Strict, as a module always is, and only while "use strict" opens the file: esbuild's own
    // comes after the banner, where it is a plain string. Outside strict code a write to a frozen
    // record is silently dropped, and the fuzz harness freezes what it hands the port to catch one.
    banner: { js: '"use strict";\nconst __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  });
  // This script among them: a bundle made with other options than it now sets is made anew.
  const inputs = [...Object.keys(result.metafile.inputs).map((file) => resolve(file)), import.meta.filename];
  writeFileSync(stampFile, JSON.stringify({ entry: resolve(entry), inputs: stampOf(inputs) }));
}
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(outfile).href);
