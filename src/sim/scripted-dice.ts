import type { DiceSource } from "../rules/dice";
import { ScenarioError } from "./validate";

/**
 * The faces a turn fixes, then the seeded generator. A face that is not a roll of the die the
 * rules ask for is the file's mistake, named by its turn and place in the list.
 */
export function scriptedDice(faces: readonly number[], fallback: DiceSource, path: string): DiceSource {
  let next = 0;
  return {
    roll(sides: number): number {
      if (next >= faces.length) return fallback.roll(sides);
      const face = faces[next++] as number;
      if (face > sides) throw new ScenarioError(`${path}[${next - 1}]: ${face} is not a roll of the d${sides} the rules roll there`);
      return face;
    },
  };
}
