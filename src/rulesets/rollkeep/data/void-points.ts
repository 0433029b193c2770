import { choiceField, integerField } from "../../fields";
import { ROUND_MAX, VOID_POINTS_MAX } from "./bounds";
import { VOID_SPENDS } from "./choices";

const fields = () => foundry.data.fields;

/**
 * V1, V2: the Void Points left, and what was spent in which round, so the once-a-round limit
 * holds from one turn to the next (a round of null: nothing spent in a fight yet).
 */
export function voidPointsField() {
  const { SchemaField, NumberField, ArrayField } = fields();
  return new SchemaField({
    value: integerField(2, 0, VOID_POINTS_MAX, "SHINOBI.RollKeep.VoidPoints.value"),
    round: new NumberField({ required: true, nullable: true, integer: true, min: 0, max: ROUND_MAX, initial: null, label: "SHINOBI.RollKeep.VoidPoints.round" }),
    spent: new ArrayField(choiceField(VOID_SPENDS, "boost"), { label: "SHINOBI.RollKeep.VoidPoints.spent" }),
  });
}

/** V1: no more Void Points than the Void Ring holds; null when the points fit. */
export function voidPointsProblem(points: number, voidRing: number): string | null {
  return points <= voidRing ? null : `voidPoints.value: must be at most the Void Ring (${voidRing})`;
}
