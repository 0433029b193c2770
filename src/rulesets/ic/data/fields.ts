import { RULESETS } from "../../../rules/registry";
import { integerField } from "../../fields";
import { IC_MAX, MODIFIER_MAX, POOL_MAX, STAT_MAX } from "./bounds";

/**
 * The IC models' field builders: the shared ones (whole numbers, choices, rich text; see
 * ../../fields) and those only IC needs (stats, pools, Initiative Counts, IC modifiers), with the
 * ranges in ./bounds.
 */
export { choiceField, htmlField, integerField } from "../../fields";

const fields = () => foundry.data.fields;

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
