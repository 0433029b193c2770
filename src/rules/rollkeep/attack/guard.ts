/** M5: a guarded character's Armor TN bonus (a Misc bonus, C6) and the guard's own malus. */
export const GUARD_WARD_BONUS = 10;
export const GUARD_MALUS = 5;

/**
 * M5: what Guard adds to one character's Armor TN parts now: +10 to Misc while someone guards it
 * (several guards give it once: the texts name one bonus for being guarded, not one per guard),
 * 5 to the maluses while it guards someone. The 5 ft the two must stay within is the table's to
 * judge (no distances are measured, C17).
 */
export function guardArmorTn(links: { guarding: boolean; guarded: boolean }): { misc: number; maluses: number } {
  return { misc: links.guarded ? GUARD_WARD_BONUS : 0, maluses: links.guarding ? GUARD_MALUS : 0 };
}
