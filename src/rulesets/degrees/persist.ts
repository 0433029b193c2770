import { conditionEffectData } from "./status-effects";
import type { CharacterWrites } from "./state";

const inWorld = (w: CharacterWrites) => !!w.document.id && game.actors?.get(w.document.id) === w.document;

/** A world actor's row in the batch: its fields, and its armour's change, which Foundry applies by `_id` inside the actor's own update. */
function actorRow(w: CharacterWrites): Record<string, unknown> & { _id: string } {
  return { _id: w.document.id ?? "", ...w.actor, ...(w.items.length ? { items: w.items } : {}) };
}

/** The actor's effect writes: the conditions put on created in one batch, the effects of those taken off deleted in one. */
async function persistConditions(w: CharacterWrites): Promise<void> {
  if (w.effectsRemoved.length) await w.document.deleteEmbeddedDocuments("ActiveEffect", w.effectsRemoved);
  if (w.conditionsAdded.length) await w.document.createEmbeddedDocuments("ActiveEffect", w.conditionsAdded.map(conditionEffectData));
}

/**
 * Stores what one rules step did to any number of actors in few round trips: the world's actors
 * in one batch, each with its armour inside its row; a token's own actor as the IC and roll-and-keep
 * states write one (../ic/persist.ts), its fields, then its items as one batch; then, per actor
 * whose conditions changed, the effects taken off in one batch and those put on in another.
 */
export async function persistCharacterWrites(writes: readonly CharacterWrites[]): Promise<void> {
  const world = writes.filter((w) => inWorld(w) && (w.actor || w.items.length)).map(actorRow);
  if (world.length) await Actor.implementation.updateDocuments(world);
  for (const w of writes) {
    if (!inWorld(w)) {
      if (w.actor) await w.document.update(w.actor);
      if (w.items.length) await w.document.updateEmbeddedDocuments("Item", w.items);
    }
    await persistConditions(w);
  }
}
