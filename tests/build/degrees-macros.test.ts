import { beforeAll, describe, expect, it } from "vitest";
import { CONDITION_IDS } from "../../src/rules/degrees";
import { RULESET_EXTRAS } from "../../src/rules/registry";
import { bootSystem } from "../harness";
import { conditionsOffered, englishStrings, packDocuments } from "./pack-sources";

/*
 * The degrees GM macros. They call the degrees ruleset's own API under `game.shinobi.degrees`, as
 * the roll-and-keep pieces put theirs under `game.shinobi.rollkeep`: `startSurprise` from the fight's
 * pieces, `applyCondition` and `endScene` from the rest. Each macro still checks for its function
 * before calling it, so a macro run in a world of another ruleset tells the GM rather than failing.
 */
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

  it("find startSurprise(combat, { aware }), applyCondition and endScene in a degrees world's API", () => {
    for (const name of ["startSurprise", "applyCondition", "endScene"]) expect(typeof degreesApi[name], name).toBe("function");
    expect((degreesApi.startSurprise as (...args: unknown[]) => unknown).length).toBe(2);
  });

  it("start a surprise round, apply a condition, make tokens fall, call for a fear check and end the scene", () => {
    expect(macros.map(([name]) => name).sort()).toEqual(["Apply a condition to selected tokens", "End the scene", "Selected tokens fall", "Selected tokens resist fear", "Start a surprise round (selected tokens aware)"]);
  });

  it("offers a fear check every sheet check (Spirit first chosen) and every size, each with its label (M132)", () => {
    const command = macros.find(([name]) => name === "Selected tokens resist fear")![1];
    expect(JSON.parse(/const checks = (\[[^\]]*\])/.exec(command)?.[1] ?? "null")).toEqual([...RULESET_EXTRAS.degrees.lists.removalChecks]);
    expect(JSON.parse(/const sizes = (\[[^\]]*\])/.exec(command)?.[1] ?? "null")).toEqual([...RULESET_EXTRAS.degrees.lists.sizes]);
    const sizeLabels = englishStrings(["SHINOBI", "Degrees", "Size"]);
    for (const s of RULESET_EXTRAS.degrees.lists.sizes) expect(sizeLabels[s], s).toBeTruthy();
    expect(command).toContain("resistFear(token.actor, { dc: Math.trunc(Number(data.dc)), check: data.check, source: data.source })");
  });

  it.each(macros)("%s is a script that parses, calling only the degrees API a degrees world has, after checking for it", (_name, command, type) => {
    expect(type).toBe("script");
    expect(() => new ScriptBody(command)).not.toThrow();
    const calls = degreesCalls(command);
    expect(calls.length).toBeGreaterThan(0);
    for (const name of calls) expect(command.includes(`typeof game.shinobi?.degrees?.${name} !== "function"`), name).toBe(true);
    for (const name of calls) expect(typeof degreesApi[name], name).toBe("function");
    // Anything else of the system's it calls must exist already.
    for (const [, name] of command.matchAll(/game\.shinobi\??\.(\w+)/g)) if (name !== "degrees") expect(api[name!], name).toBeDefined();
  });

  it("offers every condition the rules define, each with its label", () => {
    const offered = conditionsOffered(macros.find(([name]) => name.startsWith("Apply"))![1]);
    expect(offered).toEqual([...CONDITION_IDS]);
    const labels = englishStrings(["SHINOBI", "Degrees", "Condition"]);
    for (const c of offered) expect(labels[c], c).toBeTruthy();
  });

  it("offers every check that removes a condition (M128), each with its label, for the condition's removal rule", () => {
    const command = macros.find(([name]) => name.startsWith("Apply"))![1];
    const listed = /const checks = (\[[^\]]*\])/.exec(command)?.[1];
    expect(JSON.parse(listed ?? "null")).toEqual([...RULESET_EXTRAS.degrees.lists.removalChecks]);
    const labels = englishStrings(["SHINOBI", "Degrees", "Check"]);
    for (const c of RULESET_EXTRAS.degrees.lists.removalChecks) expect(labels[c], c).toBeTruthy();
    expect(command).toContain("removal: { check: data.removalCheck, dc:");
  });
});
