import { deriveCharacter } from "../character/derived";
import type { DiceSource } from "../../dice";
import { RuleRefusal } from "../../refusal";
import { actionsUnder } from "../conditions/acting";
import type { ConditionId } from "../conditions/definitions";
import type { TurnBoundary } from "../conditions/duration";
import { conditionsAtBoundary } from "../conditions/expiry";
import type { ConditionInstance } from "../conditions/instance";
import { startOfTurn, type TurnStartEvent } from "../conditions/turn-start";
import type { DegreesOptions } from "../options";
import { CAUGHT_BY_SURPRISE } from "../surprise";
import { FRESH_ROUND, NO_ACTIONS, SURPRISE_ROUND } from "../turn-actions";
import { changeable, freshUses, inTheOrder, type DegreesFighter, type KeptAction } from "./fighter";
import { checkedMoment, endOfRound, MAX_TURNS, positionOf, roundOf, roundStart, turnIndexAt, turnMoment } from "./moments";
import { isLed, ledPartners, partnersByOwner } from "./partners";
import { keepHolds, type HoldUpkeep } from "./hold-upkeep";
import { afterThreshold } from "./thresholds";
import { hasSurpriseRound, nextTakers, takesPartIn } from "./timeline";

/** Something the passing of time did, at its moment. */
export type DegreesClockEvent =
  | { kind: "roundStarted"; at: number; round: number; surprise: boolean }
  | { kind: "caughtBySurprise"; at: number; combatantId: string }
  | { kind: "turnStarted"; at: number; combatantId: string; resumed: boolean }
  | { kind: "expired"; at: number; combatantId: string; condition: ConditionId }
  | { kind: "tick"; at: number; combatantId: string; tick: TurnStartEvent }
  | { kind: "turnEnded"; at: number; combatantId: string }
  /** An action kept for later and never taken, gone (M17, M69): a held one as its round ends (or, where the GM allows it at the round's end, as the next begins), a prepared one as its holder's next turn starts. */
  | { kind: "keptLapsed"; at: number; combatantId: string; kept: KeptAction["kind"] }
  | { kind: "roundEnded"; at: number; round: number }
  /** A hold kept up as its grabber's turn started (its standard action paid), or lost for want of one (M79). */
  | HoldUpkeep;

/** The partners acting in their owners' turns, by owner, as the clock reads them once per run (M86). */
type Partners = ReturnType<typeof partnersByOwner>;

/** What a run without `detail` reports: no event, one frozen list shared by every run. */
// The cast: the port types the events as a plain list; this one is frozen, so adding to it fails loudly.
const NO_EVENTS: DegreesClockEvent[] = Object.freeze([]) as unknown as DegreesClockEvent[];

/** The most rounds one run of the clock may cross: a driver asking for more has lost its way. */
export const MAX_ROUNDS_PER_ADVANCE = 1000;

/** Where the surprise round's conditions come from, so the first normal round ends exactly them (M12). */
const SURPRISE = "surprise";

// The clock's loops over held conditions and takers are indexed: they run for every fighter at
// every moment, and a for…of makes an iterator and a result per element until its code is
// optimised (a run's first duels are played before it is).
function withoutSurprise(held: readonly ConditionInstance[]): readonly ConditionInstance[] {
  for (let i = 0; i < held.length; i++) if ((held[i] as ConditionInstance).source === SURPRISE) return held.filter((x) => x.source !== SURPRISE);
  return held;
}

/** The fighter without a held action kept in a round before `before`, which is gone (M17). */
function dropHeld(f: DegreesFighter, before: number, at: number, events: DegreesClockEvent[] | null, owned: boolean): DegreesFighter {
  if (f.kept?.kind !== "held" || f.kept.round >= before) return f;
  const next = changeable(f, owned);
  next.kept = null;
  events?.push({ kind: "keptLapsed", at, combatantId: f.id, kept: "held" });
  return next;
}

/**
 * A round starts (M15, M12): everyone taking part is granted its actions (the surprise round's one
 * standard or movement action, or a fresh round's, less what Dizzy takes, M130 27) and its per-round
 * uses start again; those caught by surprise get none, and are Flat-footed and Unaware until the
 * first normal round starts, which ends that. A Delay's value lasts the round unless the GM keeps
 * it for the battle (M10). A held action never passes into a new round (M17). A partner acting in
 * its owner's turn gets its round's actions with that turn (M86): until then it has none, and it
 * is caught by surprise when its owner is.
 */
