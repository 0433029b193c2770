import { execFileSync } from "node:child_process";
import { mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..", "..");

describe("scripts/run-ts.mjs's bundle (a CommonJS file standing in for the ES module it was)", () => {
  it("runs as strict code, as a module does: a write to a frozen record throws rather than being dropped", () => {
    // The fuzz harness freezes what it hands the port so that a step changing its input throws
    // (src/sim/fuzz/invariants.ts, deepFreeze): outside strict code such a write is silently lost.
    const dir = mkdtempSync(join(tmpdir(), "run-ts-"));
    const name = `strict-probe-${process.pid}-${Date.now()}`;
    const entry = join(dir, `${name}.ts`);
    writeFileSync(join(dir, "record.ts"), "export const record: { n: number } = Object.freeze({ n: 1 });\n");
    writeFileSync(
      entry,
      [
        'import { record } from "./record";',
        "let threw = false;",
        "try {",
        "  record.n = 2;",
        "} catch {",
        "  threw = true;",
        "}",
        "console.log(JSON.stringify({ threw, n: record.n, url: import.meta.url, filename: import.meta.filename, dirname: import.meta.dirname }));",
        "",
      ].join("\n"),
    );
    const out = execFileSync(process.execPath, [join(REPO, "scripts", "run-ts.mjs"), entry], { encoding: "utf8", cwd: REPO }).trim();
    // import.meta is the bundle's own file, as Node names it: the real path (node_modules may be a link).
    const folder = realpathSync(join(REPO, "node_modules", ".cache", "run-ts"));
    const bundle = join(folder, `${name}.cjs`);
    expect(JSON.parse(out)).toEqual({ threw: true, n: 1, url: pathToFileURL(bundle).href, filename: bundle, dirname: folder });
  }, 60_000);
});
