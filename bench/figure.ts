/**
 * What the bench reports, one figure at a time. A figure has a stable `name` (its key in
 * `npm run bench -- --json`), a way to measure it and a way to word it as a line of text, so a
 * module can add its own figures to the list without touching the others.
 */
export type FigureValue = number | Readonly<Record<string, number>>;

export interface Figure<V extends FigureValue = FigureValue> {
  /** Its key in the JSON output; never renamed, so scripts can follow it over time. */
  name: string;
  measure(): Promise<V>;
  /** The line the text output prints. */
  format(value: V): string;
}

/** Declares a figure with its value's own type, so `format` need not check it. */
export function figure<V extends FigureValue>(f: Figure<V>): Figure {
  // The cast: a figure only ever formats the value its own measure returned.
  return f as unknown as Figure;
}

/** Measures every figure in turn (one at a time, so they do not compete for the cores) and prints them as text lines or one JSON object. */
export async function reportFigures(figures: readonly Figure[], json: boolean, out: (line: string) => void = console.log): Promise<void> {
  const values: Record<string, FigureValue> = {};
  for (const f of figures) {
    const value = await f.measure();
    values[f.name] = value;
    if (!json) out(f.format(value));
  }
  if (json) out(JSON.stringify(values));
}
