import { format } from "../i18n";
import { COMBATANT_FIELDS, guardedKeys } from "./fight-guard";

/*
 * The first line of defence beside the GM's client's (fight-guard.ts puts back what a player's
 * write changed): here an honest client, its console and any module calling the document API
 * are stopped before the write is sent, and the user is told which field was refused. Core lets
 * the owner of a combatant's actor write its initiative, defeated and system (BaseCombatant's
 * update permission); the rules read them as the fight's timeline.
 */

/** The timeline field a new combatant's data sets to something of its own, or null when it leaves all of them to the GM. */
function chosenFieldIn(data: Record<string, unknown>): string | null {
  if (data.initiative !== undefined && data.initiative !== null) return "initiative";
  if (data.defeated === true) return "defeated";
  const system = data.system;
  if (system !== undefined && system !== null && (typeof system !== "object" || Object.keys(system).length > 0)) return "system";
  return null;
}

/** Refuses a write on this client, naming the field, and says so to the user making it. */
function refuse(field: string): false {
  ui.notifications?.error(format("SHINOBI.Combat.combatantGuarded", { field }));
  return false;
}

function isGuarded(type: unknown, types: readonly string[], userId: string): boolean {
  return typeof type === "string" && types.includes(type) && !game.users?.get(userId)?.isGM;
}

/**
 * Guards the ruleset's combatants on every client: a non-GM user's update touching a timeline
 * field is refused before it leaves the client, and so is a combatant a player adds carrying
 * timeline values of its own (adding one's token to a fight, as core's token HUD does, stays open).
 * Removing one's own combatant is the GM's client's to answer (fight-guard.ts puts it back in a fight under way).
 */
export function guardCombatants(types: readonly string[]): void {
  Hooks.on("preUpdateCombatant", (combatant, changes, _options, userId) => {
    if (!isGuarded(combatant.type, types, userId)) return true;
    const [field] = guardedKeys(changes, COMBATANT_FIELDS);
    return field === undefined ? true : refuse(field);
  });
  Hooks.on("preCreateCombatant", (combatant, data, _options, userId) => {
    if (!isGuarded(combatant.type, types, userId)) return true;
    const field = chosenFieldIn(data as Record<string, unknown>);
    return field === null ? true : refuse(field);
  });
}
