import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import type { FighterAction } from "./actions";
import type { DegreesFighter } from "./fighter";
import { RULESET_EXTRAS } from "../../registry";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, rules } from "./test-fighters";

const extras = RULESET_EXTRAS.degrees;

// Overcome after a Nullify (M75, E19): Spirit 3 gives every ninpou half of it (2) plus its power level.
const technique = (name: string, system: object): FighterAction => rules.actionFromItem({ name, type: "dgTechnique", system: { action: "standard", chakraCost: 3, ...system } })!;
const ninpou = (name: string, powerLevel: number, element: string, range = "ranged") => technique(name, { powerLevel, element, range: { type: range, metres: 10 }, damage: { source: "ninpou", base: 0, fixed: 0 } });
const waterWall = technique("Water Wall", { defensive: true, nullifies: true, powerLevel: 3, chakraCost: 4 }).defence!;
const fireJet = ninpou("Fire Jet", 3, "katon");
const waterJet = ninpou("Water Jet", 4, "suiton");
const windBlade = ninpou("Wind Blade", 6, "fuuton", "touch");
const spark = ninpou("Spark", 2, "katon");
const B_TECHNIQUES = [waterJet, windBlade, spark];

/** a (side x) on its turn casts Fire Jet (base 5, katon) at b, who answers with Water Wall; c is b's ally. */
function nullified(faces: number[]): { attacker: DegreesFighter; attack: ReturnType<typeof rules.attack.open>; b: DegreesFighter; c: DegreesFighter; at: number } {
  const step = nextTurn(lineUp(fighter("a", 12, { side: "x" }), fighter("b", 6, { side: "y", defences: [waterWall] }), fighter("c", 4, { side: "y" })), 0);
  const declared = rules.declare(byId(step.fighters, "a"), fireJet, { at: step.at }, O, NO_DICE);
  const opened = rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice([3, 3]));
  const answered = rules.attack.answer(opened, declared.actor, byId(step.fighters, "b"), { kind: "technique", technique: "Water Wall" }, O, fixedDice(faces));
  return { attacker: declared.actor, attack: answered.attack, b: answered.defender, c: byId(step.fighters, "c"), at: step.at };
}

describe("Overcome after a successful Nullify (M75)", () => {
  it("offers the nullifier its techniques: the same range type and stronger, water over fire counted", () => {
    const { attack, b } = nullified([8, 8]);
    expect(attack.nullifiedBy).toBe("b");
    expect(extras.overcomes(attack, b, B_TECHNIQUES, O)).toEqual([
      // 2 + 4 = 6, +2 for water over fire, against 5.
      { name: "Water Jet", base: 3, refused: null },
      { name: "Wind Blade", base: null, refused: "degrees.overcomeRange", data: {} },
      { name: "Spark", base: null, refused: "degrees.overcomeWeaker", data: { own: 4, incoming: 5, edge: 0 } },
    ]);
    expect(extras.overcomes(attack, b, [waterJet], { ...O, elementalAdvantage: "none" })[0]?.base).toBe(1);
  });

  it("declares it out of turn for a movement action and no more chakra, at −3 with the difference as its base, opened at the attacker", () => {
    const { attack, attacker, b, at } = nullified([8, 8]);
    expect(b).toMatchObject({ chakra: 15, actions: { standard: false, movement: true } });
    const declared = extras.overcome(attack, b, waterJet, at, O, NO_DICE);
    expect(declared.actor).toMatchObject({ chakra: 15, actions: { standard: false, movement: false } });
    expect(declared.attack).toMatchObject({ base: 3, modifiers: [{ label: "overcome", value: -3 }] });
    const back = rules.attack.open(declared.actor, declared, { targetId: "a" }, attacker, O, fixedDice([7, 7]));
    expect(back).toMatchObject({ attackerId: "b", targetId: "a", base: 3, roll: { natural: 14, total: 14 + 3 - 3 }, step: "answer" });
    // The attacker defends as usual (Dodge DC 12); the hit's base damage is the difference, times the degree (3 for a natural 14).
    const hit = rules.attack.answer(back, declared.actor, attacker, { kind: "dodge" }, O, NO_DICE);
    expect(hit.attack.result).toMatchObject({ hit: true, degree: 3 });
    expect(rules.attack.damage(hit.attack, declared.actor, attacker, null, O, NO_DICE, false).damage?.damage).toBe(9);
  });

  it("refuses anyone but the nullifier, a failed Nullify, a spent movement action and anything but a damaging technique", () => {
    const { attack, b, c, at } = nullified([8, 8]);
    expect(refusalOf(() => extras.overcome(attack, c, waterJet, at, O, NO_DICE)).code).toBe("degrees.overcomeNotNullifier");
    expect(refusalOf(() => extras.overcome(attack, b, technique("Water Wall", { defensive: true }), at, O, NO_DICE)).code).toBe("degrees.overcomeNotTechnique");
    const moved = { ...b, actions: { ...b.actions, movement: false } };
    expect(refusalOf(() => extras.overcome(attack, moved, waterJet, at, O, NO_DICE)).code).toBe("degrees.noActionLeft");
    const failed = nullified([1, 1]);
    expect(failed.attack.nullifiedBy).toBeNull();
    expect(refusalOf(() => extras.overcome(failed.attack, failed.b, waterJet, at, O, NO_DICE)).code).toBe("degrees.overcomeNotNullifier");
    // Once the fight has moved past the nullified attack's moment, it is too late.
    expect(refusalOf(() => extras.overcome(attack, b, waterJet, at + 1, O, NO_DICE)).code).toBe("degrees.overcomeLate");
  });
});
