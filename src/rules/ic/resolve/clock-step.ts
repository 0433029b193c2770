import type { DiceSource } from "../../dice";
import { apCap, apGrantsBetween } from "../action-points";
import { cloneCombatant, type IcCombatant } from "../combatant";
import type { IcRuleOptions } from "../options";
import { advanceClock, nextDueIc, type ClockEvent } from "../status/clock";
import { addWound, placeWound, woundSeverities } from "../wounds";

/**
 * The clock between IC `from` (already handled) and IC `to` for these combatants: AP grants,
 * status ticks, fades and expiries, and what ticking damage does besides — Ignite wounds like
 * any energy damage, and a combatant at 0 HP or less falls. Returns the combatants after it
 * (unchanged ones are the same objects) and every event, each combatant's in the order they happened.
 */
export function advanceCombatants(combatants: readonly IcCombatant[], from: number, to: number, options: IcRuleOptions, dice: DiceSource): { combatants: readonly IcCombatant[]; events: ClockEvent[] } {
  // Most steps of a fight pass no multiple of the AP interval and tick nothing: only the count moves.
  if (to <= from || (apGrantsBetween(from, to, options) === 0 && combatants.every((c) => c.statuses.every((s) => nextDueIc(s, from) > to)))) return { combatants, events: [] };
  const clockInput = combatants.map((c) => ({ id: c.id, res: c.stats.res, ap: c.ap, apCap: apCap(c.stats.agi), vitality: c.vitality, hp: c.hp, statuses: c.statuses }));
  const { events, combatants: ticked } = advanceClock(clockInput, from, to, options);
  const after = combatants.map((c, index) => {
    const t = ticked[index];
    if (!t || t === clockInput[index]) return c;
    const next = cloneCombatant(c);
    if (c.condition === "active") next.ap = t.ap;
    next.vitality = t.vitality;
    next.hp = t.hp;
    next.statuses = t.statuses;
    for (const e of events) {
      // Burning wounds like any other energy damage.
      if (e.combatantId !== c.id || e.type !== "damage" || e.status !== "ignite") continue;
      for (const { pool, severity } of woundSeverities({ toVitality: e.toVitality, toHp: e.toHp, vitalityBefore: e.toVitality, maxVitality: c.vitality.max, maxHp: c.hp.max }, options)) {
        next.wounds = addWound(next.wounds, placeWound({ severity, pool, type: "energy" }, dice, options));
      }
    }
    if (next.hp.value <= -next.hp.max) next.condition = "dead";
    else if (next.hp.value <= 0 && next.condition === "active") next.condition = "incapacitated";
    return next;
  });
  if (events.length < 2) return { combatants: after, events };
  // Each combatant's events together, in the order the combatants are listed (a stable sort keeps
  // each one's in the order they happened): how logs and summaries read them.
  const order = new Map(combatants.map((c, i) => [c.id, i]));
  return { combatants: after, events: events.sort((a, b) => (order.get(a.combatantId) ?? 0) - (order.get(b.combatantId) ?? 0)) };
}
