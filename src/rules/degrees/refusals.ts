import { RuleRefusal, type Problem, type RefusalData } from "../refusal";

/**
 * A refusal of the degrees rules. Codes sit under `degrees.` so their wording is found at
 * `SHINOBI.Refusal.degrees.<code>` (data keys listed in docs/rules-degrees.md).
 */
export function degreesRefusal(code: string, data: RefusalData, message: string, problem?: Problem): RuleRefusal {
  return new RuleRefusal(`degrees.${code}`, data, message, problem);
}

/**
 * A reason the degrees rules would refuse, not made a RuleRefusal yet: a card listing the choices,
 * or a rule asking only whether a choice is allowed, reads its code and builds no error (an error
 * keeps a stack, which costs far more than the check). `asRefusal` makes it one to throw.
 */
export interface DegreesReason {
  code: string;
  data: RefusalData;
  message: string;
}

export function degreesReason(code: string, data: RefusalData, message: string): DegreesReason {
  return { code: `degrees.${code}`, data, message };
}

export function asRefusal(reason: DegreesReason): RuleRefusal {
  return new RuleRefusal(reason.code, reason.data, reason.message);
}
