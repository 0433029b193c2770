import { statusIdsOf, type StatusData, type StatusGuard } from "../../../authority/fight-guard";
import { SYSTEM_ID } from "../../../constants";
import { localize } from "../../../i18n";
import { fightOf } from "../attack/fighters";
import { degreesExtras, degreesRules } from "../state";
import { believedCondition } from "./believed-removal";

/** The condition the system's flag on an effect names for the rules (state.ts reads it whenever the flag is there), or undefined for none. */
function flagged(effect: StatusData): unknown {
  const flags = effect.flags;
  if (typeof flags !== "object" || flags === null) return undefined;
  const own: unknown = Reflect.get(flags, SYSTEM_ID);
  return typeof own === "object" && own !== null ? Reflect.get(own, "condition") : undefined;
}

/** The statuses the port defines: every condition and death (M41), which the HP table sets and a fight reads as any other. */
const STATUSES = degreesRules.statuses;

/** The port's status ids an effect's statuses name (a Set on a document, a list in data being written). */
function listedIds(effect: StatusData): string[] {
  return statusIdsOf(effect).filter((id) => STATUSES.some((s) => s.id === id));
}

/** The status an effect holds: the flag's condition when it names a known one, else the first of the port's statuses it lists; undefined for none. */
function statusOf(effect: StatusData): (typeof STATUSES)[number] | undefined {
  const held = flagged(effect);
  const id: unknown = typeof held === "object" && held !== null ? Reflect.get(held, "id") : undefined;
  const known: readonly string[] = degreesExtras.lists.conditions;
  const named = typeof id === "string" && known.includes(id) ? id : listedIds(effect)[0];
  return STATUSES.find((s) => s.id === named);
}

/**
 * The degrees conditions and death, as the fight reads them (state.ts): an effect holds one when it
 * carries the system's condition flag (whatever it says: the rules read it) or names one of the
 * port's statuses among its own (Dead included, as the other rulesets guard theirs). In a begun degrees fight holding the actor (`fightHolding`), only the GM's
 * client writes them: requests, card steps and the clock all write there.
 */
export const degreesStatusGuard: StatusGuard = {
  holds: (effect) => flagged(effect) !== undefined || listedIds(effect).length > 0,
  label: (effect) => {
    const status = statusOf(effect);
    return status ? localize(status.label) : null;
  },
  fighting: (actor) => fightOf(actor) !== null,
  // Its token HUD asks the GM for a condition in a fight (hud-toggle.ts), never for Dead.
  hudAsksGm: (effect) => {
    const id = statusOf(effect)?.id;
    return id !== undefined && degreesExtras.lists.conditions.some((c) => c === id);
  },
  // What the GM's client puts back is then the GM's: a removal rule it does not believe is not put back with the rest.
  believed: (effect, known) => {
    const held = flagged(known);
    const kept = believedCondition(held, effect);
    if (kept === held) return known;
    // `flagged` found the condition under the flags, in the system's own scope: both are objects there.
    const flags = known.flags as Record<string, Record<string, unknown>>;
    return { ...known, flags: { ...flags, [SYSTEM_ID]: { ...flags[SYSTEM_ID], condition: kept } } };
  },
};
