import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import type { DegreesFighter } from "./fighter";
import { roundOf } from "./moments";
import { RULESET_EXTRAS } from "../../registry";
import { byId, fighter, lineUp, nextTurn, O, replace, rules } from "./test-fighters";

/** Round 1, g (12) grabs v (6) in its turn, and the clock runs on to g's next turn (round 2). */
function grabbedAndRoundTwo(options = O): { fighters: DegreesFighter[]; at: number; events: ReturnType<typeof rules.advance>["events"] } {
  const started = nextTurn(lineUp(fighter("g", 12), fighter("v", 6)), 0);
  const declared = rules.declare(byId(started.fighters, "g"), DEGREES_BASIC_ACTIONS.grab!, { at: started.at }, options, fixedDice([]));
  const opened = rules.attack.open(declared.actor, declared, { targetId: "v" }, byId(started.fighters, "v"), options, fixedDice([8, 7]));
  const settled = rules.settle(replace(started.fighters, declared.actor), rules.attack.outcomes(opened, declared.actor), started.at, options, fixedDice([]));
  let fighters = settled.combatants.slice();
  let at = started.at;
  const events: ReturnType<typeof rules.advance>["events"] = [];
  // On through v's turn to g's next.
  for (let i = 0; i < 2; i++) {
    const to = rules.nextMoment(fighters, at, options)!;
    const moved = rules.advance(fighters, at, to, options, fixedDice([]));
    fighters = moved.combatants.slice();
    events.push(...moved.events);
    at = to;
  }
  return { fighters, at, events };
}

const extras = RULESET_EXTRAS.degrees;
const ids = (f: DegreesFighter) => f.conditions.map((c) => c.id);

