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

/**
 * Who picks the next house opening stance (S8: reverse initiative order, ties reversed too), among
 * those with a score who have not picked yet; null when all have.
 */
export function nextOpeningPicker(combat: CombatView): Combatant.Implementation | null {
  const placed = combat.combatants.contents.filter((c) => c.initiative !== null);
  const order = table.openingStanceOrder(placed.map((c) => ({ id: c.id ?? "", initiative: c.initiative ?? 0, tieOrder: storedFighter(c).tieOrder })));
  const waiting = order.map((id) => placed.find((c) => c.id === id)).find((c) => c && !storedFighter(c).openingChosen);
  return waiting ?? null;
}

/**
 * Why this combatant may not pick its opening stance now, or null: only before the fight starts;
 * in 4e before its initiative is rolled (S1); in the house rules once it is rolled, in reverse
 * initiative order, and once (S8: locked through round 1).
 */
export function openingStanceProblem(combat: CombatView, combatant: Combatant.Implementation, options: Options): string | null {
  const name = combatant.name ?? (combatant.actor ? actorRef(combatant.actor) : "");
  if (combat.started) return format("SHINOBI.RollKeep.Combat.openingOver", { name });
  if (options.variant === "4e") return combatant.initiative === null ? null : format("SHINOBI.RollKeep.Combat.openingBeforeInitiative", { name });
  if (combatant.initiative === null) return format("SHINOBI.RollKeep.Combat.openingAfterInitiative", { name });
  if (storedFighter(combatant).openingChosen) return format("SHINOBI.RollKeep.Combat.openingLocked", { name });
  const next = nextOpeningPicker(combat);
  return next && next.id !== combatant.id ? format("SHINOBI.RollKeep.Combat.openingOrder", { name, next: next.name ?? localize("SHINOBI.RollKeep.Combat.someone") }) : null;
}
