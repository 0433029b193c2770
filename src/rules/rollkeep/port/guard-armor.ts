import { GUARD_MALUS, GUARD_WARD_BONUS } from "../attack/guard";
import type { RollkeepCombatant } from "./combatant";

/** M5, C6: what guarding and being guarded add to the combatant's Armor TN now: a ward's +10 Misc (once, however many guard it), a guard's −5. */
export function guardArmorTn(c: RollkeepCombatant): { misc: number; maluses: number } {
  return { misc: c.guardedBy.length > 0 ? GUARD_WARD_BONUS : 0, maluses: c.guarding !== null ? GUARD_MALUS : 0 };
}
