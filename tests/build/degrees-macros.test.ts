import { beforeAll, describe, expect, it } from "vitest";
import { CONDITION_IDS } from "../../src/rules/degrees";
import { bootSystem } from "../harness";
import { conditionsOffered, englishStrings, packDocuments } from "./pack-sources";

/*
 * The degrees GM macros. They call the degrees ruleset's own API under `game.shinobi.degrees`, as
 * the roll-and-keep pieces put theirs under `game.shinobi.rollkeep`. A degrees world has
 * `applyCondition` and `endScene`; the surprise round belongs to the degrees round tracker, still
 * to come, so `startSurprise` is listed here with the call its macro makes, and each macro checks
 * for its function before calling it, telling the GM rather than failing. Wire it, then drop it.
 */
const AWAITING_WIRING: Record<string, string> = {
  startSurprise: "(combat: Combat, { aware: string[] }): the combatant ids aware as the fight begins; the rest are caught, and the round-0 surprise round is played when some but not all are aware (M2, M11, M12)",
};

const macros = packDocuments("degrees-macros").map((m) => [m.name, String(m.command), m.type] as const);
const ScriptBody = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => unknown;
const degreesCalls = (command: string) => [...new Set([...command.matchAll(/game\.shinobi\??\.degrees\??\.(\w+)/g)].map((m) => m[1]!))];

describe("the degrees GM macros", () => {
  let api: Record<string, unknown>;
  let degreesApi: Record<string, unknown>;
  beforeAll(async () => {
    api = ((await bootSystem()).game as unknown as { shinobi: Record<string, unknown> }).shinobi;
    degreesApi = ((await bootSystem({ ruleset: "degrees" })).game as unknown as { shinobi: { degrees: Record<string, unknown> } }).shinobi.degrees;
  });

  it("start a surprise round, apply a condition and end the scene", () => {
    expect(macros.map(([name]) => name).sort()).toEqual(["Apply a condition to selected tokens", "End the scene", "Start a surprise round (selected tokens aware)"]);
  });

  it.each(macros)("%s is a script that parses, calling the degrees API a degrees world has, or one awaiting wiring only after checking for it", (_name, command, type) => {
    expect(type).toBe("script");
    expect(() => new ScriptBody(command)).not.toThrow();
    const calls = degreesCalls(command);
    expect(calls.length).toBeGreaterThan(0);
    for (const name of calls) expect(command.includes(`typeof game.shinobi?.degrees?.${name} !== "function"`), name).toBe(true);
    for (const name of calls) expect(name in AWAITING_WIRING, name).toBe(typeof degreesApi[name] !== "function");
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
