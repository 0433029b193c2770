import type { StatusDefinition } from "../../ruleset";
import { newRecovering } from "../conditions/recovery";
import type { CombatantConditions, RollkeepCombatant } from "./combatant";

/** The conditions a GM, a technique or a scenario can put on a combatant (§12) through the port. */
export type ImposableCondition = "prone" | "blinded" | "entangled" | "dazed" | "stunned";
export const IMPOSABLE_CONDITIONS: readonly ImposableCondition[] = ["prone", "blinded", "entangled", "dazed", "stunned"];

/** A condition put on a combatant. */
export interface RollkeepImposed {
  condition: ImposableCondition;
}

/** The conditions the port defines, by their 4e names (the house terms are CONDITION_TERMS'), and the wound ranks that end a fight for a combatant. */
export const ROLLKEEP_STATUSES: readonly StatusDefinition[] = [
  ...IMPOSABLE_CONDITIONS.map((id) => ({ id, label: `SHINOBI.RollKeep.Condition.${id}`, timed: id === "dazed" || id === "stunned" })),
  ...(["out", "dead"] as const).map((id) => ({ id, label: `SHINOBI.RollKeep.Condition.${id}`, timed: false })),
];

/**
 * Puts a condition on: a flag, or for Dazed/Stun and Stunned/Incapacitated a fresh recovery (CO2,
 * CO3) unless one is under way, which goes on as it was (the texts do not stack them).
 */
export function imposeCondition(c: RollkeepCombatant, imposed: RollkeepImposed): RollkeepCombatant {
  const id = imposed.condition;
  const was = c.conditions;
  const conditions: CombatantConditions = id === "dazed" || id === "stunned" ? { ...was, [id]: was[id] ?? newRecovering(id) } : { ...was, [id]: true };
  return { ...c, conditions };
}

/** The conditions a combatant carries now. */
export function conditionsOn(c: RollkeepCombatant): ImposableCondition[] {
  return IMPOSABLE_CONDITIONS.filter((id) => (id === "dazed" || id === "stunned" ? c.conditions[id] !== null : c.conditions[id]));
}
