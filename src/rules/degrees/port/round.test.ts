import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import { endOfRound, roundOf, roundStart, turnMoment } from "./moments";
import { byId, CHARACTER, fighter, lineUp, nextTurn, NO_DICE, O, replace, rules } from "./test-fighters";
import { orderKey } from "./timeline";

const strike = DEGREES_BASIC_ACTIONS.strike!;
const delay = DEGREES_BASIC_ACTIONS.delay!;

describe("time in rounds and turns (moments)", () => {
  it("gives every turn a start and an end of its own, each round's moments before the next round's", () => {
    expect(roundStart(1)).toBeLessThan(turnMoment(1, 0));
    expect(turnMoment(1, 0) + 1).toBeLessThan(turnMoment(1, 1));
    expect(endOfRound(1)).toBeLessThan(roundStart(2));
    expect(roundOf(turnMoment(7, 3))).toBe(7);
    expect(worded(refusalOf(() => rules.nextMoment([], -1, O)))).toMatch(/^after: a moment of the fight must be a whole number from 0/);
  });

  it("plays turns highest initiative first, then goes to the next round's first turn", () => {
    let fighters = lineUp(fighter("low", 8), fighter("high", 12));
    let step = nextTurn(fighters, 0);
    expect([step.at, rules.turnsAt(step.fighters, step.at, O)]).toEqual([turnMoment(1, 0), ["high"]]);
    expect(step.events.map((e) => e.kind)).toEqual(["roundStarted", "turnStarted"]);
    step = nextTurn(step.fighters, step.at);
    expect([step.at, rules.turnsAt(step.fighters, step.at, O)]).toEqual([turnMoment(1, 1), ["low"]]);
    fighters = step.fighters;
    step = nextTurn(fighters, step.at);
    expect([step.at, rules.turnsAt(step.fighters, step.at, O)]).toEqual([turnMoment(2, 0), ["high"]]);
    expect(step.events.map((e) => e.kind)).toEqual(["turnEnded", "roundEnded", "roundStarted", "turnStarted"]);
  });

  it("re-sorts the order from the stored roll when a condition changes it, without a re-roll (M7)", () => {
    let step = nextTurn(lineUp(fighter("a", 12), fighter("b", 11)), 0);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["a"]);
    step = nextTurn(step.fighters, step.at);
    // Round 2: b hastened (+2) now acts first on its same roll; a Deafened one (−3) would fall further.
    const hastened = replace(step.fighters, rules.impose(byId(step.fighters, "b"), { condition: "haste" }, step.at, O));
    step = nextTurn(hastened, step.at);
    expect([roundOf(step.at), rules.turnsAt(step.fighters, step.at, O)]).toEqual([2, ["b"]]);
    expect(byId(step.fighters, "b").initiative).toBe(11);
  });

  it("puts a Delayed turn off until its new value comes up, where it resumes without a second start (M10)", () => {
    let step = nextTurn(lineUp(fighter("a", 12), fighter("b", 10), fighter("c", 6)), 0);
    const refused = refusalOf(() => rules.declare(byId(step.fighters, "a"), delay, { at: step.at, delayTo: 12 }, O, NO_DICE));
    expect(worded(refused)).toBe("A Delay must lower initiative: 12 is not below 12.");
    const delayed = rules.declare(byId(step.fighters, "a"), delay, { at: step.at, delayTo: 8 }, O, NO_DICE);
    step = nextTurn(replace(step.fighters, delayed.actor), step.at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["b"]);
    step = nextTurn(step.fighters, step.at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["a"]);
    expect(step.events.filter((e) => e.kind === "turnStarted")).toEqual([expect.objectContaining({ combatantId: "a", resumed: true })]);
    step = nextTurn(step.fighters, step.at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["c"]);
    // The Delay lasts the rest of its round (M10 default): a acts first again in round 2.
    step = nextTurn(step.fighters, step.at);
    expect([roundOf(step.at), rules.turnsAt(step.fighters, step.at, O)]).toEqual([2, ["a"]]);
  });

  it("lets a group of enemies rolled for once act in one turn (M8)", () => {
    const step = nextTurn(lineUp(fighter("ninja", 9), fighter("thug-1", 10, { group: "thugs" }), fighter("thug-2", 10, { group: "thugs" })), 0);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["thug-1", "thug-2"]);
  });

  it("starts a joiner's turns in the round after it joins (M9)", () => {
    let step = nextTurn(lineUp(fighter("a", 10), fighter("b", 5)), 0);
    const joiner = { ...fighter("late", 20), tieOrder: 2 };
    step = nextTurn([...step.fighters, joiner], step.at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["b"]);
    step = nextTurn(step.fighters, step.at);
    expect([roundOf(step.at), rules.turnsAt(step.fighters, step.at, O)]).toEqual([2, ["late"]]);
  });
});

