import type { Problem } from "../../refusal";
import type { Placement } from "../../ruleset";
import type { RollkeepVariant } from "../options";
import { turnOrder } from "./initiative";
import { checkedStance, posture, refuseStance, type Stance, type Stance4e } from "./stances";

/** When a stance is being chosen: before the first round (opening), or as a turn starts. */
export interface StanceMoment {
  round: number;
  when: "opening" | "turnStart";
}

/** Conditions that narrow the stances open to a character (ST9). */
export interface StanceConditions {
  /** 4e Dazed / house Stun. */
  dazed?: boolean;
  prone?: boolean;
  /** 4e Fatigued (the house Exhaustion only takes the bonuses, ST3/ST6). */
  fatigued?: boolean;
  mounted?: boolean;
}

/** ST9: the postures each condition allows, or forbids. */
function conditionProblem(role: Stance4e, conditions: StanceConditions, variant: RollkeepVariant): Problem | null {
  if (conditions.dazed && role !== "defense" && role !== "fullDefense") return { code: "dazedOnlyDefends", text: "a dazed character can only defend" };
  if (conditions.prone && role !== "attack" && role !== "defense") return { code: "proneStances", text: "a prone character can only take the plain attacking or defending stance" };
  if (conditions.fatigued && variant === "4e" && role === "fullAttack") return { code: "fatiguedFullAttack", text: "a fatigued character cannot take Full Attack" };
  if (conditions.mounted && role === "fullAttack") return { code: "mountedFullAttack", text: "a mounted character cannot take this stance" };
  return null;
}

/** S3, S10: whether a stance may be changed as a turn starts in `round`: from round 2, the first holding the opening stance. */
export function turnStanceOpen(round: number): boolean {
  return round >= 2;
}

/**
 * Chooses a stance (ST10). 4e (S1, S3): in round 1 as initiative is rolled, from round 2 as one's
 * own turn starts. House rules (S8, S10): the opening stance before round 1, held through round 1,
 * then one of the five as each turn starts from round 2. Conditions narrow the choice (ST9).
 */
export function chooseStance(wanted: unknown, moment: StanceMoment, conditions: StanceConditions, variant: RollkeepVariant): Stance {
  const stance = checkedStance(wanted, variant);
  const opening = moment.when === "opening";
  if (opening && moment.round !== 1) refuseStance(stance, { code: "openingLate", text: "the opening stance is chosen at the start of the fight" });
  if (!opening && !turnStanceOpen(moment.round)) refuseStance(stance, { code: "firstRoundStance", text: "the first round's stance is the one chosen at the start" });
  const problem = conditionProblem(posture(stance), conditions, variant);
  if (problem !== null) refuseStance(stance, problem);
  return stance;
}

/** S8: the house rules' opening stances are chosen in reverse initiative order, ties reversed too. */
export function openingStanceOrder(placements: readonly Placement[]): string[] {
  return turnOrder(placements).reverse();
}
