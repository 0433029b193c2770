import type { RollKind } from "./roll-kind";
import type { RollkeepVariant } from "./options";

/** Where a wound penalty lands on one roll: added to its TN, or taken off its total. */
export interface WoundPenaltyEffect {
  tn: number;
  total: number;
}

/**
 * R16, the two books differ. 4e: the penalty raises the TN of every roll, so a roll with no TN
 * (a contest, Full Defense, initiative) feels nothing (the inventory's default). House rules: it
 * comes off the total of every test and contest, and damage and initiative, the "special rolls",
 * are spared.
 */
export function woundPenaltyOn(kind: RollKind, hasTn: boolean, penalty: number, variant: RollkeepVariant): WoundPenaltyEffect {
  if (penalty === 0) return { tn: 0, total: 0 };
  if (variant === "4e") return { tn: hasTn ? penalty : 0, total: 0 };
  return { tn: 0, total: kind === "damage" || kind === "initiative" ? 0 : -penalty };
}
