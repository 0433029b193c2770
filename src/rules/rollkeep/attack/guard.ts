/** M5: a guarded character's Armor TN bonus (a misc bonus) and the guard's own malus. */
export const GUARD_WARD_BONUS = 10;
export const GUARD_MALUS = 5;
/** M5: how near the guard must stay for it to work. */
export const GUARD_RANGE_FEET = 5;

/**
 * M5: a Guard (a Simple Action; free in Earth stance; never in Full Attack or Fire, see
 * take-action.ts) lasts until the guard's next turn begins (4e "until your next turn", the house
 * rules "until the start of it", the same moment), and works only while the two are within 5 ft.
 * What it adds to each Armor TN now.
 */
export function guardEffects(distanceFeet: number): { ward: { misc: number }; guard: { maluses: number } } {
  const near = distanceFeet <= GUARD_RANGE_FEET;
  return { ward: { misc: near ? GUARD_WARD_BONUS : 0 }, guard: { maluses: near ? GUARD_MALUS : 0 } };
}
