/** The eight traits, two to each of the four elemental rings (C1). */
export type Trait = "awareness" | "reflexes" | "willpower" | "stamina" | "intelligence" | "agility" | "perception" | "strength";
/** The five rings: four made of traits, and Void, a rating of its own (C1). */
export type Ring = "air" | "earth" | "fire" | "water" | "void";
export type ElementalRing = Exclude<Ring, "void">;

export type Traits = Record<Trait, number>;
export type Rings = Record<Ring, number>;

/** Which traits make each elemental ring. */
export const RING_TRAITS: Readonly<Record<ElementalRing, readonly [Trait, Trait]>> = {
  air: ["awareness", "reflexes"],
  earth: ["willpower", "stamina"],
  fire: ["intelligence", "agility"],
  water: ["perception", "strength"],
};

export const TRAITS: readonly Trait[] = Object.values(RING_TRAITS).flat();
export const RINGS: readonly Ring[] = ["air", "earth", "fire", "water", "void"];

/** The ring a trait belongs to. */
export function ringOfTrait(trait: Trait): ElementalRing {
  // Every trait is listed under exactly one ring above.
  return (Object.keys(RING_TRAITS) as ElementalRing[]).find((ring) => RING_TRAITS[ring].includes(trait)) as ElementalRing;
}

/** The highest a trait, ring or skill can be rated (C2: 1–5 for people, 10 for the supernatural). */
export const MAX_RATING = 10;

/**
 * C1: an elemental ring is rated as the lower of its two traits; Void is its own rating.
 * The traits given are already the effective ones (penalties taken off, C3).
 */
export function ringsOf(traits: Traits, voidRing: number): Rings {
  const ring = (r: ElementalRing) => Math.min(traits[RING_TRAITS[r][0]], traits[RING_TRAITS[r][1]]);
  return { air: ring("air"), earth: ring("earth"), fire: ring("fire"), water: ring("water"), void: voidRing };
}

/** Penalties to traits and rings (C3): a ring's penalty reaches both of its traits. */
export interface RatingPenalties {
  traits?: Partial<Traits>;
  rings?: Partial<Rings>;
}

/**
 * C3: the traits and rings every roll and derived value uses, after penalties. A ring penalty
 * lowers both its traits (so the ring, their lower, drops by as much); nothing goes below 0.
 */
export function effectiveRatings(traits: Traits, voidRing: number, penalties: RatingPenalties = {}): { traits: Traits; rings: Rings } {
  const effective = {} as Traits; // filled for every trait just below
  for (const trait of TRAITS) effective[trait] = Math.max(0, traits[trait] - (penalties.traits?.[trait] ?? 0) - (penalties.rings?.[ringOfTrait(trait)] ?? 0));
  return { traits: effective, rings: ringsOf(effective, Math.max(0, voidRing - (penalties.rings?.void ?? 0))) };
}
