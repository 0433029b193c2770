import { RULESETS } from "../../../rules/registry";

/**
 * Field builders shared by every model. Constraints live in the schema so Foundry refuses
 * bad input (a negative stat, a fractional Speed) with a message instead of storing it.
 */
const fields = () => foundry.data.fields;

/** A whole number with a floor (0 unless given; `null` for none) and optionally a ceiling, never null. */
export function integerField(initial: number, min: number | null = 0, max?: number, label?: string) {
  return new (fields().NumberField)({ required: true, nullable: false, integer: true, initial, min: min ?? undefined, max, label });
}

/** A core stat (STR, DEX, AGI, RES, CHA): a whole number from 0 up. */
export function statField(label: string) {
  return integerField(10, 0, undefined, label);
}

/** A current/max pair such as Vitality; `floor` bounds the current value (`null`: HP may go negative). */
export function poolField(max: number, floor: number | null = 0) {
  return new (fields().SchemaField)({
    value: integerField(max, floor),
    max: integerField(max, 0),
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
      value: integerField(0, null),
    }),
  );
}
