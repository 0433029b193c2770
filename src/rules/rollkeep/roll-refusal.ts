import { RuleRefusal, type Problem } from "../refusal";

/** Refuses a roll as asked, naming the input field and what is wrong with it. */
export function refuseRoll(field: string, problem: Problem): never {
  throw new RuleRefusal("badRoll", { field }, `roll.${field}: ${problem.text}`, problem);
}
