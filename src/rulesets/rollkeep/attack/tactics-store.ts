import { SYSTEM_ID } from "../../../constants";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { rollkeepRules } from "../state";

type Outcome = RulesetTypesOf<"rollkeep">["outcome"];

/**
 * M9: where the party's Tactics Pool lives: a hidden world setting. Every client reads world
 * settings, so the whole party sees the pool (the attack dialog and cards show it); only a GM may
 * write one, so only the GM's client changes it, inside the GM's queue: a Tactical Strike's hit
 * adds to it as the attack settles, and an attack request takes raises out of it.
 */
export const TACTICS_POOL_SETTING = "rkTacticsPool";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "shinobi.rkTacticsPool": number;
  }
}

export function registerTacticsPool(): void {
  game.settings?.register(SYSTEM_ID, TACTICS_POOL_SETTING, { scope: "world", config: false, type: Number, default: 0 });
}

/** The pool as stored, checked by the port (a broken value is refused, worded, never coerced). */
export function tacticsPool(): { freeRaises: number } {
  try {
    return rollkeepRules.tactics.read(game.settings?.get(SYSTEM_ID, TACTICS_POOL_SETTING) ?? 0);
  } catch (error) {
    throw refusalError(error);
  }
}

/** Takes `raises` out of the pool for an attack (R9 free raises); the port refuses more than it holds. Returns the write to make. */
export function tacticsSpent(raises: number): { freeRaises: number } | null {
  if (raises === 0) return null;
  return rollkeepRules.tactics.spend(tacticsPool(), raises);
}

/** What the settled attacks' Tactical Strikes add (one free raise a hit); null when nothing changes. */
export function tacticsGained(outcomes: readonly Outcome[]): { freeRaises: number } | null {
  const before = tacticsPool();
  const after = rollkeepRules.tactics.gained(before, outcomes);
  return after.freeRaises === before.freeRaises ? null : after;
}

/** Stores the pool (the GM's client, in its queue). */
export async function storeTacticsPool(pool: { freeRaises: number } | null): Promise<void> {
  if (pool) await game.settings?.set(SYSTEM_ID, TACTICS_POOL_SETTING, pool.freeRaises);
}
