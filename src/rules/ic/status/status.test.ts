import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addStatus, applyStun, clearBurnsOnFatigue, endWokenSleep, reduceBurns, removeStun, resistanceSkill, resistingSkill, resistsStatus, statusLands, stunInto, wakeSleeper } from "./apply";
import * as clockModule from "./clock";
import { advanceClock, type ClockCombatant } from "./clock";
import { effectiveSeverity, movementFactor, statusModifiers } from "./modifiers";
import type { StatusInstance } from "./types";

const status = (kind: StatusInstance["kind"], severity: number, extra: Partial<StatusInstance> = {}): StatusInstance => ({ kind, severity, source: "x", appliedIc: 0, duration: null, ...extra });

const fighter = (statuses: StatusInstance[], extra: Partial<ClockCombatant> = {}): ClockCombatant => ({
  id: "a",
  res: 30,
  ap: 0,
  apCap: 20,
  vitality: { value: 500, max: 500 },
  hp: { value: 100, max: 100 },
  statuses,
  ...extra,
});

describe("stacking", () => {
  it("keeps the stronger Bleed from one source, and every source's Bleed separately", () => {
    let list = addStatus([], status("bleed", 4, { source: "sword" }));
    list = addStatus(list, status("bleed", 6, { source: "sword" }));
    list = addStatus(list, status("bleed", 2, { source: "sword" }));
    list = addStatus(list, status("bleed", 3, { source: "kunai" }));
    expect(list.map((s) => [s.source, s.severity])).toEqual([["sword", 6], ["kunai", 3]]);
    // Only the worst Bleed sets the Stamina penalty: half of 6.
    expect(statusModifiers(list)).toContainEqual({ target: "stamina", value: -3, source: "status:bleed" });
  });

  it("renews a poison from the same source instead of stacking it", () => {
    let list = addStatus([], status("poison", 5, { source: "viper", appliedIc: 0, duration: 12 }));
    list = addStatus(list, status("poison", 5, { source: "viper", appliedIc: 8, duration: 12 }));
    list = addStatus(list, status("poison", 2, { source: "spider", appliedIc: 8, duration: 5 }));
    expect(list.map((s) => [s.source, s.appliedIc])).toEqual([["viper", 8], ["spider", 8]]);
  });

  it("lets a stronger Paralysis or Shock overwrite, and the longer one win a tie", () => {
    let list = addStatus([], status("shock", 3, { duration: 10 }));
    list = addStatus(list, status("shock", 2, { duration: 30 }));
    expect(list[0]?.severity).toBe(3);
    list = addStatus(list, status("shock", 3, { duration: 20 }));
    expect(list).toEqual([status("shock", 3, { duration: 20 })]);
  });

  it("replaces a weaker Ignite with a stronger one", () => {
    expect(addStatus([status("ignite", 4)], status("ignite", 10))).toEqual([status("ignite", 10)]);
  });

  it("caps Immobility and Visibility at 10 and uses only the strongest", () => {
    expect(effectiveSeverity([status("immobility", 8), status("immobility", 4)], "immobility")).toBe(8);
    expect(effectiveSeverity([status("visibility", 14)], "visibility")).toBe(10);
    const mods = statusModifiers([status("visibility", 6), status("immobility", 5)]);
    expect(mods).toEqual(
      expect.arrayContaining([
        { target: "accuracy", value: -6, source: "status:visibility" },
        { target: "defense", value: -3, source: "status:visibility" },
        { target: "awareness", value: -6, source: "status:visibility" },
        { target: "defense", value: -5, source: "status:immobility" },
        { target: "accuracy", value: -2, source: "status:immobility" },
      ]),
    );
    expect(movementFactor([status("immobility", 10)])).toBe(0);
  });

  it("sums Suffocation and applies it to both exhaustion rolls", () => {
    const mods = statusModifiers([status("suffocation", 2), status("suffocation", 3, { source: "y" })]);
    expect(mods).toEqual(expect.arrayContaining([{ target: "stamina", value: -5, source: "status:suffocation" }, { target: "chakra", value: -5, source: "status:suffocation" }]));
  });

  it("applies only the strongest Burn, clears Burns on a Fatigue advance and reduces them together", () => {
    const burns = [status("burn", 3), status("burn", 5, { source: "y" })];
    expect(statusModifiers(burns)).toContainEqual({ target: "stamina", value: -5, source: "status:burn" });
    expect(clearBurnsOnFatigue(burns)).toEqual([]);
    expect(reduceBurns(burns, 3).map((s) => s.severity)).toEqual([2]);
  });

  it("keeps every status but the Burns, in their order, on a Fatigue advance, and the very list when there is no Burn", () => {
    const bleed = status("bleed", 2);
    const shock = status("shock", 1);
    expect(clearBurnsOnFatigue([bleed, status("burn", 3), shock, status("burn", 5, { source: "y" })])).toEqual([bleed, shock]);
    const none = [bleed, shock];
    expect(clearBurnsOnFatigue(none)).toBe(none);
  });
});

