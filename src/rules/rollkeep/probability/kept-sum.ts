/** Binomial coefficients: row m holds C(m, 0) … C(m, m). */
function binomials(size: number): number[][] {
  const rows: number[][] = [[1]];
  for (let m = 1; m <= size; m++) {
    const previous = rows[m - 1] ?? [];
    rows.push(Array.from({ length: m + 1 }, (_, c) => (previous[c - 1] ?? 0) + (previous[c] ?? 0)));
  }
  return rows;
}

/**
 * The exact distribution of the sum of the highest `kept` of `rolled` independent dice that each
 * follow `die` (a table indexed by value), as a table indexed by that sum.
 *
 * The dice are sorted by value in thought: the values are visited from the highest down, and at each
 * value v some number c of the dice not yet placed land on it, with weight C(m, c)·P(v)^c for m dice
 * left; the product of those weights over all values is the multinomial chance of the whole
 * assignment. The state is (dice placed so far, sum of the kept ones among them) and only needs
 * tracking while fewer than `kept` are placed: once the kept places are full, the sum is final and
 * the dice left only have to fall below v, which happens with P(< v)^(dice left), so all the
 * completing choices of c are folded into one binomial tail at once. That keeps the work to
 * values × kept × sums × kept, a few million steps for 10k10.
 */
export function keptSumDistribution(rolled: number, kept: number, die: readonly number[]): number[] {
  if (kept === 0) return [1];
  const top = die.length - 1;
  const choose = binomials(rolled);
  // placed[n][s]: the chance that the n highest dice have landed, summing to s, with kept places still open.
  const placed = Array.from({ length: kept }, (_, n) => (n === 0 ? Float64Array.of(1) : new Float64Array(n * top + 1)));
  const sums = new Float64Array(kept * top + 1);
  // below[v] = P(value < v), summed upward so no rounding of the cut tail creeps in.
  const below = [0];
  for (let v = 1; v <= top; v++) below.push((below[v - 1] ?? 0) + (die[v - 1] ?? 0));
  const landing = new Float64Array(rolled + 1);
  for (let v = top; v >= 1; v--) {
    const chance = die[v] ?? 0;
    if (chance === 0) continue;
    const lower = below[v] ?? 0;
    // Highest n first, so what lands in a fuller row at this value is not moved again at this value.
    for (let n = kept - 1; n >= 0; n--) {
      const row = placed[n] ?? new Float64Array(0);
      const left = rolled - n;
      const open = kept - n;
      const ways = choose[left] ?? [];
      for (let c = 0; c <= left; c++) landing[c] = (ways[c] ?? 0) * chance ** c;
      let completing = 0;
      for (let c = open; c <= left; c++) completing += (landing[c] ?? 0) * lower ** (left - c);
      // The n dice placed so far all show v or more, so no sum below n·v is reached yet.
      const first = n * v;
      // Each count that still leaves places open moves the row into a fuller one, shifted by c·v;
      // the loops run by count, then by sum, so each pass is a straight run over two arrays.
      for (let c = 1; c < open; c++) {
        const fuller = placed[n + c] ?? new Float64Array(0);
        const weight = landing[c] ?? 0;
        const shift = c * v;
        for (let s = first; s < row.length; s++) fuller[s + shift] = (fuller[s + shift] ?? 0) + (row[s] ?? 0) * weight;
      }
      const shift = open * v;
      for (let s = first; s < row.length; s++) sums[s + shift] = (sums[s + shift] ?? 0) + (row[s] ?? 0) * completing;
    }
  }
  return Array.from(sums);
}
