import type { CharacterWrites } from "./state";

const inWorld = (w: CharacterWrites) => !!w.document.id && game.actors?.get(w.document.id) === w.document;

/**
 * Stores what one rules step did to any number of actors in few round trips: the world's actors
 * in one batch, and a token's own actor (not in the world's collection) by its own update. Each
 * actor's update already carries its worn armour's change (see characterWrites).
 */
export async function persistCharacterWrites(writes: readonly CharacterWrites[]): Promise<void> {
  const world = writes.filter((w) => w.actor && inWorld(w)).map((w) => ({ _id: w.document.id ?? "", ...w.actor }));
  if (world.length) await Actor.implementation.updateDocuments(world);
  for (const w of writes) if (w.actor && !inWorld(w)) await w.document.update(w.actor);
}
