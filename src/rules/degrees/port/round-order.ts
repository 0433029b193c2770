import { compareIds } from "../../id-order";
import type { DegreesOptions } from "../options";
import type { DegreesFighter } from "./fighter";
import { roundOf } from "./moments";
import { orderKey } from "./timeline";

/**
 * Where a fighter stands in the round at `moment`: its turn taken, taking it now, still to come
 * this round (a Delay's included), waiting for a later round (a joiner, M9; one caught by
 * surprise, M12), or not placed at all.
 */
export type RoundPhase = "done" | "acting" | "coming" | "later" | "unplaced";

export function roundPhase(f: DegreesFighter | null, moment: number): RoundPhase {
  if (!f || f.initiative === null) return "unplaced";
  const round = roundOf(moment);
  const turn = f.turn;
  if (turn !== null && turn.round === round && !turn.putOff) {
    if (turn.over) return "done";
    if (turn.at === moment) return "acting";
  }
  return f.grantedRound === round ? "coming" : "later";
}

const PHASE_RANK: Readonly<Record<RoundPhase, number>> = { done: 0, acting: 1, coming: 2, later: 3, unplaced: 4 };

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** One place in the round's list: an id (the combatant's, unique in its fight) and its fighter, null when it has none. */
export interface RoundPlace {
  id: string;
  fighter: DegreesFighter | null;
}

/**
 * The round's order as it stands at `moment` (M6, M7, M10): the turns taken this round in the
 * order they were taken, the turn under way, then everyone still to act in the order the clock
 * will follow now (so a Haste or a Deafened re-sorts it without a re-roll, and a Delay moves it),
 * those waiting for a later round, and last those not placed. Ties fall to the id by its code
 * units (`compareIds`), so every client lists the same order whatever its language.
 */
export function compareInRound(a: RoundPlace, b: RoundPlace, moment: number, options: DegreesOptions): number {
  const pa = roundPhase(a.fighter, moment);
  const pb = roundPhase(b.fighter, moment);
  if (pa !== pb) return PHASE_RANK[pa] - PHASE_RANK[pb];
  if (pa === "done") return (a.fighter?.turn?.at ?? 0) - (b.fighter?.turn?.at ?? 0) || compareIds(a.id, b.id);
  if (a.fighter && b.fighter && pa !== "unplaced") {
    const round = roundOf(moment);
    const byKey = compareKeys(orderKey(a.fighter, round, options), orderKey(b.fighter, round, options));
    if (byKey !== 0) return byKey;
  }
  return compareIds(a.id, b.id);
}

/**
 * The round's order with partners (M86): each partner where its owner stands (`ownerOf` finds the
 * owner's place, null for anyone not acting in another's turn), just after it, partners of one
 * owner by id; everyone else by `compareInRound`.
 */
export function compareWithPartners(a: RoundPlace, b: RoundPlace, moment: number, options: DegreesOptions, ownerOf: (place: RoundPlace) => RoundPlace | null): number {
  const oa = ownerOf(a);
  const ob = ownerOf(b);
  const byPlace = compareInRound(oa ?? a, ob ?? b, moment, options);
  if (byPlace !== 0) return byPlace;
  return (oa ? 1 : 0) - (ob ? 1 : 0) || compareIds(a.id, b.id);
}

/**
 * The place a partner acting in its owner's turn stands in (M86): its owner's, when the owner is
 * among `places` and placed; null for anyone else.
 */
export function ownerPlaceIn(places: readonly RoundPlace[]): (place: RoundPlace) => RoundPlace | null {
  return (place) => {
    const owner = place.fighter?.partnerOf;
    if (owner === undefined) return null;
    return places.find((p) => p.id !== place.id && p.fighter?.id === owner && p.fighter.initiative !== null) ?? null;
  };
}

/**
 * The group a fighter acts with (M8) when it is put in a fight: the group its combatant names,
 * else the group named for a GM's character, else for a GM's character its whole side (the text's
 * usual single roll for the enemies; our default for a blank group); a player's character acts
 * alone unless its combatant names one.
 */
export function actingGroup(named: string | null, gmCharacter: { group: string } | null, side: string): string | null {
  if (named) return named;
  if (!gmCharacter) return null;
  return gmCharacter.group ? gmCharacter.group : `side:${side}`;
}
