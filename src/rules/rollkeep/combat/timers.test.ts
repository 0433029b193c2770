import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { RULESETS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { newRollkeepCombatant } from "../port/combatant";
import { endOfRound, momentOf } from "../port/moments";
import { checkedTimers, timerEndRound } from "./timers";

const rules = RULESETS.rollkeep;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const fourth: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "4e" };
const character = { traits: { stamina: 2, willpower: 2, strength: 2, perception: 2, agility: 2, intelligence: 2, reflexes: 2, awareness: 2 }, void: 2, insightRank: 1, skills: {}, armor: [], wounds: 0, mook: false };
const weapon = DEFAULT_WEAPONS.katana!;
const fighter = (id: string, timers: { id: string; startRound: number; rounds: number }[], wounds = 0) =>
  ({ ...newRollkeepCombatant({ id, name: id, side: id, character: { ...character, wounds }, weapon, weaponSkill: "kenjutsu", stance: "attack", timers }), initiative: 20 });

/** The round ends through which a timer is still on, played by the port's clock from the start of `from` to the end of `to`. */
function roundsSeen(timer: { startRound: number; rounds: number }, options: RollkeepOptions, to: number): { seen: number[]; expiredAt: number[] } {
  let list: readonly ReturnType<typeof fighter>[] = [fighter("a", [{ id: "blessing", ...timer }])];
  const seen: number[] = [];
  const expiredAt: number[] = [];
  for (let round = timer.startRound; round <= to; round++) {
    if (list[0]!.timers.length) seen.push(round);
    const step = rules.advance(list, momentOf(round, 0), endOfRound(round), options, fixedDice([]));
    list = step.combatants as typeof list;
    for (const e of step.events) if (e.kind === "expired") expiredAt.push(round);
  }
  return { seen, expiredAt };
}

describe("timed effects on the round clock (CO12)", () => {
  it("W15: in the house rules a 1-round effect sees two Readying Phases", () => {
    expect(timerEndRound({ id: "x", startRound: 2, rounds: 1 }, house)).toBe(3);
    expect(roundsSeen({ startRound: 2, rounds: 1 }, house, 6)).toEqual({ seen: [2, 3], expiredAt: [3] });
  });

  it("4e reads it the same way unless the world counts the round it began in", () => {
    expect(timerEndRound({ id: "x", startRound: 2, rounds: 3 }, fourth)).toBe(5);
    expect(timerEndRound({ id: "x", startRound: 2, rounds: 3 }, { ...fourth, timerCountsStartRound: true })).toBe(4);
    // The house text is explicit: the option does not touch it.
    expect(timerEndRound({ id: "x", startRound: 2, rounds: 3 }, { ...house, timerCountsStartRound: true })).toBe(5);
    expect(roundsSeen({ startRound: 1, rounds: 1 }, { ...fourth, timerCountsStartRound: true }, 4)).toEqual({ seen: [1], expiredAt: [1] });
  });

  it("wears off exactly once, at the end of its last round, whatever the start and length", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.boolean(), fc.constantFrom(house, fourth), (startRound, rounds, counts, options) => {
        const o = { ...options, timerCountsStartRound: counts };
        const end = timerEndRound({ id: "x", startRound, rounds }, o);
        const { seen, expiredAt } = roundsSeen({ startRound, rounds }, o, end + 3);
        expect(expiredAt).toEqual([end]);
        expect(seen.at(-1)).toBe(end);
        // It lasts `rounds` round ends after the one it began in, or `rounds` counting that one.
        expect(seen.length).toBe(end - startRound + 1);
      }),
    );
  });

  it("counts an effect made before the fight (round 0) from round 1", () => {
    expect(roundsSeen({ startRound: 0, rounds: 2 }, house, 5)).toEqual({ seen: [0, 1, 2], expiredAt: [2] });
  });

  it("wears off on the fallen too, and leaves other timers and combatants alone", () => {
    const down = fighter("down", [{ id: "curse", startRound: 1, rounds: 1 }, { id: "ward", startRound: 1, rounds: 3 }], 60);
    const other = fighter("other", []);
    const step = rules.advance([down, other], momentOf(2, 0), endOfRound(2), house, fixedDice([]));
    expect(step.events.filter((e) => e.kind === "expired")).toEqual([{ kind: "expired", at: endOfRound(2), combatantId: "down", timerId: "curse" }]);
    expect(step.combatants[0]!.timers.map((t) => t.id)).toEqual(["ward"]);
    expect(step.combatants[1]).toBe(other);
  });

  it("refuses a timer it cannot count, naming the field", () => {
    expect(() => checkedTimers([{ id: "a", startRound: 1, rounds: 0 }], "effects")).toThrow("effects[0].rounds");
    expect(() => checkedTimers([{ id: "a", startRound: -1, rounds: 1 }])).toThrow("timers[0].startRound");
    expect(() => checkedTimers([{ id: "a", startRound: 1, rounds: 1 }, { id: "a", startRound: 1, rounds: 2 }])).toThrow("timers[1].id");
    expect(() => checkedTimers([{ id: "", startRound: 1, rounds: 1 }])).toThrow("timers[0].id");
    expect(() => checkedTimers([{ id: "a", startRound: 1, rounds: 1001 }])).toThrow("timers[0].rounds");
  });
});
