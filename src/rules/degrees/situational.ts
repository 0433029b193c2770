import type { ConditionInstance } from "./conditions/instance";
import type { RollModifier } from "./roll";

/** A weapon's category: simple ones need no feat, martial and special ones their Weapon Training (M58, M62, M64). */
export type WeaponCategory = "simple" | "martial" | "special";

/** The Weapon Training a character holds, by category (simple weapons need none). */
export type WeaponTraining = Readonly<Record<Exclude<WeaponCategory, "simple">, boolean>>;

/** Whether a weapon of this category is used without its training, for the −3 (M58, M62, M64). */
export function untrainedWith(category: WeaponCategory, training: WeaponTraining): boolean {
  return category !== "simple" && !training[category];
}

/** Circumstances of one attack that the text prices in accuracy. */
export interface AttackCircumstance {
  /** Dealing the other kind of damage than the weapon's own: lethal with fists, non-lethal with a blade (M38). */
  switchedLethality?: boolean;
  /** Shooting or throwing with a foe in melee reach (M58, M64). */
  foeInMelee?: boolean;
  /** A weapon the attacker is not trained in (M58, M62, M64). */
  untrained?: boolean;
  /** The off hand (M62). */
  offHand?: boolean;
  /** The melee attack ending a Charge (M63). */
  charging?: boolean;
  /** A special maneuver: Grab, Trample, Takedown, Disarm, Push (M78). */
  specialManeuver?: boolean;
}

/** The labelled accuracy modifiers of an attack's circumstances, for the roll dialog (F5). */
export function circumstanceModifiers(c: AttackCircumstance): RollModifier[] {
  const modifiers: RollModifier[] = [];
  if (c.switchedLethality) modifiers.push({ label: "switchedLethality", value: -3 });
  if (c.foeInMelee) modifiers.push({ label: "foeInMelee", value: -3 });
  if (c.untrained) modifiers.push({ label: "untrained", value: -3 });
  if (c.offHand) modifiers.push({ label: "offHand", value: -3 });
  if (c.charging) modifiers.push({ label: "charge", value: 1 });
  if (c.specialManeuver) modifiers.push({ label: "specialManeuver", value: -2 });
  return modifiers;
}

/**
 * A charger's open guard (M63): −1 on every defence until its next turn starts. The text prices
 * the Charge itself, not a condition, so it is a modifier of the charger's own (`guardOpen`): never
 * capped with condition penalties (M128) and never removed by a check.
 */
export const CHARGE_GUARD: RollModifier = { label: "charge", value: -1 };

/**
 * A Feint landed during the feinter's turn: −2 defence against the next attack of the one it
 * favours, lasting to the end of the feinter's next turn (M59). Kept for oneself it counts for a
 * melee or touch attack only (unless a power lets it reach farther: `anyAttack`); given to an ally,
 * for any attack of the ally's. The caller removes it once that attack is made.
 */
export function feintCondition(feinterId: string, beneficiary = feinterId, anyAttack = beneficiary !== feinterId): ConditionInstance {
  return { id: "feinted", source: "feint", favours: beneficiary, ...(anyAttack ? {} : { meleeOnly: true }), duration: { keyedTo: feinterId, ends: "turnEnd", remaining: 2 } };
}

/**
 * A target flanked (M60): two melee attackers on exactly opposite sides before the attack. It is
 * −1 on defence against the melee attacks of those two only, so it is one Flanked for each, kept
 * while they stay in place (the caller removes them when they move).
 */
export function flankedConditions(flankers: readonly [string, string]): ConditionInstance[] {
  return flankers.map(flankedBy);
}

/** The Flanked a target meets one flanker's melee attacks with (M60): −1 on defence against that flanker alone. */
export function flankedBy(flanker: string): ConditionInstance {
  return { id: "flanked", source: "flanking", favours: flanker, meleeOnly: true };
}
