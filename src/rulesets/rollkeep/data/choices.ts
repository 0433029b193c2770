/**
 * Fixed choice lists of the roll-and-keep models, each value labelled by an i18n key. The values
 * are the ones the rules read (tests/build/rollkeep-data.test.ts checks them against the engine's).
 */

/** C1: the eight traits, two to each elemental ring (Air, Earth, Fire, Water), in the order sheets show them. */
export const TRAIT_KEYS = ["awareness", "reflexes", "willpower", "stamina", "intelligence", "agility", "perception", "strength"] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];

/** C1: the five rings: the four of traits, and Void, a rating of its own. */
export const RING_KEYS = ["air", "earth", "fire", "water", "void"] as const;
export type RingKey = (typeof RING_KEYS)[number];

export function isTraitKey(value: unknown): value is TraitKey {
  return TRAIT_KEYS.some((t) => t === value);
}

export function isRingKey(value: unknown): value is RingKey {
  return RING_KEYS.some((r) => r === value);
}

/** ST1–ST8: the 4e stances, then the house rules' elemental ones, each labelled; a world's book offers its own five (the port's `stances`). */
export const STANCES = {
  attack: "SHINOBI.RollKeep.Stance.attack",
  fullAttack: "SHINOBI.RollKeep.Stance.fullAttack",
  defense: "SHINOBI.RollKeep.Stance.defense",
  fullDefense: "SHINOBI.RollKeep.Stance.fullDefense",
  center: "SHINOBI.RollKeep.Stance.center",
  water: "SHINOBI.RollKeep.Stance.water",
  fire: "SHINOBI.RollKeep.Stance.fire",
  air: "SHINOBI.RollKeep.Stance.air",
  earth: "SHINOBI.RollKeep.Stance.earth",
  void: "SHINOBI.RollKeep.Stance.void",
} as const;

/** V3–V11: what a Void Point was spent on this round (the once-a-round limit reads them). */
export const VOID_SPENDS = {
  boost: "SHINOBI.RollKeep.VoidSpend.boost",
  strive: "SHINOBI.RollKeep.VoidSpend.strive",
  reduceWounds: "SHINOBI.RollKeep.VoidSpend.reduceWounds",
  armorTn: "SHINOBI.RollKeep.VoidSpend.armorTn",
  swapInitiative: "SHINOBI.RollKeep.VoidSpend.swapInitiative",
  raiseInitiative: "SHINOBI.RollKeep.VoidSpend.raiseInitiative",
  downAction: "SHINOBI.RollKeep.VoidSpend.downAction",
  technique: "SHINOBI.RollKeep.VoidSpend.technique",
} as const;

/** C19, AT8, CO9: the house size tags a weapon carries ([Small], [Medium], [Large]). */
export const WEAPON_SIZES = {
  small: "SHINOBI.RollKeep.Weapon.Size.small",
  medium: "SHINOBI.RollKeep.Weapon.Size.medium",
  large: "SHINOBI.RollKeep.Weapon.Size.large",
} as const;

/** AT2: how a weapon reaches its target: melee and thrown attacks use Agility, aimed ones Reflexes. */
export const WEAPON_REACHES = {
  melee: "SHINOBI.RollKeep.Weapon.Reach.melee",
  thrown: "SHINOBI.RollKeep.Weapon.Reach.thrown",
  aimed: "SHINOBI.RollKeep.Weapon.Reach.aimed",
} as const;

/** AT4, AT5: whose Strength adds to the damage dice: the wielder's, the weapon's own (a bow's), or nobody's. */
export const WEAPON_STRENGTHS = {
  wielder: "SHINOBI.RollKeep.Weapon.Strength.wielder",
  own: "SHINOBI.RollKeep.Weapon.Strength.own",
  none: "SHINOBI.RollKeep.Weapon.Strength.none",
} as const;

/** O5: what the texts refer to without defining, carried as one item type with its kind. */
export const TECHNIQUE_KINDS = {
  technique: "SHINOBI.RollKeep.TechniqueKind.technique",
  advantage: "SHINOBI.RollKeep.TechniqueKind.advantage",
  disadvantage: "SHINOBI.RollKeep.TechniqueKind.disadvantage",
  kata: "SHINOBI.RollKeep.TechniqueKind.kata",
  kiho: "SHINOBI.RollKeep.TechniqueKind.kiho",
  spell: "SHINOBI.RollKeep.TechniqueKind.spell",
  mastery: "SHINOBI.RollKeep.TechniqueKind.mastery",
} as const;

/** R6: the ring a spell is cast with (and a kata's or kiho's element); none for the rest. */
export const TECHNIQUE_RINGS = {
  none: "SHINOBI.RollKeep.Ring.none",
  air: "SHINOBI.RollKeep.Ring.air",
  earth: "SHINOBI.RollKeep.Ring.earth",
  fire: "SHINOBI.RollKeep.Ring.fire",
  water: "SHINOBI.RollKeep.Ring.water",
  void: "SHINOBI.RollKeep.Ring.void",
} as const;

/** S9 (house): whether a technique acts as each round begins, and then first or last of the round's (its owner's standing pick). */
export const TECHNIQUE_TRIGGERS = {
  none: "SHINOBI.RollKeep.Technique.trigger.none",
  first: "SHINOBI.RollKeep.Technique.trigger.first",
  last: "SHINOBI.RollKeep.Technique.trigger.last",
} as const;

/**
 * D9: where the rules take a modifier an item grants. An attack roll's pool (AT1, the attack's
 * "other" part), a damage pool (AT7, its modifiers step), and two of the Armor TN's named parts
 * (C6: Technique, for techniques and masteries; Misc, for spells and advantages; a malus is a
 * negative one). Pool targets carry dice and a flat part, Armor TN targets a number only.
 */
export const MODIFIER_TARGETS = {
  attack: "SHINOBI.RollKeep.Modifier.attack",
  damage: "SHINOBI.RollKeep.Modifier.damage",
  armorTnTechnique: "SHINOBI.RollKeep.Modifier.armorTnTechnique",
  armorTnMisc: "SHINOBI.RollKeep.Modifier.armorTnMisc",
} as const;
export type ModifierTarget = keyof typeof MODIFIER_TARGETS;

/** The targets that add a number to the Armor TN rather than dice to a roll. */
export const ARMOR_TN_TARGETS: readonly ModifierTarget[] = ["armorTnTechnique", "armorTnMisc"];
