import { RuleRefusal } from "../refusal";

/**
 * Refuses a number the rules cannot use, naming what it belongs to (`subject`: a roll, a
 * character, a weapon, initiative: an id its wording names) and the field, with the range the
 * rules allow.
 */
export function wholeNumberOf(subject: "roll" | "character" | "weapon" | "initiative" | "condition" | "move" | "cumulativeRoll", value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new RuleRefusal("badNumber", { subject, field, min, max, value: String(value) }, `${subject}: ${field} must be a whole number from ${min} to ${max}, not ${String(value)}`);
  }
  return value;
}
