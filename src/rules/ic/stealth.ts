/** Stealth level 0 is not hidden; 1..3 are the rules' three levels. */
export type StealthLevel = 0 | 1 | 2 | 3;

/** The highest stealth level (0: not hidden). */
export const STEALTH_LEVEL_MAX: StealthLevel = 3;

export type StealthActivity =
  | "dodge"
  | "block"
  | "parry"
  | "move"
  | "search"
  | "aim"
  | "meditate"
  | "useItem"
  | "handseals"
  | "surpriseAttack"
  | "genjutsu"
  | "prepareSneakAttack"
  | "sneakAttack";

/** What each level allows; doing something only a lower level allows drops you to that level. */
const ALLOWED: Record<1 | 2 | 3, readonly StealthActivity[]> = {
  1: ["dodge", "block", "parry", "move", "search", "aim", "meditate", "useItem", "handseals", "surpriseAttack", "genjutsu"],
  2: ["search", "aim", "meditate", "useItem", "handseals", "surpriseAttack", "genjutsu", "prepareSneakAttack", "sneakAttack"],
  3: ["search", "meditate", "prepareSneakAttack"],
};

/** The Stealth TN bonus of each level. */
export const STEALTH_LEVEL_BONUS: Record<1 | 2 | 3, number> = { 1: 0, 2: 5, 3: 15 };

/** The Speed of the stealth actions. */
export const STEALTH_SPEEDS = { hide: 10, improveHiding: 7, search: 6, pointOut: 3 } as const;

/**
 * The stealth level after doing something: unchanged if allowed, the highest lower level
 * that allows it otherwise, or 0 (revealed) when no level does.
 */
export function stealthAfter(level: StealthLevel, activity: StealthActivity): StealthLevel {
  for (let l = level; l >= 1; l--) if (ALLOWED[l as 1 | 2 | 3].includes(activity)) return l as StealthLevel;
  return 0;
}

/** Each earlier Hide this battle gives -5 to the next Stealth roll to hide. */
export function hidePenalty(timesHiddenBefore: number): number {
  return -5 * Math.max(0, timesHiddenBefore);
}

/** Hiding: the Stealth roll becomes the Stealth TN, at level 1. */
export function hide(stealthRollTotal: number): { level: StealthLevel; tn: number } {
  return stealthRollTotal > 0 ? { level: 1, tn: stealthRollTotal } : { level: 0, tn: 0 };
}

/** Improve Hiding takes level 1 to level 2, and nothing else. */
export function improveHiding(level: StealthLevel): StealthLevel {
  if (level !== 1) throw new Error("Improve Hiding works only from Stealth level 1");
  return 2;
}

/** The TN a searcher must reach: the Stealth roll plus the level's bonus. */
export function effectiveStealthTn(level: StealthLevel, tn: number): number {
  return level === 0 ? 0 : tn + STEALTH_LEVEL_BONUS[level];
}

/** Consecutive Searches stack +2 each; a Point Out lets others search at once with +5. */
export function searchBonus(consecutiveSearchesBefore: number, pointedOut = false): number {
  return 2 * Math.max(0, consecutiveSearchesBefore) + (pointedOut ? 5 : 0);
}

export function searchFinds(awarenessTotal: number, level: StealthLevel, tn: number): boolean {
  return level > 0 && awarenessTotal >= effectiveStealthTn(level, tn);
}

/** Ranged non-jutsu attacks from hiding keep you hidden but cost 5 Stealth TN; at 0 you are found. */
export function afterRangedSurpriseAttack(tn: number): { tn: number; hidden: boolean } {
  const next = tn - 5;
  return { tn: next, hidden: next > 0 };
}

/** A sneak attack needs at least as many IC of preparation as its own Speed. */
export function sneakAttackReady(preparedIc: number, attackSpeed: number): boolean {
  return preparedIc >= attackSpeed;
}

/** Hiding is possible when unwatched, when every watcher has Visibility -6 or worse, or when already hidden. */
export function canHide({ watched, watcherVisibilityPenalties, alreadyHidden, jutsuAllows = false }: { watched: boolean; watcherVisibilityPenalties: readonly number[]; alreadyHidden: boolean; jutsuAllows?: boolean }): boolean {
  return !watched || alreadyHidden || jutsuAllows || (watcherVisibilityPenalties.length > 0 && watcherVisibilityPenalties.every((p) => p >= 6));
}
