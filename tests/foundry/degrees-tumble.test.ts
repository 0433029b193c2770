import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import { actAs, diceBox, writes, type ActorDouble, type Harness } from "../harness";
import { expectAllRefused, sendAs } from "../fixtures/requests";
import { bootDegreesFight, combatantIdOf, dgActor, dgFight } from "./degrees-combat-helpers";

/**
 * Tumbling past a foe at the table (M55): in a fight, the sheet's Acrobatics with a foe targeted
 * asks the GM's client, which rolls it from the sheet against 9 + the foe's Melee; the mover's
 * combatant remembers the try for the round, and a success too, so that foe's opportunity attack is
 * refused. One try a foe a round, on the mover's own turn. Forged tumbles are refused by field and
 * write nothing.
 */
const PLAYER = "player0000000000";
let harness: Harness;
beforeEach(async () => {
  harness = await bootDegreesFight();
});

const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const lastCard = () => [...(harness.game.messages as unknown as Iterable<{ content: string }>)].at(-1)!.content;
const target = (actor: ActorDouble | null) => ((harness.game.user as unknown as { targets: Set<{ actor: ActorDouble }> }).targets = new Set(actor ? [{ actor }] : []));
const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces));

/** Aiko (the player's, Acrobatics 2) and a bandit chief (Melee 3: a tumble past it needs 12) in a started fight. */
async function world(): Promise<{ combat: DgCombat; aiko: ActorDouble; chief: ActorDouble }> {
  const aiko = await dgActor({ name: "Aiko", owner: PLAYER, system: { skills: { acrobatics: 2 } } });
  const chief = await dgActor({ name: "Chief", type: "dgNpc", system: { accuracies: { melee: 3, ranged: 1, dodge: 1, anticipate: 1 } } });
  const combat = await dgFight([aiko, chief], (i) => ({ initiative: [12, 8][i] }));
  await combat.startCombat();
  (harness.game as unknown as { combat: unknown }).combat = combat;
  return { combat, aiko, chief };
}

async function tumble(aiko: ActorDouble, chief: ActorDouble): Promise<void> {
  const { rollCheck } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
  actAs(harness, "player");
  try {
    target(chief);
    await rollCheck(aiko as never, "acrobatics");
  } finally {
    actAs(harness, "gm");
    target(null);
  }
}

describe("tumbling past a foe (M55)", () => {
  it("rolls the sheet's Acrobatics against 9 + the foe's Melee on the GM's client: past it, the foe's opportunity attack is refused", async () => {
    const { aiko, chief } = await world();
    writes.reset();
    // Acrobatics 2 + 5 + 5 = 12 against 12.
    d8(5, 5);
    await tumble(aiko, chief);
    expect(trail()).toEqual(["ChatMessage:create", "Combatant:update"]);
    expect(lastCard()).toContain("Tumbling past Chief (Acrobatics)");
    expect(lastCard()).toContain("Past: Chief gets no opportunity attack this round");
    const { degreesRules } = await import("../../src/rulesets/degrees/state");
    const { readFighter } = await import("../../src/rulesets/degrees/attack/fighters");
    const opts = (await import("../../src/rulesets/degrees/options")).degreesOptions();
    const strike = degreesRules.basicActions.strike!;
    const declared = degreesRules.declare(readFighter(chief as never).state, strike, { at: 0, opportunity: true }, opts, fixedDice([]));
    expect(() => degreesRules.attack.open(declared.actor, declared, { targetId: aiko.id }, readFighter(aiko as never).state, opts, fixedDice([4, 4]))).toThrow("Aiko left without giving an opening");
  });

  it("records a tumble that falls short as tried, and rolls plain Acrobatics with nobody targeted", async () => {
    const { aiko, chief } = await world();
    writes.reset();
    d8(5, 4);
    await tumble(aiko, chief);
    expect(trail()).toEqual(["ChatMessage:create", "Combatant:update"]);
    expect(lastCard()).toContain("Caught: Chief keeps its opening");
    const { rollCheck } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    d8(5, 4);
    await rollCheck(aiko as never, "acrobatics");
    expect(lastCard()).not.toContain("Tumbling");
  });

  it("refuses a second tumble past the same foe that round, failed or not, and one off the mover's turn, rolling and writing nothing", async () => {
    const { combat, aiko, chief } = await world();
    const send = () => sendAs(harness, PLAYER, "dgTumble", { actor: aiko.id, foe: chief.id });
    d8(1, 1);
    expect((await send())?.ok).toBe(true);
    const posted = harness.game.messages.size;
    writes.reset();
    d8(8, 8);
    const again = await send();
    expect(again?.error).toBe("A tumble past Chief was tried this round already: one try a foe a round.");
    expect(writes.calls()).toBe(0);
    expect(harness.game.messages.size).toBe(posted);
    await combat.nextTurn();
    const offTurn = await sendAs(harness, PLAYER, "dgTumble", { actor: aiko.id, foe: chief.id });
    expect(offTurn?.error).toBe("That can only be done on your own turn.");
  });

  it("refuses forged tumbles by field, writing nothing", async () => {
    const { combat, aiko, chief } = await world();
    const outsider = await dgActor({ name: "Outsider" });
    expect(combatantIdOf(combat, aiko)).toBeTruthy();
    await expectAllRefused(harness, PLAYER, "dgTumble", [
      [{ actor: chief.id, foe: aiko.id }, /own/],
      [{ actor: aiko.id, foe: aiko.id }, /foe is not valid/],
      [{ actor: aiko.id, foe: outsider.id }, /foe is not valid/],
      [{ actor: aiko.id }, /foe/],
    ]);
  });
});
