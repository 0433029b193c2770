import { actorRef } from "../../../documents/actor-ref";
import { fightHolding } from "../../fight-holding";

/**
 * The round of the fight the actor is in, for the one Void Point a round (V2): the round of the
 * world's begun combat that holds a combatant for this actor (its token's own actor counts as
 * itself), whichever combat this client views; null outside a fight, where no round limits the spends.
 */
export function fightRound(actor: { id: string | null; uuid: string | null; isToken: boolean }): number | null {
  return fightHolding(actorRef(actor), (combat): combat is Combat => combat.started)?.combat.round ?? null;
}
