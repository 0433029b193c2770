import type { DiceSource } from "../../dice";
import { takeDamage, thresholdState, type HpTrack, type ThresholdState } from "../character/hit-points";
import type { DegreesOptions } from "../options";
import { rollConfusion, type ConfusedBehaviour } from "./confusion";
import { bleedingStacks } from "./impose";
import type { ConditionInstance } from "./instance";

/** What the start of a character's turn did to it (F11). */
export type TurnStartEvent =
  | { kind: "hpLoss"; cause: "bleeding" | "dying"; amount: number }
  | { kind: "confused"; face: number; behaviour: ConfusedBehaviour }
  | { kind: "threshold"; from: ThresholdState; to: ThresholdState };

/** The parts of a character the turn start reads and changes. */
export interface TurnStartState {
  hp: HpTrack;
  conditions: readonly ConditionInstance[];
}

/**
 * The start-of-turn ticks of the character whose turn it is: Bleeding costs its stacks × 2 HP
 * (M130 24), a dying character not stabilised loses 2 more (M41, default timing the same moment
 * as Bleeding), a Confused one rolls what it does (M130 10). Expiries are counted apart
 * (`conditionsAtBoundary`), before these ticks.
 */
export function startOfTurn(state: TurnStartState, options: DegreesOptions, dice: DiceSource): { state: TurnStartState; events: TurnStartEvent[] } {
  const events: TurnStartEvent[] = [];
  const from = thresholdState(state.hp, options);
  let hp = state.hp;
  const bleeding = bleedingStacks(state.conditions) * options.bleedingLoss;
  if (bleeding > 0 && from !== "dead" && from !== "stable") {
    // A tick is not a hit: the loss is subtracted in full, never stopped at 0 (M40 speaks of hits).
    hp = takeDamage(hp, bleeding, true, { ...options, hpOverflow: "subtract" });
    events.push({ kind: "hpLoss", cause: "bleeding", amount: bleeding });
  }
  if (thresholdState(hp, options) === "dying" && from === "dying" && options.dyingLoss > 0) {
    hp = takeDamage(hp, options.dyingLoss, true, { ...options, hpOverflow: "subtract" });
    events.push({ kind: "hpLoss", cause: "dying", amount: options.dyingLoss });
  }
  const to = thresholdState(hp, options);
  if (to !== from) events.push({ kind: "threshold", from, to });
  if (state.conditions.some((c) => c.id === "confused") && to === "active") {
    events.push({ kind: "confused", ...rollConfusion(dice) });
  }
  return { state: { ...state, hp }, events };
}
