import { RequestRefused } from "../authority/request-fields";

/**
 * How the fight, its cards and its requests name an actor: a world actor by its id (what stored
 * cards, queued hits and macros already hold), an unlinked token's own actor by its UUID
 * (`Scene.<id>.Token.<id>.Actor.<id>`). Three goblins dropped from one world actor are three
 * combatants, three targets and three sets of wounds, never one.
 */
export type ActorRef = string;

const WORLD_ID = /^[A-Za-z0-9]{16}$/;
const ACTOR_UUID = /^(?:Scene\.[A-Za-z0-9]{16}\.Token\.[A-Za-z0-9]{16}\.)?Actor\.[A-Za-z0-9]{16}$/;
const isActorUuid = (ref: string): ref is `Actor.${string}` | `Scene.${string}` => ACTOR_UUID.test(ref);

/** The reference for an actor: a token's own actor has one of its own. */
export function actorRef(actor: { id: string | null; uuid: string | null; isToken: boolean }): ActorRef {
  return (actor.isToken ? actor.uuid : actor.id) ?? "";
}

/** Whether a text is an actor reference: a world actor's id or an actor UUID. */
export function isActorRef(text: string): boolean {
  return WORLD_ID.test(text) || isActorUuid(text);
}

/** The actor a reference names on this client, or null. */
export function actorByRef(ref: string): Actor.Implementation | null {
  if (WORLD_ID.test(ref)) return game.actors?.get(ref) ?? null;
  if (!isActorUuid(ref)) return null;
  const found = foundry.utils.fromUuidSync(ref);
  return found instanceof CONFIG.Actor.documentClass ? found : null;
}

/** An actor reference read from a request: a world actor's id or an actor UUID, anything else refused naming the field. */
export function actorRefField(value: unknown, field: string): ActorRef {
  if (typeof value !== "string" || !isActorRef(value)) throw new RequestRefused(field);
  return value;
}
