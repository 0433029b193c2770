import { beforeEach, describe, expect, it } from "vitest";
import { bootSystem } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

/**
 * Who may act now at the IC table is the port's answer (`turnsAt`): someone on the current IC who
 * cannot act (incapacitated at 0 HP) gets no turn button, no turn in the dialog and no turn of
 * their own when declaring.
 */
interface TestCombat {
  combatants: { contents: { id: string; actorId: string }[] };
  turnsNow(): Set<string>;
  declareAction(id: string, action: object, options?: object): Promise<unknown>;
}

beforeEach(async () => {
  await bootSystem();
});

/** Ino (able) and Sakura (at 0 HP) both on IC 0, the current one. */
async function fight(): Promise<{ combat: TestCombat; ino: string; sakura: string }> {
  const create = (d: object) => (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create(d);
  const ino = await create(INO_SOURCE);
  const sakura = await create({ ...INO_SOURCE, name: "Sakura", system: { ...INO_SOURCE.system, hp: { value: 0, max: 150 } } });
  const combat = (await (Combat as unknown as { create(d: object): Promise<TestCombat> }).create({
    type: "ic",
    combatants: [ino, sakura].map((a) => ({ type: "ic", actorId: a.id, name: a.id, initiative: 0, system: { ap: 0 } })),
  }))!;
  const idOf = (actorId: string) => combat.combatants.contents.find((c) => c.actorId === actorId)!.id;
  return { combat, ino: idOf(ino.id), sakura: idOf(sakura.id) };
}

describe("an incapacitated combatant on the current IC", () => {
  it("is not among those whose turn it is", async () => {
    const { combat, ino } = await fight();
    expect([...combat.turnsNow()]).toEqual([ino]);
  });

  it("gets no turn button on the timeline, while the one able to act does", async () => {
    const { combat, ino, sakura } = await fight();
    const { IcCombatTracker } = await import("../../src/rulesets/ic/combat");
    const tracker = new IcCombatTracker() as unknown as { viewed: unknown; render(): Promise<unknown>; html: string };
    tracker.viewed = combat;
    await tracker.render();
    const entry = (id: string) => tracker.html.split(`data-combatant-id="${id}"`)[1]!.split("</li>")[0]!;
    expect(entry(ino)).toContain('class="take-turn"');
    expect(entry(sakura)).not.toContain("take-turn");
  });

  it("is offered only interrupts in the turn dialog, and a turn's action is refused with the reason", async () => {
    const { combat, ino, sakura } = await fight();
    const { IcTurnDialog } = await import("../../src/rulesets/ic/combat");
    const dialog = (id: string) => new IcTurnDialog({ combat: combat as never, combatantId: id }) as unknown as { interrupting: boolean };
    expect(dialog(ino).interrupting).toBe(false);
    expect(dialog(sakura).interrupting).toBe(true);
    await expect(combat.declareAction(sakura, { name: "Punch", kind: "taijutsu", role: "attack", speed: 7, damage: { dice: "1d4", stat: "str", type: "blunt" } })).rejects.toThrow("Sakura cannot act while Incapacitated.");
  });
});
