import type { FORMULA_DICE } from "../../../rules/registry";

/** A thrown pool as the engine returns it: each die's chain of faces, which were kept, the total. */
export type ThrownPool = ReturnType<(typeof FORMULA_DICE)["rollkeep"]["roll"]>;

/**
 * Every physical d10 of a thrown pool as a Foundry die result, in the order the dice hit the table:
 * first one face of every die, then the faces the tens of that throw added, and so on, each face
 * that made its die roll again marked `exploded`. That is the order core's own exploding dice keep
 * and the one Dice So Nice reads to throw explosions as follow-up throws. A dropped die's faces are
 * inactive and `discarded` (dimmed by core and Dice So Nice); which dice are kept is the engine's.
 */
export function resultsInThrowOrder(thrown: ThrownPool): foundry.dice.terms.DiceTerm.Result[] {
  const results: foundry.dice.terms.DiceTerm.Result[] = [];
  const longest = Math.max(0, ...thrown.dice.map((die) => die.faces.length));
  for (let depth = 0; depth < longest; depth++) {
    for (const die of thrown.dice) {
      const face = die.faces[depth];
      if (face === undefined) continue;
      const result: foundry.dice.terms.DiceTerm.Result = { result: face, active: die.kept };
      if (depth < die.faces.length - 1) result.exploded = true;
      if (!die.kept) result.discarded = true;
      results.push(result);
    }
  }
  return results;
}
