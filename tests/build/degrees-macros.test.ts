import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CONDITION_IDS } from "../../src/rules/degrees";
import { bootSystem, type Harness } from "../harness";
import { REPO } from "../harness/handlebars";
import { packDocuments } from "./pack-sources";

/*
 * The degrees GM macros. They call the degrees ruleset's own API under `game.shinobi.degrees`, as
 * the roll-and-keep pieces put theirs under `game.shinobi.rollkeep`. The degrees Foundry pieces
 * are being built elsewhere, so every name is listed here with the call a macro makes, and each
 * macro checks for its function before calling it, telling the GM rather than failing. Wire
 * these, then drop them from the list.
 */
const AWAITING_WIRING: Record<string, string> = {
  startSurprise: "(combat: Combat, { aware: string[] }): the combatant ids aware as the fight begins; the rest are caught, and the round-0 surprise round is played when some but not all are aware (M2, M11, M12)",
  applyCondition: "(actor: Actor, { condition: ConditionId, turns?: number, ends?: 'turnStart' | 'turnEnd', untilSceneEnds: boolean }): puts the condition on through the port's impose (DegreesImposed), its turns counted in the actor's own turns (M3)",
  endScene: "(): the End Scene step (M4): per-scene uses reset, partners' shared ones too, and every condition marked untilSceneEnds removed",
};

const macros = packDocuments("degrees-macros").map((m) => [m.name, String(m.command), m.type] as const);
const ScriptBody = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => unknown;
const degreesCalls = (command: string) => [...new Set([...command.matchAll(/game\.shinobi\??\.degrees\??\.(\w+)/g)].map((m) => m[1]!))];

let harness: Harness;
beforeAll(async () => {
  harness = await bootSystem();
});

describe("the degrees GM macros", () => {
  it("start a surprise round, apply a condition and end the scene", () => {
    expect(macros.map(([name]) => name).sort()).toEqual(["Apply a condition to selected tokens", "End the scene", "Start a surprise round (selected tokens aware)"]);
  });

  it.each(macros)("%s is a script macro that parses", (_name, command, type) => {
    expect(type).toBe("script");
    expect(() => new ScriptBody(command)).not.toThrow();
  });

  it.each(macros)("%s calls only the degrees API awaiting wiring, and checks for it first", (_name, command) => {
    const api = (harness.game as unknown as { shinobi: Record<string, unknown> }).shinobi;
    expect(degreesCalls(command).length).toBeGreaterThan(0);
    for (const name of degreesCalls(command)) {
      expect(Object.keys(AWAITING_WIRING), name).toContain(name);
      expect(command, name).toContain(`typeof game.shinobi?.degrees?.${name} !== "function"`);
    }
    // Anything else of the system's it calls must exist already.
    for (const [, name] of command.matchAll(/game\.shinobi\??\.(\w+)/g)) if (name !== "degrees") expect(api[name!], name).toBeDefined();
  });

  it("offers every condition the rules define, each with its label", () => {
    const command = macros.find(([name]) => name.startsWith("Apply"))![1];
    const offered = JSON.parse(/const conditions = (\[[^\]]*\]);/.exec(command)![1]!) as string[];
    expect(offered).toEqual([...CONDITION_IDS]);
    const lang = JSON.parse(readFileSync(join(REPO, "lang", "en.json"), "utf8")) as { SHINOBI: { Degrees: { Condition: Record<string, string> } } };
    for (const c of offered) expect(lang.SHINOBI.Degrees.Condition[c], c).toBeTruthy();
  });
});
