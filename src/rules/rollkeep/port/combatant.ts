import type { Weapon } from "../attack/weapons";
import type { RoundMovement } from "../character/movement";
import { checkedCharacter, type RollkeepCharacter } from "../character/character";
import { restedVoidPoints, type VoidPointState } from "../character/void-points";
import type { TurnBudget } from "../combat/take-action";
import type { Stance } from "../combat/stances";
import type { RecoveringCondition } from "../conditions/recovery";
import { checkedTimers, type RoundTimer } from "../combat/timers";
import type { Grapple } from "../grapple/grapple";

/** CO5/CO6: going without food or rest, counted in whole days (what the penalties grow with). */
export interface Deprived {
  days: number;
}

/** The conditions a combatant carries between turns (§12); the wound ranks are read from its wounds. */
export interface CombatantConditions {
  prone: boolean;
  blinded: boolean;
  entangled: boolean;
  /** 4e Dazed / house Stun, shaken off by an Earth roll at each end of round (CO2). */
  dazed: RecoveringCondition | null;
  /** 4e Stunned / house Incapacitated (CO3). */
  stunned: RecoveringCondition | null;
  /** CO8: on a steed (AT9's higher position against the unmounted, the steed's Water for moving, ST9). */
  mounted: boolean;
  /** CO10 (house): hits on it deal half the attack's margin over its Armor TN more. */
  defenseless: boolean;
  /** CO5: 4e Fasting / house Hunger. */
  fasting: Deprived | null;
  /** CO6: 4e Fatigued / house Exhaustion. */
  fatigued: Deprived | null;
}

export const NO_CONDITIONS: Readonly<CombatantConditions> = Object.freeze({
  prone: false,
  blinded: false,
  entangled: false,
  dazed: null,
  stunned: null,
  mounted: false,
  defenseless: false,
  fasting: null,
  fatigued: null,
});

/** The turn a combatant took last (or is taking): the moment it began and what is left of it. */
export interface TakenTurn {
  at: number;
  budget: TurnBudget;
  /** M3: an Extra Attack maneuver was called this turn (it succeeds once a turn). */
  extraAttackCalled: boolean;
  /** M3: attacks Extra Attack has granted and not yet taken; they take none of the turn's actions. */
  extraAttacks: number;
  /** C17, C18: the feet moved this round with Move actions, the lowest cap met, Full Attack's +5 ft used (one turn a round, so the turn keeps them). */
  movement: RoundMovement;
}

/** M5: a Guard, as the guard holds it: whom it guards and the round it was declared in (it lasts until the guard's next turn begins). */
export interface GuardHeld {
  wardId: string;
  round: number;
}

/** One fighter in a roll-and-keep fight: the character, what it wields, and its place in the rounds. */
export interface RollkeepCombatant {
  id: string;
  name: string;
  /** Who fights alongside whom: a fight ends when one side is left standing. */
  side: string;
  character: RollkeepCharacter;
  /** The weapon in hand and the skill it is swung with; bare hands and Jiujutsu once disarmed (M2). */
  weapon: Weapon;
  weaponSkill: string;
  /** AT8: a weapon in each hand, which adds to the Armor TN's Technique part. */
  dualWielding: boolean;
  voidPoints: VoidPointState;
  /** V8 (house Deflect): a Void Point bought +10 Armor TN as this round began; gone as it ends. */
  voidArmorTn: boolean;
  stance: Stance;
  /** The round the stance was taken in; 0 for the opening stance (ST7, ST8 reward the round after). */
  stanceTakenIn: number;
  /** The stance held as the current round began (Center/Void pay out on it). */
  stanceAtRoundStart: Stance;
  /** The round that stance was taken in: a turn that changes the stance leaves what the round began with to pay out (ST7, ST8). */
  stanceAtRoundStartTakenIn: number;
  /** The round whose Center/Void roll bonus has been spent, if any (one roll a round). */
  focusUsedIn: number | null;
  /** Full Defense/Earth: the Armor TN bonus its roll gave, held until this combatant's next turn (ST5, ST6). */
  fullDefenseBonus: number;
  /** The initiative score, rolled once for the fight (C8), and the stored place among equals (S5, S7). */
  initiative: number | null;
  tieOrder: number;
  /** Its place in this round's order, set as the round starts; null outside a fight or before its first round. */
  slot: number | null;
  turn: TakenTurn | null;
  /** 4e: passed its turn this round and may step in later (S2). */
  delayed: boolean;
  conditions: CombatantConditions;
  /** C14: the Downs and Kills this combatant's blows are credited with. */
  credits: { downs: number; kills: number };
  /** Timed effects on it, worn off by the round clock (CO12). */
  timers: readonly RoundTimer[];
  /** The grapple it is in (§11), the same record on every participant; null when free. */
  grapple: Grapple | null;
  /** M5: the one it guards, until its next turn; null when it guards no one. */
  guarding: GuardHeld | null;
  /** M5: those guarding it now, by id (kept from their `guarding` by the port, `linkGuards`). */
  guardedBy: readonly string[];
}

/** What a new combatant is made from: the rest starts as at the start of any fight. */
export interface CombatantInput {
  id: string;
  name: string;
  side: string;
  /** A character as an actor holds it; checked (C2), a RuleRefusal naming the bad field. */
  character: unknown;
  weapon: Weapon;
  weaponSkill: string;
  /** AT8: a second weapon in hand; none unless given. */
  dualWielding?: boolean;
  /** The opening stance (4e: chosen as initiative is rolled; house: before round 1, S1, S8). */
  stance: Stance;
  /** Void Points left; a full pool (the Void Ring) unless given. */
  voidPoints?: number;
  /** What was spent this round and the round it was (V2): none unless given (a sheet stores them between a fight's turns). */
  voidSpends?: Pick<VoidPointState, "round" | "spent">;
  conditions?: Partial<CombatantConditions>;
  /** Timed effects already on it; none unless given. */
  timers?: readonly RoundTimer[];
}

const NO_TIMERS: readonly RoundTimer[] = Object.freeze([]);
const NO_GUARDS: readonly string[] = Object.freeze([]);

export function newRollkeepCombatant(input: CombatantInput): RollkeepCombatant {
  const character: RollkeepCharacter = checkedCharacter(input.character);
  const rested = { ...restedVoidPoints(character.void), ...input.voidSpends };
  return {
    id: input.id,
    name: input.name,
    side: input.side,
    character,
    weapon: input.weapon,
    weaponSkill: input.weaponSkill,
    dualWielding: input.dualWielding === true,
    voidPoints: input.voidPoints === undefined ? rested : { ...rested, points: input.voidPoints },
    voidArmorTn: false,
    stance: input.stance,
    stanceTakenIn: 0,
    stanceAtRoundStart: input.stance,
    stanceAtRoundStartTakenIn: 0,
    focusUsedIn: null,
    fullDefenseBonus: 0,
    initiative: null,
    tieOrder: 0,
    slot: null,
    turn: null,
    delayed: false,
    conditions: { ...NO_CONDITIONS, ...input.conditions },
    credits: { downs: 0, kills: 0 },
    timers: input.timers === undefined ? NO_TIMERS : checkedTimers(input.timers),
    grapple: null,
    guarding: null,
    guardedBy: NO_GUARDS,
  };
}
