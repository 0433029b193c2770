import { SIZE_CATEGORIES, type DamageSource, type DegreesAction, type SizeCategory, type Wielded } from "../../../rules/degrees";

/** Fixed choice lists of the degrees models, each value labelled by an i18n key; keys the rules read are typed by the rules. */

/** The ten size categories, smallest first (M104). */
export const SIZES = Object.fromEntries(SIZE_CATEGORIES.map((size) => [size, `SHINOBI.Degrees.Size.${size}`])) as Record<SizeCategory, string>;

/** Simple weapons need no feat; martial and special ones a proficiency, or −3 (M58, M62, M64). */
export const WEAPON_CATEGORIES = {
  simple: "SHINOBI.Degrees.Weapon.Category.simple",
  martial: "SHINOBI.Degrees.Weapon.Category.martial",
  special: "SHINOBI.Degrees.Weapon.Category.special",
} as const;

/** Light and medium weapons block heavy ones at −1 (M23). */
export const WEAPON_WEIGHTS = {
  light: "SHINOBI.Degrees.Weapon.Weight.light",
  medium: "SHINOBI.Degrees.Weapon.Weight.medium",
  heavy: "SHINOBI.Degrees.Weapon.Weight.heavy",
} as const satisfies Record<Wielded["weight"], string>;

/** A weapon strikes with Melee (MC) or shoots and is thrown with Ranged (RC) (M20, M62, M64). */
export const WEAPON_ACCURACIES = {
  melee: "SHINOBI.Degrees.Accuracy.melee",
  ranged: "SHINOBI.Degrees.Accuracy.ranged",
} as const satisfies Partial<Record<DegreesAction["accuracy"], string>>;

/** The accuracy a technique's check adds: Melee, Ranged, or Anticipate Movement for powers that use it (M20, M25). */
export const TECHNIQUE_ACCURACIES = {
  ...WEAPON_ACCURACIES,
  anticipate: "SHINOBI.Degrees.Accuracy.anticipate",
} as const satisfies Record<DegreesAction["accuracy"], string>;

/** A technique's casting time, from a free action to a full round (M13, M18). */
export const ACTION_TYPES = {
  free: "SHINOBI.Degrees.Action.free",
  reaction: "SHINOBI.Degrees.Action.reaction",
  partial: "SHINOBI.Degrees.Action.partial",
  movement: "SHINOBI.Degrees.Action.movement",
  standard: "SHINOBI.Degrees.Action.standard",
  fullRound: "SHINOBI.Degrees.Action.fullRound",
} as const;

/** Where a technique's base damage comes from (M28–M30), a number of its own, or none. */
export const DAMAGE_SOURCES = {
  none: "SHINOBI.Degrees.Technique.Damage.none",
  melee: "SHINOBI.Degrees.Technique.Damage.melee",
  ranged: "SHINOBI.Degrees.Technique.Damage.ranged",
  ninpou: "SHINOBI.Degrees.Technique.Damage.ninpou",
  custom: "SHINOBI.Degrees.Technique.Damage.custom",
} as const satisfies Record<DamageSource | "none" | "custom", string>;

/** A technique's range type: Nullify and Overcome compare them, Total Defence allows personal ones only (M67, M75). */
export const RANGE_TYPES = {
  personal: "SHINOBI.Degrees.Technique.Range.personal",
  touch: "SHINOBI.Degrees.Technique.Range.touch",
  ranged: "SHINOBI.Degrees.Technique.Range.ranged",
} as const;
