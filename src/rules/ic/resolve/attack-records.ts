import type { AttackFlow, FlowDefense, FlowHit } from "./attack-flow";

/**
 * Records of finished attacks that their owner handed back, for the owned steps of its next
 * attacks to write over rather than make anew (a simulated duel plays some seventy attacks).
 * An attack opened again over a finished one (open's `into`) holds no defence or hits, as any
 * new attack does, so the old ones wait here until an owned answer or damage step takes them.
 * Only a caller handing back an attack of its own gives them and only owned steps take them, so
 * no record still read elsewhere is ever written over. A few are kept at most.
 */
const MOST_KEPT = 4;
const defenses: FlowDefense[] = [];
const hitLists: FlowHit[][] = [];

/** Takes back a finished attack's defence and hits (a single hit's list only), leaving it with neither. */
export function releaseRecords(flow: AttackFlow): void {
  if (flow.defense && defenses.length < MOST_KEPT) defenses.push(flow.defense);
  if (flow.hits?.length === 1 && hitLists.length < MOST_KEPT) hitLists.push(flow.hits);
  flow.defense = null;
  flow.hits = null;
}

/** A defence record to write over, if one was handed back. */
export function spareDefense(): FlowDefense | undefined {
  return defenses.pop();
}

/** A list of one hit to write over, if one was handed back. */
export function spareHit(): FlowHit[] | undefined {
  return hitLists.pop();
}
