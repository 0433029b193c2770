import { RuleRefusal } from "../../refusal";
import { addToTacticsPool, spendFromTacticsPool, type TacticsPool } from "../attack/tactics-pool";
import type { RollkeepOutcome } from "./attack-flow";

/** The most free raises a party's pool is taken to hold: far past any fight, so a stored count beyond it is a broken one. */
export const MAX_TACTICS_POOL = 1000;

/**
 * M9 (house): the party's Tactics Pool through the port. A stored count is read back checked
 * (`badManeuver` naming the pool otherwise); the finished attacks' Tactical Strikes add to it (one
 * free raise each, on a hit); the GM hands raises out of it onto an attack's free raises (R9).
 */
export const rollkeepTactics = {
  empty: Object.freeze({ freeRaises: 0 }) as Readonly<TacticsPool>,
  read(stored: unknown): TacticsPool {
    if (typeof stored !== "number" || !Number.isInteger(stored) || stored < 0 || stored > MAX_TACTICS_POOL) {
      throw new RuleRefusal("badManeuver", { maneuver: "tacticalStrike" }, `tactics pool: ${String(stored)}`, { code: "tacticsPoolStored", data: { max: MAX_TACTICS_POOL }, text: `the Tactics Pool must hold a whole number of free raises from 0 to ${MAX_TACTICS_POOL}` });
    }
    return { freeRaises: stored };
  },
  gained(pool: TacticsPool, outcomes: readonly RollkeepOutcome[]): TacticsPool {
    const raises = outcomes.reduce((sum, o) => sum + o.tacticsRaises, 0);
    return { freeRaises: Math.min(MAX_TACTICS_POOL, addToTacticsPool(pool, raises).freeRaises) };
  },
  spend: spendFromTacticsPool,
};
