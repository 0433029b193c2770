import type { DiceSource } from "../rules/dice";

/**
 * Dice for the rules engine drawn from Foundry's own generator (the one its Rolls use), so
 * rolls made through the engine are as random, and as moddable, as any other roll in the world.
 */
export function foundryDice(): DiceSource {
  return {
    roll(faces: number): number {
      const uniform = (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform();
      return Math.min(faces, 1 + Math.floor(uniform * faces));
    },
  };
}