function startRound(list: DegreesFighter[], round: number, options: DegreesOptions, events: DegreesClockEvent[] | null, partners: Partners, owned: boolean): void {
  const at = roundStart(round);
  events?.push({ kind: "roundStarted", at, round, surprise: round === 0 });
  const led = ledPartners(partners, list);
  for (let i = 0; i < list.length; i++) {
    const f = changeable(dropHeld(list[i] as DegreesFighter, round, at, events, owned), owned);
    if (round === 1) f.conditions = withoutSurprise(f.conditions);
    if (options.delayLasts === "round") f.delayedTo = null;
    const caught = round === 0 && inTheOrder(f, options) && !(isLed(led, f.id) ? ownerOf(list, f) : f).aware;
    if (isLed(led, f.id)) {
      f.actions = NO_ACTIONS;
      f.uses = freshUses(f.uses);
    } else if (takesPartIn(f, round, options)) {
      f.actions = actionsUnder(round === 0 ? SURPRISE_ROUND : FRESH_ROUND, f.conditions, options);
      f.grantedRound = round;
      f.uses = freshUses(f.uses);
    } else if (caught) f.actions = NO_ACTIONS;
    if (caught) {
      f.conditions = [...f.conditions, ...CAUGHT_BY_SURPRISE.map((id) => ({ id, source: SURPRISE }))];
      events?.push({ kind: "caughtBySurprise", at, combatantId: f.id });
    }
    list[i] = f;
  }
}

/** A led partner's owner (partnersByOwner found it in the list). */
function ownerOf(list: readonly DegreesFighter[], partner: DegreesFighter): DegreesFighter {
  return list.find((o) => o.id === partner.partnerOf) as DegreesFighter;
}

function hasDuration(held: readonly ConditionInstance[]): boolean {
  for (let i = 0; i < held.length; i++) if ((held[i] as ConditionInstance).duration) return true;
  return false;
}

/** A turn boundary of `whoseTurn`: every fighter's timed conditions counted in that one's turns count down, and those run out end (M3, F10). */
function boundary(list: DegreesFighter[], whoseTurn: string, kind: TurnBoundary, at: number, events: DegreesClockEvent[] | null, owned: boolean): void {
  for (let i = 0; i < list.length; i++) {
    const f = list[i] as DegreesFighter;
    if (!hasDuration(f.conditions)) continue;
    const { kept, expired } = conditionsAtBoundary(f.conditions, f.id, whoseTurn, kind);
    const next = changeable(f, owned);
    next.conditions = kept;
    list[i] = next;
    if (events) for (const c of expired) events.push({ kind: "expired", at, combatantId: f.id, condition: c.id });
  }
}

/** The start-of-turn ticks of the one whose turn it is (F11): Bleeding, dying, a breath, Confusion; the HP table's conditions follow the HP (M41). */
function ticks(list: DegreesFighter[], i: number, at: number, options: DegreesOptions, dice: DiceSource, events: DegreesClockEvent[] | null, owned: boolean): void {
  const f = list[i] as DegreesFighter;
  if (f.conditions.length === 0) return;
  const derived = deriveCharacter(f.character);
  const started = startOfTurn({ hp: f.hp, conditions: f.conditions, vigor: derived.vigor, campaignLevel: f.character.campaignLevel }, options, dice);
  if (started.events.length === 0) return;
  const next = changeable(f, owned);
  next.hp = started.state.hp;
  next.conditions = started.state.conditions;
  for (const tick of started.events) {
    if (tick.kind === "threshold") next.conditions = afterThreshold(next.conditions, tick.from, tick.to);
    events?.push({ kind: "tick", at, combatantId: f.id, tick });
  }
  list[i] = next;
}

/**
 * A turn starts for the fighters (or the group) the order puts next, and for the partners acting
 * in their turns (M86). A turn a Delay put off resumes: its start already happened this round.
 * Otherwise the stance taken last turn ends (it lasts until the next turn, M66, M67), as does a
 * Charge's open guard (M63), a prepared
 * action not taken lapses (M69), durations counted to its start run down, its ticks come, and a
 * grabber pays its standard action for each hold it keeps or loses the hold (M79).
 */
function beginTurn(list: DegreesFighter[], takers: readonly number[], round: number, at: number, options: DegreesOptions, dice: DiceSource, events: DegreesClockEvent[] | null, partners: Partners, owned: boolean): void {
  for (let t = 0; t < takers.length; t++) {
    const i = takers[t] as number;
    startTurnOf(list, i, round, at, options, dice, events, false, owned);
    const led = partners?.get((list[i] as DegreesFighter).id);
    if (led) for (let p = 0; p < led.length; p++) startTurnOf(list, led[p] as number, round, at, options, dice, events, true, owned);
  }
}

/**
 * One fighter's turn starts (or resumes). A partner's is its owner's (M86): it is granted its
 * round's actions as it starts, every kind of them (the surprise round's one, or a fresh round's);
 * the dead take none, and one that took a turn of its own this round before it was made a partner
 * waits for the next.
 */
