import type { DiceSource } from "../../dice";
import { RuleRefusal, type Problem } from "../../refusal";
import type { RollkeepOptions } from "../options";
import { ROLLKEEP_BASIC_ACTIONS } from "./actions";
import type { RollkeepCombatant } from "./combatant";
import { declareAction, type RollkeepDeclared } from "./declare";
import { momentOf, roundOf } from "./moments";
import { standing } from "./readings";

/** The basic action a Guard is declared as (A3, A6: Simple; free in the house Earth stance). */
export const GUARD_ACTION = "guard";

/** What a Guard declared leaves: everyone as they stand after it, and the guard's declaration (its action, its Speed). */
export interface GuardStep {
  combatants: RollkeepCombatant[];
  declared: RollkeepDeclared;
}

function refuseGuard(problem: Problem): never {
  throw new RuleRefusal("actionRefused", { turnAction: GUARD_ACTION }, `${GUARD_ACTION}: ${problem.text}`, problem);
}

/** A combatant the caller named by id; a missing one is the caller's mistake (it reads the fight it passes). */
function named(list: readonly RollkeepCombatant[], id: string, field: string): RollkeepCombatant {
  const c = list.find((x) => x.id === id);
  if (!c) throw new Error(`${field}: no combatant "${id}"`);
  return c;
}

/** The ward without this guard among those guarding it. */
function unguarded(ward: RollkeepCombatant, guardId: string): RollkeepCombatant {
  return ward.guardedBy.includes(guardId) ? { ...ward, guardedBy: ward.guardedBy.filter((id) => id !== guardId) } : ward;
}

/**
 * M5: the guard declares Guard on a ward (a Simple Action, free in the house Earth stance, never in
 * Full Attack or Fire: the action's own rules, checked by the declaration). Until the guard's next
 * turn the ward's Armor TN has +10 on its Misc part and the guard's −5 among its maluses (C6). A
 * guard watches over one ward at a time: guarding another ends the first. The 5 ft the text asks
 * for are the table's to judge (the rules keep no positions).
 */
export function guardStep(combatants: readonly RollkeepCombatant[], guardId: string, wardId: string, at: number, options: RollkeepOptions, dice: DiceSource): GuardStep {
  if (guardId === wardId) refuseGuard({ code: "guardSelf", text: "a guard watches over someone else" });
  const guard = named(combatants, guardId, "guardId");
  const ward = named(combatants, wardId, "wardId");
  if (!standing(ward, options)) refuseGuard({ code: "guardFallen", data: { ward: ward.name }, text: `${ward.name} is out of the fight` });
  const action = ROLLKEEP_BASIC_ACTIONS[GUARD_ACTION];
  if (!action) throw new Error(`no basic action "${GUARD_ACTION}"`);
  const declared = declareAction(guard, action, { at }, options, dice);
  const before = guard.guarding?.ward ?? null;
  const list = combatants.map((c) => {
    if (c.id === guardId) return { ...declared.actor, guarding: { ward: wardId, since: at } };
    const freed = c.id === before ? unguarded(c, guardId) : c;
    return c.id === wardId && !freed.guardedBy.includes(guardId) ? { ...freed, guardedBy: [...freed.guardedBy, guardId] } : freed;
  });
  return { combatants: list, declared: { ...declared, actor: list.find((c) => c.id === guardId) ?? declared.actor } };
}

/**
 * The Guards whose guard's next turn comes between two moments end then (M5: "until your next
 * turn"; the house rules' "until the start of it" is the same moment): the turn of the guard's slot
 * in a round after the one it guarded in. A guard out of the fight guards no one.
 */
export function guardsEnded(combatants: readonly RollkeepCombatant[], from: number, to: number, options: RollkeepOptions): readonly RollkeepCombatant[] {
  let list: RollkeepCombatant[] | null = null;
  for (const guard of combatants) {
    const g = guard.guarding;
    if (g === null) continue;
    const nextTurn = guard.slot === null ? null : momentOf(roundOf(g.since) + 1, guard.slot);
    const over = !standing(guard, options) || (nextTurn !== null && from < nextTurn && nextTurn <= to);
    if (!over) continue;
    list ??= combatants.slice();
    for (let i = 0; i < list.length; i++) {
      const c = list[i] as RollkeepCombatant;
      if (c.id === guard.id) list[i] = { ...c, guarding: null };
      else if (c.id === g.ward) list[i] = unguarded(c, guard.id);
    }
  }
  return list ?? combatants;
}
