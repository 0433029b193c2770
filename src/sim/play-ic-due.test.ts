import { describe, expect, it } from "vitest";
import { fixedDice, seededDice } from "../rules/dice";
import type { IcAction } from "../rules/ic/action";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import { newCombatant } from "../rules/ic/combatant";
import { DEFAULT_IC_OPTIONS } from "../rules/ic/options";
import { advanceTo, playIc, startBattle, type BattleState } from "./play-ic";

// playIc keeps the attacks due on an IC in scratch records written over from IC to IC; an Abort
// on the IC drops its user's delayed attack from among them, and the others must still land.
const options = DEFAULT_IC_OPTIONS;
const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 40, xp: 0 };
const slowBomb: IcAction = { name: "Slow bomb", kind: "ninjutsu", role: "attack", speed: 12, delay: 4, damage: { dice: "1d6", stat: "none", type: "energy" } };
const jab: IcAction = { name: "Jab", kind: "ninjutsu", role: "attack", speed: 5, damage: { dice: "1d6", stat: "none", type: "energy" } };
const abort = BASIC_ACTIONS.Abort as IcAction;
const vitality = (s: BattleState, id: string) => s.combatants.find((c) => c.id === id)?.vitality.value;

/** A and B each attack the other with `action` on the state's IC, A's die showing `aDie`, B's `bDie`, undefended. */
function eachAttacks(s: BattleState, action: IcAction, aDie: number, bDie: number, owned: boolean): BattleState {
  const plans = [
    { actorId: "a", action, targetId: "b", defense: "none" as const, dice: fixedDice([aDie]) },
    { actorId: "b", action, targetId: "a", defense: "none" as const, dice: fixedDice([bDie]) },
  ];
  return playIc(s, plans, options, seededDice(1), undefined, owned);
}

describe("attacks due together, one called off", () => {
  for (const owned of [false, true]) {
    it(`lands the other delayed attack due on the IC when the first is aborted (${owned ? "owned" : "copying"})`, () => {
      const fighters = [newCombatant({ id: "a", name: "A", stats }), newCombatant({ id: "b", name: "B", stats })];
      let s = startBattle(fighters, { a: 20, b: 10 });
      s = { ...s, ic: 10, combatants: s.combatants.map((c) => ({ ...c, nextIc: 10 })) };
      // Both throw on IC 10; both bombs resolve on IC 14, A's listed first.
      s = eachAttacks(s, slowBomb, 6, 5, owned);
      expect(s.pending).toHaveLength(2);
      s = advanceTo(s, 14, options, seededDice(1), undefined, owned);
      s = playIc(s, [{ actorId: "a", action: abort }], options, seededDice(1), undefined, owned);
      expect(s.pending).toHaveLength(0);
      expect(vitality(s, "b")).toBe(300);
      expect(vitality(s, "a")).toBe(295);
      // Played again on a later IC, the scratch records left behind must not resolve anything twice.
      s = advanceTo(s, 15, options, seededDice(1), undefined, owned);
      s = playIc(s, [], options, seededDice(1), undefined, owned);
      expect(vitality(s, "a")).toBe(295);
      expect(vitality(s, "b")).toBe(300);
      // Two attacks due on one IC again: each in a record of its own, so each lands on its target.
      s = { ...s, combatants: s.combatants.map((c) => ({ ...c, nextIc: 15 })) };
      s = eachAttacks(s, jab, 4, 2, owned);
      expect(vitality(s, "a")).toBe(293);
      expect(vitality(s, "b")).toBe(296);
    });
  }
});
