import type { DiceSource } from "../../dice";
import { effectiveHp, takeDamage, thresholdState, type HpTrack, type ThresholdState } from "../character/hit-points";
import type { DegreesOptions } from "../options";
import { breathCheck, type BreathCheck } from "../suffocation";
import { hasCondition } from "./active";
import { rollConfusion, type ConfusedBehaviour } from "./confusion";
import { bleedingStacks } from "./impose";
import type { ConditionInstance } from "./instance";

/** What the start of a character's turn did to it (F11). */
export type TurnStartEvent =
  | { kind: "hpLoss"; cause: "bleeding" | "dying" | "suffocation"; amount: number }
  | { kind: "breath"; check: BreathCheck }
  | { kind: "confused"; face: number; behaviour: ConfusedBehaviour }
  | { kind: "threshold"; from: ThresholdState; to: ThresholdState };

/** The parts of a character the turn start reads and changes. */
export interface TurnStartState {
  hp: HpTrack;
  conditions: readonly ConditionInstance[];
  /** Read by a Suffocating character's breath check. */
  vigor: number;
  campaignLevel: number;
}

// A tick is not a hit: its loss is subtracted in full, never stopped at 0 (M40 speaks of hits).
const IN_FULL = { hpOverflow: "subtract" } as const;

function tick(hp: HpTrack, amount: number): HpTrack {
  return takeDamage(hp, amount, true, IN_FULL);
}

/**
 * The start-of-turn ticks of the character whose turn it is: Bleeding costs its stacks × 2 HP
 * (M130 24), a dying character not stabilised loses 2 more (M41, default timing the same moment
 * as Bleeding), a Suffocating one makes its breath check (M130 25, F11's timing for "each turn"),
 * a Confused one rolls what it does (M130 10). Expiries are counted apart
 * (`conditionsAtBoundary`), before these ticks.
 */
export function startOfTurn(state: TurnStartState, options: DegreesOptions, dice: DiceSource): { state: TurnStartState; events: TurnStartEvent[] } {
  const events: TurnStartEvent[] = [];
  const from = thresholdState(state.hp, options);
  let hp = state.hp;
  let conditions = state.conditions;
  const bleeding = bleedingStacks(conditions) * options.bleedingLoss;
  if (bleeding > 0 && from !== "dead" && from !== "stable") {
    hp = tick(hp, bleeding);
    events.push({ kind: "hpLoss", cause: "bleeding", amount: bleeding });
  }
  if (thresholdState(hp, options) === "dying" && from === "dying" && options.dyingLoss > 0) {
    hp = tick(hp, options.dyingLoss);
    events.push({ kind: "hpLoss", cause: "dying", amount: options.dyingLoss });
  }
  const suffocating = conditions.find((c) => c.id === "suffocating");
  if (suffocating && thresholdState(hp, options) !== "dead") {
    const check = breathCheck(suffocating, { ...state, conditions }, options, dice);
    events.push({ kind: "breath", check });
    conditions = conditions.map((c) => (c === suffocating ? { ...c, turns: (c.turns ?? 0) + 1 } : c));
    if (!check.heldBreath && check.damage > 0) {
      hp = tick(hp, check.damage);
      events.push({ kind: "hpLoss", cause: "suffocation", amount: check.damage });
    }
    // Suffocation knocks out at 0 HP already, where a wound alone leaves one awake (M130 25, M41).
    if (effectiveHp(hp) <= 0 && !hasCondition(conditions, "unconscious", options)) conditions = [...conditions, { id: "unconscious", source: "suffocating" }];
  }
  const to = thresholdState(hp, options);
  if (to !== from) events.push({ kind: "threshold", from, to });
  if (conditions.some((c) => c.id === "confused") && to === "active") {
    events.push({ kind: "confused", ...rollConfusion(dice) });
  }
  return { state: { ...state, hp, conditions }, events };
}
