import { integerField } from "../../../fields";
import { PENALTY_MAX, WOUND_ADJUSTMENT_MAX } from "../bounds";
import { RING_KEYS, TRAIT_KEYS, type RingKey, type TraitKey } from "../choices";

const fields = () => foundry.data.fields;

/** A penalty on one rating, 0 (none) by default. */
const penaltyField = (label: string) => integerField(0, 0, PENALTY_MAX, label);

/**
 * C3: what wounds, poison or a curse take off the character's traits and rings for now; the rules
 * read the ratings after them (a ring's penalty lowers both its traits), and an Earth brought to
 * 0 kills. The stored ratings stay as bought.
 */
export function penaltiesField() {
  const { SchemaField } = fields();
  // Built from the key lists, so every trait and ring has its field.
  const traits = Object.fromEntries(TRAIT_KEYS.map((key) => [key, penaltyField(`SHINOBI.RollKeep.Trait.${key}`)])) as Record<TraitKey, ReturnType<typeof penaltyField>>;
  const rings = Object.fromEntries(RING_KEYS.map((key) => [key, penaltyField(`SHINOBI.RollKeep.Ring.${key}`)])) as Record<RingKey, ReturnType<typeof penaltyField>>;
  return new SchemaField({ traits: new SchemaField(traits), rings: new SchemaField(rings) });
}

/** U4: a technique or advantage easing the character's own wound track: penalties lowered, every rank holding more wounds. */
export function woundAdjustmentsField() {
  return new (fields().SchemaField)({
    penaltyReduction: integerField(0, 0, WOUND_ADJUSTMENT_MAX, "SHINOBI.RollKeep.Adjust.penaltyReduction"),
    extraWoundsPerRank: integerField(0, 0, WOUND_ADJUSTMENT_MAX, "SHINOBI.RollKeep.Adjust.extraWoundsPerRank"),
  });
}
