import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, diceBox, writes, type ActorDouble, type Harness } from "../harness";
import { bootDegreesFight, combatantIdOf, dgActor, dgFight } from "./degrees-combat-helpers";
import { sendAs } from "../fixtures/requests";

/**
 * Medicine by someone else (M42): the healer's player asks the GM's client, which rolls the healer's
 * Medicine against 16 and writes the patient (seldom the healer's player's to write): a dying one
 * Stable, its bleeding stopped. A forged request is refused and writes nothing.
 */
const PLAYER = "player0000000000";
let harness: Harness;

beforeEach(async () => {
  harness = await bootDegreesFight();
});

/** The faces the card's 2d8 shows, as the harness's dice box deals them to a Foundry roll. */
const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces));
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const vitals = (actor: ActorDouble) => actor.system as { hp: { value: number; stable: boolean }; derived: { state: string } };

const send = (payload: unknown, from = PLAYER) => sendAs(harness, from, "dgTreat", payload);

async function pair(): Promise<{ healer: ActorDouble; patient: ActorDouble }> {
  const healer = await dgActor({ name: "Healer", owner: PLAYER, system: { skills: { notice: 2, medicine: 3 } } });
  const patient = await dgActor({ name: "Patient", hp: -15 });
  return { healer, patient };
}

describe("treating another's wound (M42)", () => {
  it("rolls the healer's Medicine against 16 on a card and makes the dying patient Stable on a success, in one actor write and its condition's effect", async () => {
    const { healer, patient } = await pair();
    expect(vitals(patient).derived.state).toBe("dying");
    d8(4, 4);
    const miss = await send({ healer: healer.id, patient: patient.id });
    expect(miss?.ok, miss?.error).toBe(true);
    // 4 + 4 + Medicine 3 = 11: short of 16.
    expect(vitals(patient).hp.stable).toBe(false);
    d8(7, 6);
    writes.reset();
    await send({ healer: healer.id, patient: patient.id });
    // The card, then the patient: its track in one update and its Stable condition as an effect.
    expect(trail()).toEqual(["ChatMessage:create", "Actor:update", "ActiveEffect:create"]);
    expect([vitals(patient).hp.stable, vitals(patient).derived.state]).toEqual([true, "stable"]);
    const card = [...(harness.game.messages as unknown as Iterable<{ content: string }>)].at(-1)!;
    expect(card.content).toContain("Treating Patient (Medicine)");
  });

  it("spends the healer's standard action in the viewed fight, on its own turn: a second treatment that round, or one off its turn, is refused before anything is rolled", async () => {
    const { healer, patient } = await pair();
    const combat = await dgFight([healer, patient], (i) => ({ initiative: [12, 8][i] }));
    await combat.startCombat();
    (harness.game as unknown as { combat: unknown }).combat = combat;
    d8(2, 3);
    writes.reset();
    expect((await send({ healer: healer.id, patient: patient.id }))?.ok).toBe(true);
    expect(trail()).toEqual(["Combatant:update", "ChatMessage:create"]);
    expect(combat.fighterOf(combat.combatants.get(combatantIdOf(combat, healer))!)!.state.actions.standard).toBe(false);
    writes.reset();
    const again = await send({ healer: healer.id, patient: patient.id });
    expect(again?.ok).toBe(false);
    expect(again?.error).toMatch(/standard action/i);
    expect(writes.calls()).toBe(0);
    await combat.nextTurn();
    writes.reset();
    const offTurn = await send({ healer: healer.id, patient: patient.id });
    expect(offTurn?.error).toBe("That can only be done on your own turn.");
    expect(writes.calls()).toBe(0);
  });

  it("declares, rolls and writes the patient in one task of the GM's queue: a write queued while the card is posted waits for the patient's", async () => {
    const { healer, patient } = await pair();
    const combat = await dgFight([healer, patient], (i) => ({ initiative: [12, 8][i] }));
    await combat.startCombat();
    (harness.game as unknown as { combat: unknown }).combat = combat;
    const { gmQueue } = await import("../../src/authority/gm-queue");
    // Another request reaching the GM's queue as the card goes out (an Apply on the patient, say) reads the patient when its turn comes.
    const readMeanwhile: boolean[] = [];
    harness.Hooks.on("createChatMessage", () => void gmQueue.run(async () => void readMeanwhile.push(vitals(patient).hp.stable)));
    d8(7, 6);
    expect((await send({ healer: healer.id, patient: patient.id }))?.ok).toBe(true);
    await gmQueue.run(async () => undefined);
    expect(readMeanwhile).toEqual([true]);
  });

  it("lets a dying character in the viewed fight try its own Vigor once a round, through the GM's client (M42)", async () => {
    const { healer, patient } = await pair();
    await patient.update({ ownership: { default: 0, [PLAYER]: 3 } });
    const combat = await dgFight([healer, patient], (i) => ({ initiative: [12, 8][i] }));
    await combat.startCombat();
    (harness.game as unknown as { combat: unknown }).combat = combat;
    const { stabiliseActor } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    const uses = () => combat.fighterOf(combat.combatants.get(combatantIdOf(combat, patient))!)!.state.uses;
    actAs(harness, "player");
    try {
      // Vigor 3 + 2 + 3 = 8: short of 18, and the round's try is spent.
      d8(2, 3);
      await stabiliseActor(patient as never);
      expect(uses()).toEqual({ stabilise: 1 });
      expect(vitals(patient).hp.stable).toBe(false);
      writes.reset();
      await expect(stabiliseActor(patient as never)).rejects.toThrow(/1 time\(s\) per round/);
      expect(writes.calls()).toBe(0);
    } finally {
      actAs(harness, "gm");
    }
    await combat.nextTurn();
    await combat.nextTurn();
    // The round's start cleared the use on the combatant, not only in the rules' state.
    expect(combat.roundLabel()).toBe("Round 2");
    expect(uses()).toEqual({});
    // A new round: a new try, and this one holds.
    d8(8, 8);
    actAs(harness, "player");
    try {
      await stabiliseActor(patient as never);
    } finally {
      actAs(harness, "gm");
    }
    expect(vitals(patient).hp.stable).toBe(true);
  });

  it("refuses a healer the sender does not command, or a patient that is no degrees actor, writing nothing", async () => {
    const { healer, patient } = await pair();
    const other = await dgActor({ name: "Other" });
    for (const [payload, reason] of [
      [{ healer: other.id, patient: patient.id }, /own/],
      [{ healer: healer.id, patient: "nobody0000000000" }, /patient/],
      [{ healer: healer.id }, /patient/],
    ] as const) {
      writes.reset();
      const answer = await send(payload);
      expect(answer?.ok).toBe(false);
      expect(answer?.error).toMatch(reason);
      expect(writes.calls()).toBe(0);
    }
  });
});
