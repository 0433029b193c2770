import { hasFlag } from "../conditions/active";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import type { RuleRefusal } from "../../refusal";
import { degreesRefusal } from "../refusals";

/**
 * Why a character may not attack now, or null: no actions at all (Stunned, Defenseless and what
 * implies them, M130 7, 20), or fear that forbids attacking (Afraid, M130 3).
 */
export function attackRefusal(conditions: readonly ConditionInstance[], options: DegreesOptions): RuleRefusal | null {
  if (hasFlag(conditions, "cannotAct", options)) return degreesRefusal("cannotAct", {}, "A character who cannot act cannot attack");
  if (hasFlag(conditions, "cannotAttack", options)) return degreesRefusal("cannotAttack", {}, "Too afraid to attack");
  return null;
}
