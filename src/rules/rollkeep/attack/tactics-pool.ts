import { RuleRefusal } from "../../refusal";

/**
 * M9 (house): the party's Tactics Pool, free raises a Tactical Strike adds and the GM hands out.
 * The house rules never say more, so the pool is a plain count the GM spends.
 */
export interface TacticsPool {
  freeRaises: number;
}

export function addToTacticsPool(pool: TacticsPool, raises: number): TacticsPool {
  return { freeRaises: pool.freeRaises + Math.max(0, raises) };
}

export function spendFromTacticsPool(pool: TacticsPool, raises: number): TacticsPool {
  if (!Number.isInteger(raises) || raises < 1 || raises > pool.freeRaises) throw new RuleRefusal("badManeuver", { maneuver: "tacticalStrike" }, `tactics pool: cannot spend ${raises}`, { code: "tacticsPoolHolds", data: { raises: pool.freeRaises }, text: `the Tactics Pool holds ${pool.freeRaises} free raises` });
  return { freeRaises: pool.freeRaises - raises };
}
