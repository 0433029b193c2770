/**
 * The range every stored roll-and-keep number may take, from the rules where they give one
 * (docs/rules-rollkeep.md, "Documents"). The rules engine checks the same ranges when it reads a
 * character (`checkedCharacter`); tests/build/rollkeep-data.test.ts holds the two together, since
 * the Foundry layer reaches the engine only through the port and so cannot import its constants.
 */

/** C2: a trait or the Void Ring: 1–5 for people, 10 at most. A stored rating never drops to 0 (C3: Earth at 0 is death); penalties do that. */
export const RATING_MIN = 1;
export const RATING_MAX = 10;
/** C3: what a penalty takes off a trait or ring: all of it at most (a rating never drops below 0). */
export const PENALTY_MAX = RATING_MAX;
/** U4: what a technique lowers wound penalties by, or widens every wound rank by. No text sets a ceiling; only absurd values are refused. */
export const WOUND_ADJUSTMENT_MAX = 100;
/** C2: a skill rank, 0 (unskilled) to 10. */
export const SKILL_MAX = 10;
/** C4: Insight Rank is typed in; the rules accept 0 to 10. */
export const INSIGHT_RANK_MAX = 10;
/** R6: the rank in a school a spell adds to its pool. No text sets a ceiling; ours matches Insight Rank's. */
export const SCHOOL_RANK_MAX = 10;
/** Wounds taken: far past any wound track (Dead at Earth 10 is 96 wounds in the house rules). */
export const WOUNDS_MAX = 10_000;
/** V1: Void Points held, never more than the Void Ring (the model checks that against the ring). */
export const VOID_POINTS_MAX = RATING_MAX;
/** The last round a fight may reach (the port's moments): the round a Void Point was spent in. */
export const ROUND_MAX = 100_000_000;
/** C7, C15: an armor bonus or Reduction. No table exists, so only absurd values are refused. */
export const ARMOR_NUMBER_MAX = 100;
/** C19: a damage rating's rolled or kept dice: no roll throws more than ten (D4). */
export const DAMAGE_DICE_MAX = 10;
/** AT5: a bow's own Strength, a rating like any other. */
export const WEAPON_STRENGTH_MAX = RATING_MAX;
/** D9: the dice a modifier adds to or takes from a pool, either way: ten is the most any roll throws (D4). */
export const MODIFIER_DICE_MAX = 10;
/** D9, C6: a modifier's flat part (a roll's bonus, an Armor TN part), either way, as far as an armor number goes. */
export const MODIFIER_FLAT_MAX = ARMOR_NUMBER_MAX;
/** A moment of a fight (the port's `round × 10,000 + slot`): up to the end of the last round. */
export const MOMENT_MAX = ROUND_MAX * 10_000 + 9_999;
/** The most combatants one fight orders (the port's moments leave room for each turn and a delayed step-in). */
export const FIGHTERS_MAX = 4_999;
/** C17: feet moved in a round, or its cap: no move in the texts goes near this. */
export const MOVE_FEET_MAX = 10_000;
/** A stored Armor TN bonus (Full Defense/Earth: half a roll's total) or a count of Downs and Kills: far past any roll. */
export const FIGHT_NUMBER_MAX = 10_000;
/** Failed recovery rolls of a Dazed/Stun condition kept on a combatant (CO2): the TN has hit 0 long before. */
export const RECOVERY_FAILURES_MAX = 100;
/**
 * R9: the free raises the table grants one roll (on the roll or on its TN, each). No text sets a
 * ceiling; ten is a Void Ring's worth of raises, past anything a technique or a situation gives, so
 * only a forged request meets it.
 */
export const FREE_RAISES_MAX = RATING_MAX;
