import type { DegreesOptions } from "./options";
import { degreesRefusal } from "./refusals";
import type { RuleRefusal } from "../refusal";

/** The difficulty of escaping a grab, the grabber's pick: 4 + its Melee or 7 + its Strength (M79). */
export function grabEscapeDc(grabber: { melee: number; strength: number }, basis: "melee" | "strength"): number {
  return basis === "melee" ? 4 + grabber.melee : 7 + grabber.strength;
}

/** A technique's element (M75): the five of the elemental cycle (fire, wind, lightning, earth, water), or none. */
export type TechniqueElement = "none" | "katon" | "fuuton" | "raiton" | "doton" | "suiton";

/** A technique in a Nullify or Overcome exchange (M74, M75). */
export interface ExchangedTechnique {
  powerLevel: number;
  metaskills: boolean;
  range: "touch" | "ranged";
  baseDamage: number;
  element?: TechniqueElement;
}

/** Why a technique may not nullify another, or null: power levels at most 1 apart, no metaskills on either (M74). */
export function nullifyRefusal(incoming: ExchangedTechnique, own: ExchangedTechnique): RuleRefusal | null {
  if (incoming.metaskills || own.metaskills) return degreesRefusal("nullifyMetaskills", {}, "No metaskills may be on either technique to nullify");
  const gap = Math.abs(incoming.powerLevel - own.powerLevel);
  if (gap > 1) return degreesRefusal("nullifyPowerLevel", { gap }, `Power levels ${gap} apart: nullifying needs them at most 1 apart`);
  return null;
}

/** Each element and the one it prevails over, in the five-element cycle (our default for M75). */
const PREVAILS_OVER: Readonly<Record<Exclude<TechniqueElement, "none">, TechniqueElement>> = { katon: "fuuton", fuuton: "raiton", raiton: "doton", doton: "suiton", suiton: "katon" };

/**
 * What the elemental advantage adds to one's own technique against the other's (M75; the table is
 * missing from the text: **GM options `elementalAdvantage`** and **`elementalBonus`**): with
 * "fiveElements" (default), +bonus when one's element prevails over the other's, −bonus when the
 * other's prevails (its base counts that much more); nothing with "none", or without two elements.
 */
export function elementalEdge(own: TechniqueElement | undefined, incoming: TechniqueElement | undefined, options: DegreesOptions): number {
  if (options.elementalAdvantage === "none" || own === undefined || incoming === undefined || own === "none" || incoming === "none") return 0;
  if (PREVAILS_OVER[own] === incoming) return options.elementalBonus;
  return PREVAILS_OVER[incoming] === own ? -options.elementalBonus : 0;
}

/**
 * Overcome after a Nullify (M75): same range type, and only with more base damage, elemental
 * advantages included; the hit's base damage is the difference.
 */
export function overcomeBase(incoming: ExchangedTechnique, own: ExchangedTechnique, options: DegreesOptions): number {
  if (incoming.range !== own.range) throw degreesRefusal("overcomeRange", {}, "Overcoming needs the same range type (ranged against ranged, touch against touch)");
  const difference = own.baseDamage + elementalEdge(own.element, incoming.element, options) - incoming.baseDamage;
  if (difference <= 0) throw degreesRefusal("overcomeWeaker", { own: own.baseDamage, incoming: incoming.baseDamage, edge: elementalEdge(own.element, incoming.element, options) }, "Overcoming needs more base damage than the nullified technique");
  return difference;
}

/** Overcome's attack check: at −3 against the enemy, who defends normally (M75). */
export const OVERCOME_PENALTY = -3;

/** Special maneuvers (Grab, Trample, Takedown, Disarm, Push) roll Melee at −2 (M78). */
export const SPECIAL_MANEUVER_PENALTY = -2;

/**
 * The defence bonus of a target larger than the maneuvering attacker (M78). **GM option
 * `maneuverSizeDefence`**: "onePlusDifference" (default: +1, plus 1 per category of difference, so
 * one category larger is +2) or "perCategory" (+1 per category). Nothing against smaller targets.
 */
export function maneuverSizeDefence(categoriesLarger: number, options: DegreesOptions): number {
  if (categoriesLarger <= 0) return 0;
  return options.maneuverSizeDefence === "onePlusDifference" ? 1 + categoriesLarger : categoriesLarger;
}

/** How far a disarmed item flies: 3 m + 1 m per 4 full points the attack beat the defence by (M82). */
export function disarmDistance(attackTotal: number, defence: number): number {
  return 3 + Math.max(0, Math.floor((attackTotal - defence) / 4));
}

/**
 * How far a Push moves its target: 1 m + 1 m per 4 full points the attack beat the defence by,
 * but no farther than the pusher can advance beside it, its movement limit (M83).
 */
export function pushDistance(attackTotal: number, defence: number, pusherMovementMetres: number): number {
  return Math.min(1 + Math.max(0, Math.floor((attackTotal - defence) / 4)), Math.max(0, pusherMovementMetres));
}