describe("sleep", () => {
  it("marks the Sleep woken and no longer timed, so its -5 outlasts the duration until the sleeper acts", () => {
    const woken = wakeSleeper([status("sleep", 2, { duration: 10 })]);
    expect(woken).toEqual([status("sleep", 2, { woken: true, duration: null })]);
    expect(advanceClock([fighter(woken)], 8, 40).combatants[0]?.statuses).toEqual(woken);
  });

  it("leaves the list itself alone when nobody is asleep", () => {
    const list = [status("burn", 2)];
    expect(wakeSleeper(list)).toBe(list);
    expect(endWokenSleep(list)).toBe(list);
  });

  it("ends only a woken Sleep when the sleeper acts", () => {
    expect(endWokenSleep([status("sleep", 2, { woken: true })])).toEqual([]);
    expect(endWokenSleep([status("sleep", 2)])).toEqual([status("sleep", 2)]);
  });

  it("lets any new Sleep put a woken sleeper back to sleep, even a weaker one", () => {
    expect(addStatus([status("sleep", 5, { woken: true })], status("sleep", 1, { duration: 10 }))).toEqual([status("sleep", 1, { duration: 10 })]);
  });
});

describe("stun", () => {
  it("pushes the next action by its magnitude; a stronger stun adds only the difference, a weaker none", () => {
    let state = applyStun(14, 0, 5);
    expect(state).toEqual({ nextIc: 19, stun: 5 });
    state = applyStun(14, 0, 7);
    expect(state.nextIc).toBe(21);
    expect(applyStun(state.nextIc, state.stun, 3)).toEqual({ nextIc: 21, stun: 7 });
  });

  it("writes a stun into a record of the caller's own (the stronger stun kept, the next IC pushed by what it adds), and leaves the record's other fields alone", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (nextIc, current, incoming) => {
        const own = { nextIc, stun: current, ap: 3 };
        expect(stunInto(own, incoming)).toBe(own);
        expect(own).toEqual({ nextIc: nextIc + Math.max(0, incoming - current), stun: Math.max(current, incoming), ap: 3 });
      }),
    );
    const weaker = { nextIc: 20, stun: 6 };
    stunInto(weaker, 4);
    expect(weaker).toEqual({ nextIc: 20, stun: 6 });
  });

  it("gives back its delay when removed early, but never before the current IC", () => {
    expect(removeStun(21, 7, 10)).toEqual({ nextIc: 14, stun: 0 });
    expect(removeStun(21, 7, 17)).toEqual({ nextIc: 17, stun: 0 });
  });
});

describe("no damage, no status", () => {
  it("drops statuses from a damaging attack reduced to 0, except Immobility and Paralysis", () => {
    expect(statusLands("bleed", { hit: true, damageDealt: 0, damaging: true })).toBe(false);
    expect(statusLands("immobility", { hit: true, damageDealt: 0, damaging: true })).toBe(true);
    expect(statusLands("paralysis", { hit: true, damageDealt: 0, damaging: true })).toBe(true);
    expect(statusLands("burn", { hit: true, damageDealt: 0, damaging: true, onHit: true })).toBe(true);
    expect(statusLands("bleed", { hit: false, damageDealt: 0, damaging: true })).toBe(false);
  });

  it("resists on a roll equal to or above the status roll, with the right skill", () => {
    expect(resistsStatus(15, 15)).toBe(true);
    expect(resistsStatus(14, 15)).toBe(false);
    expect(resistanceSkill("ninjutsu")).toBe("chakraControl");
    expect(resistanceSkill("taijutsu")).toBe("athletics");
    expect(resistanceSkill("poison")).toBe("toxicology");
  });
});

