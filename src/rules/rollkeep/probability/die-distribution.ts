import { D10, EXPLODING_FACE } from "../roll-pool";

/**
 * How many tens a chain may hold before the exact distribution stops following it. A chain with
 * more than this many tens has probability 10^-13 per die, so cutting the tail there loses at most
 * 1e-12 of the mass even for ten dice; everything else is exact. The missing mass is not
 * spread back over the rest: the sums stay short of 1 by that much, which no dialog can show.
 */
export const TENS_FOLLOWED = 12;

/**
 * The first face of a die as a table indexed by face: 1/10 each, or, when a 1 is rolled once more
 * (D8), 1/100 for a 1 and 11/100 for every other face.
 */
function firstFace(rerollOnes: boolean): number[] {
  const once = 1 / D10;
  return [0, ...Array.from({ length: D10 }, (_, i) => (rerollOnes ? (i === 0 ? once * once : once + once * once) : once))];
}

/**
 * The value of one d10 as a table indexed by value (index 0 unused): unexploding, each face 1 to
 * 10 at 1/10; exploding, a die shows 10k + r (r from 1 to 9) after exactly k tens, at 10^-(k+1),
 * and never a multiple of ten, since a 10 always rolls on.
 */
export function dieDistribution(explodes: boolean, rerollOnes = false): readonly number[] {
  const first = firstFace(rerollOnes);
  if (!explodes) return first;
  const values = [0];
  for (let tens = 0; tens <= TENS_FOLLOWED; tens++) {
    // The first face decides the start of the chain; every ten after it is a plain d10's.
    const start = tens === 0 ? 1 : (first[EXPLODING_FACE] ?? 0) * (1 / D10) ** (tens - 1);
    for (let face = 1; face < EXPLODING_FACE; face++) values.push(tens === 0 ? (first[face] ?? 0) : start / D10);
    values.push(0);
  }
  // The last entry is the multiple of ten after the deepest chain followed, which is never a value.
  values.pop();
  return values;
}
