import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { diceBox, face, writes, type Harness } from "../harness";
import { rkFight, rollkeepWorld, samurai, sendAs, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * Guard at the table (M5, C6): a player's turn request names the ward (the turn dialog's At
 * select); the GM's client declares it through the port and writes both combatants in one batch;
 * the tracker shows who guards whom and both Armor TNs; the guard's next turn ends it.
 */
const PLAYER = "player0000000000";
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
let harness: Harness;
let combat: RkCombatDoc;
let ids: string[];

type Row = { name: string; armorTn: number; conditions: { id: string; label: string }[] };
async function rows(): Promise<Row[]> {
  const { trackerContext } = await import("../../src/rulesets/rollkeep/combat/rk-combat-tracker");
  return trackerContext(combat as never).rows as Row[];
}
const marks = (r: Row) => r.conditions.filter((c) => c.id.startsWith("rk-guard")).map((c) => c.label);

beforeEach(async () => {
  harness = await rollkeepWorld();
  // Reflexes 2, no armor: Armor TN 15 each. Yojimbo (the player's) acts first.
  const fight = await rkFight(harness, [samurai("Yojimbo", {}, { ownership: { default: 0, [PLAYER]: 3 } }), samurai("Lord"), samurai("Ronin")], [30, 20, 10]);
  ({ combat, ids } = fight);
  await combat.startCombat();
});

describe("Guard at the table (M5, C6)", () => {
  it("guards the named ward on the player's request: one combatant batch; the rows show both and their Armor TNs", async () => {
    writes.reset();
    const answer = await sendAs(harness, PLAYER, "rkTurn", { combatId: combat.id, combatantId: ids[0], action: "guard", target: ids[1] });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(trail()).toEqual(["Combatant:update"]);
    expect(writes.entries[0]!.count).toBe(2);
    const shown = await rows();
    expect(shown.map((r) => [r.name, r.armorTn, marks(r)])).toEqual([
      ["Yojimbo", 10, ["guarding Lord"]],
      ["Lord", 25, ["guarded by Yojimbo"]],
      ["Ronin", 15, []],
    ]);
  });

  it("ends as the guard's next turn comes, written with the clock's step", async () => {
    await combat.declareAction(ids[0]!, { key: "guard", name: "guard" }, { target: ids[1] });
    await combat.nextTurn();
    await combat.nextTurn();
    expect((await rows()).map((r) => r.armorTn)).toEqual([10, 25, 15]);
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect((await rows()).map((r) => [r.armorTn, marks(r)])).toEqual([
      [15, []],
      [15, []],
      [15, []],
    ]);
  });

  it("refuses a Guard at no one, at oneself or at someone outside the fight, writing nothing", async () => {
    for (const [target, reason] of [[undefined, /a Guard names the one it protects/], [ids[0], /target/], ["nobody0000000000", /target/]] as const) {
      writes.reset();
      const answer = await sendAs(harness, PLAYER, "rkTurn", { combatId: combat.id, combatantId: ids[0], action: "guard", ...(target ? { target } : {}) });
      expect(answer?.ok).toBe(false);
      expect(answer?.error).toMatch(reason);
      expect(writes.calls()).toBe(0);
    }
  });
});

describe("a blow on a guarded ward, through the attack card", () => {
  const NO_CALL = { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: { rolled: 0, kept: 0, flat: 0 }, extraAttack: false, focus: false, damageModifier: { rolled: 0, kept: 0, flat: 0 }, wind: "", weather: "", difficultTerrain: 0 };
  const actors = () => combat.combatants.contents.map((c) => (c as unknown as { actor: Actor.Implementation }).actor);
  const landed = (id: string) => (harness.game.messages.get(id) as unknown as { flags: { shinobi: { rkCard: { landed: { outcome: { hit: boolean }; taken: number } | null } } } }).flags.shinobi.rkCard.landed;

  // Yojimbo guards Ronin; Lord (Kenjutsu 2, Agility 2: 4k2) attacks Ronin at Armor TN 25 on its turn.
  beforeEach(async () => {
    await combat.declareAction(ids[0]!, { key: "guard", name: "guard" }, { target: ids[2] });
    await combat.nextTurn();
  });

  it("keeps the Guard when the card settles a miss at once: the port settles over the whole fight, as the simulator does", async () => {
    const { requestAttack } = await import("../../src/rulesets/rollkeep/attack");
    diceBox.source = fixedDice([9, 9, 2, 2].map((v) => face(v, 10)));
    const [, lord, ronin] = actors();
    const card = await requestAttack({ actor: lord!, itemId: lord!.items.contents[0]!.id!, target: ronin!, call: NO_CALL as never });
    expect(landed(card)?.outcome.hit).toBe(false);
    expect((await rows()).map((r) => [r.armorTn, marks(r)])).toEqual([
      [10, ["guarding Ronin"]],
      [15, []],
      [25, ["guarded by Yojimbo"]],
    ]);
  });

  it("keeps the Guard when a hit lands on the target's answer, and writes no one it did not change", async () => {
    const { requestAttack, rkCardStep } = await import("../../src/rulesets/rollkeep/attack");
    // 10+5, 10+5 kept: 30 hits; the damage (Katana 3k2 + Strength 2: 5k2) keeps 6 and 6.
    diceBox.source = fixedDice([10, 5, 10, 5, 1, 1, 6, 6, 1, 1, 1].map((v) => face(v, 10)));
    const [, lord, ronin] = actors();
    const card = await requestAttack({ actor: lord!, itemId: lord!.items.contents[0]!.id!, target: ronin!, call: NO_CALL as never });
    await rkCardStep(card, { step: "damage" });
    writes.reset();
    await rkCardStep(card, { step: "answer", choice: "none" });
    expect(landed(card)).toMatchObject({ outcome: { hit: true }, taken: 12 });
    expect((await rows()).map((r) => [r.armorTn, marks(r)])).toEqual([
      [10, ["guarding Ronin"]],
      [15, []],
      [25, ["guarded by Yojimbo"]],
    ]);
    // Ronin's wounds and the card: Yojimbo and Lord, unchanged by the blow, are not written.
    expect(writes.entries.filter((w) => w.documentName === "Actor").length).toBe(1);
    expect(writes.entries.filter((w) => w.documentName === "Combatant").length).toBe(0);
  });
});
