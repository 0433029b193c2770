import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";

/**
 * Fixed choice lists of the degrees models, each value labelled by an i18n key. The lists the rules
 * read are the port's own (`RULESET_EXTRAS.degrees.lists`), so a stored choice is always one the
 * port reads; the rest (a weapon's category) only the sheet shows.
 */

type Dg = RulesetTypesOf<"degrees">;
const LISTS = RULESET_EXTRAS.degrees.lists;

/** Each value of a list with the i18n key of its label. */
function labelled<const K extends string>(values: readonly K[], label: (value: K) => string): Record<K, string> {
  // Object.fromEntries cannot know its keys are exactly the list's; they are, by construction.
  return Object.fromEntries(values.map((value) => [value, label(value)])) as Record<K, string>;
}

/** The ten size categories, smallest first (M104). */
export const SIZES: Record<Dg["size"], string> = labelled(LISTS.sizes, (v) => `SHINOBI.Degrees.Size.${v}`);

/** Simple weapons need no feat; martial and special ones a proficiency, or −3 (M58, M62, M64). */
export const WEAPON_CATEGORIES = {
  simple: "SHINOBI.Degrees.Weapon.Category.simple",
  martial: "SHINOBI.Degrees.Weapon.Category.martial",
  special: "SHINOBI.Degrees.Weapon.Category.special",
} as const;

/** Light and medium weapons block heavy ones at −1 (M23). */
export const WEAPON_WEIGHTS: Record<Dg["wielded"]["weight"], string> = labelled(LISTS.weaponWeights, (v) => `SHINOBI.Degrees.Weapon.Weight.${v}`);

/** A weapon strikes with Melee (MC) or shoots and is thrown with Ranged (RC) (M20, M62, M64). */
export const WEAPON_ACCURACIES = labelled(LISTS.weaponAccuracies, (v) => `SHINOBI.Degrees.Accuracy.${v}`);

/** The accuracy a technique's check adds: Melee, Ranged, or Anticipate Movement for powers that use it (M20, M25). */
export const TECHNIQUE_ACCURACIES = labelled(LISTS.techniqueAccuracies, (v) => `SHINOBI.Degrees.Accuracy.${v}`);

/** A technique's casting time, from a free action to a full round (M13, M18). */
export const ACTION_TYPES = labelled(LISTS.castingTimes, (v) => `SHINOBI.Degrees.Action.${v}`);

/** The actions a defence by technique may be paid with (M25). */
export const DEFENSIVE_ACTIONS: readonly string[] = LISTS.defensiveActions;

/** Where a technique's base damage comes from (M28–M30), a number of its own, or none. */
export const DAMAGE_SOURCES = labelled(LISTS.damageSources, (v) => `SHINOBI.Degrees.Technique.Damage.${v}`);

/** A technique's range type: Nullify and Overcome compare them, Total Defence allows personal ones only (M67, M75). */
export const RANGE_TYPES = labelled(LISTS.rangeTypes, (v) => `SHINOBI.Degrees.Technique.Range.${v}`);

/** A technique's element, which an Overcome weighs (M75): labelled as the other ruleset's techniques label theirs. */
export const ELEMENTS = labelled(LISTS.elements, (v) => `SHINOBI.Element.${v}`);

/** What a creature is as a mount (M91, M92). */
export const MOUNT_KINDS = labelled(LISTS.mountKinds, (v) => `SHINOBI.Degrees.Npc.MountKind.${v}`);
