import type { RollkeepVariant } from "../options";

/**
 * The conditions of §12, by the 4e name. The house rules call several of them otherwise (Blind,
 * Stun, Incapacitated, Hunger, Exhaustion, Grapple); `CONDITION_TERMS` gives each variant's term,
 * for the Foundry layer to word. Where each one bites: Armor TN (armor-tn.ts), actions
 * (take-action.ts), stances (stance-choice.ts), attack rolls (attack-modifiers.ts), movement
 * (movement.ts), recovery and deprivation (here).
 */
export type ConditionId = "blinded" | "dazed" | "stunned" | "entangled" | "fasting" | "fatigued" | "grappled" | "mounted" | "prone" | "defenseless";

/** Each condition's term in each book; null where a book lacks it (Defenseless is the house rules', CO10). */
export const CONDITION_TERMS: Readonly<Record<ConditionId, Readonly<Record<RollkeepVariant, string | null>>>> = {
  blinded: { "4e": "blinded", house: "blind" },
  dazed: { "4e": "dazed", house: "stun" },
  stunned: { "4e": "stunned", house: "incapacitated" },
  entangled: { "4e": "entangled", house: "entangle" },
  fasting: { "4e": "fasting", house: "hunger" },
  fatigued: { "4e": "fatigued", house: "exhaustion" },
  grappled: { "4e": "grappled", house: "grapple" },
  mounted: { "4e": "mounted", house: "mounted" },
  prone: { "4e": "prone", house: "prone" },
  defenseless: { "4e": null, house: "defenseless" },
};

/** The conditions a variant has. */
export function conditionsOf(variant: RollkeepVariant): ConditionId[] {
  return (Object.keys(CONDITION_TERMS) as ConditionId[]).filter((id) => CONDITION_TERMS[id][variant] !== null); // the keys of a record typed by ConditionId
}
