import { actorRef } from "../../../documents/actor-ref";
import { RULESET_EXTRAS } from "../../../rules/registry";
import type { RollkeepState } from "../state";
import { storedFighter } from "./fighter";

const { compareTrackerPlaces } = RULESET_EXTRAS.rollkeep;
type Place = Parameters<typeof compareTrackerPlaces>[0];

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

/** The tracker's order, as the port sets it (S1, S5, S7), every client alike: each combatant's place read from the states a step is about to write when given, else from its stored data. */
export function trackerOrder(a: CombatantView, b: CombatantView, states?: ReadonlyMap<string, RollkeepState>): number {
  return compareTrackerPlaces(placeOf(a, states), placeOf(b, states));
}
