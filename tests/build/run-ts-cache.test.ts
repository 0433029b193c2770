import { execFileSync } from "node:child_process";
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from "node:fs";
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

  it("rebuilds when the script itself has changed (a bundle made with the options it set before is not reused)", () => {
    // A copy of the script, beside the repository's packages, to change without touching the real one.
    const root = mkdtempSync(join(tmpdir(), "run-ts-self-"));
    mkdirSync(join(root, "scripts"));
    const script = join(root, "scripts", "run-ts.mjs");
    copyFileSync(join(REPO, "scripts", "run-ts.mjs"), script);
    symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"));
    const name = `self-probe-${process.pid}-${Date.now()}`;
    const entry = join(root, `${name}.ts`);
    writeFileSync(entry, 'console.log("ran");\n');
    const run = () => execFileSync(process.execPath, [script, entry], { encoding: "utf8", cwd: root }).trim();
    const bundle = join(root, "node_modules", ".cache", "run-ts", `${name}.cjs`);
    expect(run()).toBe("ran");
    const built = statSync(bundle).mtimeMs;
    expect(run()).toBe("ran");
    expect(statSync(bundle).mtimeMs).toBe(built);
    appendFileSync(script, "// changed\n");
    expect(run()).toBe("ran");
    const rebuilt = statSync(bundle).mtimeMs;
    expect(rebuilt).not.toBe(built);
    // A stamp from before the script was stamped (every bundle's, once) is not trusted either.
    const stamp = `${bundle}.inputs.json`;
    const saved = JSON.parse(readFileSync(stamp, "utf8")) as { entry: string; inputs: Record<string, string> };
    const ownKey = realpathSync(script);
    writeFileSync(stamp, JSON.stringify({ entry: saved.entry, inputs: Object.fromEntries(Object.entries(saved.inputs).filter(([file]) => file !== ownKey)) }));
    expect(run()).toBe("ran");
    expect(statSync(bundle).mtimeMs).not.toBe(rebuilt);
  }, 60_000);
});
