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

/** A list of `length` whole numbers, each from `min` to `max`: a table's column (O2), the index of the first bad one named. */
export function wholeListField(length: number, min: number, max: number): OptionField {
  return {
    problem(value): Problem | null {
      if (!Array.isArray(value) || value.length !== length) return { code: "notNumberList", data: { length }, text: `must list ${length} whole numbers` };
      const bad = value.findIndex((v) => typeof v !== "number" || !Number.isInteger(v) || v < min || v > max);
      return bad < 0 ? null : { code: "notWholeEntry", data: { entry: bad + 1, min, max }, text: `entry ${bad + 1} must be a whole number from ${min} to ${max}` };
    },
  };
}
