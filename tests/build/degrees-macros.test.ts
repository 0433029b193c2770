import { beforeAll, describe, expect, it } from "vitest";
import { CONDITION_IDS } from "../../src/rules/degrees";
import { bootSystem } from "../harness";
import { conditionsOffered, englishStrings, packDocuments } from "./pack-sources";

/*
 * The degrees GM macros. They call the degrees ruleset's own API under `game.shinobi.degrees`, as
 * the roll-and-keep pieces put theirs under `game.shinobi.rollkeep`. The fight's pieces
 * (DEGREES_COMBAT) give `startSurprise`; the rest of the degrees Foundry pieces are being built
 * elsewhere, so their names are listed here with the call a macro makes, and each macro checks for
 * its function before calling it, telling the GM rather than failing. Wire these, then drop them.
 */
const AWAITING_WIRING: Record<string, string> = {
  applyCondition: "(actor: Actor, { condition: ConditionId, turns?: number, ends?: 'turnStart' | 'turnEnd', untilSceneEnds: boolean }): puts the condition on through the port's impose (DegreesImposed), its turns counted in the actor's own turns (M3)",
  endScene: "(): the End Scene step (M4): per-scene uses reset, partners' shared ones too, and every condition marked untilSceneEnds removed",
};

const macros = packDocuments("degrees-macros").map((m) => [m.name, String(m.command), m.type] as const);
const ScriptBody = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => unknown;
const degreesCalls = (command: string) => [...new Set([...command.matchAll(/game\.shinobi\??\.degrees\??\.(\w+)/g)].map((m) => m[1]!))];

describe("the degrees GM macros", () => {
  let api: Record<string, unknown>;
  let combatApi: Record<string, unknown>;
  beforeAll(async () => {
    api = ((await bootSystem()).game as unknown as { shinobi: Record<string, unknown> }).shinobi;
    combatApi = (await import("../../src/rulesets/degrees/combat")).DEGREES_COMBAT.api;
  });

  it("find startSurprise(combat, { aware }) in the fight's API", () => {
    expect(typeof combatApi.startSurprise).toBe("function");
    expect((combatApi.startSurprise as (...args: unknown[]) => unknown).length).toBe(2);
  });

  it("start a surprise round, apply a condition and end the scene", () => {
    expect(macros.map(([name]) => name).sort()).toEqual(["Apply a condition to selected tokens", "End the scene", "Start a surprise round (selected tokens aware)"]);
  });

  it.each(macros)("%s is a script that parses, calling the degrees API awaiting wiring only after checking for it", (_name, command, type) => {
    expect(type).toBe("script");
    expect(() => new ScriptBody(command)).not.toThrow();
    const calls = degreesCalls(command);
    expect(calls.length).toBeGreaterThan(0);
    for (const name of calls) expect([name in AWAITING_WIRING || typeof combatApi[name] === "function", command.includes(`typeof game.shinobi?.degrees?.${name} !== "function"`)], name).toEqual([true, true]);
    // Anything else of the system's it calls must exist already.
    for (const [, name] of command.matchAll(/game\.shinobi\??\.(\w+)/g)) if (name !== "degrees") expect(api[name!], name).toBeDefined();
  });

  it("offers every condition the rules define, each with its label", () => {
    const offered = conditionsOffered(macros.find(([name]) => name.startsWith("Apply"))![1]);
    expect(offered).toEqual([...CONDITION_IDS]);
    const labels = englishStrings(["SHINOBI", "Degrees", "Condition"]);
    for (const c of offered) expect(labels[c], c).toBeTruthy();
  });
});
