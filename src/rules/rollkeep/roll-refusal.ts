import { RuleRefusal, type Problem } from "../refusal";

/** Refuses a roll as asked, naming the input field and what is wrong with it. */
export function refuseRoll(field: string, problem: Problem): never {
  throw new RuleRefusal("badRoll", { field }, `roll.${field}: ${problem.text}`, problem);
}

/** R15: wind and weather said for a roll they do not reach (shared by the roll and the declared attack). */
export const SURROUNDINGS_NOT_RANGED: Problem = { code: "surroundingsNotRanged", text: "wind and weather only reach ranged attacks and spells" };
