import { beforeAll, describe, expect, it } from "vitest";
import { IMPOSABLE_CONDITIONS } from "../../src/rules/rollkeep/port/conditions";
import { bootSystem, type Harness } from "../harness";
import { conditionsOffered, englishStrings } from "./pack-sources";
import { rkPack } from "./rollkeep-pack-sources";

/*
 * The roll-and-keep GM macros. They call the ruleset's own API, `game.shinobi.rollkeep` (present in
 * a world that plays it), and check for each function first so a macro run in another world tells
 * the GM rather than failing. Every name a macro calls must resolve to a real function of that API.
 */

const macros = rkPack("rollkeep-macros").map((m) => [m.name, String(m.command)] as const);
const ScriptBody = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => unknown;
const apiPaths = (command: string) => [...new Set([...command.matchAll(/game\.shinobi((?:\??\.\w+)+)/g)].map((m) => m[1]!.replaceAll("?", "").slice(1)))];

let harness: Harness;
beforeAll(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
});

describe("the roll-and-keep GM macros", () => {
  it("start a duel, apply a condition, roll initiative, roll together and run a sumai bout", () => {
    expect(macros.map(([name]) => name).sort()).toEqual(["A sumai bout between two selected tokens", "Apply a condition to selected tokens", "Roll initiative for selected tokens", "Roll together (group or cumulative)", "Start an iaijutsu duel between two selected tokens"]);
  });

  it.each(macros)("%s is a script macro that parses", (name, command) => {
    expect(rkPack("rollkeep-macros").find((m) => m.name === name)?.type).toBe("script");
    expect(() => new ScriptBody(command)).not.toThrow();
  });

  it.each(macros)("%s calls only functions of the roll-and-keep world's API, and checks for each first", (_name, command) => {
    const api = (harness.game as unknown as { shinobi: Record<string, unknown> }).shinobi;
    const resolve = (path: string) => path.split(".").reduce<unknown>((at, key) => (at !== null && typeof at === "object" && Object.hasOwn(at, key) ? (at as Record<string, unknown>)[key] : undefined), api);
    // A path that is a prefix of another one called (game.shinobi.rollkeep) is the namespace, not a call.
    const called = apiPaths(command).filter((path, _i, all) => !all.some((other) => other.startsWith(`${path}.`)));
    for (const path of called) {
      expect(resolve(path), `game.shinobi.${path}`).toBeTypeOf("function");
      expect(command, path).toContain(`typeof game.shinobi?.${path.replaceAll(".", "?.")} !== "function"`);
    }
  });

  it("points the duel and condition macros at the ruleset's startDuel and applyCondition", () => {
    const api = (harness.game as unknown as { shinobi: { rollkeep: Record<string, unknown> } }).shinobi.rollkeep;
    const [duel, condition] = ["Start", "Apply"].map((start) => macros.find(([name]) => name.startsWith(start))![1]);
    expect(apiPaths(duel!)).toContain("rollkeep.startDuel");
    expect(apiPaths(condition!)).toContain("rollkeep.applyCondition");
    expect(api.startDuel).toBeTypeOf("function");
    expect(api.applyCondition).toBeTypeOf("function");
  });

  it("offers exactly the conditions the port can impose, each with its label", () => {
    const offered = conditionsOffered(macros.find(([name]) => name.startsWith("Apply"))![1]);
    expect(offered).toEqual([...IMPOSABLE_CONDITIONS]);
    const labels = englishStrings(["SHINOBI", "RollKeep", "Condition"]);
    for (const c of offered) expect(labels[c], c).toBeTruthy();
  });
});
