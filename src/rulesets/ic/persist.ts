import type { RulesetTypesOf } from "../../rules/registry";
import { icRules, stateWrites, type StateSource, type StateWrites, type IcState } from "./state";

interface CombatLike {
  update(changes: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments(name: "Combatant", updates: Record<string, unknown>[]): Promise<unknown>;
}

const inWorld = (w: StateWrites) => !!w.document.id && game.actors?.get(w.document.id) === w.document;

/** A world actor's row in the actor batch: its fields, and its status effects' updates, which Foundry applies by `_id` inside the actor's own update. */
function actorRow(w: StateWrites): Record<string, unknown> & { _id: string } {
  return { _id: w.document.id ?? "", ...w.actor, ...(w.effects.update.length ? { effects: w.effects.update } : {}) };
}

/**
 * Stores what one rules step did to any number of actors in few round trips:
 * - one batch for the world's actors, carrying their effects' updates too (a severity that fell,
 *   an effect taken over by a new status); a token's own actor is written by itself, its effect
 *   updates as a batch of their own;
 * - for an actor whose effects or wound items come or go, their creations or deletions (stateWrites
 *   reuses an ended status's effect for a new one, so a step needs one or the other, not both);
 * - the combatants: inside the combat's own update when the step changes the combat too
 *   (`combatChanges`: one write for both), else one combatant batch.
 */
export async function persistWrites(writes: readonly StateWrites[], combat: CombatLike | null, combatChanges?: Record<string, unknown>, order: { combatFirst?: boolean } = {}): Promise<void> {
  if (order.combatFirst) await writeCombat(writes, combat, combatChanges);
  const world = writes.filter((w) => inWorld(w) && (w.actor || w.effects.update.length)).map(actorRow);
  if (world.length) await Actor.implementation.updateDocuments(world);
  for (const w of writes) {
    if (inWorld(w)) continue;
    if (w.actor) await w.document.update(w.actor);
    if (w.effects.update.length) await w.document.updateEmbeddedDocuments("ActiveEffect", w.effects.update);
  }
  for (const { document, effects, items } of writes) {
    if (effects.remove.length) await document.deleteEmbeddedDocuments("ActiveEffect", effects.remove);
    if (effects.create.length) await document.createEmbeddedDocuments("ActiveEffect", effects.create);
    if (items.remove.length) await document.deleteEmbeddedDocuments("Item", items.remove);
    if (items.create.length) await document.createEmbeddedDocuments("Item", items.create);
  }
  if (!order.combatFirst) await writeCombat(writes, combat, combatChanges);
}

/** The combatants' writes, inside the combat's own update when the step changes the combat too (one write for both). */
async function writeCombat(writes: readonly StateWrites[], combat: CombatLike | null, combatChanges: Record<string, unknown> | undefined): Promise<void> {
  const combatants = writes.filter((w) => w.combatant && w.combatantId).map((w) => ({ _id: w.combatantId, ...w.combatant }));
  if (!combat) return;
  if (combatChanges) await combat.update({ ...combatChanges, ...(combatants.length ? { combatants } : {}) });
  else if (combatants.length) await combat.updateEmbeddedDocuments("Combatant", combatants);
}

/**
 * The port's `impose` on an actor's rules view read from its documents, at `ic` (the fight's
 * moment, or 0 outside a fight), and the writes it needs (in `combat` when in one). Not queued:
 * the caller is one task of the GM's queue, which read `read` inside that task.
 */
export async function writeImposed(read: { state: IcState; source: StateSource }, status: RulesetTypesOf<"ic">["imposed"], ic: number, combat: CombatLike | null): Promise<void> {
  await persistWrites([stateWrites(read.state, icRules.impose(read.state, status, ic), read.source)], combat);
}
