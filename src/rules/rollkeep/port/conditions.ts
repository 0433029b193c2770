import type { StatusDefinition } from "../../ruleset";
import { RuleRefusal, type Problem } from "../../refusal";
import { CONDITION_TERMS } from "../conditions/conditions";
import { newRecovering } from "../conditions/recovery";
import type { RollkeepOptions } from "../options";
import { wholeNumberOf } from "../whole-number";
import type { CombatantConditions, Deprived, RollkeepCombatant } from "./combatant";

/** The conditions a GM, a technique or a scenario can put on a combatant (§12) through the port. */
export type ImposableCondition = "prone" | "blinded" | "entangled" | "dazed" | "stunned" | "mounted" | "fasting" | "fatigued" | "defenseless";
export const IMPOSABLE_CONDITIONS: readonly ImposableCondition[] = ["prone", "blinded", "entangled", "dazed", "stunned", "mounted", "fasting", "fatigued", "defenseless"];

/** The conditions counted in days (CO5, CO6): their penalties grow with each one. */
export type DeprivationCondition = Extract<ImposableCondition, "fasting" | "fatigued">;
export const DEPRIVATIONS: readonly DeprivationCondition[] = ["fasting", "fatigued"];
/** No text counts so far; only absurd counts are refused. */
export const MAX_DEPRIVATION_DAYS = 100;

/** A condition put on a combatant; Fasting and Fatigued with the days gone without (1 unless given). */
export interface RollkeepImposed {
  condition: ImposableCondition;
  days?: number;
  /**
   * The days held may only grow: asked from the holder's side, not the GM's. A meal or a rest is
   * what lowers a count (CO5, CO6), and the GM judges those, so fewer days than held are refused.
   */
  noFewerDays?: boolean;
}

/** The conditions the port defines, by their 4e names (the house terms are CONDITION_TERMS'), and the wound ranks that end a fight for a combatant. */
export const ROLLKEEP_STATUSES: readonly StatusDefinition[] = [
  ...IMPOSABLE_CONDITIONS.map((id) => ({ id, label: `SHINOBI.RollKeep.Condition.${id}`, timed: id === "dazed" || id === "stunned" })),
  ...(["out", "dead"] as const).map((id) => ({ id, label: `SHINOBI.RollKeep.Condition.${id}`, timed: false })),
];

const isDeprivation = (id: ImposableCondition): id is DeprivationCondition => DEPRIVATIONS.some((d) => d === id);

function refuseCondition(condition: string, problem: Problem): never {
  throw new RuleRefusal("conditionRefused", { condition }, `${condition}: ${problem.text}`, problem);
}

/**
 * Puts a condition on: a flag; for Dazed/Stun and Stunned/Incapacitated a fresh recovery (CO2,
 * CO3) unless one is under way, which goes on as it was (the texts do not stack them); for Fasting
 * and Fatigued the days gone without, which replace the count held (CO5, CO6; fewer refused when
 * `noFewerDays`). A book that lacks the condition refuses it (4e has no Defenseless, CO10) when the
 * options are given.
 */
export function imposeCondition(c: RollkeepCombatant, imposed: RollkeepImposed, _at?: number, options?: Pick<RollkeepOptions, "variant">): RollkeepCombatant {
  const id = imposed.condition;
  if (options && CONDITION_TERMS[id][options.variant] === null) refuseCondition(id, options.variant === "4e" ? { code: "no4eCondition", text: "the 4e rules have no such condition" } : { code: "noHouseCondition", text: "the house rules have no such condition" });
  if (imposed.days !== undefined && !isDeprivation(id)) refuseCondition(id, { code: "daysOnlyDeprivation", text: "only Fasting and Fatigued are counted in days" });
  const was = c.conditions;
  let conditions: CombatantConditions;
  if (id === "dazed" || id === "stunned") conditions = { ...was, [id]: was[id] ?? newRecovering(id) };
  else if (isDeprivation(id)) conditions = { ...was, [id]: { days: deprivationDays(id, was[id], imposed) } };
  else conditions = { ...was, [id]: true };
  return { ...c, conditions };
}

/** The days a Fasting or Fatigued count holds after `imposed`, refused when fewer than held and `noFewerDays`. */
function deprivationDays(id: DeprivationCondition, held: Deprived | null, imposed: RollkeepImposed): number {
  const days = wholeNumberOf("condition", imposed.days ?? 1, "days", 1, MAX_DEPRIVATION_DAYS);
  if (imposed.noFewerDays && held !== null && days < held.days) refuseCondition(id, { code: "fewerDays", data: { field: "days", days, held: held.days }, text: `days: ${days} is fewer than the ${held.days} already counted, and only the GM lowers the count` });
  return days;
}

/** Whether the combatant carries this condition. */
export function hasCondition(c: RollkeepCombatant, id: ImposableCondition): boolean {
  const held = c.conditions[id];
  return held !== null && held !== false;
}

/** The conditions a combatant carries now. */
export function conditionsOn(c: RollkeepCombatant): ImposableCondition[] {
  return IMPOSABLE_CONDITIONS.filter((id) => hasCondition(c, id));
}
