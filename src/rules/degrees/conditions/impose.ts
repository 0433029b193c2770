import type { ConditionId } from "./definitions";
import type { ConditionInstance } from "./instance";

/**
 * Puts a condition on a character (M130 13, 15). Fatigue escalates: Fatigued twice becomes
 * Exhausted, and Exhausted met again (by Exhausted or Fatigued) becomes Unconscious. Anything
 * else is added as its own instance, since repeats stack and are removed one by one (M128).
 */
export function imposeCondition(held: readonly ConditionInstance[], condition: ConditionInstance): ConditionInstance[] {
  const has = (id: ConditionId): boolean => held.some((c) => c.id === id);
  const without = (id: ConditionId): ConditionInstance[] => held.filter((c) => c.id !== id);
  if (condition.id === "fatigued" || condition.id === "exhausted") {
    if (has("exhausted")) return [...without("exhausted"), { id: "unconscious", ...(condition.source ? { source: condition.source } : {}) }];
    if (has("fatigued")) return [...without("fatigued"), { ...condition, id: "exhausted" }];
  }
  return [...held, condition];
}

/**
 * One removal check passed against one instance (M128): an evolved condition steps down one
 * level (Exhausted to Fatigued), anything else goes.
 */
export function removeCondition(held: readonly ConditionInstance[], instance: ConditionInstance): ConditionInstance[] {
  const rest = held.filter((c) => c !== instance);
  return instance.id === "exhausted" ? [...rest, { ...instance, id: "fatigued" }] : rest;
}

/** Bleeding stacks: each instance is one stack (M130 24). */
export function bleedingStacks(held: readonly ConditionInstance[]): number {
  return held.filter((c) => c.id === "bleeding").length;
}
