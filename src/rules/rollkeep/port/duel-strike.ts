import type { DiceSource } from "../../dice";
import { strikeOrder, type FocusResult } from "../duel/duel";
import type { RollkeepOptions } from "../options";
import type { RollkeepAttackFlow, RollkeepOutcome } from "./attack-flow";
import type { RollkeepCombatant } from "./combatant";
import { declareDuelStrike } from "./duel";
import type { RollkeepDeclared } from "./declare";
import { rollkeepRuleset as rules } from "./port";
import { standing } from "./readings";
import type { RollkeepSettled } from "./settle";

type Pair<T> = readonly [T, T];

/** DU4's strikes as played: each group's attacks, settled together, and who hit. */
export interface DuelStrikes {
  combatants: RollkeepCombatant[];
  /** Every strike made, in order, with its outcome and what settling it did (same positions). */
  flows: RollkeepAttackFlow[];
  outcomes: RollkeepOutcome[];
  settled: RollkeepSettled[];
  hit: [boolean, boolean];
}

/**
 * An attack declared (`declared.actor` the attacker) played through the port's steps with no one
 * to ask: opened, its damage rolled, and the target's answer, a Void Point against the wounds
 * (V3) when `voidOnWounds` and the rules allow one. The target as the answer left it.
 */
export function attackThrough(declared: RollkeepDeclared, target: RollkeepCombatant, voidOnWounds: boolean, options: RollkeepOptions, dice: DiceSource): { flow: RollkeepAttackFlow; target: RollkeepCombatant } {
  const attacker = declared.actor;
  let flow = rules.attack.open(attacker, declared, { targetId: target.id }, target, options, dice);
  if (rules.attack.stage(flow).awaitsDamage) flow = rules.attack.damage(flow, attacker, target, null, options, dice);
  if (!rules.attack.stage(flow).awaitsAnswer) return { flow, target };
  const free = rules.attack.defenses(flow, attacker, target, options).some((d) => d.kind === "voidPoint" && d.refused === null);
  const answered = rules.attack.answer(flow, attacker, target, { voidPoint: free && voidOnWounds }, options, dice);
  return { flow: answered.attack, target: answered.defender };
}

/**
 * DU4: the Strike, through the port's ordinary attack steps: the first striker, then the other if
 * still standing, or both at once (a kharmic strike, settled together); Focus's free raises go to
 * the first striker. `voidOnWounds` says, per duelist, whether it spends a Void Point against the
 * wounds it takes when it may (V3). The table's duel and the simulator's both play this.
 */
export function duelStrikes(start: readonly RollkeepCombatant[], ids: Pair<string>, focused: FocusResult, voidOnWounds: Pair<boolean>, at: number, options: RollkeepOptions, dice: DiceSource): DuelStrikes {
  let combatants = [...start];
  const find = (id: string) => {
    const c = combatants.find((x) => x.id === id);
    if (!c) throw new Error(`ids: no combatant "${id}" in the duel`);
    return c;
  };
  const put = (c: RollkeepCombatant) => (combatants = combatants.map((x) => (x.id === c.id ? c : x)));
  const played: DuelStrikes = { combatants, flows: [], outcomes: [], settled: [], hit: [false, false] };
  for (const group of strikeOrder(focused)) {
    const flows = group.flatMap((side) => {
      const attacker = find(ids[side]);
      if (!standing(attacker, options)) return [];
      const other = side === 0 ? 1 : 0;
      const declared = declareDuelStrike(attacker, focused.firstStriker === side ? focused.freeRaises : 0, at, options);
      const struck = attackThrough(declared, find(ids[other]), voidOnWounds[other], options, dice);
      put(struck.target);
      return [struck.flow];
    });
    const outcomes = flows.flatMap((flow) => rules.attack.outcomes(flow, find(flow.attack.attacker.id)));
    const settled = rules.settle(combatants, outcomes, at, options, dice);
    combatants = [...settled.combatants];
    for (const o of outcomes) played.hit[o.attackerId === ids[0] ? 0 : 1] = o.hit;
    played.flows.push(...flows);
    played.outcomes.push(...outcomes);
    played.settled.push(...settled.settled);
  }
  return { ...played, combatants };
}
