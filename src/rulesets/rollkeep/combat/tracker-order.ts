import { actorRef } from "../../../documents/actor-ref";
import type { RollkeepState } from "../state";
import { storedFighter } from "./fighter";

interface Place {
  slot: number | null;
  initiative: number | null;
  tieOrder: number;
  id: string;
}

interface CombatantView {
  id: string | null;
  initiative: number | null;
  system: unknown;
  actor: { id: string | null; uuid: string | null; isToken: boolean } | null;
}

/** Where a combatant sits: from the states a step is about to write when given, else from its stored data. */
function placeOf(c: CombatantView, states?: ReadonlyMap<string, RollkeepState>): Place {
  const state = c.actor ? states?.get(actorRef(c.actor)) : undefined;
  if (state) return { slot: state.slot, initiative: state.initiative, tieOrder: state.tieOrder, id: c.id ?? "" };
  const s = storedFighter(c);
  return { slot: s.slot, initiative: c.initiative, tieOrder: s.tieOrder, id: c.id ?? "" };
}

/**
 * The tracker's order, which every client computes alike: this round's order (the slots the port
 * fixed as the round began, Center/Void bonuses included, S1, S7), then those not yet placed by
 * score and stored tie order (S5, S7), unrolled ones last, then the id.
 */
export function trackerOrder(a: CombatantView, b: CombatantView, states?: ReadonlyMap<string, RollkeepState>): number {
  const x = placeOf(a, states);
  const y = placeOf(b, states);
  const slot = (x.slot ?? Infinity) - (y.slot ?? Infinity);
  if (slot) return slot;
  const score = (y.initiative ?? -Infinity) - (x.initiative ?? -Infinity);
  if (score) return score;
  return x.tieOrder - y.tieOrder || x.id.localeCompare(y.id);
}
