import { CHECK_DICE, INITIATIVE_DICE } from "../roll";
import { deriveCharacter } from "../character/derived";
import { movementMetres, type MovementMode } from "../character/movement";
import { heal } from "../character/hit-points";
import { recover, sleepChakra, sleepHealing, wakeFromSleep } from "../character/recovery";
import { STABILISE_DC, stabiliseAttempt, type StabiliseWay } from "../character/stabilising";
import { activeConditions } from "../conditions/active";
import type { ConditionId } from "../conditions/definitions";
import { damageDegree, isCriticalFailure, type DamageDegree } from "../degree";
import type { DegreesOptions } from "../options";
import { endScene, FIRST_SCENE, sceneUsesLeft, useInScene, type SceneEnd, type SceneHolder, type SceneLimit, type SceneState, type SceneUser } from "../scene";
import { degreesAids } from "./aid";
import { declareOvercome, degreesOvercomes } from "./overcome";
import { isWinged } from "../aerial";
import { sizeRowIn, type SizeCategory, type SizeRow } from "../size";
import { attackRefusal } from "../attack/attack-refusal";
import { cellsApart, flanks, type BoardSpace } from "../flanking";
import { openSweep, sweepBoardRefusal } from "./sweep";
import { rangeFromGroundRefusal } from "./range-from-ground";
import { reachesUpOnBoard, strikeReach } from "./reach";
import { provokedThisRound, tumbleCheck, tumblePast } from "./tumble";
import { maySweep } from "../maneuvers/sweep";
import { joinOwner, waitingToStepIn } from "./extra-actions";
import { stepInValue } from "./step-in";
import { MERCY_FATES, mercyFate } from "./mercy-fate";
import { fall, FALL_METRES_MAX } from "./fall";
import { flightByMount, rideMoveOf } from "./ride";
import { ridersDroppedBy } from "./air-fall";
import { boardMoved, mayStrikeAsItGoes } from "./provoked";
import { lowCeilingRefusal } from "./ceiling";
import { withMountHit } from "./attack-flow";
import { afterScaredMount, frightsAtStart, scaredMountCheck, scareMountsAtStart } from "./scared-mount";
import { copyOf, type DegreesFighter } from "./fighter";
import { END_OF_ROUND, positionOf } from "./moments";
import { makesPartnerChain, partnerPlace, partnerRound, skipsStandard, skipStandardOpen } from "./partners";
import { breakFreeChances } from "./hold-upkeep";
import { holdOf } from "../maneuvers/grab";
import { redirectOnMiss } from "./redirect";
import { keepsHold, letGo, payRemoval, releaseHold, removable, removalCheck, removeByCheck } from "./removal";
import { DEGREES_LISTS } from "./lists";
import { countedUses, useLimit } from "../limits";
import { wieldedWeapon } from "./item-input";
import { armourWorn, thrownReady, weaponInHand } from "./gear";
import { storedCondition } from "./stored-condition";
import { helpsHolder } from "../conditions/helpful";
import { thresholdSettled } from "./thresholds";
import { orderKey, surpriseAtStart } from "./timeline";
import { rollInitiativeFor } from "./initiative-rolls";
import { actingGroup, compareInRound, compareWithPartners, ownerPlaceIn, roundPhase } from "./round-order";
import { checkSenses, senseCheck, SENSES } from "./senses";
import { sneakSearch } from "./sneak-search";
import { fearResistance, intimidateAgainst } from "./size-checks";
import { meetsDc } from "../checks";
import { attackObject, objectAfterHit, SPLIT_PARTS_MAX, weaponObjectHardness } from "./objects";
import { PILLS_AT_ONCE_MAX, PILLS_SINCE_REST_MAX, takeSoldierPills } from "./pills";

/** A sleep: how many hours, and whether a major interruption broke it (M45, M50). */
export interface DegreesRest {
  hours: number;
  interrupted: boolean;
}

/** A check thrown at the table: the two dice's natural total kept apart from the total (M20), and what the natural alone says. */
export interface DegreesCheckResult {
  natural: number;
  total: number;
  /** A natural under the first degree's floor (2–3 by default, M26). */
  criticalFailure: boolean;
  /** The damage degree the natural would give an attack (M34). */
  degree: DamageDegree;
}

/** The most hours one rest counts (a full night's sleep is 8, M45; past it the optional hourly rule still counts). */
export const REST_HOURS_MAX = 24;

/**
 * What the degrees Foundry pieces need beyond the shared port: the lists its documents are stored
 * with, what a condition brings with it, a check judged from its dice, a rest, a stabilising
 * check, and the scene's end. Each is plain data in, plain data out, like the port.
 */
