import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../harness/handlebars";

const REFUSALS = (JSON.parse(readFileSync(join(REPO, "lang", "en.json"), "utf8")) as { SHINOBI: { Refusal: Record<string, unknown> } }).SHINOBI.Refusal;

function ruleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? ruleFiles(full) : name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/**
 * Every code the rules refuse with as a literal: the first argument of `new RuleRefusal(…)`, each
 * string in it (a ternary names two); and the degrees rules' `degreesRefusal("code", …)` and `degreesReason("code", …)`, whose
 * codes sit under `degrees.`.
 */
function refusalCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of ruleFiles(join(REPO, "src", "rules"))) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/new RuleRefusal\(\s*([^,]+),/g)) for (const code of (m[1] as string).matchAll(/"(\w+)"/g)) codes.set(code[1] as string, file);
    for (const m of text.matchAll(/degrees(?:Refusal|Reason)\(\s*"(\w+)"/g)) codes.set(`degrees.${m[1] as string}`, file);
  }
  return codes;
}

/** The wording at a dotted code's path under SHINOBI.Refusal. */
function wordingOf(code: string): unknown {
  let text: unknown = REFUSALS;
  for (const part of code.split(".")) text = typeof text === "object" && text !== null && Object.hasOwn(text, part) ? (text as Record<string, unknown>)[part] : undefined;
  return text;
}

describe("refusal codes", () => {
  it("each code the rules throw has its English wording, SHINOBI.Refusal.<code>", () => {
    const codes = refusalCodes();
    expect(codes.size).toBeGreaterThan(20);
    expect([...codes].filter(([code]) => typeof wordingOf(code) !== "string").map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });
});
