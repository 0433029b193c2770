import type { ConditionInstance } from "../conditions/instance";
import type { InitiativeEntry } from "../initiative";
import type { LimitUses } from "../limits";
import type { ActionBudget, TurnAction } from "../turn-actions";

/**
 * Who takes one turn: a combatant, or a group of enemies the GM rolls once for and who act on
 * one value (M8). A lone combatant is a group of one.
 */
export interface Starter {
  id: string;
  members: readonly string[];
  /** Dexterity + Notice (M5); for a group, the one the GM rolls with. */
  bonus: number;
  conditions: readonly ConditionInstance[];
}

/** A starter placed in the order: its stored initiative, and when it joined a fight under way. */
export interface InitiativeSlot extends InitiativeEntry {
  members: readonly string[];
  /** The round it joined in after the fight began: it acts from the next one (M9). */
  joinedRound?: number;
}

/**
 * An action kept for later (M17, M69): held within the round, or prepared with a stated trigger
 * until the holder's next turn.
 */
export interface HeldAction {
  holder: string;
  kind: "held" | "prepared";
  action: TurnAction;
  /** The circumstance a prepared action answers, as the player stated it. */
  trigger?: string;
}

/**
 * The round clock as plain state, what a Combat document stores. Round 0 is the surprise round;
 * normal rounds count from 1.
 */
export interface RoundClock {
  round: number;
  slots: readonly InitiativeSlot[];
  /** Starters caught by surprise: they roll when the first normal round begins (M12). */
  toRoll: readonly Starter[];
  /** Slots whose turn has started this round (a Delay resumes one, it does not start it again). */
  started: readonly string[];
  /** Slots whose turn is over this round. */
  acted: readonly string[];
  /** The slot whose turn it is, or null between turns. */
  current: string | null;
  /** Slots delaying with no value named: they step in when they choose (M10). */
  waiting: readonly string[];
  held: readonly HeldAction[];
  /** Per-round uses (an opportunity attack, a Feint per enemy), cleared as each round starts. */
  roundUses: LimitUses;
}

/** Something the clock did, for the caller to persist and for the combat log. */
export type RoundEvent =
  | { kind: "initiativeRolled"; slot: string; die: number }
  | { kind: "rollOff"; rolls: Readonly<Record<string, number>> }
  | { kind: "caughtBySurprise"; members: string[] }
  | { kind: "surpriseOver"; members: string[] }
  | { kind: "roundStarted"; round: number; surprise: boolean }
  | { kind: "actionsGranted"; members: string[]; budget: ActionBudget }
  | { kind: "turnStarted"; slot: string; members: readonly string[] }
  | { kind: "turnResumed"; slot: string; members: readonly string[] }
  | { kind: "turnEnded"; slot: string; members: readonly string[] }
  | { kind: "delayed"; slot: string; to: number | null }
  | { kind: "heldUnused"; held: HeldAction }
  | { kind: "preparedLapsed"; held: HeldAction }
  | { kind: "roundEnded"; round: number };

/** The clock and what happened, as every clock step returns them. */
export interface ClockStep {
  clock: RoundClock;
  events: RoundEvent[];
}
