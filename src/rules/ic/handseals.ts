import type { IcAction } from "./action";
import type { IcCombatant } from "./combatant";

/**
 * The Speed of a Perform Handseals action: the jutsu's Seal Speed minus DEX/10, though the
 * caster may forgo any part of that reduction. Never below 0.
 */
export function modifiedSealSpeed(sealSpeed: number, dex: number, reductionUsed?: number): number {
  // A whole DEX of 0 or more (every combatant's) is divided in integer arithmetic: the same
  // number as Math.floor gives, without a round trip through floating point on every plan.
  const available = dex >= 0 && (dex | 0) === dex ? (dex / 10) | 0 : Math.floor(dex / 10);
  const used = reductionUsed === undefined ? available : Math.max(0, Math.min(available, reductionUsed));
  return Math.max(0, sealSpeed - used);
}

/** A jutsu with no Seal Speed (or 0 after modification) is used at will, like any action. */
export function needsHandseals(modified: number): boolean {
  return modified > 0;
}

/**
 * The seals still to make before `action` is declared: the length of the Perform Handseals it
 * needs first (its modified Seal Speed), or 0 when it needs none — it has no seals, it is an
 * interrupt (which adds its Seal Speed to its total instead), or handseals are already made.
 */
export function sealsToMake(actor: Pick<IcCombatant, "stats" | "ongoing">, action: Pick<IcAction, "sealSpeed" | "interrupt">): number {
  if (action.interrupt || makingSeals(actor.ongoing)) return 0;
  const modified = modifiedSealSpeed(action.sealSpeed ?? 0, actor.stats.dex);
  return needsHandseals(modified) ? modified : 0;
}

/**
 * Whether the running action is Perform Handseals. Compared with null first rather than through
 * `?.`: comparing what may be undefined with a text is a call into a builtin, on every declaration.
 */
export function makingSeals(ongoing: IcCombatant["ongoing"]): boolean {
  return ongoing !== null && ongoing.role === "handseals";
}

/**
 * Taking damage mid-seals: the Chakra Control roll must exceed 10 + damage/10 (rounded down)
 * or the handseals are aborted.
 */
export function handsealConcentrationTn(damage: number): number {
  return 10 + Math.floor(damage / 10);
}

export function keepsHandseals(chakraControlTotal: number, damage: number): boolean {
  return chakraControlTotal > handsealConcentrationTn(damage);
}
