import type { DiceSource } from "../../dice";
import { apCap, apGrantsBetween } from "../action-points";
import { cloneCombatant, type IcCombatant } from "../combatant";
import type { IcRuleOptions } from "../options";
import { advanceClockOwned, anyStatusDue, type ClockEvent } from "../status/clock";
import { addWound, placeWound, woundSeverities } from "../wounds";

/**
 * The clock between IC `from` (already handled) and IC `to` for these combatants: AP grants,
 * status ticks, fades and expiries, and what ticking damage does besides — Ignite wounds like
 * any energy damage, and a combatant at 0 HP or less falls. Returns the combatants after it
 * (unchanged ones are the same objects) and every event: each combatant's together, in the order
 * the combatants are listed, and each one's in the order they happened (how logs and summaries
 * read them). Each combatant is stepped on its own with its own events, so a battle of many
 * combatants costs in proportion to their number.
 */
export function advanceCombatants(combatants: readonly IcCombatant[], from: number, to: number, options: IcRuleOptions, dice: DiceSource): { combatants: readonly IcCombatant[]; events: ClockEvent[] } {
  const events: ClockEvent[] = [];
  if (to <= from) return { combatants, events };
  // Most steps of a fight pass no multiple of the AP interval and tick nothing: only the count moves.
  const granting = apGrantsBetween(from, to, options) > 0;
  let after: IcCombatant[] | null = null;
  for (let i = 0; i < combatants.length; i++) {
    const c = combatants[i] as IcCombatant;
    if (!granting && !anyStatusDue(c.statuses, from, to)) continue;
    const next = advanceOne(c, from, to, options, dice, events);
    if (next === c) continue;
    after ??= combatants.slice();
    after[i] = next;
  }
  return { combatants: after ?? combatants, events };
}

/** One combatant's clock, its events appended to `events`; the same object back when nothing changed it. */
function advanceOne(c: IcCombatant, from: number, to: number, options: IcRuleOptions, dice: DiceSource, events: ClockEvent[]): IcCombatant {
  const t = { id: c.id, res: c.stats.res, ap: c.ap, apCap: apCap(c.stats.agi), vitality: c.vitality, hp: c.hp, statuses: c.statuses };
  const first = events.length;
  advanceClockOwned(t, from, to, options, events);
  if (first === events.length && t.statuses === c.statuses) return c;
  const next = cloneCombatant(c);
  if (c.condition === "active") next.ap = t.ap;
  next.vitality = t.vitality;
  next.hp = t.hp;
  next.statuses = t.statuses;
  for (let k = first; k < events.length; k++) {
    const e = events[k] as ClockEvent;
    // Burning wounds like any other energy damage.
    if (e.type !== "damage" || e.status !== "ignite") continue;
    for (const { pool, severity } of woundSeverities({ toVitality: e.toVitality, toHp: e.toHp, vitalityBefore: e.toVitality, maxVitality: c.vitality.max, maxHp: c.hp.max }, options)) {
      next.wounds = addWound(next.wounds, placeWound({ severity, pool, type: "energy" }, dice, options));
    }
  }
  if (next.hp.value <= -next.hp.max) next.condition = "dead";
  else if (next.hp.value <= 0 && next.condition === "active") next.condition = "incapacitated";
  return next;
}
