/** How one rule option field is checked: the problem with a value, or null when it is fine. */
export interface OptionField {
  problem(value: unknown): string | null;
}

export function choiceField(choices: readonly string[]): OptionField {
  return { problem: (value) => (typeof value === "string" && choices.includes(value) ? null : `must be one of ${choices.join(", ")}`) };
}

export const flagField: OptionField = { problem: (value) => (typeof value === "boolean" ? null : "must be true or false") };

export function wholeField(min: number, max: number): OptionField {
  return { problem: (value) => (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? null : `must be a whole number from ${min} to ${max}`) };
}
