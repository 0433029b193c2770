/**
 * An actor's sheet shows what a begun fight keeps as the GM's (the facts, a held stance)
 * read-only to a player, as it is drawn: a fight that begins or ends, or a fighter joining or
 * leaving one, changes that, so every client draws its open sheets of the actors concerned again.
 * A sheet left as it was would offer fields the guards then refuse, or lock ones that are free.
 */

/** Whether each combat was begun when this client last looked (each ruleset says what begun is: core's `started`). */
const begun = new WeakMap<Combat.Implementation, boolean>();

function redraw(actor: Actor.Implementation | null | undefined): void {
  if (actor?.sheet?.rendered) void actor.sheet.render();
}

function redrawFighters(combat: Combat.Implementation): void {
  for (const combatant of combat.combatants) redraw(combatant.actor);
}

/** The hooks, on every client. */
export function redrawFightersSheets(): void {
  Hooks.once("ready", () => {
    for (const combat of game.combats ?? []) begun.set(combat, combat.started);
  });
  Hooks.on("createCombat", (combat) => void begun.set(combat, combat.started));
  Hooks.on("updateCombat", (combat) => {
    const was = begun.get(combat);
    const now = combat.started;
    if (was !== undefined && was !== now) redrawFighters(combat);
    begun.set(combat, now);
  });
  Hooks.on("deleteCombat", (combat) => {
    if (combat.started) redrawFighters(combat);
  });
  Hooks.on("createCombatant", (combatant) => {
    if (combatant.parent?.started) redraw(combatant.actor);
  });
  Hooks.on("deleteCombatant", (combatant) => {
    if (combatant.parent?.started) redraw(combatant.actor);
  });
}
