/** A roll on an attack card, as its lines show it: what it was for, its formula, the faces and the total (a Roll or its data). */
export interface RollLike {
  formula: string;
  total: number | undefined;
  /** A roll's options: a labelled batch keeps its label in `flavor`. */
  options: object;
  dice: readonly { results: readonly { result: number }[] }[];
}

const flavorOf = (options: object) => ("flavor" in options && typeof options.flavor === "string" ? options.flavor : "");

/** Each roll made so far as one line of an attack card: its label, formula, faces and total. */
export function rollLines(rolls: readonly RollLike[]): { flavor: string; formula: string; total: number; faces: string }[] {
  return rolls.map((r) => ({ flavor: flavorOf(r.options), formula: r.formula, total: r.total ?? 0, faces: r.dice.flatMap((d) => d.results.map((x) => x.result)).join(", ") }));
}
