import { D10, EXPLODING_FACE } from "../roll-pool";

/**
 * How many tens a chain may hold before the exact distribution stops following it. A chain with
 * more than this many tens has probability 10^-13 per die, so cutting the tail there loses at most
 * 1e-12 of the mass even for ten dice; everything else is exact. The missing mass is not
 * spread back over the rest: the sums stay short of 1 by that much, which no dialog can show.
 */
export const TENS_FOLLOWED = 12;

/**
 * The value of one d10 as a table indexed by value (index 0 unused): unexploding, each face 1 to
 * 10 at 1/10; exploding, a die shows 10k + r (r from 1 to 9) after exactly k tens, at 10^-(k+1),
 * and never a multiple of ten, since a 10 always rolls on.
 */
export function dieDistribution(explodes: boolean): readonly number[] {
  if (!explodes) return [0, ...Array.from({ length: D10 }, () => 1 / D10)];
  const values = [0];
  for (let tens = 0; tens <= TENS_FOLLOWED; tens++) {
    const chance = (1 / D10) ** (tens + 1);
    for (let face = 1; face < EXPLODING_FACE; face++) values.push(chance);
    values.push(0);
  }
  // The last entry is the multiple of ten after the deepest chain followed, which is never a value.
  values.pop();
  return values;
}
