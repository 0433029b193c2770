import { RULESET_EXTRAS } from "../../../rules/registry";

/**
 * The range every stored IC number may take. Where the rules fix a range (Fatigue 0–5, Stealth
 * levels 1–3, Speed at least 1) it is theirs, taken from the rules where they state it as a
 * number (Fatigue, the AP and multi-throw caps); where they leave it open the ceiling is ours,
 * chosen far above anything a campaign reaches and listed in docs/rules-ic.md ("Bounds").
 * Numbers the engine writes (penalties, roll totals, IC positions) get ceilings no play from
 * in-range numbers can reach, so a rules step is never refused for its own result.
 */

/** STR, DEX, AGI, RES, CHA. The rules give no cap; 200 is twice a seasoned jonin. */
export const STAT_MAX = 200;
/** Experience: genjutsu rolls add XP/400 and XP/200. */
export const XP_MAX = 100_000;
/** A skill rank (Chakra Control, Athletics, ...). */
export const SKILL_MAX = 100;
/** Maximum Vitality or HP. */
export const POOL_MAX = 10_000;
/** Willpower points (a few a day by the rules). */
export const WILLPOWER_MAX = 20;
/** Fatigue 5 is unconsciousness; the rules have no level past it. */
export const FATIGUE_MAX = RULESET_EXTRAS.ic.fatigueMax;
/** Stealth levels run 1 to 3 (0: not hidden), as the rules have them. */
export const STEALTH_LEVEL_MAX = RULESET_EXTRAS.ic.stealthLevelMax;
/** A technique's or weapon's base Speed, Seal Speed, Delay, and a variable action's default length. */
export const SPEED_MAX = 100;
/** A Stamina, Chakra or Upkeep cost. */
export const COST_MAX = 200;
/** An Accuracy bonus or an item modifier, either way. */
export const MODIFIER_MAX = 100;
/** A status's severity (Stun: IC of delay; Immobility and Visibility apply at most 10 anyway). */
export const SEVERITY_MAX = 100;
/** How many IC a status lasts. */
export const DURATION_MAX = 1000;
/** A radius or a knockback, in yards. */
export const DISTANCE_MAX = 100;
/** Shuriken or kunai in one multi-throw: the rules' cap (DEX/10) at the highest DEX. */
export const MULTI_THROW_MAX = RULESET_EXTRAS.ic.multiThrowMax(STAT_MAX);
/** Items of one kind carried. */
export const QUANTITY_MAX = 10_000;
/** Days a wound takes to heal. */
export const HEALING_DAYS_MAX = 1000;
/** A roll total or TN the engine keeps (a Stealth TN, an initiative roll, a status roll's TN), either way. */
export const ROLL_MAX = 1000;
/** A running Stamina or Chakra penalty, or an actor's total Upkeep. */
export const PENALTY_MAX = 1000;
/** Action Points: the rules' cap (AGI/2) at the highest AGI. */
export const AP_MAX = RULESET_EXTRAS.ic.apCap(STAT_MAX);
/** A declared action's final Speed (a chain adds its links, Shock can double it). */
export const FINAL_SPEED_MAX = 1000;
/** An Initiative Count: where the fight is, or when something happens on it. */
export const IC_MAX = 1_000_000;
/** A combatant's place among those on the same IC. */
export const TIE_ORDER_MAX = 10_000;

/**
 * Hard ceilings on a stored dice formula, whatever the world's per-roll caps say: the dice
 * parser's own (no item can hold a formula like 99999999d6 that would freeze a client rolling it).
 */
export { DICE_LIMITS as FORMULA_LIMITS } from "../../../rules/dice/formula";
