import { beforeEach, describe, expect, it } from "vitest";
import { RULESETS } from "../../src/rules/registry";
import { rollkeepOptions } from "../../src/rulesets/rollkeep/options";
import { writes, type Harness } from "../harness";
import { rkFight, rollkeepWorld, samurai, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * Guard at the table (M5, C6): a player's turn names the ward, the GM's client takes the Guard
 * through the port and writes both fighters at once; the tracker names who guards whom; the
 * clock ends it as the guard's next turn comes.
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
let harness: Harness;
let combat: RkCombatDoc;
let ids: string[];
let count = 0;

const messages = () => [...harness.game.messages.values()] as unknown as { content?: string }[];
type GuardState = { guarding: { ward: string } | null; guardedBy: string[] };
const stateOf = (i: number) => (combat.fighterOf(combat.combatants.get(ids[i]!)) as unknown as { state: GuardState & Parameters<typeof RULESETS.rollkeep.derive>[0] }).state;
const armorTn = (i: number) => RULESETS.rollkeep.derive(stateOf(i), rollkeepOptions()).armorTn.total;

async function send(payload: object, from = PLAYER): Promise<{ ok: boolean; error?: string } | undefined> {
  const id = `gd${(count += 1)}`;
  await harness.game.socket.sendAs(from, "system.shinobi", { type: "request", id, gm: GM, name: "rkTurn", payload: { combatId: combat.id, ...payload } });
  return harness.game.socket.answersTo(from).find((a) => a.id === id);
}

beforeEach(async () => {
  harness = await rollkeepWorld();
  // The player's Guard acts first; the Ward second; no armor: Armor TN 5 + 5 × Reflexes 2 = 15 each.
  const guard = samurai("Guard", {}, { ownership: { default: 0, [PLAYER]: 3 } });
  const ward = samurai("Ward");
  const fight = await rkFight(harness, [guard, ward], [30, 20]);
  combat = fight.combat;
  ids = fight.ids;
  await combat.startCombat();
});

describe("Guard from the turn (M5)", () => {
  it("guards the named ward on the player's request: one combatant batch and one message; both Armor TNs and rows change", async () => {
    const { trackerContext } = await import("../../src/rulesets/rollkeep/combat/rk-combat-tracker");
    const before = [armorTn(0), armorTn(1)];
    writes.reset();
    const answer = await send({ combatantId: ids[0], action: "guard", target: ids[1] });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(trail()).toEqual(["Combatant:update", "ChatMessage:create"]);
    expect([armorTn(0), armorTn(1)]).toEqual([before[0]! - 5, before[1]! + 10]);
    expect(messages().at(-1)!.content).toContain("Guard guards Ward");
    const rows = trackerContext(combat as never).rows as { name: string; conditions: { id: string; label: string }[] }[];
    expect(rows.map((r) => r.conditions.filter((c) => c.id === "guarding" || c.id === "guarded").map((c) => c.label))).toEqual([["guarding Ward"], ["guarded by Guard"]]);
  });

  it("refuses a Guard with no ward, on oneself or on someone outside the fight, writing nothing", async () => {
    for (const target of [undefined, ids[0], "nobody0000000000"]) {
      writes.reset();
      const answer = await send({ combatantId: ids[0], action: "guard", ...(target ? { target } : {}) });
      expect(answer?.ok).toBe(false);
      expect(answer?.error).toMatch(/target/);
      expect(writes.calls()).toBe(0);
    }
  });

  it("ends as the guard's next turn comes round, the clock writing both", async () => {
    await send({ combatantId: ids[0], action: "guard", target: ids[1] });
    await combat.nextTurn();
    expect(stateOf(1).guardedBy.length).toBe(1);
    await combat.nextTurn();
    expect([stateOf(0).guarding, stateOf(1).guardedBy]).toEqual([null, []]);
  });
});
