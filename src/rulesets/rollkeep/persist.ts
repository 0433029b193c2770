import type { StateWrites } from "./state";

/**
 * Stores what one rules step did to one actor in one round trip: the actor's fields with its
 * items' updates inside the same update, which Foundry applies by `_id`. A token's own actor is
 * written as the IC state writes one (../ic/persist.ts): its fields, then its items as one batch.
 */
export async function persistWrites(w: StateWrites): Promise<void> {
  if (w.document.isToken) {
    if (w.actor) await w.document.update(w.actor);
    if (w.items.length) await w.document.updateEmbeddedDocuments("Item", w.items);
    return;
  }
  if (w.actor || w.items.length) await w.document.update({ ...w.actor, ...(w.items.length ? { items: w.items } : {}) });
}
