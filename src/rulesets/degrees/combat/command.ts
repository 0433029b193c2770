import { actorRef } from "../../../documents/actor-ref";
import { storedFighter } from "./fighter";

type User = NonNullable<typeof game.user>;

/** A combat as the command rule reads it: its combatants by actor. */
interface FightLike {
  combatantOf(ref: string): Combatant.Implementation | undefined;
}

/**
 * Whether `user` may act for `actor`: its owner, or, in a degrees fight, the owner of the fighter
 * it is a partner of there (M85: the owner commands its partner, a free action, whatever the order).
 * What the GM's client checks before taking any step for a fighter, and what a client shows.
 */
export function mayCommand(actor: Actor.Implementation, user: User, combat: FightLike | null): boolean {
  if (actor.testUserPermission(user, "OWNER")) return true;
  const combatant = combat?.combatantOf(actorRef(actor));
  const owner = combatant ? storedFighter(combatant).partnerOf : "";
  if (!owner || owner === actorRef(actor)) return false;
  return combat?.combatantOf(owner)?.actor?.testUserPermission(user, "OWNER") ?? false;
}