describe("the surprise round (M11, M12)", () => {
  const fight = () => lineUp(fighter("ambusher", 7), fighter("guard", 15, { aware: false }), fighter("archer", 5));

  it("lets only the aware act, with one standard or movement action; the caught are Flat-footed and Unaware", () => {
    let step = nextTurn(fight(), 0);
    expect([roundOf(step.at), rules.turnsAt(step.fighters, step.at, O)]).toEqual([0, ["ambusher"]]);
    expect(byId(step.fighters, "guard").conditions).toEqual([{ id: "flatFooted", source: "surprise" }, { id: "unaware", source: "surprise" }]);
    const ambusher = byId(step.fighters, "ambusher");
    const attacked = rules.declare(ambusher, strike, { at: step.at }, O, NO_DICE).actor;
    expect(worded(refusalOf(() => rules.declare(attacked, DEGREES_BASIC_ACTIONS.move!, { at: step.at }, O, NO_DICE)))).toBe("No Movement action is left this round.");
    step = nextTurn(replace(step.fighters, attacked), step.at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["archer"]);
    // Round 1: everyone acts, the guard first, no longer caught.
    step = nextTurn(step.fighters, step.at);
    expect([roundOf(step.at), rules.turnsAt(step.fighters, step.at, O)]).toEqual([1, ["guard"]]);
    expect(byId(step.fighters, "guard").conditions).toEqual([]);
  });

  it("is skipped when everyone, or no one, is aware", () => {
    expect(rules.nextMoment(lineUp(fighter("a", 7), fighter("b", 5)), 0, O)).toBe(turnMoment(1, 0));
    expect(rules.nextMoment(lineUp(fighter("a", 7, { aware: false }), fighter("b", 5, { aware: false })), 0, O)).toBe(turnMoment(1, 0));
  });

  it("refuses a caught fighter any action in it, since it has no turn", () => {
    const step = nextTurn(fight(), 0);
    expect(refusalOf(() => rules.declare(byId(step.fighters, "guard"), strike, { at: step.at }, O, NO_DICE)).code).toBe("degrees.notYourTurn");
  });
});

describe("conditions counted in the affected character's own turns (M3, F10)", () => {
  it("ends a condition put on a target outside its turn at the end of the target's next turn, not the attacker's", () => {
    let step = nextTurn(lineUp(fighter("attacker", 12), fighter("target", 6)), 0);
    const dazed = rules.impose(byId(step.fighters, "target"), { condition: "dizzy", turns: 1, source: "technique" }, step.at, O);
    expect(dazed.actions.movement).toBe(false);
    step = nextTurn(replace(step.fighters, dazed), step.at);
    expect(step.events.some((e) => e.kind === "expired")).toBe(false);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["target"]);
    const after = rules.advance(step.fighters, step.at, step.at + 1, O, NO_DICE);
    expect(after.events).toContainEqual({ kind: "expired", at: step.at + 1, combatantId: "target", condition: "dizzy" });
    expect(byId(after.combatants, "target").conditions).toEqual([]);
  });

  it("counts the turn under way as the first when put on during the holder's own turn", () => {
    const step = nextTurn(lineUp(fighter("self", 12), fighter("other", 6)), 0);
    const buffed = rules.impose(byId(step.fighters, "self"), { condition: "haste", turns: 1 }, step.at, O);
    const ended = rules.advance(replace(step.fighters, buffed), step.at, step.at + 1, O, NO_DICE);
    expect(byId(ended.combatants, "self").conditions).toEqual([]);
  });

  it("reads a turn already taken this round as the first under durationCount round", () => {
    const step = nextTurn(nextTurn(lineUp(fighter("first", 12), fighter("second", 6)), 0).fighters, turnMoment(1, 0));
    const first = byId(step.fighters, "first");
    expect(rules.impose(first, { condition: "prone", turns: 1 }, step.at, { ...O, durationCount: "round" })).toBe(first);
    expect(rules.impose(first, { condition: "prone", turns: 1 }, step.at, O).conditions).toHaveLength(1);
  });

  it("ticks Bleeding at the start of the bleeder's turn and closes a charger's open guard, no condition, at the start of its next (M63, M130 24)", () => {
    let step = nextTurn(lineUp(fighter("charger", 12), fighter("bleeder", 6, { conditions: [{ id: "bleeding" }] })), 0);
    const charged = rules.declare(byId(step.fighters, "charger"), strike, { at: step.at, charge: { runMetres: 5 } }, O, NO_DICE).actor;
    expect([charged.conditions, charged.guardOpen]).toEqual([[], true]);
    step = nextTurn(replace(step.fighters, charged), step.at);
    expect(step.events).toContainEqual({ kind: "tick", at: step.at, combatantId: "bleeder", tick: { kind: "hpLoss", cause: "bleeding", amount: 2 } });
    expect(byId(step.fighters, "bleeder").hp.hp).toBe(27);
    // Through the bleeder's turn, the charger defends at −1 (the card's "Charge −1").
    expect(byId(step.fighters, "charger").guardOpen).toBe(true);
    step = nextTurn(step.fighters, step.at);
    expect(byId(step.fighters, "charger").guardOpen).toBe(false);
  });

  it("marks the rounds ahead in which a fighter's conditions tick or end", () => {
    const f = { ...fighter("f", 10, { conditions: [{ id: "bleeding" }, { id: "prone", duration: { ends: "turnEnd", remaining: 2 } }] }) };
    expect(rules.upcoming(f, turnMoment(1, 0) - 1, endOfRound(3))).toEqual([
      { at: endOfRound(1), status: "bleeding" },
      { at: endOfRound(2), status: "bleeding" },
      { at: endOfRound(2), status: "prone" },
      { at: endOfRound(3), status: "bleeding" },
    ]);
  });
});

