import { actorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import type { RollkeepState } from "../state";
import { storedFighter } from "./fighter";

type Options = RulesetTypesOf<"rollkeep">["options"];
const table = RULESET_EXTRAS.rollkeep;

interface CombatView {
  started: boolean;
  combatants: { contents: readonly Combatant.Implementation[] };
}

/** ST10, S1, S8: the fighter with the opening stance asked for taken, checked by the port (the world's book, ST9's conditions). */
export function openingStance(state: RollkeepState, wanted: string, options: Options): RollkeepState {
  return table.takeOpeningStance(state, wanted, options);
}

/** The fight's combatants as the port reads the opening stance's timing: score, stored tie order, whether each chose. */
function openingPlaces(combat: CombatView): { id: string; initiative: number | null; tieOrder: number; chosen: boolean }[] {
  return combat.combatants.contents.map((c) => ({ id: c.id ?? "", initiative: c.initiative, tieOrder: storedFighter(c).tieOrder, chosen: storedFighter(c).openingChosen }));
}

/** Who picks the next house opening stance (S8, the port's), among those with a score who have not picked yet; null when all have. */
export function nextOpeningPicker(combat: CombatView): Combatant.Implementation | null {
  const id = table.opening.nextPicker(openingPlaces(combat));
  return combat.combatants.contents.find((c) => c.id === id) ?? null;
}

/** Why this combatant may not pick its opening stance now (the port's S1, S8 timing), worded; null when it may. */
export function openingStanceProblem(combat: CombatView, combatant: Combatant.Implementation, options: Options): string | null {
  const name = combatant.name ?? (combatant.actor ? actorRef(combatant.actor) : "");
  const closed = table.opening.closed(openingPlaces(combat), combatant.id ?? "", combat.started, options.variant);
  if (closed === null) return null;
  switch (closed.reason) {
    case "fightStarted":
      return format("SHINOBI.RollKeep.Combat.openingOver", { name });
    case "beforeInitiative":
      return format("SHINOBI.RollKeep.Combat.openingBeforeInitiative", { name });
    case "afterInitiative":
      return format("SHINOBI.RollKeep.Combat.openingAfterInitiative", { name });
    case "locked":
      return format("SHINOBI.RollKeep.Combat.openingLocked", { name });
    case "notYourTurn":
      return format("SHINOBI.RollKeep.Combat.openingOrder", { name, next: combat.combatants.contents.find((c) => c.id === closed.next)?.name ?? localize("SHINOBI.RollKeep.Combat.someone") });
  }
}
