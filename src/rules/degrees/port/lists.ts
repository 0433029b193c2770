import type { Wielded } from "../attack/types";
import type { CastingTime } from "../casting-time";
import type { DegreesAction, Stance } from "../combatant";
import { CONDITION_IDS } from "../conditions/definitions";
import type { WeaponCategory } from "../situational";
import type { TechniqueElement } from "../maneuvers";
import { SIZE_CATEGORIES } from "../size";
import type { MovementMode } from "../character/movement";
import { REMOVAL_CHECKS } from "./checks";

/**
 * The fixed lists a degrees item or character is stored with, as the port reads them
 * (item-input.ts) and a sheet offers them: one place, so a data model's choices and the port's
 * reading can never differ.
 */
export const DEGREES_LISTS = {
  /** The ten size categories, smallest first (M104). */
  sizes: SIZE_CATEGORIES,
  /** Light and medium weapons block heavy ones at −1 (M23). */
  weaponWeights: ["light", "medium", "heavy"] as const satisfies readonly Wielded["weight"][],
  /** Simple weapons need no feat; martial and special ones their Weapon Training (M58, M62, M64). */
  weaponCategories: ["simple", "martial", "special"] as const satisfies readonly WeaponCategory[],
  /** A weapon strikes with Melee or shoots and is thrown with Ranged (M20, M62, M64). */
  weaponAccuracies: ["melee", "ranged"] as const satisfies readonly DegreesAction["accuracy"][],
  /** The accuracy a technique's check adds: Melee, Ranged, or Anticipate for powers that use it (M20, M25). */
  techniqueAccuracies: ["melee", "ranged", "anticipate"] as const satisfies readonly DegreesAction["accuracy"][],
  /** A technique's casting time, free to full-round, or a reaction (M13, M18). */
  castingTimes: ["free", "reaction", "partial", "movement", "standard", "fullRound"] as const satisfies readonly CastingTime[],
  /** What a defence by technique may be paid with, out of turn (M25, M71). */
  defensiveActions: ["partial", "movement", "standard"] as const satisfies readonly CastingTime[],
  /** Where a technique's base damage comes from (M28–M30): none, half Strength, half Dexterity, half Spirit and its Power Level, or a number of its own. */
  damageSources: ["none", "melee", "ranged", "ninpou", "custom"] as const,
  /** A technique's range type: Nullify and Overcome compare them, Total Defence allows personal ones only (M67, M75). */
  rangeTypes: ["personal", "touch", "ranged"] as const,
  /** A technique's element, which an Overcome weighs by the GM's table (M75): none, or one of the five of the cycle. */
  elements: ["none", "katon", "fuuton", "raiton", "doton", "suiton"] as const satisfies readonly TechniqueElement[],
  /** What a fighter stands in until its next turn: Fight Defensively, Defensive Combat, Total Defence (M66, M67). */
  stances: ["fightDefensively", "defensiveCombat", "totalDefence"] as const satisfies readonly Stance[],
  /** What a limit's key may be written with (an item's `perScene.key`, M4): letters, digits and dashes, so one key reads alike on every sheet. */
  limitKey: /^[A-Za-z0-9-]{1,40}$/,
  /** How a character moves (M57): on foot, swimming or climbing (a quarter as far), crawling (half). */
  moveModes: ["normal", "swim", "climb", "crawl"] as const satisfies readonly MovementMode[],
  /** What a creature is as a mount (M91, M92): none, a common one (a horse) or a special one (a summoned toad). */
  mountKinds: ["none", "common", "special"] as const,
  /** The checks that may remove a condition (M128): every check a sheet rolls but initiative. */
  removalChecks: REMOVAL_CHECKS,
  /** Every condition of the text's list and the states it names without defining (M130, M131). */
  conditions: CONDITION_IDS,
} as const;