function startTurnOf(list: DegreesFighter[], i: number, round: number, at: number, options: DegreesOptions, dice: DiceSource, events: DegreesClockEvent[] | null, partner: boolean, owned: boolean): void {
  const before = list[i] as DegreesFighter;
  if (partner && (!inTheOrder(before, options) || (before.turn !== null && before.turn.round === round && before.turn.over))) return;
  const f = changeable(before, owned);
  const resumed = f.turn !== null && f.turn.round === round && f.turn.putOff;
  f.turn = { round, at, putOff: false, over: false };
  const lapsed = !resumed && f.kept?.kind === "prepared";
  if (!resumed) {
    f.stance = null;
    // A Charge's open guard lasts until this turn (M63).
    f.guardOpen = false;
    if (lapsed) f.kept = null;
    if (partner) {
      f.actions = actionsUnder(round === 0 ? SURPRISE_ROUND : FRESH_ROUND, f.conditions, options);
      f.grantedRound = round;
    }
  }
  list[i] = f;
  events?.push({ kind: "turnStarted", at, combatantId: f.id, resumed });
  if (resumed) return;
  if (lapsed) events?.push({ kind: "keptLapsed", at, combatantId: f.id, kept: "prepared" });
  boundary(list, f.id, "turnStart", at, events, owned);
  ticks(list, i, at, options, dice, events, owned);
  if (options.holdUpkeep === "turnStart") keepHolds(list, i, at, options, events, owned);
}

/**
 * The turns begun at `started` end, save one a Delay put off; durations counted to a turn's end
 * run down (M3). A partner's turn is put off with its owner's, to resume with it (M86).
 */
function endTurns(list: DegreesFighter[], started: number, events: DegreesClockEvent[] | null, led: ReadonlySet<string>, owned: boolean): void {
  for (let i = 0; i < list.length; i++) {
    const f = list[i] as DegreesFighter;
    const turn = f.turn;
    if (turn === null || turn.at !== started || turn.over || turn.putOff) continue;
    const next = changeable(f, owned);
    const ownerTurn = isLed(led, f.id) ? ownerOf(list, f).turn : null;
    if (ownerTurn !== null && ownerTurn.at === started && ownerTurn.putOff) {
      next.turn = { round: turn.round, at: turn.at, putOff: true, over: false };
      list[i] = next;
      continue;
    }
    next.turn = { round: turn.round, at: turn.at, putOff: false, over: true };
    list[i] = next;
    events?.push({ kind: "turnEnded", at: started + 1, combatantId: f.id });
    boundary(list, f.id, "turnEnd", started + 1, events, owned);
  }
}

/** The round's end: unless the GM lets them be taken now (`heldAtRoundEnd`), the held actions not taken are lost (M17). */
function endRound(list: DegreesFighter[], round: number, options: DegreesOptions, events: DegreesClockEvent[] | null, owned: boolean): void {
  const at = endOfRound(round);
  if (!options.heldAtRoundEnd) for (let i = 0; i < list.length; i++) list[i] = dropHeld(list[i] as DegreesFighter, round + 1, at, events, owned);
  events?.push({ kind: "roundEnded", at, round });
}

/**
 * The clock from one moment to a later one (moments.ts), each boundary in order: rounds starting
 * and ending, and each turn's start (the next in the order as it stands, M7, with the partners
 * acting in it, M86) and end. Round 0 is played only as a surprise round (M12). Without `detail`
 * no event is made (the same fighters from the same dice); with `owned` the list and its fighters
 * are the caller's own, changed in place.
 */
export function advanceDegrees(fighters: readonly DegreesFighter[], fromMoment: number, toMoment: number, options: DegreesOptions, dice: DiceSource, detail = true, owned = false): { combatants: readonly DegreesFighter[]; events: DegreesClockEvent[] } {
  const from = checkedMoment(fromMoment, "from");
  const to = checkedMoment(toMoment, "to");
  const events: DegreesClockEvent[] | null = detail ? [] : null;
  if (to <= from) return { combatants: fighters, events: events ?? NO_EVENTS };
  // Each round worked out once: a moment's round is a division, and every turn of a fight runs this loop.
  const firstRound = roundOf(from);
  const lastRound = roundOf(to);
  if (lastRound - firstRound > MAX_ROUNDS_PER_ADVANCE) throw new RuleRefusal("badMoment", { field: "to", value: String(to), max: endOfRound(firstRound + MAX_ROUNDS_PER_ADVANCE) }, `to: the clock runs at most ${MAX_ROUNDS_PER_ADVANCE} rounds at a time`);
  // The cast: an owned list is the caller's to change.
  const list = owned ? (fighters as DegreesFighter[]) : fighters.slice();
  const partners = partnersByOwner(list);
  const led = ledPartners(partners, list);
  for (let round = firstRound; round <= lastRound; round++) {
    if (round === 0 && !hasSurpriseRound(list, options)) continue;
    const start = roundStart(round);
    if (from < start && start <= to) startRound(list, round, options, events, partners, owned);
    for (let k = firstRound === round ? Math.max(0, turnIndexAt(positionOf(from))) : 0; k < MAX_TURNS; k++) {
      const begins = turnMoment(round, k);
      if (begins > to) break;
      if (begins > from) {
        const takers = nextTakers(list, round, options, led);
        if (takers.length === 0) break;
        beginTurn(list, takers, round, begins, options, dice, events, partners, owned);
      }
      if (begins + 1 > to) break;
      if (begins + 1 > from) endTurns(list, begins, events, led, owned);
    }
    const end = endOfRound(round);
    if (from < end && end <= to) endRound(list, round, options, events, owned);
  }
  return { combatants: list, events: events ?? NO_EVENTS };
}
