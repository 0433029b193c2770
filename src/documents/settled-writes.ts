import type { SettledEffects } from "../combat/queued-effects";
import type { DiceSource } from "../rules/dice";
import { statusEffectSource } from "../status-effects";
import { woundItemData } from "./wound-items";
import { rollWoundPlace } from "./wound-tables";

/**
 * Writes what settling hits produced besides the pools: wounds (each placed by a roll on its
 * wound table) and status effects under their stacking rules. One batch of wound items and at
 * most one deletion and one creation of effects per affected actor.
 */
export async function writeWoundsAndStatuses(settled: Pick<SettledEffects, "wounds" | "statusChanges">, dice: DiceSource): Promise<void> {
  for (const actorId of new Set(settled.wounds.map((w) => w.actorId))) {
    const actor = game.actors?.get(actorId);
    if (!actor) continue;
    const items = [];
    for (const w of settled.wounds.filter((x) => x.actorId === actorId)) {
      const place = await rollWoundPlace(w.type, w.severity, dice);
      items.push(woundItemData({ severity: w.severity, type: w.type, pool: w.pool, location: place.location, side: place.side }, place.effect));
    }
    await actor.createEmbeddedDocuments("Item", items as never);
  }
  for (const change of settled.statusChanges) {
    const actor = game.actors?.get(change.actorId);
    if (!actor) continue;
    if (change.remove.length) await actor.deleteEmbeddedDocuments("ActiveEffect", change.remove);
    if (change.create.length) {
      await actor.createEmbeddedDocuments("ActiveEffect", change.create.map((s) => statusEffectSource(s)) as never);
    }
  }
}