describe("keeping a Grab's hold (M79)", () => {
  it("spends the grabber's standard action as its next turn starts, the hold kept on both", () => {
    const { fighters, at, events } = grabbedAndRoundTwo();
    expect(roundOf(at)).toBe(2);
    expect(rules.turnsAt(fighters, at, O)).toEqual(["g"]);
    expect(events).toContainEqual({ kind: "holdKept", at, combatantId: "g", victim: "v" });
    expect(byId(fighters, "g").actions.standard).toBe(false);
    expect(byId(fighters, "g").actions.movement).toBe(true);
    expect(ids(byId(fighters, "g"))).toContain("slow");
    expect(ids(byId(fighters, "v"))).toContain("grabbed");
    // The victim's own turn in round 1 cost nothing for the hold, and kept it.
    expect(events.filter((e) => e.kind === "holdKept" || e.kind === "holdLost")).toHaveLength(1);
  });

  it("ends the hold on both sides when the grabber cannot pay: Stunned, it takes no action (M130)", () => {
    const started = nextTurn(lineUp(fighter("g", 12), fighter("v", 6)), 0);
    const declared = rules.declare(byId(started.fighters, "g"), DEGREES_BASIC_ACTIONS.grab!, { at: started.at }, O, fixedDice([]));
    const opened = rules.attack.open(declared.actor, declared, { targetId: "v" }, byId(started.fighters, "v"), O, fixedDice([8, 7]));
    const settled = rules.settle(replace(started.fighters, declared.actor), rules.attack.outcomes(opened, declared.actor), started.at, O, fixedDice([]));
    const g = byId(settled.combatants, "g");
    const stunned = replace(settled.combatants, { ...g, conditions: [...g.conditions, { id: "stunned" }] });
    let fighters: readonly DegreesFighter[] = stunned;
    let at = started.at;
    const events: ReturnType<typeof rules.advance>["events"] = [];
    for (let i = 0; i < 2; i++) {
      const to = rules.nextMoment(fighters, at, O)!;
      const moved = rules.advance(fighters, at, to, O, fixedDice([]));
      fighters = moved.combatants;
      events.push(...moved.events);
      at = to;
    }
    expect(events).toContainEqual({ kind: "holdLost", at, combatantId: "g", victim: "v" });
    expect(ids(byId(fighters, "g"))).not.toContain("slow");
    expect(ids(byId(fighters, "g"))).toContain("stunned");
    expect(ids(byId(fighters, "v"))).not.toContain("grabbed");
  });

  it("spends nothing when the table keeps the cost itself (holdUpkeep byHand)", () => {
    const byHand = { ...O, holdUpkeep: "byHand" as const };
    const { fighters, events } = grabbedAndRoundTwo(byHand);
    expect(byId(fighters, "g").actions.standard).toBe(true);
    expect(events.some((e) => e.kind === "holdKept" || e.kind === "holdLost")).toBe(false);
    expect(ids(byId(fighters, "g"))).toContain("slow");
    expect(ids(byId(fighters, "v"))).toContain("grabbed");
  });

  it("pays one standard action a hold: a second hold the grabber keeps ends for want of another", () => {
    const { fighters, at } = grabbedAndRoundTwo();
    // g keeps a second hold on w: one standard action pays for the first, the second ends.
    const g = byId(fighters, "g");
    const w = fighter("w", 3, { conditions: [{ id: "grabbed", source: "grab:g:w" }] });
    const twice = [...fighters, { ...w, tieOrder: 2 }].map((f) => (f.id === "g" ? { ...g, turn: null, actions: { ...g.actions, standard: true }, conditions: [...g.conditions, { id: "slow" as const, source: "grab:g:w" }] } : f));
    const moved = rules.advance(twice, at - 1, at, O, fixedDice([]));
    expect(moved.events.filter((e) => e.kind === "holdKept" || e.kind === "holdLost").map((e) => e.kind)).toEqual(["holdKept", "holdLost"]);
    expect(ids(byId(moved.combatants, "w"))).not.toContain("grabbed");
    expect(ids(byId(moved.combatants, "v"))).toContain("grabbed");
    expect(byId(moved.combatants, "g").conditions.filter((c) => c.id === "slow")).toEqual([{ id: "slow", source: "grab:g:v" }]);
  });

  it("reads the option from the GM's settings, refusing anything else", () => {
    expect(rules.options.resolve({ holdUpkeep: "byHand" }).holdUpkeep).toBe("byHand");
    expect(rules.options.resolve({}).holdUpkeep).toBe("turnStart");
    expect(() => rules.options.resolve({ holdUpkeep: "never" })).toThrow(/holdUpkeep/);
  });
});

describe("breaking free in a fight (M79)", () => {
  it("takes the victim's standard action on its own turn; the hurt grabber's reaction, other conditions and a check outside a fight take nothing", () => {
    const { fighters, at } = grabbedAndRoundTwo();
    const victim = byId(fighters, "v");
    const grabbed = victim.conditions.find((c) => c.id === "grabbed")!;
    // g's turn, not v's.
    expect(() => extras.payRemoval(victim, grabbed, at, false, O)).toThrow(expect.objectContaining({ code: "degrees.notYourTurn" }));
    expect(extras.payRemoval(victim, grabbed, at, true, O)).toBe(victim);
    expect(extras.payRemoval({ ...victim, initiative: null }, grabbed, at, false, O).initiative).toBeNull();
    const onTurn = { ...victim, turn: { round: 2, at, putOff: false, over: false } };
    const paid = extras.payRemoval(onTurn, grabbed, at, false, O);
    expect(paid.actions).toMatchObject({ standard: false, movement: true });
    expect(() => extras.payRemoval(paid, grabbed, at, false, O)).toThrow(expect.objectContaining({ code: "degrees.noActionLeft" }));
    const stunned = { ...onTurn, conditions: [...onTurn.conditions, { id: "stunned" as const }] };
    expect(() => extras.payRemoval(stunned, grabbed, at, false, O)).toThrow(expect.objectContaining({ code: "degrees.cannotAct" }));
    const afraid = { id: "afraid" as const, source: "x" };
    const scared = { ...onTurn, conditions: [afraid] };
    expect(extras.payRemoval(scared, afraid, at, false, O)).toBe(scared);
  });
});
