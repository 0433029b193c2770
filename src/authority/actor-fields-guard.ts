import { checkFightChange, keepsTheFights, rememberFight, type GuardedDoc, type OwnersShare } from "./fight-guard";

/**
 * Fields of an actor its owner may write (core's permission for actors) that a ruleset's rules read
 * as fact in a fight under way: its wounds, its ratings. A player's write of them is the GM's
 * client's to notice, as a combatant's is (fight-guard.ts), and to put back to what it last wrote
 * or saw, unless the rules leave that change to the owner.
 */
interface ActorFieldsGuard {
  /** The fields, by their paths in the actor's source (`system.wounds`). */
  fields: readonly string[];
  /** Whether the actor is one of the ruleset's, in a fight under way. */
  fighting(actor: Actor.Implementation): boolean;
  ownersShare?: OwnersShare;
}

/** The cast: an actor has every member the guard uses; its `update` takes the actor's own typed changes, and the guard writes back the very fields it read from the actor's source. */
function asGuarded(actor: Actor.Implementation): GuardedDoc {
  return actor as unknown as GuardedDoc;
}

/**
 * The GM's side (the player's own client refuses first, in the ruleset's hook): the GM client that
 * keeps the fights remembers the fields of every actor as it last wrote or saw them (at start-up,
 * as a fight or a fighter is made, on every write while the actor is not fighting) and, while it
 * is, puts back a player's change of them that is not the owner's share.
 */
export function guardFightActorFields(guard: ActorFieldsGuard): void {
  const remember = (actor: Actor.Implementation | null | undefined): void => {
    if (actor) rememberFight(asGuarded(actor), guard.fields);
  };
  const rememberFighters = (combat: Combat.Implementation): void => {
    for (const combatant of combat.combatants) remember(combatant.actor);
  };
  Hooks.once("ready", () => {
    if (keepsTheFights()) for (const combat of game.combats ?? []) rememberFighters(combat);
  });
  Hooks.on("createCombat", (combat) => {
    if (keepsTheFights()) rememberFighters(combat);
  });
  Hooks.on("createCombatant", (combatant) => {
    if (keepsTheFights()) remember(combatant.actor);
  });
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    if (!keepsTheFights()) return;
    // The cast: core types the hook's changes as the actor's own update data, an object all the
    // same; the guard reads only its keys' paths, whatever they hold.
    if (guard.fighting(actor)) void checkFightChange(asGuarded(actor), changes as Record<string, unknown>, userId, guard.fields, guard.ownersShare);
    else remember(actor);
  });
}
