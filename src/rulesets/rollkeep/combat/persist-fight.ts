import { persistWrites } from "../persist";
import { conditionEffect, type FighterWrites } from "./fighter";

interface CombatLike {
  update(changes: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments(name: "Combatant", updates: Record<string, unknown>[]): Promise<unknown>;
}

const inWorld = (w: FighterWrites) => !!w.document.id && game.actors?.get(w.document.id) === w.document;

/**
 * Stores what one step of the fight did to any number of fighters in a fixed number of round
 * trips: one batch for the world's actors (each row carrying its items' updates); a token's own
 * actor by itself; for an actor whose conditions came or went, one deletion and one creation of
 * effects; the combatants inside the combat's own update when the step changes the combat too
 * (one write for both), else one combatant batch.
 */
export async function persistFight(writes: readonly FighterWrites[], combat: CombatLike, combatChanges?: Record<string, unknown>): Promise<void> {
  const world = writes.filter((w) => inWorld(w) && (w.actor || w.items.length)).map((w) => ({ _id: w.document.id ?? "", ...w.actor, ...(w.items.length ? { items: w.items } : {}) }));
  if (world.length) await Actor.implementation.updateDocuments(world);
  for (const w of writes) if (!inWorld(w)) await persistWrites(w);
  for (const { document, effects } of writes) {
    if (effects.remove.length) await document.deleteEmbeddedDocuments("ActiveEffect", effects.remove);
    if (effects.create.length) await document.createEmbeddedDocuments("ActiveEffect", effects.create.map(conditionEffect));
  }
  const combatants = writes.flatMap((w) => (w.combatant && w.combatantId ? [{ _id: w.combatantId, ...w.combatant }] : []));
  if (combatChanges) await combat.update({ ...combatChanges, ...(combatants.length ? { combatants } : {}) });
  else if (combatants.length) await combat.updateEmbeddedDocuments("Combatant", combatants);
}
