import { actorRef } from "../documents/actor-ref";
import { format } from "../i18n";
import { fightHolding } from "./fight-holding";

type User = NonNullable<typeof game.user>;
type ActorDoc = Actor.Implementation;

/** A second actor a request names across the edge of a fight under way, named by its field. */
class NotInTheSameFight extends Error {
  constructor(readonly field: string) {
    super(format("SHINOBI.Request.notSameFight", { field }));
  }
}

/**
 * The begun fight that holds the actor, found from the world's combats whichever one this client
 * views (`fightHolding`). Every combat of a world is its ruleset's own class, so a begun one is a
 * fight of that ruleset.
 */
function begunFightOf(actor: ActorDoc): Combat | null {
  return fightHolding(actorRef(actor), (combat): combat is Combat => combat.started)?.combat ?? null;
}

function holds(combat: Combat, actor: ActorDoc): boolean {
  const ref = actorRef(actor);
  return combat.combatants.some((c) => !!c.actor && actorRef(c.actor) === ref);
}

/**
 * Refuses, on the GM's client, a player's request in which `actor` reaches into the begun fight
 * holding `other` without being one of its fighters. Outside that fight the rules read `actor` with
 * no turn, no AP and no round's actions, so an attack, a hit taken for someone, a helping hand or a
 * treatment would cost it nothing and could be sent again at will. Outside every fight nothing is
 * refused here: the rules' own limits there stand. A GM's request is theirs to make.
 */
export function requireInFightOf(actor: ActorDoc, other: ActorDoc, requester: User, field: string): void {
  if (requester.isGM) return;
  const fight = begunFightOf(other);
  if (fight && !holds(fight, actor)) throw new NotInTheSameFight(field);
}

/**
 * Refuses a player's request pairing two actors unless, when a begun fight holds either, both are
 * its fighters (`requireInFightOf` both ways): neither reaches into a fight from outside it, nor out
 * of its own fight at someone it does not hold. `field` names the request's field the refusal is about.
 */
export function requireSameFight(actor: ActorDoc, other: ActorDoc, requester: User, field: string): void {
  requireInFightOf(actor, other, requester, field);
  requireInFightOf(other, actor, requester, field);
}
