import { beforeAll, describe, expect, it } from "vitest";
import { IMPOSABLE_CONDITIONS } from "../../src/rules/rollkeep/port/conditions";
import { bootSystem, type Harness } from "../harness";
import { conditionsOffered, englishStrings } from "./pack-sources";
import { rkPack } from "./rollkeep-pack-sources";

/*
 * The roll-and-keep GM macros. They call `game.shinobi` as the IC ones do; the roll-and-keep
 * ruleset's own API (its Foundry pieces) is being built elsewhere, so a name it does not provide
 * yet is listed here, and each macro checks for it before calling it, telling the GM rather than
 * failing. Wire these, then drop them from the list.
 */
const AWAITING_WIRING: Record<string, string> = {
  startDuel: "(challenger: Actor, opponent: Actor, { stakes: 'firstBlood' | 'death' }): opens the DU1–DU5 duel between them",
};

const macros = rkPack("rollkeep-macros").map((m) => [m.name, String(m.command)] as const);
const ScriptBody = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => unknown;
const apiNames = (command: string) => [...new Set([...command.matchAll(/game\.shinobi\??\.(\w+(?:\.\w+)*)/g)].map((m) => m[1]!))];
/** A dotted name's value in the API (`rollkeep.applyCondition`), or undefined. */
const apiAt = (api: Record<string, unknown>, path: string): unknown => path.split(".").reduce<unknown>((at, key) => (at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), api);

let harness: Harness;
beforeAll(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
});

describe("the roll-and-keep GM macros", () => {
  it("start a duel, apply a condition and roll initiative", () => {
    expect(macros.map(([name]) => name).sort()).toEqual(["Apply a condition to selected tokens", "Roll initiative for selected tokens", "Start an iaijutsu duel between two selected tokens"]);
  });

  it.each(macros)("%s is a script macro that parses", (name, command) => {
    expect(rkPack("rollkeep-macros").find((m) => m.name === name)?.type).toBe("script");
    expect(() => new ScriptBody(command)).not.toThrow();
  });

  it.each(macros)("%s calls only the system's API or names awaiting wiring, and checks those first", (_name, command) => {
    const api = (harness.game as unknown as { shinobi: Record<string, unknown> }).shinobi;
    for (const name of apiNames(command)) {
      expect(apiAt(api, name) !== undefined || name in AWAITING_WIRING, `game.shinobi.${name}`).toBe(true);
      if (apiAt(api, name) === undefined) expect(command, name).toContain(`typeof game.shinobi?.${name} !== "function"`);
    }
  });

  it("applies a condition through the roll-and-keep API, a function there (not awaiting wiring)", () => {
    const command = macros.find(([name]) => name.startsWith("Apply"))![1];
    expect(apiNames(command)).toEqual(["rollkeep.applyCondition"]);
    expect(typeof apiAt((harness.game as unknown as { shinobi: Record<string, unknown> }).shinobi, "rollkeep.applyCondition")).toBe("function");
  });

  it("offers exactly the conditions the port can impose, each with its label", () => {
    const offered = conditionsOffered(macros.find(([name]) => name.startsWith("Apply"))![1]);
    expect(offered).toEqual([...IMPOSABLE_CONDITIONS]);
    const labels = englishStrings(["SHINOBI", "RollKeep", "Condition"]);
    for (const c of offered) expect(labels[c], c).toBeTruthy();
  });
});
