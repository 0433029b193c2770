import { RuleRefusal } from "../../refusal";
import type { IcAction } from "../action";
import type { IcCombatant } from "../combatant";

// The refusals a declaration can meet, each made here rather than where it is thrown. A number
// written into two messages of one function is converted once, ahead of both checks, in
// optimised code, on every declaration refused or not; a call made only when refusing keeps
// every conversion out of the declarations that pass.

export function cannotAct(actor: IcCombatant): RuleRefusal {
  return new RuleRefusal("cannotAct", { name: actor.name, condition: actor.condition }, `${actor.name} cannot act while ${actor.condition}`);
}

export function badIc(ic: unknown): RuleRefusal {
  return new RuleRefusal("badIc", { field: "ic", ic: String(ic) }, `ic: the count must be a whole number of 0 or more, not ${String(ic)}`);
}

export function notYourIc(actor: IcCombatant, ic: number): RuleRefusal {
  return new RuleRefusal("notYourIc", { name: actor.name, ic }, `${actor.name} does not act on IC ${ic}`);
}

export function badAp(ap: unknown): RuleRefusal {
  return new RuleRefusal("badAp", { field: "apSpent", ap: String(ap) }, `apSpent: cannot spend ${String(ap)} AP`);
}

export function notEnoughAp(actor: IcCombatant, ap: number): RuleRefusal {
  return new RuleRefusal("notEnoughAp", { field: "apSpent", name: actor.name, ap: actor.ap, wanted: ap }, `${actor.name} has only ${actor.ap} AP, not ${ap}`);
}

export function badLength(action: IcAction, length: unknown): RuleRefusal {
  return new RuleRefusal("badLength", { field: "variableLength", length: String(length) }, `${action.name}: a variable Speed must be a whole number of IC above 0, not ${String(length)}`);
}

export function badAgainstSpeed(against: unknown): RuleRefusal {
  return new RuleRefusal("badAgainstSpeed", { field: "againstSpeed", against: String(against) }, `againstSpeed: the Speed interrupted must be a whole number of 0 or more, not ${String(against)}`);
}

export function needsHandseals(action: IcAction): RuleRefusal {
  return new RuleRefusal("needsHandseals", { action: action.name }, `${action.name} needs a Perform Handseals action first`);
}