export const degreesExtras = {
  lists: DEGREES_LISTS,
  /** Where a new world's scene count starts: scene 1, nothing used. */
  firstScene: FIRST_SCENE,
  /** The difficulty of the wounded character's own Vigor check to stop dying (M42). */
  stabiliseDc: STABILISE_DC.vigor,
  /** The most hours a rest may name (M45). */
  restHoursMax: REST_HOURS_MAX,

  /** The most soldier pills one partial action takes, and the most a sheet counts since the last rest (M51). */
  pillsAtOnceMax: PILLS_AT_ONCE_MAX,
  pillsSinceRestMax: PILLS_SINCE_REST_MAX,

  /**
   * Soldier pills taken (M51): the fighter with its chakra, pill count and what takes hold at once,
   * the chakra regained and the aftermath to show (an hour later under `soldierPillTiming`). The
   * partial action is the caller's to pay (a fight's declaration of the `soldierPill` basic action).
   */
  takeSoldierPills,

  /** A condition as a document stored it, checked field by field (a refusal names the field). */
  storedCondition,

  /** Whether a condition helps its holder (a bonus, flight), from its definition: a player's own request for one is the table's to allow. */
  helpsHolder,

  /** The weapon in hand as a `dgWeapon`'s fields give it: what it blocks with, and the damage it lends a technique (M23, M28, M29). */
  wieldedWeapon,

  /** The uses a fighter's round counts against a limit (a Feint, an opportunity attack, M19, M59), for a tracker to show; the round's own notes left out. */
  countedUses,

  /** Which carried gear counts where the sheet leaves it open (M23, M65, M125): the weapon in hand, the armour worn, the thrown weapons to hand. */
  gear: { weaponInHand, armourWorn, thrownReady },

  /** How far a melee action reaches, in metres, for this fighter's size (M62, M104): doubled by a long weapon; null for an action that is no melee attack. */
  strikeReach,

  /** Whether the board shows a flier within a melee action's reach from the ground (M99): higher than the attacker, no farther than its reach. */
  reachesUpOnBoard,

  /** Whether an ally can flank (M60): able to attack (not stunned, helpless or too afraid). Where it stands is `standsOpposite`. */
  canFlank(ally: DegreesFighter, options: DegreesOptions): boolean {
    return attackRefusal(ally.conditions, options) === null;
  },

  /** Where flanking stands (M60): the attacker and the ally both next to the target, on exactly opposite sides; spaces in grid cells (`BoardSpace`). */
  standsOpposite(spaces: { attacker: BoardSpace; target: BoardSpace; ally: BoardSpace }): boolean {
    return flanks(spaces.attacker, spaces.target, spaces.ally);
  },

  /** An Immense or larger attacker's sweep (M107): one declared melee attack opened at every target with one check. */
  openSweep,

  /** The tumble past a foe (M55): the mover's Acrobatics and the difficulty the foe's Melee sets. */
  tumbleCheck,

  /** The mover after its tumble's total: past the foe on a success, which then makes no opportunity attack at it this round. */
  tumblePast,

  /** A sweep the board shows cannot be made (M107): a foe on the sweeper's side or out of its reach; null when it may. */
  sweepBoardRefusal,

  /** A size category's row of the world's size table (F2): what the Foundry layer gives each character it reads. */
  sizeRow(size: SizeCategory, options: DegreesOptions): SizeRow {
    return sizeRowIn(options, size);
  },

  /** Whether a Charge by this attacker at this target is a jump at a flier (M100): the target Winged, the attacker on the ground. */
  jumpsAtFlier(attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions): boolean {
    return isWinged(target.conditions, options) && !isWinged(attacker.conditions, options);
  },

  /** A ranged attack from the ground at a flier beyond half its range (M98), refused; null when it may be made. */
  rangeFromGroundRefusal,

  /** How many cells apart two spaces stand on the board (1: touching). */
  cellsApart,

  /** Whether this fighter is large enough to sweep (M107). */
  maySweep(f: DegreesFighter): boolean {
    return maySweep(f.character.size);
  },

  /** The conditions one condition brings with it, transitively, itself left out (Terrified: Stunned; Unconscious: Defenseless, F9). */
  impliedConditions(id: ConditionId, options: DegreesOptions): ConditionId[] {
    return activeConditions([{ id }], options)
      .filter((c) => !c.direct)
      .map((c) => c.id);
  },

  /** The senses a sheet names for a check (M130 9, 26), in its order. */
  senses: SENSES,
  /** The senses a check of this key may go through: Notice sight or hearing, Search sight, others none. */
  checkSenses,
  /** A sheet's check through the sense it names (null for one that needs none): refused through a sense the roller lacks (Blind, Deafened), Blinded's penalty on sight. */
  senseCheck,
  /** The sheet's Intimidate against a target of a size (M109): the size modifiers' difference, nothing between equals. */
  intimidateAgainst,
  /** A check resisting fear (M132): the resister's check, and the effect's difficulty moved by the source's size against the resister's. */
  fearResistance,
  /** Whether a check's total beats a difficulty, a tie as the world's `dcTie` reads it. */
  meetsDc,
  /** The sneak attack's target searching for the attacker at the end of its turn (M54): its Notice through a sense against the attack's Stealth total. */
  sneakSearch,

  /** The dice every check throws, as a roll formula (a card adds the bonuses as terms of their own). */
  checkDice: CHECK_DICE,

  /** The die initiative throws (M5), as a roll formula, for a sheet to show beside its bonus. */
  initiativeDice: INITIATIVE_DICE,

  /** A check's dice judged (M20, M26, M34): a critical failure and the degree follow the natural alone. */
  checkResult(natural: number, total: number, options: DegreesOptions): DegreesCheckResult {
    return { natural, total, criticalFailure: isCriticalFailure(natural, options), degree: damageDegree(natural, options) };
  },

  /**
   * A sleep (M45, M50): HP back by the night's healing for the Vigor the character has (size's change
   * included, M108), lethal damage first (M46); chakra by Spirit, a full night only; Fatigued and
   * Exhausted slept off unless they last a fixed time. Never past either maximum.
   */
  rest(f: DegreesFighter, rest: DegreesRest, options: DegreesOptions): DegreesFighter {
    const derived = deriveCharacter(f.character);
    const hours = Math.min(REST_HOURS_MAX, Math.max(0, rest.hours));
    const next = copyOf(f);
    next.hp = heal(f.hp, sleepHealing(derived.vigor, hours, rest.interrupted, options), derived.hpMax);
    next.chakra = recover(f.chakra, sleepChakra(f.character.attributes.spirit, hours, rest.interrupted), derived.chakraMax);
    // Healed past a threshold, the old state's conditions go (M43: one who is no longer out wakes).
    next.conditions = thresholdSettled(wakeFromSleep(f.conditions), next.hp, options);
    // The pills' count starts again after a rest (M51: their Fatigue lasts until one).
    if (f.pillsSinceRest) next.pillsSinceRest = 0;
    return next;
  },

  /**
   * The fighter with the HP table's conditions brought in line with its HP (M41–M43, F8), after HP
   * changed outside the port's steps (a heal typed on the sheet or a token bar): the same fighter
   * when they already agree.
   */
  hpSettled(f: DegreesFighter, options: DegreesOptions): DegreesFighter {
    const conditions = thresholdSettled(f.conditions, f.hp, options);
    if (conditions === f.conditions) return f;
    const next = copyOf(f);
    next.conditions = [...conditions];
    return next;
  },

  /** The difficulty of someone else's Medicine check to stop another's wound (M42). */
  medicineDc: STABILISE_DC.medicine,

  /**
   * A check to stop the wound, by its total (M42): the dying character's own Vigor (the default),
   * or someone's Medicine on it. Dying: Stable and its bleeding stopped on a success; not dying,
   * a success stops one Bleeding stack.
   */
  stabilise(f: DegreesFighter, total: number, options: DegreesOptions, way: StabiliseWay = "vigor"): { fighter: DegreesFighter; stopped: boolean } {
    const after = stabiliseAttempt({ hp: f.hp, conditions: f.conditions }, way, total, options);
    if (!after.stopped) return { fighter: f, stopped: false };
    const next = copyOf(f);
    next.hp = after.hp;
    // Stable now: Dying gives way to Stable (M42, F8).
    next.conditions = [...thresholdSettled(after.conditions, after.hp, options)];
    return { fighter: next, stopped: true };
  },

  /**
   * The dying character's own Vigor check taken in a fight (M42, a reaction): once a round, its own
   * turn's worth, the use counted on the fighter; refused once taken. Outside a fight, no limit.
   */
  ownVigorTaken(f: DegreesFighter): DegreesFighter {
    if (f.initiative === null) return f;
    const next = copyOf(f);
    next.uses = useLimit(f.uses, "stabilise", 1, "round");
    return next;
  },

  /**
   * A fighter's place in round `round`'s order as it stands (M6, M7, M10), as a key compared
   * element by element (the lower acts first; then the id), so a tracker lists the order the
   * clock will follow: a Haste or a Deafened re-sorts it without a re-roll, a Delay moves it.
   */
  orderKey,

  /** Where a fighter stands in the round at a moment (its turn taken, under way, still to come, for a later round, unplaced), for the tracker. */
  roundPhase,

  /** The round's order as the tracker lists it and the combat's turn follows (M6, M7, M10), ties by id the same on every client; with partners where their owners stand (M86). */
  compareInRound,
  compareWithPartners,
  ownerPlaceIn,

  /**
   * The initiative values to place for a set of fighters (M5, M6, M8, M86), or null when nothing is
   * to be placed: who rolls (a group once, a partner of a fighter present never), given values
   * taken, and before the fight those already placed again. What the port's `initiative.place` takes.
   */
  rollInitiativeFor,

  /** The group a fighter acts with as it is put in a fight (M8): the combatant's, a GM's character's named group, else its whole side. */
  actingGroup,

  /** Whether the fight would open with a surprise round if it began now (M12): some but not all aware, the port's count (the dead left out, a partner with its owner). */
  surpriseAtStart,

  /** Whether a moment is a round's end: where the clock stops, when the GM allows it, for the held actions still to take (M17). */
  isRoundEnd(moment: number): boolean {
    return positionOf(moment) === END_OF_ROUND;
  },

  /**
   * What a fighter's owner and partners count for this round (M87, M88), for its choice as it
   * declares: their standard actions (the damage divisor: used, or still to be used unless a skip
   * was announced, as `partnerActionsCount` says) and the per-round limits they took. The GM's
   * client counts it from the fight's fighters, never from a request.
   */
  partnerRound,
  /** Whether a fighter announced this round that it skips its standard action (M87): the tracker shows it. */
  skipsStandard,
  /** Whether a fighter may still announce that skip now (M87): the tracker offers it only then. */
  skipStandardOpen,

  /** Where a partner stands in a fight its owner is in (M84, M86): its owner's side, no group of its own. */
  partnerPlace,
  /** Whether linking a partner to an owner would chain partners (M86): the owner someone's partner, or the partner with partners of its own. */
  makesPartnerChain,

  /**
   * A partner placed beside its owner (M86): where the owner is in the order, acting in its turns,
   * at once with this round's actions when the owner's turn is under way. What the GM's link of a
   * partner to its owner writes.
   */
  joinOwner,

  /**
   * What one fighter may do for the target of an attack (M65, M71, M77): deflect, take the hit,
   * catch, defend it with one of its defensive techniques (by name), each with the code of the
   * reason it is refused. The port's `attack.answer` takes the one chosen as `{ kind: "deflect", by }`,
   * `{ kind: "help", help, by, move }` or `{ kind: "allyTechnique", technique, by }`.
   */
  aids: degreesAids,

  /**
   * Overcome (M75), for whoever nullified an attack (its `nullifiedBy`): each of its damaging
   * techniques with the base damage it would Overcome with or the code of why not; and the Overcome
   * declared, a movement action off its turn, at −3 with that base, to open at the attacker.
   */
  overcomes: degreesOvercomes,
  overcome: declareOvercome,

  /** The End Scene step (M4): the per-scene counters start again, and every condition lasting until the scene ends is over. */
  endScene(scene: SceneState, holders: readonly SceneHolder[]): SceneEnd {
    return endScene(scene, holders);
  },
  /** What the attacker may make of a mercy strike's victim who failed its Vigor (M61). */
  mercyFates: MERCY_FATES,
  /** The victim killed (its HP to the death line) or knocked out (Unconscious from the strike), the attacker's choice (M61). */
  mercyFate,
  /** Metres one movement action covers now in a mode (M57): swimming and climbing a quarter, crawling half, Slow halving it, Impeded none. */
  moveMetres(f: DegreesFighter, mode: MovementMode, options: DegreesOptions): number {
    return movementMetres(deriveCharacter(f.character).movement, mode, f.conditions, options);
  },
  /** The rider moves on its mount (M90): the rider's movement action and a special mount's, the metres the mount's movement covers; refused with the reason. */
  rideMove: rideMoveOf,
  /** A rider flying by mount (M101): the rider as an attack opens, with the winged mount's flight and both Moving Attack feats. */
  flightByMount,
  /** The riders a winged mount drops as it comes down, seen before and after (M103): each Winged one falls for its Vigor, Prone, off its mount; the riders changed. */
  ridersDropped: ridersDroppedBy,
  /** Whether the round's record shows the target gave this attacker an opening (M55): a move that provokes it this round, the attacker able to strike. A player's opportunity attack needs it. */
  provokedThisRound,
  /** The foes a move provokes who still have this round's opportunity attack (M55, M95): on another side, able to strike; whose reach it leaves is the table's. */
  mayStrikeAsItGoes,
  /** A fighter's token moved on the board outside the tracker (M55): an opening recorded for a move of its own, none for a teleport or a forced move, nothing new when the round records its move already. */
  boardMoved,
  /** Whether a fighter is up in the air (M96): Winged as the rules read its conditions, what decides whether a tracker offers it Land or Take off (M95). */
  inTheAir: (f: DegreesFighter, options: DegreesOptions): boolean => isWinged(f.conditions, options),
  /** Whether a flier may take off here (M94, M97): in the open (`null`) or under a ceiling of 10 m or more; else the refusal (`degrees.lowCeiling`). */
  takeOffRefusal: lowCeilingRefusal,
  /** An attack at a rider that reaches its mount too (M93, M102): the mount checks against falling with it; a winged mount that fails falls. */
  withMountHit,
  /** A common mount scared as a fight starts (M91): the rider's better of Animal Handling and Acrobatics against 12, and the rider after its total (a failure: off, Unbalanced, unhurt). */
  scaredMountCheck,
  afterScaredMount,
  /** The riders whose common mount takes fright as a fight starts (M91), each with its check: what the table rolls on cards as the GM begins. */
  frightsAtStart,
  /** The same start played with the port's dice (each check on 2d8, the riders after them): what a driver with no cards plays. */
  scareMountsAtStart,
  /** A declared attack made at an object or a gas (M117, M118, M121, M123): the check against its difficulty and the hardness test, every step kept. */
  attackObject,
  /** A hit's hardness test on the object as its document holds it now (M118, M121, M123): what Apply writes. */
  objectAfterHit,
  /** A weapon's hardness as an object (M118): its own, else 10 + 5 × damage under the GM option; refused without either. */
  weaponObjectHardness,
  /** The most parts a split attack is divided into at the table (M123). */
  splitPartsMax: SPLIT_PARTS_MAX,
  /** A fall from a height on the ground (M127): its damage, softened by a check's total (or null), capped at twice Vigor, and the fighter after it. */
  fall,
  /** The highest fall, in metres, a GM may enter. */
  fallMetresMax: FALL_METRES_MAX,
  /** Whether the fighter delayed with no value and waits to step in (M10): the tracker offers it Step in. */
  waitingToStepIn,
  /** The value a waiter steps in at (M10): the turn under way's, which it follows; refused when none is. */
  stepInValue,
  /** The check that tries to remove one held condition instance (M128): the sheet's check of that key, the instance's own penalty left out; refused for a check that removes nothing or an instance not held. */
  removalCheck,
  /** A removal check's total against its difficulty (M128): the instance off on a success, Exhausted stepping down to Fatigued; a broken Grab names its hold (M79). */
  removeByCheck,
  /** What trying a removal check costs (M79): breaking free of a Grab in a fight takes the victim's standard action on its own turn, unless it is the reaction a hurt grabber gives; refused when it cannot be paid. */
  payRemoval,
  /** The holds whose victims get a reaction check to break free once their grabber took damage (M79); none for an unhurt one. */
  breakFreeChances,
  /** The hold a condition instance belongs to (a victim's Grabbed, a grabber's Slow), read from its tag; null for any other. */
  holdOf,
  /** A finished single-target attack that missed a grabbed victim (M79): the die, and on 4 or less the same check sent on to the grabber to defend as Restrained; any other attack unchanged. */
  redirectOnMiss,
  /** The grabber once the hold it kept is broken (M79): the hold's Slow gone; the victim likewise once let go, its Grabbed gone. */
  releaseHold,
  /** The grabber lets go (M79, a free action), by its part of the hold; refused for anything else. */
  letGo,
  /** Whether an instance is the fighter's own part of a hold it keeps (it lets go rather than rolls). */
  keepsHold,
  /** Whether a removal check may take the instance off: not a condition the HP table sets, which follows the HP (M41–M43). */
  removable,
  /** One use of an action limited a scene (an action's `perScene`, M4), shared with the user's owner and partners when the limit says so (M88); refused once used up. */
  useInScene(scene: SceneState, user: SceneUser, limit: SceneLimit): SceneState {
    return useInScene(scene, user, limit);
  },
  /** The uses of a limited action left to the user this scene, for a sheet to show. */
  sceneUsesLeft(scene: SceneState, user: SceneUser, limit: SceneLimit): number {
    return sceneUsesLeft(scene, user, limit);
  },
} as const;
