import type { RuleRefusal } from "../../refusal";
import { AERIAL_CEILING_METRES, aerialRulesApply } from "../aerial";
import { degreesRefusal } from "../refusals";

/**
 * Why no one takes off under this ceiling (M94, M97), or null: the aerial rules apply in the open
 * (`null`) or under a ceiling of 10 m or more, the one taking off being a flier.
 */
export function lowCeilingRefusal(ceilingMetres: number | null): RuleRefusal | null {
  return aerialRulesApply(true, ceilingMetres) ? null : degreesRefusal("lowCeiling", { metres: ceilingMetres ?? 0, least: AERIAL_CEILING_METRES }, "The ceiling is too low for aerial combat");
}
