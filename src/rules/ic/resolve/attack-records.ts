import type { AttackFlow, FlowDefense, FlowHit } from "./attack-flow";

/**
 * Records of finished attacks that their owner handed back, for the owned steps of its next
 * attacks to write over rather than make anew (a simulated duel plays some seventy attacks).
 * An attack opened again over a finished one (open's `into`) holds no defence or hits, as any
 * new attack does, so the old ones wait here until an owned answer or damage step takes them.
 * Only a caller handing back an attack of its own gives them and only owned steps take them, so
 * no record still read elsewhere is ever written over. A few are kept at most: a miss hands back
 * no hits, so the hit of the attack after it takes one kept from before.
 *
 * Each pool is a fixed list and a count rather than a list pushed and popped (a call into a
 * builtin's fast path on every attack). A slot past the count may still name a record handed out
 * since; only the count says what is free, and handing one back writes over that slot.
 */
const MOST_KEPT = 4;
const defenses: (FlowDefense | null)[] = [null, null, null, null];
const hitLists: (FlowHit[] | null)[] = [null, null, null, null];
let defenseCount = 0;
let hitListCount = 0;

/** Takes back a finished attack's defence and hits (a single hit's list only), leaving it with neither. */
export function releaseRecords(flow: AttackFlow): void {
  const defense = flow.defense;
  if (defense !== null) {
    if (defenseCount < MOST_KEPT) defenses[defenseCount++] = defense;
    flow.defense = null;
  }
  const hits = flow.hits;
  if (hits !== null) {
    if (hitListCount < MOST_KEPT && hits.length === 1) hitLists[hitListCount++] = hits;
    flow.hits = null;
  }
}

/** A defence record to write over, if one was handed back. */
export function spareDefense(): FlowDefense | undefined {
  if (defenseCount === 0) return undefined;
  return defenses[--defenseCount] ?? undefined;
}

/** A list of one hit to write over, if one was handed back. */
export function spareHit(): FlowHit[] | undefined {
  if (hitListCount === 0) return undefined;
  return hitLists[--hitListCount] ?? undefined;
}
