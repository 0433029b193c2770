/**
 * The range every stored degrees number may take. Where the text fixes a range (a natural 2d8
 * runs 2 to 16, body hardness and absorption never go below 0) it is the text's; where it leaves
 * one open (it speaks of "the campaign's attribute limits" without giving them) the ceiling is
 * ours, chosen far above anything a campaign reaches, and listed in docs/rules-degrees.md
 * ("Documents"). Numbers the rules write back (HP, chakra, absorption left) get ranges no play
 * from in-range numbers can leave, so a rules step is never refused for its own result.
 */

/** Strength, Dexterity, Vigor, Spirit, Intelligence. Size changes Strength and Vigor on top (M108), so they are stored as bought. */
export const ATTRIBUTE_MAX = 30;
/** Campaign level: 5 HP a level (M39); 0 for creatures outside the campaign's levels. */
export const CAMPAIGN_LEVEL_MAX = 20;
/** An accuracy or a skill: the number a check adds to 2d8 (M20), whose two dice make at most 16. */
export const ACCURACY_MAX = 30;
/**
 * HP either way of 0: lethal damage keeps subtracting past death (M40, M41), and a hit of the
 * largest in-range damage takes some 200, so no fight reaches this.
 */
export const HP_LIMIT = 10_000;
/** Chakra, which never goes below 0 (M48, M52). */
export const CHAKRA_MAX = 10_000;
/** A hardness: the text's example table stops at 10 (M126), a weapon's optional one is 10 + 5 × its damage (M118). */
export const HARDNESS_MAX = 100;
/** An armour's or an object's absorption, its HP (M125). */
export const ABSORPTION_MAX = 1_000;
/** A weapon's damage, the number base damage adds (M28, M29; a kunai's is 1). */
export const WEAPON_DAMAGE_MAX = 20;
/**
 * The most an attack's choice may add to or take from its base damage (Powerful Strike, an
 * element's bonus, M32): no more than a weapon's whole damage, so a request cannot claim the
 * hundreds a stored weapon could never hold.
 */
export const DAMAGE_ADJUSTMENT_MAX = WEAPON_DAMAGE_MAX;
/**
 * A weapon's critical range starts at a natural of 12 to 16: the text's widest is a scimitar's
 * 14–16 and its narrowest a weapon that crits on 16 alone (M37); below 12 a "critical" would
 * fall in the second degree's band, which the text never shows.
 */
export const CRIT_MIN_LOWEST = 12;
export const CRIT_MIN_HIGHEST = 16;
/** The listed number of a thrown weapon, thrown from one hand for its damage (M64: shuriken 3). */
export const THROWN_COUNT_MAX = 20;
/** Items of one kind carried. */
export const QUANTITY_MAX = 10_000;
/** A technique's Power Level, added to a ninpou's base damage (M30). */
export const POWER_LEVEL_MAX = 20;
/** A technique's chakra cost. */
export const CHAKRA_COST_MAX = 1_000;
/** A technique's own base damage (a custom formula worked out) or its fixed damage (M34). */
export const DAMAGE_MAX = 1_000;
/** A technique's range or area, in metres. */
export const METRES_MAX = 1_000;
/** The characters of an NPC's initiative group name. */
export const GROUP_NAME_MAX = 40;

/** The most uses a scene a technique may name (M4); 0 is no limit. */
export const SCENE_USES_MAX = 99;
