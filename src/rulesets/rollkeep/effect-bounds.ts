import { afterChange } from "../../authority/combatant-guard";
import { format } from "../../i18n";
import { RULESET_EXTRAS } from "../../rules/registry";
import { effectDays } from "./deprivation-days";

const { timerRounds, deprivationDays } = RULESET_EXTRAS.rollkeep.limits;

const isWholeIn = (n: unknown, min: number, max: number): boolean => typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;

/** An effect's data as it would stand after a write: what the fight reads from it. */
interface EffectData {
  duration?: { rounds?: unknown } | null;
  flags?: unknown;
}

/**
 * What is wrong with an effect's timed numbers, worded and naming the field, or null. Every
 * fighter's effects are read on each step of a fight (its timers, CO12; Fasting and Fatigued days,
 * CO5, CO6), and the port refuses a value past its bound, so one such effect would stop every
 * step for the whole table: it is refused where it is written instead.
 */
function effectBoundsProblem(data: EffectData): string | null {
  const rounds = data.duration?.rounds;
  if (rounds !== undefined && rounds !== null && !isWholeIn(rounds, 0, timerRounds)) return format("SHINOBI.RollKeep.Effect.badRounds", { value: String(rounds), max: timerRounds });
  const days = effectDays(data);
  if (days !== undefined && days !== null && !isWholeIn(days, 1, deprivationDays)) return format("SHINOBI.RollKeep.Effect.badDays", { value: String(days), max: deprivationDays });
  return null;
}

function refused(problem: string | null): boolean {
  if (problem === null) return true;
  ui.notifications?.error(problem);
  return false;
}

/** Refuses, on the client making it, a new or changed effect whose rounds or days the fight could not read (any user: bad data stalls a GM's fight as surely). */
export function guardEffectBounds(): void {
  Hooks.on("preCreateActiveEffect", (_effect, data) => refused(effectBoundsProblem(data as EffectData)));
  Hooks.on("preUpdateActiveEffect", (effect, changes) => refused(effectBoundsProblem(afterChange(effect, changes as object) as EffectData)));
}
