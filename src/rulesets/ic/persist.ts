import type { StateWrites } from "./state";

interface CombatLike {
  updateEmbeddedDocuments(name: "Combatant", updates: Record<string, unknown>[]): Promise<unknown>;
}

/**
 * Stores what one rules step did to any number of actors in a constant number of round trips
 * for the pools and the timeline: one batch for the world's actors (a token's own actor is
 * written by itself) and one combatant batch; then, only for actors whose statuses or wounds
 * changed, their effects and wound items.
 */
export async function persistWrites(writes: readonly StateWrites[], combat: CombatLike | null): Promise<void> {
  const changed = writes.filter((w) => w.actor);
  const inWorld = changed.filter((w) => w.document.id && game.actors?.get(w.document.id) === w.document);
  if (inWorld.length) await Actor.implementation.updateDocuments(inWorld.map((w) => ({ _id: w.document.id, ...w.actor })));
  for (const w of changed) if (!inWorld.includes(w) && w.actor) await w.document.update(w.actor);
  const combatants = writes.filter((w) => w.combatant && w.combatantId).map((w) => ({ _id: w.combatantId, ...w.combatant }));
  if (combatants.length && combat) await combat.updateEmbeddedDocuments("Combatant", combatants);
  for (const { document, effects, items } of writes) {
    if (effects.remove.length) await document.deleteEmbeddedDocuments("ActiveEffect", effects.remove);
    if (effects.update.length) await document.updateEmbeddedDocuments("ActiveEffect", effects.update);
    if (effects.create.length) await document.createEmbeddedDocuments("ActiveEffect", effects.create);
    if (items.remove.length) await document.deleteEmbeddedDocuments("Item", items.remove);
    if (items.create.length) await document.createEmbeddedDocuments("Item", items.create);
  }
}
