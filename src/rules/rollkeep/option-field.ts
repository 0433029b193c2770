import { NOT_FLAG, oneOfProblem, wholeNumberProblem } from "../problems";
import type { Problem } from "../refusal";

/** How one rule option field is checked: the problem with a value, or null when it is fine. */
export interface OptionField {
  problem(value: unknown): Problem | null;
}

export function choiceField(choices: readonly string[]): OptionField {
  return { problem: (value) => (typeof value === "string" && choices.includes(value) ? null : oneOfProblem(choices)) };
}

export const flagField: OptionField = { problem: (value) => (typeof value === "boolean" ? null : NOT_FLAG) };

export function wholeField(min: number, max: number): OptionField {
  return { problem: (value) => (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? null : wholeNumberProblem(min, max)) };
}
