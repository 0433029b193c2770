import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO } from "../harness/handlebars";

/** The words of the port rule's message, as ESLint reports it. */
const PORT_MESSAGE = /reached only through the port/;

// One ESLint instance for every fixture: loading the config is the slow part.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO });
});

/** Lints `code` as if it were the file at `path` (relative to the repo), which need not exist. */
async function lint(path: string, code: string): Promise<ESLint.LintResult> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO}/${path}` });
  return result!;
}

const portErrors = (result: ESLint.LintResult) => result.messages.filter((m) => PORT_MESSAGE.test(m.message));

describe("the ruleset port lint rule", () => {
  it("fails a Foundry-layer file that imports a ruleset's internals, pointing to the port", async () => {
    const result = await lint("src/rulesets/ic/fake.ts", `import { newCombatant } from "../../rules/ic/combatant";\nexport const made = newCombatant;\n`);
    expect(portErrors(result)).toHaveLength(1);
    expect(portErrors(result)[0]).toMatchObject({ ruleId: "@typescript-eslint/no-restricted-imports", line: 1 });
    expect(portErrors(result)[0]!.message).toMatch(/src\/rules\/registry/);
  });

  it("lets a Foundry-layer file import the registry", async () => {
    const result = await lint("src/attack/fake.ts", `import { RULESETS } from "../rules/registry";\nexport const ic = RULESETS.ic;\n`);
    expect(result.messages).toEqual([]);
  });

  it("lets a ruleset's own files import each other", async () => {
    const result = await lint("src/rules/ic/fake.ts", `import { newCombatant } from "./combatant";\nexport const made = newCombatant;\n`);
    expect(result.messages).toEqual([]);
  });

  it("lets the simulator import a ruleset's internals", async () => {
    const result = await lint("src/sim/fake.ts", `import { newCombatant } from "../rules/ic/combatant";\nexport const made = newCombatant;\n`);
    expect(result.messages).toEqual([]);
  });

  it("covers every ruleset id, the ruleset folder itself, and Foundry-layer tests", async () => {
    const results = await Promise.all([
      lint("tests/foundry/fake.test.ts", `import { x } from "../../src/rules/rollkeep/pool";\nexport const y = x;\n`),
      lint("src/sheets/fake.ts", `export * from "../rules/degrees";\n`),
      lint("src/rulesets/ic/fake.ts", `import type { IcAction } from "../../rules/ic";\nexport type A = IcAction;\n`),
    ]);
    for (const result of results) expect(portErrors(result)).toHaveLength(1);
  });

  it("catches import() calls and import types as well", async () => {
    const results = await Promise.all([
      lint("tests/foundry/fake.test.ts", `export const load = () => import("../../src/rules/ic/options");\n`),
      lint("src/attack/fake.ts", `export type C = import("../rules/ic/combatant").IcCombatant;\n`),
    ]);
    for (const result of results) expect(portErrors(result)).toHaveLength(1);
  });

  it("holds the degrees Foundry pieces and their tests to the port like any other: not even the engine's barrel", async () => {
    const refused = await Promise.all([
      lint("src/rulesets/degrees/data/fake.ts", `import { deriveCharacter } from "../../../rules/degrees";\nexport const d = deriveCharacter;\n`),
      lint("tests/foundry/degrees-fake.test.ts", `import type { HpTrack } from "../../src/rules/degrees";\nexport type H = HpTrack;\n`),
      lint("src/rulesets/degrees/fake.ts", `import { deriveCharacter } from "../../rules/degrees/character/derived";\nexport const d = deriveCharacter;\n`),
      lint("src/rulesets/degrees/fake.ts", `export type C = import("../../rules/degrees/combatant").DegreesCombatant;\n`),
    ]);
    for (const result of refused) expect(portErrors(result)).toHaveLength(1);
    const allowed = await lint("src/rulesets/degrees/fake.ts", `import { RULESET_EXTRAS, type RulesetTypesOf } from "../../rules/registry";\nexport const lists = RULESET_EXTRAS.degrees.lists;\nexport type F = RulesetTypesOf<"degrees">["combatant"];\n`);
    expect(allowed.messages).toEqual([]);
  });

  it("does not mistake the Foundry pieces' folder (src/rulesets/ic) for the engine", async () => {
    const result = await lint("src/sheets/fake.ts", `import { icPieces } from "../rulesets/ic";\nexport const p = icPieces;\n`);
    expect(portErrors(result)).toEqual([]);
  });
});
