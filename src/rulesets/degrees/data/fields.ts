import { integerField } from "../../fields";
import { ABSORPTION_MAX } from "./bounds";

/** The degrees models' own field builders, on top of those every ruleset shares (../../fields). Ranges are in ./bounds. */

const fields = () => foundry.data.fields;

type IntegerField = ReturnType<typeof integerField>;

/** One whole-number field per key, each with its own label: the attributes, accuracies and skills. */
export function integersByKey<K extends string>(keys: readonly K[], label: (key: K) => string, initial: number, min: number, max: number): foundry.data.fields.SchemaField<Record<K, IntegerField>> {
  // Object.fromEntries cannot know its keys are exactly `keys`; they are, by construction.
  const entries = Object.fromEntries(keys.map((key) => [key, integerField(initial, min, max, label(key))])) as Record<K, IntegerField>;
  return new (fields().SchemaField)(entries);
}

/** What an armour or an object absorbs before it is destroyed (M125): left now, and when whole. */
export function absorptionField() {
  return new (fields().SchemaField)({
    value: integerField(0, 0, ABSORPTION_MAX, "SHINOBI.Degrees.Absorption.value"),
    max: integerField(0, 0, ABSORPTION_MAX, "SHINOBI.Degrees.Absorption.max"),
  });
}

/** A boolean flag with its label. */
export function flagField(initial: boolean, label: string) {
  return new (fields().BooleanField)({ initial, label });
}

/** Free text with a label (an actor link, a group's name); what it may hold is checked by the model (./problems). */
export function textField(label: string) {
  return new (fields().StringField)({ required: true, blank: true, initial: "", label });
}
