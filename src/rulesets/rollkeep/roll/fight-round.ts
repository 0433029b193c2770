import { actorRef } from "../../../documents/actor-ref";

/**
 * The round of the fight the actor is in, for the one Void Point a round (V2): the viewed combat's
 * round once it has started and holds a combatant for this actor (its token's own actor counts as
 * itself); null outside a fight, where no round limits the spends.
 */
export function fightRound(actor: { id: string | null; uuid: string | null; isToken: boolean }): number | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  const ref = actorRef(actor);
  for (const combatant of combat.combatants) if (combatant.actor && actorRef(combatant.actor) === ref) return combat.round;
  return null;
}
