import { compareIds } from "../id-order";
import { canAct } from "./combatant";
import { STEALTH_LEVEL_MAX } from "./stealth";
import { FATIGUE_PENALTY_PER_LEVEL } from "./options";
import { apCap } from "./action-points";
import { multiThrowMax } from "./damage";
import { MAX_FATIGUE } from "./fatigue";
import { deathHp, isDead, isIncapacitated, poolCeiling, type Pool } from "./pools";
import { DEFAULT_HEALING_DAYS } from "./wounds";
import { sealsToMake } from "./handseals";
import { attackDue, attackResolvesOn, calledOff, calledOffOnItsIc, hitsLandOn, isDelayed } from "./landing";
import { openAttack, resolveBasicExchange, resolvingRefusal, type AttackAim, type AttackFlow } from "./resolve/attack-flow";
import type { DeclaredAction } from "./resolve/declare";
import type { IcCombatant } from "./combatant";
import { actsOn, nextIcOfFight } from "./timeline";
import { advanceOwned, clockIdle } from "./resolve/clock-step";
import { settleInPlace } from "./resolve/settle";
import { endOfBattle } from "./recovery";

/** A combatant's place on the timeline: the IC it acts on next (null before initiative), the tie order the placing stored, and its id. */
export interface TimelinePlace {
  ic: number | null;
  tieOrder: number;
  id: string;
}

/** The lowest HP holds: death's, where the rules stop (none below 0 for a maximum below 0). */
function hpFloor(max: number): number {
  return Math.min(0, deathHp(max));
}

/**
 * What the IC table's own pieces read beyond the shared port: the condition the rules give a
 * combatant's HP, the range each pool and the Fatigue level hold, the AP and multi-throw caps
 * (the sheets' and data models' bounds are these), how long a wound heals by default, where an
 * attack applied by hand lands, what a battle's end does to Fatigue, and the timeline's order as the tracker lists it. The documents keep the HP; the rules decide what it means.
 */
export const icExtras = {
  /** Whether a combatant may act at all, on its IC or by interrupting: only while active (incapacitated, unconscious and dead do nothing). */
  mayAct: canAct,
  /** The highest stealth level a character may hold (1 to 3; 0 is not hidden). */
  stealthLevelMax: STEALTH_LEVEL_MAX,
  /** The Fatigue penalty per level a world may set, and its default (−1; the text gives none). */
  fatiguePenaltyPerLevel: FATIGUE_PENALTY_PER_LEVEL,
  /** Dead at −100 % of max HP, helpless at 0 or less, active above. */
  hpCondition(hp: Pool): "dead" | "incapacitated" | "active" {
    if (isDead(hp)) return "dead";
    return isIncapacitated(hp) ? "incapacitated" : "active";
  },
  /** Days each severity of wound takes to heal, until the GM sets a wound's own. */
  healingDays: DEFAULT_HEALING_DAYS,
  hpFloor,
  /** The range a pool's value holds: from 0 (HP: death's, `hpFloor`) up to its maximum, never above. */
  poolRange(pool: "vitality" | "hp" | "willpower", max: number): { min: number; max: number } {
    return { min: pool === "hp" ? hpFloor(max) : 0, max: poolCeiling(max) };
  },
  /** The Fatigue a battle's end leaves: the running Stamina and Chakra penalties reset, the level kept (the same object when there is nothing to reset). */
  endOfBattle,
  /** The highest Fatigue level (unconscious); there is none past it. */
  fatigueMax: MAX_FATIGUE,
  /** The most AP a combatant banks: AGI/2. */
  apCap,
  /** The most weapons one multi-throw throws: DEX/10. */
  multiThrowMax,
  /** Where an applied attack's hits land: the end of the IC it resolves on, or the current one's, marked late, once that has passed. */
  hitsLandOn,
  /** The Perform Handseals length an action needs first (its modified Seal Speed), or 0 when it needs none: the rule a declaration is refused by. */
  sealsToMake,
  /**
   * An attack answered with a basic defence, played whole for a caller that owns its target and
   * keeps no flow (the simulator): the outcome it leaves to settle, or null for a failed
   * technique's. The flow's steps, one rule at a time (see resolveBasicExchange).
   */
  resolveBasicExchange,
  /**
   * Settling for a caller that owns its list and reads nothing of what each outcome did (the
   * simulator without a log): the first `count` outcomes land in place (on the places handed in,
   * when they still hold their defenders), delayed actions due are cleared unless the caller says
   * nobody holds one, and whether anyone still does comes back (see settleInPlace).
   */
  settleOwned: settleInPlace,
  /** The IC an attack resolves on (Delay IC after its declaration): not answered before it. */
  attackResolvesOn,
  /** Whether an attack resolves after the IC it was declared on. */
  isDelayed,
  /** Whether an attack is due on a fight's IC (null: outside a fight, due at once): answered, and checked at its target, from then on. */
  attackDue,
  /**
   * A delayed attack opened as it is declared, before its IC: nothing about its target is checked
   * yet, since the rules check it as it resolves (`resolvingRefusal`, on the IC it resolves on).
   */
  openDelayed(attacker: IcCombatant, declared: DeclaredAction, aim: AttackAim): AttackFlow {
    return openAttack(attacker, declared, aim, null);
  },
  /** Why the rules refuse an attack at its target as the target stands when it resolves (a coup de grace on someone standing), or null. */
  resolvingRefusal,
  /** Whether a delayed attack's user, on the IC it resolves on, no longer holds it: an Abort called it off. */
  calledOffOnItsIc,
  /** The IC a delayed action a declaration called off (an Abort) would have resolved on, or null: held before, none after. */
  calledOff,
  /** The next IC of a fight where some are out of it (marked defeated): their delayed actions still resolve. */
  nextIcOfFight,
  /** Whether a combatant acts on an IC: able to act, and it is its next (the port's turnsAt, asked of one). */
  actsOn,
  /** Whether the clock (the port's advance) has nothing to do between two ICs: no AP grant, no status due. */
  clockIdle,
  /** The port's advance on combatants the caller owns, changed in place, with no events kept and nothing handed back (the simulator's own fights). */
  advanceOwned,
  /**
   * The timeline's order: the lower IC first, those without initiative last, then the tie order the
   * placing stored, then the id by its code units, so every client lists the same order (and the
   * combat's turn points at the same combatant) whatever its language.
   */
  compareTimelinePlaces(a: TimelinePlace, b: TimelinePlace): number {
    const ia = a.ic ?? Number.POSITIVE_INFINITY;
    const ib = b.ic ?? Number.POSITIVE_INFINITY;
    if (ia !== ib) return ia - ib;
    if (a.tieOrder !== b.tieOrder) return a.tieOrder - b.tieOrder;
    return compareIds(a.id, b.id);
  },
} as const;
