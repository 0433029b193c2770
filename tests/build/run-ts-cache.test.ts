import { execFileSync } from "node:child_process";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const REPO = join(import.meta.dirname, "..", "..");

describe("scripts/run-ts.mjs (behind npm start and npm run sim)", () => {
  it("reuses its bundle while the sources are unchanged, and rebuilds when one changes", () => {
    const dir = mkdtempSync(join(tmpdir(), "run-ts-"));
    const name = `cache-probe-${process.pid}-${Date.now()}`;
    const entry = join(dir, `${name}.ts`);
    writeFileSync(join(dir, "word.ts"), 'export const word: string = "first";\n');
    writeFileSync(entry, 'import { word } from "./word";\nconsole.log(word);\n');
    const run = () => execFileSync(process.execPath, [join(REPO, "scripts", "run-ts.mjs"), entry], { encoding: "utf8", cwd: REPO }).trim();
    const bundle = join(REPO, "node_modules", ".cache", "run-ts", `${name}.cjs`);
    expect(run()).toBe("first");
    const built = statSync(bundle).mtimeMs;
    expect(run()).toBe("first");
    expect(statSync(bundle).mtimeMs).toBe(built);
    writeFileSync(join(dir, "word.ts"), 'export const word: string = "second, longer";\n');
    expect(run()).toBe("second, longer");
  }, 60_000);
});
