import { hasCondition, hasFlag } from "../conditions/active";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import { useSharedLimit, type SharedUses } from "../partners";

/** How a character leaves a foe's melee reach. */
export type LeavingMove =
  | { kind: "normal" | "takeOff" | "air" }
  | { kind: "safeStep" | "retreat" | "teleport" | "forced" }
  | { kind: "evade"; from: string }
  | { kind: "tumble"; succeeded: boolean };

/** A foe whose reach the mover leaves. */
export interface Threatener {
  id: string;
  conditions: readonly ConditionInstance[];
}

/**
 * Whether leaving this foe's reach provokes its opportunity attack (M55): a move does, taking off
 * and moving in the air too (M95); a Safe Step, a Retreat, a teleport, a forced move and a
 * successful Acrobatics tumble do not; an Evade does not from the attacker it answers (M73). A
 * foe that is Prone, Paralyzed or cannot act or attack makes none.
 */
export function provokesOpportunity(move: LeavingMove, foe: Threatener, options: DegreesOptions): boolean {
  const unable = hasCondition(foe.conditions, "prone", options) || hasCondition(foe.conditions, "paralyzed", options) || hasFlag(foe.conditions, "cannotAct", options) || hasFlag(foe.conditions, "cannotAttack", options);
  if (unable) return false;
  switch (move.kind) {
    case "normal":
    case "takeOff":
    case "air":
      return true;
    case "evade":
      return move.from !== foe.id;
    case "tumble":
      return !move.succeeded;
    default:
      return false;
  }
}

/** The difficulty of tumbling past a foe's reach with Acrobatics: GM option `tumbleDcBase` plus its Melee (our default; the text gives none). */
export function tumbleDc(foeMelee: number, options: DegreesOptions): number {
  return options.tumbleDcBase + foeMelee;
}

/**
 * Takes the opportunity attack of a group (a character and its partners): one a round for all of
 * them (M55, M88), refused once someone in the group made one. It is a free action, a plain melee
 * attack with no special maneuver, answered only by Dodge, Block or Anticipate (`opportunity` on
 * the attack profile).
 */
export function takeOpportunityAttack(groupUses: SharedUses, attacker: string): SharedUses {
  return useSharedLimit(groupUses, "opportunityAttack", attacker);
}
