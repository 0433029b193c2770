import type { ConditionId, PenaltyScope } from "./definitions";
import type { TurnDuration } from "./duration";

/** One condition on one character, as plain data the Foundry layer stores on an effect. */
export interface ConditionInstance {
  id: ConditionId;
  /** Debilitated only: how much it takes off (1 unless it grew, M130 1). */
  amount?: number;
  /** Debilitated only: the checks it reaches (all of them unless named, M130 1). */
  scope?: PenaltyScope;
  /** Suffocating only: the turns already spent suffocating, each raising the breath check's difficulty (M130 25). */
  turns?: number;
  /** Suffocating only: the fixed damage a failed breath check costs, when its cause sets one (else the campaign level). */
  damage?: number;
  /** Feinted and Flanked: the one attacker it favours; against anyone else it does nothing (M59, M60). */
  favours?: string;
  /** Its penalty reaches only melee attacks, touch included (a Feint kept for oneself, Flanking, M59, M60). */
  meleeOnly?: boolean;
  /** What caused it; the removal rules come from the cause (M128). */
  source?: string;
  /** When it ends by itself, in turns of the character it is keyed to (M3); none = until removed. */
  duration?: TurnDuration;
  /** It lasts this many days, a fixed time outside combat (an overdose's Exhaustion, M51), so sleep does not end it (M45). */
  lastsDays?: number;
  /** It lasts "until the scene ends" (M4): the End Scene step removes it. */
  untilSceneEnds?: boolean;
  /** The check that shakes it off and its difficulty, as its cause sets them (M128); none: its cause's rules are the GM's. */
  removal?: RemovalRule;
}

/** How a condition is removed (M128): one check (a sheet check's key: Vigor, Spirit, Escape…) against a difficulty, one instance a success. */
export interface RemovalRule {
  check: string;
  dc: number;
}
