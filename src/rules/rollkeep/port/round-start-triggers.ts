import { tiedTriggerOrder } from "../combat/trigger-order";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";

/** One start-of-round ability in the round's order: whose, and its name. */
export interface RoundStartTriggered {
  combatantId: string;
  name: string;
}

/**
 * S9 (house): the abilities that act as a round begins, in the order they act. They all act at
 * once, so the order is the tie rule's: the highest in the round's initiative order places its
 * ability first or last of those left, then the next, and so on (`tiedTriggerOrder`); one
 * character's several abilities go in its own listed order. The 4e text has no such step: none.
 */
export function roundStartTriggers(combatants: readonly RollkeepCombatant[], order: readonly string[], options: RollkeepOptions): RoundStartTriggered[] {
  if (options.variant !== "house") return [];
  const listed = order.flatMap((id) => (combatants.find((c) => c.id === id)?.character.roundStartTriggers ?? []).map((t) => ({ combatantId: id, ...t })));
  const keys = listed.map((_, i) => String(i));
  return tiedTriggerOrder(keys, (key) => listed[Number(key)]?.pick ?? "first").map((key) => {
    const t = listed[Number(key)];
    return { combatantId: t?.combatantId ?? "", name: t?.name ?? "" };
  });
}
