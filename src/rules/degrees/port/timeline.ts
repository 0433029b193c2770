import type { Due } from "../../ruleset";
import type { DegreesOptions } from "../options";
import { opensWithSurprise } from "../surprise";
import { inTheOrder, type DegreesFighter } from "./fighter";
import { initiativeAccuracy, initiativeNow } from "./initiative-port";
import { checkedMoment, END_OF_ROUND, endOfRound, isTurnMoment, MAX_TURNS, nextTurnIndex, positionOf, roundOf, turnMoment } from "./moments";
import { isLed, ledPartners, NO_PARTNERS, partnersByOwner } from "./partners";

/** The partners acting in an owner's turn (M86): none of them takes a turn of its own. */
function led(fighters: readonly DegreesFighter[]): ReadonlySet<string> {
  return ledPartners(partnersByOwner(fighters), fighters);
}

/**
 * Whether the fight opens with a surprise round: some, but not all, of those in the order are
 * aware (M12). A partner goes with its owner: it is not counted apart.
 */
export function hasSurpriseRound(fighters: readonly DegreesFighter[], options: DegreesOptions): boolean {
  const partners = led(fighters);
  // Counted in one pass, nothing built: every fight asks as it starts.
  let aware = false;
  let caught = false;
  // Indexed, as every loop over the fighters here: a for…of makes an iterator and a result per
  // fighter until its code is optimised, and a run's first duels are played before it is.
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i] as DegreesFighter;
    if (!inTheOrder(f, options) || isLed(partners, f.id)) continue;
    if (f.aware) aware = true;
    else caught = true;
  }
  return opensWithSurprise(aware, caught);
}

/**
 * Whether a fight not yet begun would open with a surprise round as it begins (M12): the count of
 * `hasSurpriseRound`, everyone not yet placed counted as placed, since the fight's start places
 * everyone (a partner of a fighter present goes with its owner; the dead are not counted).
 */
export function surpriseAtStart(fighters: readonly DegreesFighter[], options: DegreesOptions): boolean {
  return hasSurpriseRound(fighters.map((f) => (f.initiative === null ? { ...f, initiative: 0 } : f)), options);
}

/** Whether a fighter will be granted round `round`'s actions as it starts: in the order, and aware if it is the surprise round (M12). */
export function takesPartIn(f: DegreesFighter, round: number, options: DegreesOptions): boolean {
  return inTheOrder(f, options) && (round > 0 || f.aware);
}

/** Whether a fighter still has a turn to take in round `round`, whose actions it holds: none yet, or one a Delay put off (M10). */
export function stillToAct(f: DegreesFighter, round: number, options: DegreesOptions): boolean {
  if (f.grantedRound !== round || !inTheOrder(f, options)) return false;
  const turn = f.turn;
  return turn === null || turn.round < round || (turn.putOff && !turn.over);
}

/** A Delay that named no value: it acts once everyone else has (M10, our default). */
function waiting(f: DegreesFighter, round: number): boolean {
  return f.turn !== null && f.turn.round === round && f.turn.putOff && f.delayedTo === null;
}

/**
 * Whether `a` acts before `b` (M6, M7, M10): a Delay that named no value after everyone else; then
 * the higher value (a Delay's, else the initiative with what conditions add now); on it, one who
 * did not delay first; then the higher accuracy; then the stored order of the placing.
 */
function actsBefore(a: DegreesFighter, b: DegreesFighter, round: number, options: DegreesOptions): boolean {
  const aWaits = waiting(a, round);
  if (aWaits !== waiting(b, round)) return !aWaits;
  const va = a.delayedTo ?? initiativeNow(a, a.initiative ?? 0, options);
  const vb = b.delayedTo ?? initiativeNow(b, b.initiative ?? 0, options);
  if (va !== vb) return va > vb;
  if ((a.delayedTo === null) !== (b.delayedTo === null)) return a.delayedTo === null;
  const aa = initiativeAccuracy(a, options);
  const ab = initiativeAccuracy(b, options);
  if (aa !== ab) return aa > ab;
  return a.tieOrder !== b.tieOrder ? a.tieOrder < b.tieOrder : a.id < b.id;
}

/**
 * A fighter's place in the order of round `round` as a key (M6, M7, M10), for a tracker that lists
 * the order as it stands: compared element by element, the lower key acts first, exactly as
 * `actsBefore` decides (then the id). A Delay that named no value last; the higher value (a
 * Delay's, else the initiative with what conditions add now); on it, one who did not delay; the
 * higher accuracy; the stored tie order.
 */
export function orderKey(f: DegreesFighter, round: number, options: DegreesOptions): readonly number[] {
  const value = f.delayedTo ?? initiativeNow(f, f.initiative ?? 0, options);
  return [waiting(f, round) ? 1 : 0, -value, f.delayedTo === null ? 0 : 1, -initiativeAccuracy(f, options), f.tieOrder];
}

/**
 * Who takes the next turn of round `round`, as indexes into `fighters`: the first still to act by
 * the order as it stands now (M7), with every other member of its group still to act beside it
 * (one group turn, M8). A partner acting in its owner's turn (`partners`) is never taken on its
 * own: the clock brings it in with its owner (M86). Empty when no one is left.
 */
