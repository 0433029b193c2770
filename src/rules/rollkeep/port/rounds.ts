import type { DiceSource } from "../../dice";
import { RuleRefusal } from "../../refusal";
import { changeInitiative, turnOrder } from "../combat/initiative";
import { timerEndRound } from "../combat/timers";
import { voidFocus } from "../combat/stance-effects";
import { endOfRoundRecovery, recoveryPool, recoveryTn, type RecoveringCondition } from "../conditions/recovery";
import type { RollkeepOptions } from "../options";
import { rollkeepRoll } from "../roll";
import type { Placement } from "../../ruleset";
import type { RollkeepCombatant } from "./combatant";
import { checkedMoment, endOfRound, momentOf, roundOf } from "./moments";
import { deriveNow, inTheOrder, standing } from "./readings";
import { linkGuards } from "./guard";
import { roundStartTriggers, type RoundStartTriggered } from "./round-start-triggers";

/** Something the passing of rounds did. */
export type RollkeepClockEvent =
  | { kind: "roundStarted"; at: number; round: number; order: string[]; triggers?: RoundStartTriggered[] }
  | { kind: "recovery"; at: number; combatantId: string; condition: RecoveringCondition["id"]; total: number | null; tn: number | null; recovered: boolean }
  | { kind: "expired"; at: number; combatantId: string; timerId: string }
  | { kind: "roundEnded"; at: number; round: number };

/** The most rounds one run of the clock may cross: a driver asking for more has lost its way. */
export const MAX_ROUNDS_PER_ADVANCE = 1000;

/** The Center/Void initiative bonus a combatant has in round `round`, by the stance it began the round with (ST7, ST8: the round after the stance was taken). */
export function focusInitiative(c: RollkeepCombatant, round: number, options: RollkeepOptions): number {
  const derived = deriveNow(c, options);
  return voidFocus({ round, stanceAtRoundStart: c.stanceAtRoundStart, adoptedIn: c.stanceAtRoundStartTakenIn, used: false, voidRing: derived.rings.void, insightRank: derived.insightRank }, options.variant, options).initiative;
}

/**
 * The order of a round's turns (S1, S7): highest score first with the stored place among equals,
 * Center's or Void's initiative bonus for this round only landing behind those already on its
 * score (S6, S7). Those not in the order (no initiative, fallen) have no place.
 */
export function roundOrder(combatants: readonly RollkeepCombatant[], round: number, options: RollkeepOptions): string[] {
  let placements: Placement[] = combatants.filter((c) => inTheOrder(c, options)).map((c) => ({ id: c.id, initiative: c.initiative ?? 0, tieOrder: c.tieOrder }));
  for (const c of combatants) {
    const bonus = c.initiative === null ? 0 : focusInitiative(c, round, options);
    if (bonus > 0 && c.initiative !== null && placements.some((p) => p.id === c.id)) placements = changeInitiative(placements, c.id, c.initiative + bonus);
  }
  return turnOrder(placements);
}

/** Each combatant's slot in the order (null for one outside it). */
export function withSlots(combatants: readonly RollkeepCombatant[], order: readonly string[]): RollkeepCombatant[] {
  return combatants.map((c) => {
    const slot = order.indexOf(c.id);
    return { ...c, slot: slot < 0 ? null : slot };
  });
}

/**
 * A round begins: its order (`roundOrder`), each combatant's slot in it, the stance it enters the
 * round with, and no one delayed (turns never carry over, S2). In 4e the opening stance was chosen
 * in round 1 as initiative was rolled (S1), so it counts as taken in round 1.
 */
function startRound(combatants: readonly RollkeepCombatant[], round: number, options: RollkeepOptions, events: RollkeepClockEvent[]): RollkeepCombatant[] {
  const opening = (c: RollkeepCombatant) => (round === 1 && options.variant === "4e" ? { ...c, stanceTakenIn: 1 } : c);
  const entering = combatants.map(opening).map((c) => ({ ...c, stanceAtRoundStart: c.stance, stanceAtRoundStartTakenIn: c.stanceTakenIn, delayed: false }));
  const order = roundOrder(entering, round, options);
  // S9: the abilities acting as the round begins, in the tie rule's order (house).
  const triggers = roundStartTriggers(entering, order, options);
  events.push({ kind: "roundStarted", at: momentOf(round, 0), round, order, ...(triggers.length ? { triggers } : {}) });
  return withSlots(entering, order);
}

