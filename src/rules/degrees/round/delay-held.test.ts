import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { FRESH_ROUND } from "../turn-actions";
import { advanceTurn, beginCombat } from "./clock";
import type { RoundEvent } from "./clock-state";
import { delayTurn, stepIn } from "./delay";
import { holdAction, prepareAction, releaseAction } from "./held";

const three = () => beginCombat(["a", "b", "c"].map((id, i) => ({ id, members: [id], bonus: 3 - i, conditions: [], aware: true })), O, fixedDice([5, 5, 5]));
const kinds = (events: readonly RoundEvent[]) => events.map((e) => e.kind);

describe("Delay Initiative (M10)", () => {
  it("lowers the initiative to a named value and resumes the turn there, then restores it next round", () => {
    // a 8, b 7, c 6: a Delay to 7 comes after b, who stays on 7 undelayed.
    const delayed = delayTurn(three().clock, 7, O, fixedDice([]));
    expect(delayed.clock.current).toBe("b");
    const afterB = advanceTurn(delayed.clock, O, fixedDice([]));
    expect(afterB.events.at(-1)).toEqual({ kind: "turnResumed", slot: "a", members: ["a"] });
    const nextRound = advanceTurn(advanceTurn(afterB.clock, O, fixedDice([])).clock, O, fixedDice([]));
    expect(nextRound.clock.round).toBe(2);
    expect(nextRound.clock.current).toBe("a");
  });

  it("keeps the lowered value for the battle when the GM chooses", () => {
    const options = { ...O, delayLasts: "battle" as const };
    let clock = delayTurn(three().clock, 6, options, fixedDice([])).clock;
    for (let i = 0; i < 3; i++) clock = advanceTurn(clock, options, fixedDice([])).clock;
    expect([clock.round, clock.current]).toEqual([2, "b"]);
  });

  it("refuses a value that is not lower, and a step-in by someone not waiting", () => {
    const refused = refusalOf(() => delayTurn(three().clock, 8, O, fixedDice([])));
    expect(worded(refused)).toBe("A Delay must lower initiative: 8 is not below 8.");
    expect(refusalOf(() => stepIn(three().clock, "b", O)).code).toBe("degrees.notWaiting");
  });

  it("lets a Delay without a value step in after any turn, fixing its value there", () => {
    const waiting = delayTurn(three().clock, null, O, fixedDice([]));
    expect(waiting.clock.current).toBe("b");
    const stepped = stepIn(waiting.clock, "a", O);
    expect(kinds(stepped.events)).toEqual(["turnEnded", "delayed", "turnResumed"]);
    expect(stepped.clock.slots.find((s) => s.id === "a")?.delayedTo).toBe(7);
  });
});

describe("held and prepared actions (M17, M69)", () => {
  it("reports a held action unused at the round's end and never carries it over", () => {
    const held = holdAction(three().clock, FRESH_ROUND, "a", { kind: "standard" });
    expect(held.budget.standard).toBe(false);
    let step = { clock: held.clock, events: [] as RoundEvent[] };
    for (let i = 0; i < 3; i++) step = advanceTurn(step.clock, O, fixedDice([]));
    expect(step.events).toContainEqual({ kind: "heldUnused", held: { holder: "a", kind: "held", action: { kind: "standard" } } });
    expect(step.clock.held).toEqual([]);
  });

  it("lets a prepared action answer its trigger before the next turn, and lapses it there", () => {
    const prepared = prepareAction(three().clock, FRESH_ROUND, "a", { kind: "movement" }, "when the guard moves");
    expect(prepared.budget).toEqual({ ...FRESH_ROUND, standard: false });
    expect(releaseAction(prepared.clock, "a").held.trigger).toBe("when the guard moves");
    let step = { clock: prepared.clock, events: [] as RoundEvent[] };
    for (let i = 0; i < 3; i++) step = advanceTurn(step.clock, O, fixedDice([]));
    expect(step.events).toContainEqual({ kind: "preparedLapsed", held: { holder: "a", kind: "prepared", action: { kind: "movement" }, trigger: "when the guard moves" } });
  });

  it("refuses preparing a full-round action, keeping one off one's turn, and releasing nothing", () => {
    expect(worded(refusalOf(() => prepareAction(three().clock, FRESH_ROUND, "a", { kind: "fullRound" }, "x")))).toBe("Only one action can be prepared: a standard one, or a movement or partial action in its place (not a Full-round action).");
    expect(worded(refusalOf(() => holdAction(three().clock, FRESH_ROUND, "b", { kind: "standard" })))).toBe("That can only be done on your own turn.");
    expect(worded(refusalOf(() => releaseAction(three().clock, "a")))).toBe("a has no held or prepared action.");
  });
});
