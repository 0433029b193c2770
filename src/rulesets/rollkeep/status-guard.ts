import { statusIdsOf, type StatusData, type StatusGuard } from "../../authority/fight-guard";
import { localize } from "../../i18n";
import { fightOf } from "./attack/fighters";
import { isImposable } from "./hud-toggle";
import { rollkeepRules } from "./state";

/** The port's status ids an effect's statuses name (a Set on a document, a list in data being written), in the port's order. */
function statusIds(effect: StatusData): string[] {
  const named = new Set(statusIdsOf(effect));
  return rollkeepRules.statuses.map((status) => status.id).filter((id) => named.has(id));
}

/**
 * The roll-and-keep conditions, as the fight reads them (state.ts): an effect holds one when its
 * statuses name one of the port's (Dazed, Stunned, Entangled, Fasting…; Out and Dead, which the
 * wounds set). In a begun roll-and-keep fight holding the actor (`fightHolding`), only the GM's
 * client writes them: a condition's recovery (CO2, CO3) and days (CO5, CO6) are the fight's.
 */
export const rollkeepStatusGuard: StatusGuard = {
  holds: (effect) => statusIds(effect).length > 0,
  label: (effect) => {
    const [id] = statusIds(effect);
    const status = rollkeepRules.statuses.find((s) => s.id === id);
    return status ? localize(status.label) : null;
  },
  fighting: (actor) => fightOf(actor) !== null,
  // Its token HUD asks the GM for a condition the port puts on when asked (hud-toggle.ts), never for Out or Dead.
  hudAsksGm: (effect) => statusIds(effect).some(isImposable),
};
