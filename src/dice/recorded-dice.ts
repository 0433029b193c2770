import type { DiceSource } from "../rules/dice";
import { ShinobiRoll } from "./shinobi-roll";

/** One face the engine drew: a `result` on a die of `faces` sides. */
export interface DrawnFace {
  faces: number;
  result: number;
}

/**
 * Dice for the rules engine that remember what they drew, so the very faces the engine used
 * can be posted as Foundry Rolls (tooltips, roll modes, Dice So Nice).
 */
export interface DiceRecorder extends DiceSource {
  /** The faces drawn since the last `take`, in order. */
  readonly drawn: readonly DrawnFace[];
  /**
   * Closes the current batch: everything drawn since the last call becomes one evaluated Roll
   * labelled `flavor` (e.g. "Stamina", "Damage"). Returns `[]` when nothing was drawn, so
   * batches spread straight into a message's `rolls`.
   */
  take(flavor?: string): ShinobiRoll[];
}

/**
 * Faces from Foundry's own generator (the one its Rolls use), so the engine's rolls are as random,
 * and as moddable, as any other roll in the world.
 */
export function foundryDice(): DiceSource {
  return {
    roll(faces: number): number {
      return Math.min(faces, 1 + Math.floor(CONFIG.Dice.randomUniform() * faces));
    },
  };
}

/**
 * A recording DiceSource. Faces come from `source` (Foundry's generator, `CONFIG.Dice.randomUniform`,
 * unless told otherwise) and are kept in order until `take` turns them into a Roll.
 * Make one per workflow step; pass it to the engine; `take` after each labelled part.
 */
export function recordingDice(source: DiceSource = foundryDice()): DiceRecorder {
  let drawn: DrawnFace[] = [];
  return {
    get drawn() {
      return drawn;
    },
    roll(faces: number): number {
      const result = source.roll(faces);
      drawn.push({ faces, result });
      return result;
    },
    take(flavor?: string): ShinobiRoll[] {
      const batch = drawn;
      drawn = [];
      return batch.length ? [rollFromFaces(batch, flavor)] : [];
    },
  };
}

/**
 * An already-evaluated Roll showing exactly `draws`: each run of same-sized dice is one Die term
 * (`2d6` holding both results), runs joined by `+` — so `[d6 3, d6 5, d4 2]` reads `2d6 + 1d4` = 10.
 * Built with `Roll.fromTerms` from evaluated terms, as core does; nothing is rolled again.
 */
export function rollFromFaces(draws: readonly DrawnFace[], flavor?: string): ShinobiRoll {
  if (!draws.length) throw new RangeError("A Roll needs at least one drawn face");
  const { Die, OperatorTerm } = foundry.dice.terms;
  const terms: foundry.dice.terms.RollTerm[] = [];
  for (const run of runsOfSameDie(draws)) {
    if (terms.length) terms.push(new OperatorTerm({ operator: "+" }));
    // A Die given results is evaluated (DiceTerm's constructor sets `_evaluated` when `results` is non-empty).
    terms.push(new Die({ number: run.results.length, faces: run.faces, results: run.results.map((result) => ({ result, active: true })) }));
  }
  // Roll.Options in fvtt-types omits `flavor`, which core's Roll#render reads from `options.flavor`.
  const options: Roll.Options & { flavor?: string } = flavor ? { flavor } : {};
  return ShinobiRoll.fromTerms(terms, options);
}

function runsOfSameDie(draws: readonly DrawnFace[]): { faces: number; results: number[] }[] {
  const runs: { faces: number; results: number[] }[] = [];
  for (const { faces, result } of draws) {
    const last = runs[runs.length - 1];
    if (last?.faces === faces) last.results.push(result);
    else runs.push({ faces, results: [result] });
  }
  return runs;
}