export function nextTakers(fighters: readonly DegreesFighter[], round: number, options: DegreesOptions, partners: ReadonlySet<string> = NO_PARTNERS): number[] {
  let best = -1;
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i] as DegreesFighter;
    if (isLed(partners, f.id)) continue;
    if (stillToAct(f, round, options) && (best < 0 || actsBefore(f, fighters[best] as DegreesFighter, round, options))) best = i;
  }
  if (best < 0) return [];
  const first = fighters[best] as DegreesFighter;
  if (first.group === null) return [best];
  const takers: number[] = [];
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i] as DegreesFighter;
    if (i === best || (f.group === first.group && !isLed(partners, f.id) && stillToAct(f, round, options) && f.delayedTo === first.delayedTo && waiting(f, round) === waiting(first, round))) takers.push(i);
  }
  return takers;
}

/** Whether anyone is left to act in round `round` after the moment `after` (the turn under way at it being over unless put off); partners go with their owners. */
function anyoneLeft(fighters: readonly DegreesFighter[], round: number, after: number, options: DegreesOptions): boolean {
  const beforeStart = positionOf(after) < 1;
  const partners = led(fighters);
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i] as DegreesFighter;
    if (isLed(partners, f.id)) continue;
    if (beforeStart ? takesPartIn(f, round, options) : stillToAct(f, round, options) && !(f.turn !== null && f.turn.at === after && !f.turn.putOff)) return true;
  }
  return false;
}

function anyoneInTheOrder(fighters: readonly DegreesFighter[], options: DegreesOptions): boolean {
  for (let i = 0; i < fighters.length; i++) if (inTheOrder(fighters[i] as DegreesFighter, options)) return true;
  return false;
}

/** Whether the fighter keeps an action held in round `round` for later in it (M17), still to take: alive, not yet released. */
function holdsFor(f: DegreesFighter, round: number, options: DegreesOptions): boolean {
  return f.kept?.kind === "held" && f.kept.round === round && inTheOrder(f, options);
}

/**
 * The next moment after `after` at which a turn is taken (moments.ts): the next turn of this round
 * while anyone is left to act in it, else the first turn of the next round. The surprise round is
 * played only when some but not all are aware (M12). When the GM lets an unused held action be
 * taken at the round's end (`heldAtRoundEnd`, M17), the round's end is such a moment while anyone
 * still holds one. Null when no one is left in the order.
 */
export function nextTurnMoment(fighters: readonly DegreesFighter[], afterMoment: number, options: DegreesOptions): number | null {
  const after = checkedMoment(afterMoment, "after");
  if (!anyoneInTheOrder(fighters, options)) return null;
  const round = roundOf(after);
  if (round === 0 && !hasSurpriseRound(fighters, options)) return turnMoment(1, 0);
  const k = nextTurnIndex(positionOf(after));
  if (k < MAX_TURNS && anyoneLeft(fighters, round, after, options)) return turnMoment(round, k);
  if (options.heldAtRoundEnd && positionOf(after) < END_OF_ROUND && fighters.some((f) => holdsFor(f, round, options))) return endOfRound(round);
  return turnMoment(round + 1, 0);
}

/**
 * Who plays the turn at `at`, in the list's order: the fighter (or the group) whose turn the clock
 * started then, with the partners acting in their owners' turns (M86). At a round's end, those
 * who still hold an action held in it (M17: only where the GM allows it, or the round's end took
 * it from them already), to take it or let it go.
 */
export function turnsAt(fighters: readonly DegreesFighter[], at: number): string[] {
  const ids: string[] = [];
  if (positionOf(at) === END_OF_ROUND) {
    const round = roundOf(at);
    for (const f of fighters) if (f.kept?.kind === "held" && f.kept.round === round && f.initiative !== null) ids.push(f.id);
    return ids;
  }
  if (!isTurnMoment(at)) return ids;
  // The list is made with its first id, nearly always the only one: a push onto an empty list
  // reserves room for many, and every moment of a fight asks.
  let found = ids;
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i] as DegreesFighter;
    const turn = f.turn;
    if (turn === null || turn.at !== at || turn.over || turn.putOff) continue;
    if (found.length === 0) found = [f.id];
    else found.push(f.id);
  }
  return found;
}

/** How far ahead `upcoming` looks, in rounds. */
export const MAX_ROUNDS_AHEAD = 100;

/** The conditions that change a fighter at the start of each of its turns (M41, M130 10, 24, 25). */
const TICKING = new Set(["bleeding", "dying", "suffocating", "confused"]);

/**
 * The rounds after `from` up to `until` in which the clock will change this fighter, each marked
 * by the end of its round (a round's turns are ordered as it is played, so the round is what is
 * known ahead): a timed condition ending (M3: counted in the turns of the one it is keyed to, this
 * fighter's own unless it names another, whose turns are taken as still to come this round), and
 * every round a ticking condition ticks at the start of its turn.
 */
export function conditionsDue(f: DegreesFighter, from: number, until: number): Due[] {
  const due: Due[] = [];
  const round = roundOf(from);
  const last = Math.min(roundOf(until), round + MAX_ROUNDS_AHEAD);
  const ownTurnPassed = (ends: "turnStart" | "turnEnd"): boolean => f.turn !== null && f.turn.round === round && (ends === "turnStart" || f.turn.over);
  const mark = (r: number, status: string): void => {
    const at = endOfRound(r);
    if (at > from && at <= until && r <= last) due.push({ at, status });
  };
  for (const c of f.conditions) {
    if (c.duration) mark(round + c.duration.remaining - 1 + (c.duration.keyedTo === undefined && ownTurnPassed(c.duration.ends) ? 1 : 0), c.id);
    if (TICKING.has(c.id)) for (let r = round + (ownTurnPassed("turnStart") ? 1 : 0); r <= last; r++) mark(r, c.id);
  }
  return due.sort((a, b) => a.at - b.at);
}
