import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_DEGREES_OPTIONS as O, type DegreesOptions } from "../options";
import { startDuration, type TurnBoundary } from "./duration";
import { conditionsAtBoundary } from "./expiry";
import type { ConditionInstance } from "./instance";

/** Every boundary from a moment inside `actor`'s turn of round 0, for a few rounds, in initiative order. */
function boundariesAfter(order: readonly string[], actor: number): { who: string; boundary: TurnBoundary; round: number }[] {
  const out: { who: string; boundary: TurnBoundary; round: number }[] = [{ who: order[actor]!, boundary: "turnEnd", round: 0 }];
  for (let i = actor + 1; i < order.length * 8; i++) {
    const who = order[i % order.length]!;
    const round = Math.floor(i / order.length);
    out.push({ who, boundary: "turnStart", round }, { who, boundary: "turnEnd", round });
  }
  return out;
}

/** Applies an effect during `actor`'s turn to `target` and counts the target's boundaries of its kind until it ends. */
function countUntilExpiry(order: readonly string[], actor: number, target: number, turns: number, ends: TurnBoundary, options: DegreesOptions): number {
  const targetId = order[target]!;
  const duration = startDuration(turns, ends, { ownTurnNow: actor === target, ownTurnTakenThisRound: target < actor }, options);
  if (duration.remaining === 0) return 0;
  let held: ConditionInstance[] = [{ id: "debilitated", duration }];
  let counted = 0;
  for (const { who, boundary } of boundariesAfter(order, actor)) {
    if (who === targetId && boundary === ends) counted++;
    const result = conditionsAtBoundary(held, targetId, who, boundary);
    held = result.kept;
    if (result.expired.length > 0) return counted;
  }
  throw new Error("never expired");
}

const ORDER = ["a", "b", "c", "d", "e"];

describe("durations counted in the affected character's turns", () => {
  it("makes 2 turns on oneself this turn and the next", () => {
    expect(countUntilExpiry(ORDER, 1, 1, 2, "turnEnd", O)).toBe(2);
  });

  it("ends on the right turn for effects applied on or off the target's turn", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 4 }), fc.constantFrom<TurnBoundary>("turnStart", "turnEnd"), (size, a, t, turns, ends) => {
        const order = ORDER.slice(0, size);
        const actor = a % size;
        const target = t % size;
        // On its own turn or off it, by default the effect lasts exactly `turns` of the target's turn boundaries still to come.
        expect(countUntilExpiry(order, actor, target, turns, ends, O)).toBe(turns);
      }),
    );
  });

  it("counts a turn the target already took this round under durationCount round", () => {
    const round = { ...O, durationCount: "round" as const };
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 4 }), (size, a, t, turns) => {
        const order = ORDER.slice(0, size);
        const actor = a % size;
        const target = t % size;
        const alreadyTaken = target < actor;
        expect(countUntilExpiry(order, actor, target, turns, "turnEnd", round)).toBe(alreadyTaken ? turns - 1 : turns);
      }),
    );
  });

  it("counts the turns of the character an effect is keyed to (a Feint lasts to the end of the feinter's next turn)", () => {
    const feint: ConditionInstance = { id: "feinted", duration: startDuration(2, "turnEnd", { ownTurnNow: true, ownTurnTakenThisRound: false }, O, "a") };
    let held = [feint];
    held = conditionsAtBoundary(held, "b", "b", "turnEnd").kept;
    expect(held).toHaveLength(1);
    held = conditionsAtBoundary(held, "b", "a", "turnEnd").kept;
    expect(held[0]!.duration!.remaining).toBe(1);
    expect(conditionsAtBoundary(held, "b", "a", "turnEnd").expired).toHaveLength(1);
  });
});
