import { RuleRefusal } from "../refusal";

/** Refuses a roll as asked, naming the input field and what is wrong with it. */
export function refuseRoll(field: string, problem: string): never {
  throw new RuleRefusal("badRoll", { field, problem }, `roll.${field}: ${problem}`);
}