/** One recovering condition at the end of the round: the Earth roll if one is due (CO2, CO3; R16's 4e wound penalty is on the TN, so it comes off the total compared). */
function recover(c: RollkeepCombatant, condition: RecoveringCondition, round: number, options: RollkeepOptions, dice: DiceSource, events: RollkeepClockEvent[]): RecoveringCondition | null {
  const tn = recoveryTn(condition, options);
  const derived = deriveNow(c, options);
  const roll = tn === null ? null : rollkeepRoll({ kind: "ring", pool: recoveryPool(derived.rings.earth), tn: { base: tn }, woundPenalty: derived.woundRank.penalty }, options, dice);
  const total = roll === null ? null : roll.total - (roll.tn?.wounds ?? 0);
  const next = endOfRoundRecovery(condition, round, total, options);
  events.push({ kind: "recovery", at: endOfRound(round), combatantId: c.id, condition: condition.id, total, tn, recovered: next === null });
  return next;
}

/** The timed effects that wear off as this round ends (CO12, W15), each an event; the combatant unchanged when none does. */
function wearOff(c: RollkeepCombatant, round: number, options: RollkeepOptions, events: RollkeepClockEvent[]): RollkeepCombatant {
  if (c.timers.length === 0) return c;
  const lasting = c.timers.filter((t) => timerEndRound(t, options) > round);
  if (lasting.length === c.timers.length) return c;
  for (const t of c.timers) if (!lasting.includes(t)) events.push({ kind: "expired", at: endOfRound(round), combatantId: c.id, timerId: t.id });
  return { ...c, timers: lasting };
}

/**
 * The end of a round (4e Reactions, S4; the house Readying Phase, S11, in reverse initiative
 * order): every standing combatant Dazed/Stun or Stunned/Incapacitated rolls to shake it off,
 * timed effects tick, those whose time is up wearing off, standing or not (CO12), and a Void
 * Point's Armor TN for the round ends (V8).
 */
function endRound(combatants: readonly RollkeepCombatant[], round: number, options: RollkeepOptions, dice: DiceSource, events: RollkeepClockEvent[]): RollkeepCombatant[] {
  const list = combatants.slice();
  const bySlot = list.map((c, i) => ({ c, i })).sort((a, b) => (a.c.slot ?? Infinity) - (b.c.slot ?? Infinity));
  if (options.variant === "house") bySlot.reverse();
  for (const { c, i } of bySlot) {
    let after = c;
    if (standing(c, options) && (c.conditions.dazed !== null || c.conditions.stunned !== null)) {
      const dazed = c.conditions.dazed && recover(c, c.conditions.dazed, round, options, dice, events);
      const stunned = c.conditions.stunned && recover(c, c.conditions.stunned, round, options, dice, events);
      after = { ...c, conditions: { ...c.conditions, dazed, stunned } };
    }
    const worn = wearOff(after, round, options, events);
    // V8: a Void Point's +10 Armor TN lasts the round it was bought in (house Deflect: to its end).
    list[i] = worn.voidArmorTn ? { ...worn, voidArmorTn: false } : worn;
  }
  events.push({ kind: "roundEnded", at: endOfRound(round), round });
  return list;
}

/** The clock from one moment to a later one: each end of a round and each start of one in between, in order, and the Guards over by then (M5). */
export function advanceRounds(combatants: readonly RollkeepCombatant[], fromMoment: number, toMoment: number, options: RollkeepOptions, dice: DiceSource): { combatants: readonly RollkeepCombatant[]; events: RollkeepClockEvent[] } {
  const from = checkedMoment(fromMoment, "from");
  const to = checkedMoment(toMoment, "to");
  if (roundOf(to) - roundOf(from) > MAX_ROUNDS_PER_ADVANCE) throw new RuleRefusal("badMoment", { field: "to", value: String(to), max: endOfRound(roundOf(from) + MAX_ROUNDS_PER_ADVANCE) }, `to: the clock runs at most ${MAX_ROUNDS_PER_ADVANCE} rounds at a time`);
  let list: readonly RollkeepCombatant[] = combatants;
  const events: RollkeepClockEvent[] = [];
  for (let round = roundOf(from); round <= roundOf(to); round++) {
    const end = endOfRound(round);
    if (round >= 1 && from < end && end <= to) list = endRound(list, round, options, dice, events);
    const start = momentOf(round + 1, 0);
    if (from < start && start <= to) list = startRound(list, round + 1, options, events);
  }
  // M5: a Guard is over as the guard's next turn comes.
  return { combatants: linkGuards(list, to, options), events };
}
