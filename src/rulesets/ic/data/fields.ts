import { RULESETS } from "../../../rules/registry";
import { IC_MAX, MODIFIER_MAX, POOL_MAX, STAT_MAX } from "./bounds";

/**
 * Field builders shared by every model. Constraints live in the schema so Foundry refuses
 * bad input (a negative stat, a fractional Speed) with a message instead of storing it.
 */
const fields = () => foundry.data.fields;

/** A whole number from `min` to `max` (see ./bounds for the ranges), never null. */
export function integerField(initial: number, min: number, max: number, label?: string) {
  return new (fields().NumberField)({ required: true, nullable: false, integer: true, initial, min, max, label });
}

/** An Initiative Count that may be unset (null): when a delayed action resolves, a status was released... */
export function optionalIcField() {
  return new (fields().NumberField)({ required: true, nullable: true, integer: true, min: 0, max: IC_MAX, initial: null });
}

/** A core stat (STR, DEX, AGI, RES, CHA). */
export function statField(label: string) {
  return integerField(10, 0, STAT_MAX, label);
}

/**
 * A current/max pair such as Vitality, its maximum at most `ceiling`. The value's schema range is
 * `floor` to the largest maximum; that it stays within its own maximum (and HP above -max) is
 * kept by the model (./actor/pool-limits.ts), since the maximum is another field.
 */
export function poolField(initial: number, floor: number, ceiling = POOL_MAX) {
  return new (fields().SchemaField)({
    value: integerField(initial, floor, ceiling),
    max: integerField(initial, 0, ceiling),
  });
}

/** A choice among fixed keys, each labelled by an i18n key. */
export function choiceField<K extends string>(choices: Record<K, string>, initial: NoInfer<K>, label?: string) {
  return new (fields().StringField)({ required: true, nullable: false, blank: false, choices, initial, label });
}

/** Rich text shown on sheets and in chat. */
export function htmlField() {
  return new (fields().HTMLField)({ required: true, blank: true, initial: "" });
}

/** A list of modifiers an item grants its owner (an ability's +2 Dodge, a wound's -3 Accuracy). */
export function modifiersField() {
  const choices = Object.fromEntries(RULESETS.ic.modifierTargets.map((t) => [t, `SHINOBI.Modifier.${t}`])) as Record<string, string>;
  return new (fields().ArrayField)(
    new (fields().SchemaField)({
      target: new (fields().StringField)({ required: true, nullable: false, blank: false, choices, initial: "accuracy" }),
      value: integerField(0, -MODIFIER_MAX, MODIFIER_MAX),
    }),
  );
}
