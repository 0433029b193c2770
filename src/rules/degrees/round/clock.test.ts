import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedDice, seededDice } from "../../dice";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { FRESH_ROUND, SURPRISE_ROUND } from "../turn-actions";
import { advanceTurn, beginCombat, joinCombat, withInitiativeConditions } from "./clock";
import type { RoundClock, RoundEvent, Starter } from "./clock-state";

const starter = (id: string, bonus: number, members: string[] = [id]): Starter => ({ id, members, bonus, conditions: [] });
const aware = (s: Starter, isAware = true): Starter & { aware: boolean } => ({ ...s, aware: isAware });
const turns = (events: readonly RoundEvent[]): string[] => events.flatMap((e) => (e.kind === "turnStarted" || e.kind === "turnResumed" ? [e.slot] : []));

/** Plays turns until `count` turns have started, returning the order and every event. */
function play(clock: RoundClock, count: number, dice = fixedDice([])): { clock: RoundClock; order: string[]; events: RoundEvent[] } {
  const events: RoundEvent[] = [];
  for (let i = 0; i < count; i++) {
    const step = advanceTurn(clock, O, dice);
    clock = step.clock;
    events.push(...step.events);
  }
  return { clock, order: turns(events), events };
}

describe("the round clock", () => {
  it("starts round 1 with everyone rolled, fresh actions, and the highest first", () => {
    const step = beginCombat([aware(starter("a", 2)), aware(starter("b", 5))], O, fixedDice([4, 3]));
    expect(step.clock.round).toBe(1);
    expect(step.clock.current).toBe("b");
    expect(step.events).toContainEqual({ kind: "actionsGranted", members: ["a", "b"], budget: FRESH_ROUND });
  });

  it("plays a surprise round for the aware only, then rolls the caught and lifts their surprise (M2, M12)", () => {
    const step = beginCombat([aware(starter("ninja", 4)), aware(starter("guards", 1, ["g1", "g2"]), false)], O, fixedDice([5, 2]));
    expect(step.clock.round).toBe(0);
    expect(step.events).toContainEqual({ kind: "caughtBySurprise", members: ["g1", "g2"] });
    expect(step.events).toContainEqual({ kind: "actionsGranted", members: ["ninja"], budget: SURPRISE_ROUND });
    const next = advanceTurn(step.clock, O, fixedDice([2]));
    expect(next.clock.round).toBe(1);
    expect(next.events.map((e) => e.kind)).toEqual(["turnEnded", "roundEnded", "initiativeRolled", "surpriseOver", "roundStarted", "actionsGranted", "turnStarted"]);
    expect(next.clock.current).toBe("ninja");
  });

  it("gives a group of enemies one turn on one roll (M8)", () => {
    const step = beginCombat([aware(starter("hero", 3)), aware(starter("bandits", 2, ["b1", "b2", "b3"]))], O, fixedDice([1, 6]));
    expect(step.events.at(-1)).toEqual({ kind: "turnStarted", slot: "bandits", members: ["b1", "b2", "b3"] });
  });

  it("lets a joiner act only from the next round (M9)", () => {
    const begun = beginCombat([aware(starter("a", 1)), aware(starter("b", 0))], O, fixedDice([5, 5, 3, 1]));
    const joined = joinCombat(begun.clock, starter("late", 20), fixedDice([8]));
    expect(play(joined.clock, 3).order).toEqual(["b", "late", "a"]);
  });

  it("re-sorts without a re-roll when Haste comes before one's turn (M7, E5)", () => {
    const begun = beginCombat([aware(starter("a", 3)), aware(starter("b", 2)), aware(starter("c", 1))], O, fixedDice([6, 4, 4]));
    const hasted = withInitiativeConditions(begun.clock, "c", [{ id: "haste" }]);
    expect(play(hasted, 2).order).toEqual(["c", "b"]);
  });

  it("breaks a tie by accuracy, then by a stored roll-off rolled once (M6)", () => {
    const begun = beginCombat([aware(starter("a", 3)), aware(starter("b", 3))], O, fixedDice([4, 4, 2, 7]));
    expect(begun.events).toContainEqual({ kind: "rollOff", rolls: { a: 2, b: 7 } });
    expect(begun.clock.current).toBe("b");
    expect(play(begun.clock, 4).order).toEqual(["a", "b", "a", "b"]);
  });

  it("keeps the same order every round and gives everyone one turn a round (M1, property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 8 }), { minLength: 1, maxLength: 6 }), fc.integer(), (bonuses, seed) => {
        const dice = seededDice(seed);
        const begun = beginCombat(bonuses.map((b, i) => aware(starter(`s${i}`, b))), O, dice);
        const { order } = play(begun.clock, bonuses.length * 3 - 1, dice);
        const all = [begun.clock.current ?? "", ...order];
        const rounds = [0, 1, 2].map((r) => all.slice(r * bonuses.length, (r + 1) * bonuses.length));
        expect(new Set(rounds[0]).size).toBe(bonuses.length);
        expect(rounds[1]).toEqual(rounds[0]);
        expect(rounds[2]).toEqual(rounds[0]);
      }),
    );
  });
});
