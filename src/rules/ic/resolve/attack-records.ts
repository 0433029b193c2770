import type { AttackFlow, FlowDefense, FlowHit } from "./attack-flow";

/**
 * Records of finished attacks that their owner handed back, for the owned steps of its next
 * attacks to write over rather than make anew (a simulated duel plays some seventy attacks).
 * An attack opened again over a finished one (open's `into`) holds no defence or hits, as any
 * new attack does, so the old ones wait here until an owned answer or damage step takes them.
 * Only a caller handing back an attack of its own gives them and only owned steps take them, so
 * no record still read elsewhere is ever written over. One of each is kept: a caller plays an
 * attack's steps one after the other, opening the next only when the last is settled, so the
 * answer and damage steps take what the open just handed back (a second is left to the collector).
 */
let spareDefenseRecord: FlowDefense | null = null;
let spareHitList: FlowHit[] | null = null;

/** Takes back a finished attack's defence and hits (a single hit's list only), leaving it with neither. */
export function releaseRecords(flow: AttackFlow): void {
  const defense = flow.defense;
  if (defense !== null) {
    if (spareDefenseRecord === null) spareDefenseRecord = defense;
    flow.defense = null;
  }
  const hits = flow.hits;
  if (hits !== null) {
    if (spareHitList === null && hits.length === 1) spareHitList = hits;
    flow.hits = null;
  }
}

/** A defence record to write over, if one was handed back. */
export function spareDefense(): FlowDefense | undefined {
  const spare = spareDefenseRecord;
  if (spare === null) return undefined;
  spareDefenseRecord = null;
  return spare;
}

/** A list of one hit to write over, if one was handed back. */
export function spareHit(): FlowHit[] | undefined {
  const spare = spareHitList;
  if (spare === null) return undefined;
  spareHitList = null;
  return spare;
}
