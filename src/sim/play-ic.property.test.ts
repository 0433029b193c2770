import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../rules/dice";
import type { IcAction } from "../rules/ic/action";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import { newCombatant, type IcCombatant } from "../rules/ic/combatant";
import { DEFAULT_IC_OPTIONS } from "../rules/ic/options";
import type { DefenseChoice } from "../rules/ic/resolve/attack";
import { deepFreeze } from "./fuzz/invariants";
import { advanceTo, playIc, startBattle, type BattleLogEntry, type BattleState, type TurnPlan } from "./play-ic";

const ACTIONS: IcAction[] = [
  BASIC_ACTIONS["Basic Unarmed"]!,
  BASIC_ACTIONS.Rest!,
  { name: "Bleeding cut", kind: "weapon", role: "attack", speed: 9, stamina: 6, damage: { dice: "2d6", stat: "str", type: "slashing" }, statuses: [{ kind: "bleed", severity: 3, duration: 0, roll: "none", tn: 0 }] },
  { name: "Shock bolt", kind: "ninjutsu", role: "attack", speed: 7, chakra: 10, damage: { dice: "2d6", stat: "cha", type: "energy" }, statuses: [{ kind: "shock", severity: 2, duration: 10, roll: "chakraControl", tn: 12 }, { kind: "stun", severity: 2, duration: 0, roll: "none", tn: 0 }] },
  { name: "Slow bomb", kind: "ninjutsu", role: "attack", speed: 12, delay: 4, damage: { dice: "3d6", stat: "none", type: "energy" }, statuses: [{ kind: "poison", severity: 2, duration: 8, roll: "none", tn: 0 }] },
];

const choice: fc.Arbitrary<Choice> = fc.record({ action: fc.integer({ min: 0, max: ACTIONS.length }), ap: fc.integer({ min: 0, max: 10 }), length: fc.integer({ min: 1, max: 12 }), defense: fc.constantFrom<DefenseChoice>("dodge", "parry", "block", "none") });

type Choice = { action: number; ap: number; length: number; defense: DefenseChoice };

/**
 * One random two-sided fight played IC by IC, for up to `turns` turns: the plans come from
 * `choices` in turn. With `owned` the steps change the fight's own state in place; without,
 * every state is frozen, so a step that changed what it was given would throw. `checkIc` sees
 * each IC's state before and after (the copying way only: an owned state has no before).
 * Returns every state after each IC, as text.
 */
function playRandomFight(choices: readonly Choice[], seed: number, turns: number, owned: boolean, log?: BattleLogEntry[], checkIc?: (before: BattleState, after: BattleState, ic: number) => void): string[] {
  const dice = seededDice(seed);
  const stats = { str: 40, dex: 40, agi: 40, res: 40, cha: 40, xp: 400 };
  let state: BattleState = startBattle([newCombatant({ id: "a", name: "A", stats }), newCombatant({ id: "b", name: "B", stats })], { a: 12, b: 9 });
  const states: string[] = [];
  let turn = 0;
  for (let guard = 0; guard < 200 && turn < turns; guard++) {
    const active = state.combatants.filter((c) => c.condition === "active");
    if (active.length < 2) break;
    const ic = Math.min(...active.map((c) => c.nextIc), ...state.pending.map((p) => p.declared.resolvesOn));
    const before = owned ? state : deepFreeze(state);
    state = advanceTo(state, ic, DEFAULT_IC_OPTIONS, dice, log, owned);
    const plans: TurnPlan[] = [];
    for (const c of state.combatants) {
      if (c.condition !== "active" || c.nextIc !== ic) continue;
      const pick = choices[turn++ % choices.length]!;
      const action = pick.action === ACTIONS.length ? BASIC_ACTIONS.Block! : ACTIONS[pick.action]!;
      const foe = state.combatants.find((o) => o.id !== c.id)!;
      plans.push({ actorId: c.id, action, targetId: foe.id, apSpent: Math.min(pick.ap, c.ap), variableLength: pick.length, defense: pick.defense, dice, defenseDice: dice });
    }
    state = playIc(owned ? state : deepFreeze(state), plans, DEFAULT_IC_OPTIONS, dice, log, owned);
    checkIc?.(before, state, ic);
    states.push(JSON.stringify({ ic: state.ic, combatants: state.combatants, pending: state.pending.map((p) => [p.declared.actorId, p.declared.resolvesOn]) }));
  }
  return states;
}

describe("battle invariants (property)", () => {
  it("never moves the count or anyone's next IC backwards (except aborts, which still stay ahead of the count), keeps AP within 0..AGI/2, and only lowers pools by damage", () => {
    fc.assert(
      fc.property(fc.array(choice, { minLength: 5, maxLength: 40 }), fc.integer({ min: 1, max: 1e6 }), (choices, seed) => {
        playRandomFight(choices, seed, choices.length, false, undefined, (before, state, ic) => {
          for (const c of state.combatants) {
            const old = before.combatants.find((o) => o.id === c.id) as IcCombatant;
            if (c.condition === "active") expect(c.nextIc).toBeGreaterThanOrEqual(state.ic);
            // A scheduled action only comes sooner when an ongoing one is aborted (a stun on a Block, broken handseals).
            const aborted = old.ongoing !== null && c.ongoing === null;
            if (old.condition === "active" && c.condition === "active" && old.nextIc > ic && !aborted) expect(c.nextIc).toBeGreaterThanOrEqual(old.nextIc);
            expect(c.ap).toBeGreaterThanOrEqual(0);
            expect(c.ap).toBeLessThanOrEqual(Math.floor(c.stats.agi / 2));
            expect(c.vitality.value).toBeLessThanOrEqual(old.vitality.value);
            expect(c.hp.value).toBeLessThanOrEqual(old.hp.value);
            expect(c.fatigue.level).toBeGreaterThanOrEqual(old.fatigue.level);
          }
          expect(state.ic).toBeGreaterThanOrEqual(before.ic);
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe("a state the caller owns (property)", () => {
  it("plays every IC exactly as the copying steps do, with a log and without, while the copying steps change nothing they are given", () => {
    fc.assert(
      fc.property(fc.array(choice, { minLength: 5, maxLength: 40 }), fc.integer({ min: 1, max: 1e6 }), (choices, seed) => {
        const copiedLog: BattleLogEntry[] = [];
        const ownedLog: BattleLogEntry[] = [];
        const copied = playRandomFight(choices, seed, 150, false, copiedLog);
        expect(playRandomFight(choices, seed, 150, true, ownedLog)).toEqual(copied);
        expect(JSON.stringify(ownedLog)).toBe(JSON.stringify(copiedLog));
        expect(playRandomFight(choices, seed, 150, true)).toEqual(copied);
      }),
      { numRuns: 150 },
    );
  });
});
