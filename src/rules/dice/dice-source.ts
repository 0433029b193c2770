/**
 * Where dice faces come from. The rules never roll on their own: Foundry's Roll feeds
 * them in play, fixed faces feed them in tests, a seeded generator feeds the simulator.
 */
export interface DiceSource {
  /** One face of a die with `faces` sides, 1..faces. */
  roll(faces: number): number;
}

/**
 * Faces handed out in order; when they run out, `fallback` takes over (or an error is
 * thrown, so a test that forgot a face fails loudly instead of rolling at random).
 */
export function fixedDice(faces: readonly number[], fallback?: DiceSource): DiceSource {
  let next = 0;
  return {
    roll(sides: number): number {
      if (next < faces.length) {
        const face = faces[next++] as number;
        if (!Number.isInteger(face) || face < 1 || face > sides) {
          throw new RangeError(`Fixed face ${face} is not a valid roll of a d${sides}`);
        }
        return face;
      }
      if (fallback) return fallback.roll(sides);
      throw new RangeError(`Ran out of fixed dice faces (needed a d${sides})`);
    },
  };
}

/**
 * A small, fast, seedable generator (mulberry32) so simulator runs are reproducible. The state
 * is kept as a signed 32-bit integer (the same bits as mulberry32's unsigned one), which V8
 * holds as a small integer rather than boxing a new number on every roll.
 */
export function seededDice(seed: number): DiceSource {
  return new Mulberry32(seed);
}

/**
 * seededDice's generator: a class rather than a closure over its state, so every duel's dice
 * share one `roll` (the optimiser folds the same function into every call site, whichever duel's
 * dice it is handed) and the state is a field of the dice themselves.
 */
class Mulberry32 implements DiceSource {
  // A private field: the dice may be handed around frozen (tests freeze what a step is given),
  // and freezing an object leaves its private fields as they were, writable.
  #state: number;

  constructor(seed: number) {
    this.#state = seed | 0;
  }

  roll(sides: number): number {
    const state = (this.#state + 0x6d2b79f5) | 0;
    this.#state = state;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const bits = t ^ (t >>> 14);
    // mulberry32's face is 1 + floor(u × sides / 2^32), u the 32 bits unsigned: the top 32 bits
    // of a 64-bit product. For whole sides below 2^16 (every die the rules roll) the product is
    // taken in 16-bit halves, in integers: the same faces, without the round trip through
    // floating point and back (some 250 dice a duel): with u = hi × 2^16 + lo, the top bits are
    // (hi × sides + (lo × sides) / 2^16) / 2^16, rounded down, and for such sides that sum stays
    // below 2^32, which `>>>` reads unsigned. Other sides keep the division.
    if ((sides & 0xffff) === sides) return 1 + ((Math.imul(bits >>> 16, sides) + (Math.imul(bits & 0xffff, sides) >>> 16)) >>> 16);
    return 1 + Math.floor(((bits >>> 0) / 4294967296) * sides);
  }
}
