import { SYSTEM_ID } from "../../../constants";
import { actorByRef, actorRef, type ActorRef } from "../../../documents/actor-ref";
import { readState, type RollkeepState } from "../state";

/** Someone a roll may be made with or against: the actor's reference and name. */
export interface Partner {
  ref: ActorRef;
  name: string;
}

const ROLLKEEP_ACTORS = new Set(["rkSamurai", "rkNpc"]);

/**
 * The roll-and-keep characters this user can roll with or against (R11–R14): the actors they can
 * see in the world, the fighters of the viewed combat and the tokens they target (an unlinked
 * token is someone of its own), by name.
 */
export function rollkeepCharacters(): Partner[] {
  const found = new Map<ActorRef, string>();
  const add = (a: Actor.Implementation | null | undefined) => {
    if (!a || !ROLLKEEP_ACTORS.has(a.type)) return;
    const ref = actorRef(a);
    if (!found.has(ref)) found.set(ref, a.name ?? "");
  };
  const user = game.user;
  if (user) for (const a of game.actors ?? []) if (a.testUserPermission(user, "LIMITED")) add(a);
  for (const combatant of game.combat?.combatants ?? []) add(combatant.actor);
  for (const token of game.user?.targets ?? []) add(token.actor);
  return [...found].map(([ref, name]) => ({ ref, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The characters a roller may contest or be helped by (R11, R12): everyone but the roller. */
export function partnersOf(actor: Actor.Implementation): Partner[] {
  const self = actorRef(actor);
  return rollkeepCharacters().filter((p) => p.ref !== self);
}

/** The port's view of each partner named, in order; one no longer there is left out. */
export function partnerStates(refs: readonly ActorRef[]): RollkeepState[] {
  return refs.flatMap((ref) => {
    const a = actorByRef(ref);
    return a ? [readState(a).state] : [];
  });
}

/** The contests awaiting this actor's answer (R11): their card's message id and who opened each. */
export function contestsAwaiting(actor: Actor.Implementation): Partner[] {
  const self = actorRef(actor);
  const open: Partner[] = [];
  for (const message of game.messages ?? []) {
    const card = message.author?.isGM ? message.flags[SYSTEM_ID]?.rkContest : undefined;
    if (card?.status === "awaiting" && card.opponent === self && message.id) open.push({ ref: message.id, name: card.sealed?.name ?? card.sides[0]?.name ?? "" });
  }
  return open;
}
