import type { Problem } from "./refusal";

/**
 * The problems every ruleset finds with a field it reads (rule options, an item, a character, a
 * roll's input): what it must be. Each is worded at `SHINOBI.Refusal.Problem.<code>`.
 */
export const NOT_MAPPING: Problem = { code: "notMapping", text: "must be a mapping of fields" };

export const NOT_FLAG: Problem = { code: "notFlag", text: "must be true or false" };

export const NOT_LIST: Problem = { code: "notList", text: "must be a list" };

export const NOT_NAME: Problem = { code: "notName", text: "must be a name" };

/** A key data writes to name one thing on every sheet alike: letters, digits and dashes. */
export const NOT_KEY: Problem = { code: "notKey", text: "must be 1 to 40 letters, digits or dashes" };

export function wholeNumberProblem(min: number, max: number): Problem {
  return { code: "notWholeNumber", data: { min, max }, text: `must be a whole number from ${min} to ${max}` };
}

/** The value is none of the ids the field accepts, listed as they are written in data. */
export function oneOfProblem(choices: readonly string[]): Problem {
  const list = choices.join(", ");
  return { code: "notOneOf", data: { choices: list }, text: `must be one of ${list}` };
}

export function unknownOptionProblem(known: readonly string[]): Problem {
  const list = known.join(", ");
  return { code: "notRuleOption", data: { known: list }, text: `is not a rule option (known: ${list})` };
}
