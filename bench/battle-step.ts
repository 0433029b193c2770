/**
 * The battle step at scale: one IC of a battle of `size` combatants, each carrying ticking
 * statuses — the clock to the IC (an AP grant for everyone, Bleed, Poison and Ignite ticking)
 * and the IC itself, a tenth of the combatants attacking a neighbour, settled at its end.
 * Nobody can fall (the pools are huge), so every step does the same work.
 */
import { seededDice } from "../src/rules/dice";
import type { IcAction } from "../src/rules/ic/action";
import { BASIC_ACTIONS } from "../src/rules/ic/basic-actions";
import { newCombatant, type IcCombatant } from "../src/rules/ic/combatant";
import { DEFAULT_IC_OPTIONS } from "../src/rules/ic/options";
import { indexedCopy } from "../src/rules/ic/roster";
import { ownedCombatant } from "../src/rules/ic/resolve/settle";
import type { StatusInstance } from "../src/rules/ic/status/types";
import { advanceTo, playIc, type BattleState, type TurnPlan } from "../src/sim/play-ic";

const TICKING: readonly StatusInstance["kind"][] = ["bleed", "poison", "ignite"];
// IC 19 → 20 crosses an AP grant, and Bleed and Ignite applied on IC 0 tick on every fifth IC.
const FROM = 19;
const TO = 20;

function battle(size: number): BattleState {
  const combatants: IcCombatant[] = Array.from({ length: size }, (_, i) =>
    newCombatant({
      id: `c${i}`,
      name: `C${i}`,
      stats: { str: 40, dex: 40, agi: 40, res: 40, cha: 40, xp: 0 },
      vitality: { value: 1e9, max: 1e9 },
      hp: { value: 1e6, max: 1e6 },
      nextIc: TO + (i % 10),
      statuses: TICKING.map((kind) => ({ kind, severity: 1, source: kind, appliedIc: 0, duration: null })),
    }),
  );
  return { ic: FROM, combatants, pending: [] };
}

function plansAt(state: BattleState): TurnPlan[] {
  const punch = BASIC_ACTIONS["Basic Unarmed"] as IcAction;
  const plans: TurnPlan[] = [];
  const list = state.combatants;
  for (let i = 0; i < list.length; i++) if ((list[i] as IcCombatant).nextIc === TO) plans.push({ actorId: `c${i}`, action: punch, targetId: `c${(i + 1) % list.length}` });
  return plans;
}

/**
 * Microseconds per combatant for one battle step with `size` combatants: the fastest of `rounds`
 * steps from the same start. The step is played as the simulator plays a fight, on a state it
 * owns (changed in place): each round gets its own copy of the start, made before the clock starts,
 * as a fight copies its combatants (and indexes their ids) once when it begins.
 */
export function battleStepMicroseconds(size: number, rounds: number): number {
  const options = DEFAULT_IC_OPTIONS;
  const start = battle(size);
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const dice = seededDice(r + 1);
    // Everyone copied in their places, the list keeping the start's index of ids (built once per
    // battle), each with pools and wounds of its own as startBattle gives a fight's: the owned
    // settling writes hits into them, which must not reach the next round's start.
    const combatants = indexedCopy(start.combatants);
    for (let i = 0; i < combatants.length; i++) combatants[i] = ownedCombatant(combatants[i] as IcCombatant);
    const state: BattleState = { ic: start.ic, combatants, pending: [] };
    const started = performance.now();
    advanceTo(state, TO, options, dice, undefined, true);
    playIc(state, plansAt(state), options, dice, undefined, true);
    best = Math.min(best, performance.now() - started);
  }
  return (best * 1000) / size;
}