describe("initiative (M5, M6)", () => {
  it("rolls 1d8 + Dexterity + Notice", () => {
    expect(rules.initiative.roll(fighter("a", null), O, fixedDice([6]))).toBe(6 + 3 + 2);
  });

  it("places ties by the accuracy, then by a roll-off rolled again while equal, and joiners after everyone placed", () => {
    const quick = fighter("quick", null, { character: { ...fighter("x", null).character, notice: 4 } });
    const placed = rules.initiative.place({ a: 11, b: 11, quick: 11 }, { current: 0, underWay: false }, { combatants: [fighter("a", null), fighter("b", null), quick], options: O, dice: fixedDice([3, 3, 5]) });
    // quick's 11 is 13 against its accuracy's 7; a and b tie on 11 and 5, so they roll off: 3, then 3 again and 5.
    expect(placed).toEqual([
      { id: "quick", initiative: 11, tieOrder: 0 },
      { id: "b", initiative: 11, tieOrder: 1 },
      { id: "a", initiative: 11, tieOrder: 2 },
    ]);
    const joined = rules.initiative.place({ late: 20 }, { current: turnMoment(1, 0), underWay: true }, { combatants: [{ ...fighter("a", 11), tieOrder: 2 }, fighter("late", null)], options: O, dice: NO_DICE });
    expect(joined).toEqual([{ id: "late", initiative: 20, tieOrder: 3 }]);
  });
});

describe("the order as a tracker lists it (RULESET_EXTRAS.degrees.orderKey)", () => {
  const compare = (round: number) => (a: ReturnType<typeof fighter>, b: ReturnType<typeof fighter>) => {
    const ka = orderKey(a, round, O);
    const kb = orderKey(b, round, O);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] ?? 0) - (kb[i] ?? 0);
    return a.id < b.id ? -1 : 1;
  };

  it("lists those still to act in the order the clock then plays them, a Haste re-sorting it (M6, M7)", () => {
    let step = nextTurn(lineUp(fighter("a", 12), fighter("b", 11), fighter("c", 11, { character: { ...CHARACTER, notice: 4 } }), fighter("d", 9)), 0);
    step = { ...step, fighters: replace(step.fighters, rules.impose(byId(step.fighters, "d"), { condition: "haste" }, step.at, O)) };
    // c ties b on 11 and wins on accuracy (7 to 5); d's Haste makes 11 and adds to its accuracy too (7), so it ties c there and the tie order puts it after c.
    const listed = step.fighters.filter((f) => f.id !== "a").sort(compare(1)).map((f) => f.id);
    const played: string[] = [];
    for (let i = 0; i < 3; i++) {
      step = nextTurn(step.fighters, step.at);
      played.push(...rules.turnsAt(step.fighters, step.at, O));
    }
    expect(listed).toEqual(["c", "d", "b"]);
    expect(played).toEqual(listed);
  });

  it("puts a Delay at its new value, after those undelayed on it, and a Delay naming none last (M10)", () => {
    const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 8), fighter("c", 4)), 0);
    const delayed = rules.declare(byId(step.fighters, "a"), delay, { at: step.at, delayTo: 8 }, O, NO_DICE).actor;
    expect([delayed, byId(step.fighters, "b"), byId(step.fighters, "c")].sort(compare(1)).map((f) => f.id)).toEqual(["b", "a", "c"]);
    const waits = rules.declare(byId(step.fighters, "a"), delay, { at: step.at, delayTo: null }, O, NO_DICE).actor;
    expect([waits, byId(step.fighters, "b"), byId(step.fighters, "c")].sort(compare(1)).map((f) => f.id)).toEqual(["b", "c", "a"]);
  });
});
