/**
 * Field builders every ruleset's data models share. Constraints live in the schema so Foundry
 * refuses bad input (a negative rating, a fractional number, an unknown choice) with a message
 * naming the field instead of storing it. Each ruleset keeps its own ranges (its `data/bounds.ts`)
 * and the builders only it needs.
 */
const fields = () => foundry.data.fields;

/** A whole number from `min` to `max`, never null. */
export function integerField(initial: number, min: number, max: number, label?: string) {
  return new (fields().NumberField)({ required: true, nullable: false, integer: true, initial, min, max, label });
}

/** A whole number from `min` to `max` that may be unset (null), the rules then using their own default. */
export function optionalIntegerField(min: number, max: number, label?: string) {
  return new (fields().NumberField)({ required: true, nullable: true, integer: true, initial: null, min, max, label });
}

/** A choice among fixed keys, each labelled by an i18n key. */
export function choiceField<K extends string>(choices: Record<K, string>, initial: NoInfer<K>, label?: string) {
  return new (fields().StringField)({ required: true, nullable: false, blank: false, choices, initial, label });
}

/** Rich text shown on sheets and in chat. */
export function htmlField() {
  return new (fields().HTMLField)({ required: true, blank: true, initial: "" });
}
