import { format } from "../i18n";
import { COMBATANT_FIELDS, combatantChangesIn, fightingHolder, guardedHolder, guardedKeys, isGmUser, STATUS_EFFECT_FIELDS, statusNamed, type StatusData, type StatusGuard } from "./fight-guard";

/*
 * The first line of defence beside the GM's client's (fight-guard.ts puts back what a player's
 * write changed): here an honest client, its console and any module calling the document API
 * are stopped before the write is sent, and the user is told which field was refused. Core lets
 * the owner of a combatant's actor write its initiative, defeated and system (BaseCombatant's
 * update permission); the rules read them as the fight's timeline. Likewise it lets an actor's
 * owner write the actor's effects, and a ruleset's status effects are fact to its rules.
 */

/** The timeline field a new combatant's data sets to something of its own, or null when it leaves all of them to the GM. */
function chosenFieldIn(data: Record<string, unknown>): string | null {
  if (data.initiative !== undefined && data.initiative !== null) return "initiative";
  if (data.defeated === true) return "defeated";
  const system = data.system;
  if (system !== undefined && system !== null && (typeof system !== "object" || Object.keys(system).length > 0)) return "system";
  return null;
}

/** Refuses a write on this client, saying why to the user making it. */
function refuseWith(key: string, data: Record<string, string>): false {
  ui.notifications?.error(format(key, data));
  return false;
}

/** Refuses a combatant write, naming the field. */
function refuse(field: string): false {
  return refuseWith("SHINOBI.Combat.combatantGuarded", { field });
}

function isGuarded(type: unknown, types: readonly string[], userId: string): boolean {
  return typeof type === "string" && types.includes(type) && !isGmUser(userId);
}

/**
 * Guards the ruleset's combatants on every client: a non-GM user's update touching a timeline
 * field (the combatant's own, or one sent in its combat's `combatants`) is refused before it leaves
 * the client, and so is a combatant a player adds carrying
 * timeline values of its own (adding one's token to a fight, as core's token HUD does, stays open).
 * Removing one's own combatant is the GM's client's to answer (fight-guard.ts puts it back in a fight under way).
 */
export function guardCombatants(types: readonly string[]): void {
  Hooks.on("preUpdateCombatant", (combatant, changes, _options, userId) => {
    if (!isGuarded(combatant.type, types, userId)) return true;
    const [field] = guardedKeys(changes, COMBATANT_FIELDS);
    return field === undefined ? true : refuse(field);
  });
  // The same fields sent inside the combat's update (core allows a combatant's owner that too, and
  // runs no combatant hook for it): refused naming `combatants` and the combatant's field.
  Hooks.on("preUpdateCombat", (combat, changes, _options, userId) => {
    for (const [id, change] of combatantChangesIn(changes)) {
      const combatant = combat.combatants.get(id);
      const [field] = combatant && isGuarded(combatant.type, types, userId) ? guardedKeys(change, COMBATANT_FIELDS) : [];
      if (combatant && field !== undefined) return refuseWith("SHINOBI.Combat.combatantsGuarded", { name: combatant.name ?? combatant.id ?? "", field });
    }
    return true;
  });
  Hooks.on("preCreateCombatant", (combatant, data, _options, userId) => {
    if (!isGuarded(combatant.type, types, userId)) return true;
    const field = chosenFieldIn(data as Record<string, unknown>);
    return field === null ? true : refuse(field);
  });
}

/**
 * Whether a user's creation (`making`) or deletion of an effect goes ahead: refused, naming the
 * status, when it is a non-GM's of a status effect of an actor in a fight under way. The refusal
 * points to the token HUD only for a status the ruleset's HUD asks the GM to put on; taking one
 * off in a fight is the GM's alone.
 */
function mayMakeOrTake(effect: ActiveEffect.Implementation, userId: string, guard: StatusGuard, making: boolean): boolean {
  const actor = guardedHolder(effect, userId, guard);
  if (!actor) return true;
  return refuseWith(making && guard.hudAsksGm?.(effect) ? "SHINOBI.Combat.statusGuarded" : "SHINOBI.Combat.statusGuardedAskGm", statusNamed(effect, actor, guard));
}

/** An effect's data as a change would leave it (the change nested or dotted), to tell whether the change makes it a status. */
export function afterChange(effect: ActiveEffect.Implementation, changes: object): StatusData {
  return foundry.utils.mergeObject(effect.toObject(), changes, { inplace: false });
}

/**
 * Guards a ruleset's status effects on every client. Core lets an actor's owner create, change and
 * delete its embedded effects; in a fight under way a non-GM user's write of one holding a rules
 * status (made one by the write, for a change) is refused before it leaves the client. The GM's
 * client puts back one that is sent anyway (fight-guard.ts, guardFightStatuses). Effects that hold
 * no rules status, such as a player's own cosmetic one, are left alone.
 */
export function guardStatusEffects(guard: StatusGuard): void {
  Hooks.on("preCreateActiveEffect", (effect, _data, _options, userId) => mayMakeOrTake(effect, userId, guard, true));
  Hooks.on("preUpdateActiveEffect", (effect, changes, _options, userId) => {
    const [field] = guardedKeys(changes, STATUS_EFFECT_FIELDS);
    if (field === undefined || isGmUser(userId)) return true;
    const after = afterChange(effect, changes);
    const held = guard.holds(effect) ? effect : guard.holds(after) ? after : null;
    const actor = held ? fightingHolder(effect, guard) : null;
    return actor && held ? refuseWith("SHINOBI.Combat.statusFieldGuarded", { ...statusNamed(effect, actor, guard, held), field }) : true;
  });
  Hooks.on("preDeleteActiveEffect", (effect, _options, userId) => mayMakeOrTake(effect, userId, guard, false));
}