describe("advanceClock", () => {
  it("ticks a Bleed every 5 IC from when it was applied: applied on 0, jumping 3 → 17 ticks on 5, 10, 15", () => {
    const { events, combatants } = advanceClock([fighter([status("bleed", 4)])], 3, 17);
    expect(events.filter((e) => e.type === "damage").map((e) => [e.ic, e.type === "damage" && e.amount])).toEqual([[5, 8], [10, 8], [15, 8]]);
    expect(combatants[0]?.vitality.value).toBe(476);
  });

  it("weakens a Bleed by RES/20 every 20 IC, after that IC's damage", () => {
    const { events, combatants } = advanceClock([fighter([status("bleed", 4)], { res: 45 })], 0, 20);
    const at20 = events.filter((e) => e.ic === 20).map((e) => e.type);
    expect(at20).toEqual(["damage", "severity", "apGrant"]);
    expect(combatants[0]?.statuses[0]?.severity).toBe(2);
  });

  it("deals poison damage every IC for its duration (Poison 5 for 12 IC is 60)", () => {
    const { combatants } = advanceClock([fighter([status("poison", 5, { duration: 12 })])], 0, 30);
    expect(combatants[0]?.vitality.value).toBe(440);
    expect(combatants[0]?.statuses).toEqual([]);
  });

  it("burns with Ignite: severity plus severity% of current Vitality, then weakens by RES/30", () => {
    const { events, combatants } = advanceClock([fighter([status("ignite", 10)], { vitality: { value: 300, max: 500 } })], 0, 5);
    expect(events[0]).toMatchObject({ type: "damage", amount: 40 });
    expect(combatants[0]?.statuses[0]?.severity).toBe(9);
  });

  it("burns HP by severity% of max HP once Vitality is gone", () => {
    const { events } = advanceClock([fighter([status("ignite", 10)], { vitality: { value: 0, max: 500 } })], 0, 5);
    expect(events[0]).toMatchObject({ type: "damage", amount: 10, toHp: 10 });
  });

  it("fades an Immobility without duration by 1 per 10 IC", () => {
    const { combatants } = advanceClock([fighter([status("immobility", 3)])], 0, 25);
    expect(combatants[0]?.statuses[0]?.severity).toBe(1);
  });

  it("holds an ongoing Suffocation, then eases it 1 per 5 IC after release", () => {
    expect(advanceClock([fighter([status("suffocation", 3, { ongoing: true })])], 0, 30).combatants[0]?.statuses[0]?.severity).toBe(3);
    expect(advanceClock([fighter([status("suffocation", 3, { releasedIc: 10 })])], 0, 21).combatants[0]?.statuses[0]?.severity).toBe(1);
  });

  const suffocationLeft = (statuses: StatusInstance[], from: number, to: number) => advanceClock([fighter(statuses)], from, to).combatants[0]?.statuses.map((s) => [s.source, s.severity]);

  it("eases the total Suffocation by 1 per 5 IC, not each instance (3 + 2 released on 10: 3 left on 21)", () => {
    expect(suffocationLeft([status("suffocation", 3, { source: "a", releasedIc: 10 }), status("suffocation", 2, { source: "b", releasedIc: 10 })], 10, 21)).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
  });

  it("does not ease Suffocation while any instance is still sustained", () => {
    expect(suffocationLeft([status("suffocation", 3, { source: "a", ongoing: true }), status("suffocation", 2, { source: "b", releasedIc: 10 })], 10, 30)).toEqual([
      ["a", 3],
      ["b", 2],
    ]);
  });

  it("counts the Suffocation easing from the latest release (released on 10 and 13: first point on 18)", () => {
    const statuses = [status("suffocation", 2, { source: "a", releasedIc: 10 }), status("suffocation", 2, { source: "b", releasedIc: 13 })];
    expect(suffocationLeft(statuses, 13, 17)).toEqual([["a", 2], ["b", 2]]);
    expect(suffocationLeft(statuses, 13, 18)).toEqual([["a", 1], ["b", 2]]);
  });

  it("takes each eased point of Suffocation from the instance released earliest", () => {
    expect(suffocationLeft([status("suffocation", 2, { source: "late", releasedIc: 13 }), status("suffocation", 2, { source: "early", releasedIc: 10 })], 13, 28)).toEqual([["late", 1]]);
  });

  it("eases a Suffocation nothing ever sustained from the IC it was applied on", () => {
    expect(suffocationLeft([status("suffocation", 3, { appliedIc: 4 })], 4, 14)).toEqual([["x", 1]]);
  });

  it("expires timed statuses on their last IC", () => {
    const { events, combatants } = advanceClock([fighter([status("shock", 3, { appliedIc: 2, duration: 10 })])], 5, 12);
    expect(events).toEqual([{ ic: 12, combatantId: "a", type: "expire", status: "shock", source: "x" }]);
    expect(combatants[0]?.statuses).toEqual([]);
  });

  it("grants 5 AP at 20 and 40, capped at AGI/2", () => {
    const { events, combatants } = advanceClock([fighter([], { apCap: 7 })], 0, 45);
    expect(events.map((e) => e.type === "apGrant" && [e.ic, e.amount])).toEqual([[20, 5], [40, 2]]);
    expect(combatants[0]?.ap).toBe(7);
  });

  it("gives the same result in one jump as in single steps (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom("bleed" as const, "poison" as const, "ignite" as const, "immobility" as const, "suffocation" as const),
            severity: fc.integer({ min: 1, max: 10 }),
            appliedIc: fc.integer({ min: 0, max: 10 }),
            duration: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
            ongoing: fc.boolean(),
            // Released this many IC after it was applied, or never released explicitly.
            releasedAfter: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
          }),
          { maxLength: 5 },
        ),
        fc.integer({ min: 1, max: 60 }),
        (specs, to) => {
          const statuses = specs.map(({ releasedAfter, ...s }, i) => ({ ...s, source: `s${i}`, ...(releasedAfter === undefined ? {} : { releasedIc: s.appliedIc + releasedAfter }) }));
          const jump = advanceClock([fighter(statuses)], 10, 10 + to).combatants[0]!;
          let stepped = fighter(statuses);
          for (let ic = 10; ic < 10 + to; ic++) stepped = advanceClock([stepped], ic, ic + 1).combatants[0]!;
          expect(jump.vitality.value).toBe(stepped.vitality.value);
          expect(jump.hp.value).toBe(stepped.hp.value);
          expect(jump.ap).toBe(stepped.ap);
          expect(jump.statuses).toEqual(stepped.statuses);
          // Vitality and HP only ever fall.
          expect(jump.vitality.value).toBeLessThanOrEqual(500);
          expect(jump.hp.value).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe("nextDueIc", () => {
  it("names the next tick, fade or expiry after a count", () => {
    const { nextDueIc } = clockModule;
    expect(nextDueIc(status("bleed", 2, { appliedIc: 3 }), 3)).toBe(8);
    expect(nextDueIc(status("bleed", 2, { appliedIc: 3 }), 9)).toBe(13);
    expect(nextDueIc(status("poison", 2, { appliedIc: 3, duration: 5 }), 4)).toBe(5);
    expect(nextDueIc(status("shock", 2, { appliedIc: 3, duration: 5 }), 4)).toBe(8);
    expect(nextDueIc(status("burn", 2), 4)).toBe(Infinity);
  });
});

describe("resistingSkill", () => {
  it("reads the skill each status roll names", () => {
    const skills = { chakraControl: 1, athletics: 2, toxicology: 3, stealth: 4, awareness: 5 };
    expect([resistingSkill(skills, "chakraControl"), resistingSkill(skills, "athletics"), resistingSkill(skills, "toxicology")]).toEqual([1, 2, 3]);
  });
});
