import type { Check } from "../../ruleset";
import { actingRefusal } from "../conditions/acting";
import type { LimitUses } from "../limits";
import { provokesOpportunity, tumbleDc, type LeavingMove } from "../maneuvers/opportunity";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { meetsDc } from "../checks";
import { degreesChecks } from "./checks";
import { ownTurn } from "./declare";
import { copyOf, type DegreesFighter } from "./fighter";

/** The round's record of a move that leaves reach provoking no one: a Safe Step or a Retreat (M55, M68). */
const UNPROVOKING_MOVE = "unprovokingMove";

/** The round's record of a move that leaves reach provoking the foes it leaves: a Move, a take-off or landing, a Charge's run, a ride, a Help Ally's run, an Evade, a token moved on the board (M55, M63, M73, M77, M90, M95). */
const PROVOKING_MOVE = "provokingMove";

/**
 * The round's record of a successful tumble past one foe (M55). The foe's id is kept as a short
 * digest (FNV-1a, base 36): use keys are plain names of a few dozen characters, and a token
 * actor's id is a long dotted path. Two foes of one fight sharing a digest is a one-in-billions case.
 */
const tumbledPast = (foe: string) => `tumbledPast:${digest(foe)}`;

/** The round's record of a tumble tried past one foe, whatever came of it (M55): one try a foe a round. */
const tumbleTried = (foe: string) => `tumbleTried:${digest(foe)}`;

/** The round's record of an Evade from one attacker (M73): that attacker gets no opportunity attack from it, other foes do. */
const evadedFrom = (attacker: string) => `evadedFrom:${digest(attacker)}`;

function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The uses with the round's move marked as one that provokes no opportunity attack. */
export function markUnprovokingMove(uses: LimitUses): LimitUses {
  return uses[UNPROVOKING_MOVE] ? uses : { ...uses, [UNPROVOKING_MOVE]: 1 };
}

/** The uses with the round's move marked as one that provokes the foes whose reach it leaves. */
export function markProvokingMove(uses: LimitUses): LimitUses {
  return uses[PROVOKING_MOVE] ? uses : { ...uses, [PROVOKING_MOVE]: 1 };
}

/** Whether the round records a move that leaves reach, whichever it was (M55): a Move, a take-off, a run, a ride, an Evade, a Safe Step or a Retreat. */
export function moveRecorded(uses: LimitUses): boolean {
  return (uses[PROVOKING_MOVE] ?? 0) > 0 || (uses[UNPROVOKING_MOVE] ?? 0) > 0;
}

/** The uses with an Evade from this attacker marked (M73): a move that provokes every other foe whose reach it leaves. */
export function markEvade(uses: LimitUses, attackerId: string): LimitUses {
  return { ...markProvokingMove(uses), [evadedFrom(attackerId)]: 1 };
}

/**
 * How the target leaves this attacker's reach this round, as its round's record says: tumbled past
 * it, evaded it, a move that provokes (which outweighs a Safe Step taken after a move an
 * opportunity attack interrupted), a Safe Step or Retreat; with nothing recorded, a plain move, as
 * the table judges when it makes the attack itself.
 */
export function leavingMoveOf(target: DegreesFighter, attackerId: string): LeavingMove {
  if (target.uses[tumbledPast(attackerId)]) return { kind: "tumble", succeeded: true };
  if (target.uses[evadedFrom(attackerId)]) return { kind: "evade", from: attackerId };
  if (target.uses[PROVOKING_MOVE]) return { kind: "normal" };
  if (target.uses[UNPROVOKING_MOVE]) return { kind: "safeStep" };
  return { kind: "normal" };
}

/**
 * Whether the round's record shows the target gave this attacker an opening (M55): a move that
 * provokes recorded this round, not one this attacker was tumbled past or evaded, and an attacker
 * able to strike. What a player's opportunity attack needs; a GM's is the GM's judgement.
 */
export function provokedThisRound(attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions): boolean {
  return (target.uses[PROVOKING_MOVE] ?? 0) > 0 && provokesOpportunity(leavingMoveOf(target, attacker.id), attacker, options);
}

/**
 * Refuses an opportunity attack its target gave no opening for (M55): it left with a Safe Step or a
 * Retreat, or tumbled past this attacker, this round; or the attacker is Prone, Paralyzed or unable
 * to attack. Null when the attack may be made.
 */
export function opportunityRefusal(attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions) {
  const move = leavingMoveOf(target, attacker.id);
  if (provokesOpportunity(move, attacker, options)) return null;
  return move.kind === "normal" ? degreesRefusal("cannotThreaten", {}, "A prone, paralyzed or helpless fighter makes no opportunity attack") : degreesRefusal("notProvoked", { name: target.name }, `${target.name} left without giving an opening`);
}

/**
 * The tumble past a foe (M55): the mover's Acrobatics against 9 + the foe's Melee by default
 * (`tumbleDcBase`). The text gives the tumble no cost; **our reading**: a free action taken while
 * leaving the foe's reach, as softening a fall with Acrobatics is (M127). So in a fight it is taken
 * on the mover's own turn (M15) by one who can act (M130), and once a foe a round whatever its
 * outcome: a free action is not repeated (M13), and a failed check is spent all the same (M15).
 * Refused otherwise, before anything is rolled.
 */
export function tumbleCheck(mover: DegreesFighter, foe: DegreesFighter, options: DegreesOptions, at: number): { check: Check; dc: number } {
  if (mover.id === foe.id) throw degreesRefusal("tumbleSelf", {}, "One tumbles past a foe, not past oneself");
  if (mover.initiative !== null && !ownTurn(mover, at)) throw degreesRefusal("notYourTurn", {}, "That can only be done on one's own turn");
  const cannot = actingRefusal(mover.conditions, { kind: "free" }, options);
  if (cannot) throw cannot;
  if (mover.uses[tumbleTried(foe.id)]) throw degreesRefusal("tumbleTried", { name: foe.name }, `A tumble past ${foe.name} was tried this round already`);
  const check = degreesChecks(mover, options).find((c) => c.key === "acrobatics");
  if (!check) throw degreesRefusal("noSuchCheck", { check: "acrobatics" }, "No Acrobatics check");
  return { check, dc: tumbleDc(foe.character.accuracies.melee, options) };
}

/** The mover after its tumble's total, the try on the round's record: past the foe on a success (no opportunity attack from it this round). */
export function tumblePast(mover: DegreesFighter, foe: DegreesFighter, total: number, options: DegreesOptions, at: number): { fighter: DegreesFighter; succeeded: boolean; dc: number } {
  const { dc } = tumbleCheck(mover, foe, options, at);
  // A tie is the GM's reading (M21), as for every check against a difficulty.
  const succeeded = meetsDc(total, dc, options);
  const fighter = copyOf(mover);
  fighter.uses = { ...mover.uses, [tumbleTried(foe.id)]: 1, ...(succeeded ? { [tumbledPast(foe.id)]: 1 } : {}) };
  return { fighter, succeeded, dc };
}
