import { RuleRefusal } from "../../refusal";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";
import { momentOf, roundOf } from "./moments";
import { standing } from "./readings";

/** The catalog key of the Guard action (M5). */
export const GUARD = "guard";

/**
 * M5: the Guard a declaration takes on, from the ward its choice names: another combatant, in a
 * fight (a Guard lasts until the guard's next turn, which only the rounds bring). A RuleRefusal
 * for a Guard naming no one or the guard itself, or a target on any other action.
 */
export function guardTaken(c: RollkeepCombatant, actionKey: string, target: string | undefined, at: number): RollkeepCombatant["guarding"] | undefined {
  if (actionKey !== GUARD) {
    if (target !== undefined) throw new RuleRefusal("actionRefused", { turnAction: actionKey }, `${actionKey}: takes no target`, { code: "onlyGuardHasWard", text: "only a Guard names someone to protect" });
    return undefined;
  }
  if (target === undefined || target === "") throw new RuleRefusal("actionRefused", { turnAction: GUARD }, `${GUARD}: names no one`, { code: "guardNeedsWard", text: "a Guard names the one it protects" });
  if (target === c.id) throw new RuleRefusal("actionRefused", { turnAction: GUARD }, `${GUARD}: guards itself`, { code: "guardSelf", text: "a character cannot guard itself" });
  if (c.initiative === null) throw new RuleRefusal("actionRefused", { turnAction: GUARD }, `${GUARD}: outside a fight`, { code: "guardOutsideFight", text: "a Guard is taken in a fight's turn" });
  return { wardId: target, round: roundOf(at) };
}

/**
 * M5: a Guard is over once the clock reaches the guard's next turn: its place in the order of the
 * round after the one it was declared in (4e "until your next turn", the house "until the start
 * of your next turn": the same moment). A guard with no place (fallen, out of the order) or no
 * longer standing guards no one.
 */
function guardLasts(c: RollkeepCombatant, moment: number, options: RollkeepOptions): boolean {
  const held = c.guarding;
  if (held === null || !standing(c, options)) return false;
  return moment < momentOf(held.round + 1, c.slot ?? 0);
}

/**
 * M5: every Guard brought up to `moment`: those over dropped from their guards, and each
 * combatant's `guardedBy` set from the guards still on it. Run by the clock, by settling and after
 * a declaration; the combatants unchanged (the same objects) where nothing moved.
 */
export function linkGuards(combatants: readonly RollkeepCombatant[], moment: number, options: RollkeepOptions): RollkeepCombatant[] {
  const kept = combatants.map((c) => (c.guarding !== null && !guardLasts(c, moment, options) ? { ...c, guarding: null } : c));
  return kept.map((c) => {
    const by = kept.filter((g) => g.guarding?.wardId === c.id).map((g) => g.id);
    const same = by.length === c.guardedBy.length && by.every((id, i) => c.guardedBy[i] === id);
    return same ? c : { ...c, guardedBy: by };
  });
}
