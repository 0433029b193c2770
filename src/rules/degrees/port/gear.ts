/**
 * Which of a character's carried gear the rules use when the sheet leaves it open: the weapon in
 * hand, the armour worn, the thrown weapons to hand. The sheet's own marks come first; these are
 * our readings where it says nothing, kept here so every driver (the table's documents, a
 * simulator's file) reads a character's gear alike.
 */

/** A carried weapon as a `dgWeapon` stores it, so far as choosing the one in hand reads it. */
export interface CarriedWeapon {
  /** The sheet marks it *In hand*. */
  wielded: boolean;
  accuracy: string;
  damage: number;
  quantity: number;
  thrown: boolean;
  blocksProjectileTechniques: boolean;
  weight: string;
}

/** Carried armour as a `dgArmour` stores it, so far as choosing the one worn reads it. */
export interface CarriedArmour {
  worn: boolean;
  absorption: { value: number; max: number };
}

const WEIGHT_ORDER: readonly string[] = ["light", "medium", "heavy"];

/** Whether a carried weapon is a better guess at the one in hand than the best so far: one that may block projectile techniques, else the heavier. */
function likelierInHand(w: CarriedWeapon, best: CarriedWeapon | null): boolean {
  if (!best) return true;
  if (w.blocksProjectileTechniques !== best.blocksProjectileTechniques) return w.blocksProjectileTechniques;
  return WEIGHT_ORDER.indexOf(w.weight) > WEIGHT_ORDER.indexOf(best.weight);
}

/**
 * The weapon in hand (M23, M28, M29): the first one marked *In hand*. With none marked, our reading
 * of a sheet that never says: a carried melee weapon that adds weapon damage (a kunai counts; a bare
 * fist and gauntlets are nothing), of several the one that may block projectile techniques, else the
 * heaviest, the first of equals. Null: empty hands.
 */
export function weaponInHand<W extends CarriedWeapon>(weapons: readonly W[]): W | null {
  let best: W | null = null;
  for (const w of weapons) {
    if (w.wielded) return w;
    if (w.accuracy === "melee" && w.damage > 0 && w.quantity > 0 && likelierInHand(w, best)) best = w;
  }
  return best;
}

/**
 * The armour worn (M125): only one can be; if the sheet marks several, the one that absorbs most
 * (our reading: the one that would be taken first to stop a blow), the first of equals. Null: none.
 */
export function armourWorn<A extends CarriedArmour>(armours: readonly A[]): A | null {
  let worn: A | null = null;
  for (const a of armours) if (a.worn && (!worn || a.absorption.max > worn.absorption.max)) worn = a;
  return worn;
}

/** The thrown weapons to hand, to deflect as many coming (M65): the most of one thrown weapon carried (one kind is thrown at a time, our reading); 0 without one. */
export function thrownReady(weapons: readonly CarriedWeapon[]): number {
  let most = 0;
  for (const w of weapons) if (w.thrown && w.quantity > most) most = w.quantity;
  return most;
}
