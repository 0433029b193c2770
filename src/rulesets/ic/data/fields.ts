import { RULESETS } from "../../../rules/registry";
import { choiceField, htmlField, integerField, optionalIntegerField, poolField as sharedPoolField } from "../../fields";
import { IC_MAX, MODIFIER_MAX, POOL_MAX, STAT_MAX } from "./bounds";

/**
 * The IC models' own field builders, on top of those every ruleset shares (../../fields,
 * re-exported here so the IC models import from one place). Ranges are in ./bounds.
 */
export { choiceField, htmlField, integerField };

const fields = () => foundry.data.fields;

/** An Initiative Count that may be unset (null): when a delayed action resolves, a status was released... */
export function optionalIcField() {
  return optionalIntegerField(0, IC_MAX);
}

/** A core stat (STR, DEX, AGI, RES, CHA). */
export function statField(label: string) {
  return integerField(10, 0, STAT_MAX, label);
}

/**
 * A pool such as Vitality, its maximum at most `ceiling`. That its value stays within its own
 * maximum (and HP above -max) is kept by the model (./actor/pool-limits.ts).
 */
export function poolField(initial: number, floor: number, ceiling = POOL_MAX) {
  return sharedPoolField(initial, floor, ceiling);
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
