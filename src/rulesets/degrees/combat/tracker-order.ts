import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesExtras, degreesRules, type DegreesState } from "../state";

type Options = RulesetTypesOf<"degrees">["options"];

/**
 * Where a fighter stands in the round at `moment`, for the tracker's list: its turn taken, taking
 * it now, still to come this round (a Delay's included), waiting for a later round (a joiner, M9;
 * one caught by surprise, M12), or not placed at all.
 */
export type RoundPhase = "done" | "acting" | "coming" | "later" | "unplaced";

export function phaseOf(state: DegreesState | null, moment: number): RoundPhase {
  if (!state || state.initiative === null) return "unplaced";
  const round = degreesRules.roundOf(moment);
  const turn = state.turn;
  if (turn !== null && turn.round === round && !turn.putOff) {
    if (turn.over) return "done";
    if (turn.at === moment) return "acting";
  }
  return state.grantedRound === round ? "coming" : "later";
}

const PHASE_RANK: Readonly<Record<RoundPhase, number>> = { done: 0, acting: 1, coming: 2, later: 3, unplaced: 4 };

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/**
 * The tracker's order (M6, M7, M10): the turns taken this round in the order they were taken, the
 * turn under way, then everyone still to act in the order the port's clock will follow as it
 * stands now (so a Haste or a Deafened re-sorts it without a re-roll, and a Delay moves it), those
 * waiting for a later round, and last those not placed. Ties fall to the combatant's id, as every
 * client sorts alike.
 */
export function compareFighters(a: { id: string; state: DegreesState | null }, b: { id: string; state: DegreesState | null }, moment: number, options: Options): number {
  const pa = phaseOf(a.state, moment);
  const pb = phaseOf(b.state, moment);
  if (pa !== pb) return PHASE_RANK[pa] - PHASE_RANK[pb];
  if (pa === "done") return (a.state?.turn?.at ?? 0) - (b.state?.turn?.at ?? 0) || a.id.localeCompare(b.id);
  if (a.state && b.state && pa !== "unplaced") {
    const round = degreesRules.roundOf(moment);
    const byKey = compareKeys(degreesExtras.orderKey(a.state, round, options), degreesExtras.orderKey(b.state, round, options));
    if (byKey !== 0) return byKey;
  }
  return a.id.localeCompare(b.id);
}

/** One row of the order: a combatant's id and its fighter (null without an actor). */
export interface OrderRow {
  id: string;
  state: DegreesState | null;
}

/**
 * The row a partner stands in (M86): its owner's, when the owner is in the fight and placed; null
 * for anyone else. A partner acts in its owner's turn, so it is listed just after it.
 */
export function ownerRowIn(rows: readonly OrderRow[]): (row: OrderRow) => OrderRow | null {
  return (row) => {
    const owner = row.state?.partnerOf;
    if (owner === undefined) return null;
    return rows.find((r) => r.id !== row.id && r.state?.id === owner && r.state.initiative !== null) ?? null;
  };
}

/**
 * The tracker's order with partners (M86): each partner where its owner stands, just after it
 * (partners of one owner by combatant id); everyone else by `compareFighters`.
 */
export function compareInOrder(a: OrderRow, b: OrderRow, moment: number, options: Options, ownerRow: (row: OrderRow) => OrderRow | null): number {
  const oa = ownerRow(a);
  const ob = ownerRow(b);
  const byPlace = compareFighters(oa ?? a, ob ?? b, moment, options);
  if (byPlace !== 0) return byPlace;
  return (oa ? 1 : 0) - (ob ? 1 : 0) || a.id.localeCompare(b.id);
}
