import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { RULESET_EXTRAS } from "../../registry";
import type { IcAction } from "../action";
import { newCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import { answerAttack, flowOutcomes, openAttack, rollFlowDamage } from "./attack-flow";
import { declareAction } from "./declare";
import { ownedCombatant, settleOutcomes } from "./settle";

const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 30, xp: 0 };
const attacker = newCombatant({ id: "a", name: "A", stats });
const target = newCombatant({ id: "d", name: "D", stats });
const heavy: IcAction = { name: "Heavy Kick", kind: "taijutsu", role: "attack", speed: 20, damage: { dice: "2d6", stat: "str", type: "blunt" } };

/** The outcomes of a Heavy Kick on `target`, undefended, rolling `faces` for its damage. */
function kick(faces: number[]) {
  const declared = declareAction(attacker, heavy, { ic: 0 }, OPTIONS, fixedDice([20, 20]));
  const answered = answerAttack(openAttack(attacker, declared, { targetId: target.id }, target), attacker, target, { kind: "none" }, OPTIONS, fixedDice([])).attack;
  return flowOutcomes(rollFlowDamage(answered, attacker, target, null, OPTIONS, fixedDice(faces)), attacker);
}

describe("settling a list the caller owns (settleOwned)", () => {
  it("lands the first `count` outcomes in place, as the copying settle lands them, and ignores the rest", () => {
    const first = kick([3, 4]);
    const second = kick([6, 6]);
    // The second outcome stands past the count: left over from an earlier IC, it must not land.
    const outcomes = [...first, ...second];
    const held = { ...ownedCombatant(attacker), delayed: { name: "Heavy Kick", resolvesOn: 5 } };
    const owned = [held, ownedCombatant(target)];
    const before = owned[1];
    RULESET_EXTRAS.ic.settleOwned(owned, outcomes, first.length, 5, OPTIONS, fixedDice([50, 50]));
    const copied = settleOutcomes([held, target], first, 5, OPTIONS, fixedDice([50, 50]));
    // Changed in place: the same combatant, with only the first kick's damage.
    expect(owned[1]).toBe(before);
    expect(owned[1]?.vitality).toEqual(copied.combatants[1]?.vitality);
    expect(owned[1]?.wounds).toEqual(copied.combatants[1]?.wounds);
    expect(owned[1]?.vitality.value).toBeGreaterThan(300 - (12 + 2 * 30));
    // A delayed action due by the IC settled is cleared, as settle clears it.
    expect(owned[0]?.delayed).toBeNull();
    expect(copied.combatants[0]?.delayed).toBeNull();
  });

  it("keeps a delayed action due later, and settles nothing for a count of 0", () => {
    const held = { ...ownedCombatant(attacker), delayed: { name: "Heavy Kick", resolvesOn: 9 } };
    const owned = [held, ownedCombatant(target)];
    RULESET_EXTRAS.ic.settleOwned(owned, kick([6, 6]), 0, 5, OPTIONS, fixedDice([]));
    expect(owned[0]?.delayed).toEqual({ name: "Heavy Kick", resolvesOn: 9 });
    expect(owned[1]?.vitality).toEqual(target.vitality);
  });

  it("lands on the place handed in only while it holds the outcome's defender, else finds the defender by id", () => {
    const outcomes = kick([3, 4]);
    const owned = [ownedCombatant(attacker), ownedCombatant(target)];
    // A stale place (the attacker's): the outcome names the target, so the target takes it.
    RULESET_EXTRAS.ic.settleOwned(owned, outcomes, outcomes.length, 5, OPTIONS, fixedDice([50, 50]), [0], false);
    const copied = settleOutcomes([attacker, target], outcomes, 5, OPTIONS, fixedDice([50, 50]));
    expect(owned[0]?.vitality).toEqual(attacker.vitality);
    expect(owned[1]?.vitality).toEqual(copied.combatants[1]?.vitality);
    expect(owned[1]?.vitality.value).toBeLessThan(target.vitality.value);
  });

  it("says whether anyone still holds a delayed action, and walks nobody when told nobody does", () => {
    const later = { ...ownedCombatant(attacker), delayed: { name: "Heavy Kick", resolvesOn: 9 } };
    expect(RULESET_EXTRAS.ic.settleOwned([later, ownedCombatant(target)], [], 0, 5, OPTIONS, fixedDice([]))).toBe(true);
    const due = { ...ownedCombatant(attacker), delayed: { name: "Heavy Kick", resolvesOn: 5 } };
    expect(RULESET_EXTRAS.ic.settleOwned([due, ownedCombatant(target)], [], 0, 5, OPTIONS, fixedDice([]))).toBe(false);
    expect(due.delayed).toBeNull();
    // Told nobody holds one, it walks nobody (the caller vouches for it): the hold stays.
    const unwalked = { ...ownedCombatant(attacker), delayed: { name: "Heavy Kick", resolvesOn: 5 } };
    expect(RULESET_EXTRAS.ic.settleOwned([unwalked, ownedCombatant(target)], [], 0, 5, OPTIONS, fixedDice([]), undefined, false)).toBe(false);
    expect(unwalked.delayed).not.toBeNull();
  });
});

describe("a combatant with pools of its own (ownedCombatant)", () => {
  it("takes the settling's hits and wounds in its own pools and list: the combatant it was copied from keeps its own", () => {
    const original = newCombatant({ id: "d", name: "D", stats });
    const owned = [ownedCombatant(attacker), ownedCombatant(original)];
    const outcomes = kick([6, 6]);
    RULESET_EXTRAS.ic.settleOwned(owned, outcomes, outcomes.length, 5, OPTIONS, fixedDice([50, 50]));
    const copied = settleOutcomes([attacker, original], outcomes, 5, OPTIONS, fixedDice([50, 50]));
    expect(owned[1]?.vitality).toEqual(copied.combatants[1]?.vitality);
    expect(owned[1]?.vitality.value).toBeLessThan(300);
    expect(original.vitality).toEqual({ value: 300, max: 300 });
    expect(original.hp).toEqual(newCombatant({ id: "d", name: "D", stats }).hp);
    expect(owned[1]?.wounds).toEqual(copied.combatants[1]?.wounds);
    expect(owned[1]?.wounds.length).toBeGreaterThan(0);
    expect(original.wounds).toEqual([]);
  });
});
