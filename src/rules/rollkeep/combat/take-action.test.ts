import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { basicActions } from "./action-catalog";
import { endOfRound } from "./round-clock";
import { startTurn, takeAction, type ActorSituation, type TurnBudget } from "./take-action";

const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const A4 = basicActions(fourth);
const AH = basicActions(house);
const ready: ActorSituation = { stance: "attack", wounds: "active" };
const readyHouse: ActorSituation = { stance: "water", wounds: "active" };
const act = (budget: TurnBudget, key: string, situation = ready, options = fourth) => takeAction(budget, basicActions(options)[key]!, situation, options);

describe("actions in a turn", () => {
  it("allows two Simple Actions, or one Complex Action, plus Free Actions (A1)", () => {
    const two = act(act(act(startTurn("attack"), "guard"), "moveSimple"), "moveFree");
    expect(two).toMatchObject({ simple: 0, complex: 0, free: { moveFree: 1 } });
    const refusal = refusalOf(() => act(act(startTurn("attack"), "guard"), "attack"));
    expect(refusal.code).toBe("actionRefused");
    expect(worded(refusal)).toBe("Attack cannot be taken: no Complex Action is left this turn.");
  });

  it("counts a Complex Action as both Simple Actions and as one Complex Action (A4)", () => {
    expect(act(startTurn("water"), "attack", readyHouse, house)).toMatchObject({ simple: 0, complex: 1 });
  });

  it("takes each Free Action once a turn, a Small weapon readied twice (A1, A5)", () => {
    const once = act(startTurn("attack"), "moveFree");
    expect(refusalOf(() => act(once, "moveFree")).problem?.text).toMatch(/as often as a turn allows/);
    const twice = act(act(startTurn("water"), "readySmallWeapon", readyHouse, house), "readySmallWeapon", readyHouse, house);
    expect(twice.free.readySmallWeapon).toBe(2);
  });

  it("gives the 4e costs of the named actions, an attack Complex by default (A2, A3)", () => {
    expect([A4.guard, A4.stand, A4.pickUpWeapon, A4.fullDefenseRoll, A4.grappleHit, A4.grappleBreak, A4.grapplePass].map((a) => a?.speed)).toEqual(["simple", "simple", "simple", "complex", "complex", "simple", "free"]);
    expect(A4.attack?.speed).toBe("complex");
    expect(basicActions({ ...fourth, attackSpeed4e: "simple" }).attack?.speed).toBe("simple");
  });

  it("gives the house costs (A5–A7)", () => {
    expect([AH.speakShort, AH.moveFree, AH.speakLong, AH.guard, AH.moveSimple, AH.attack, AH.stringBow, AH.skillTest].map((a) => a?.speed)).toEqual(["free", "free", "simple", "simple", "simple", "complex", "complex", "complex"]);
  });

  it("makes a 4e Crippled character's moves a step dearer (C11)", () => {
    expect(act(startTurn("attack"), "moveFree", { ...ready, wounds: "slowed" })).toMatchObject({ simple: 1, free: {} });
  });

  it("lets a 4e Down character take Free Actions only, each for a Void Point, and never move (C11)", () => {
    const down: ActorSituation = { ...ready, wounds: "down" };
    expect(refusalOf(() => act(startTurn("attack"), "guard", down)).problem?.text).toMatch(/Free Actions only/);
    expect(refusalOf(() => act(startTurn("attack"), "grapplePass", down)).problem?.text).toMatch(/pays a Void Point/);
    expect(takeAction(startTurn("attack"), A4.grapplePass!, down, fourth, true).downPaid).toBe(1);
    expect(refusalOf(() => takeAction(startTurn("attack"), A4.moveFree!, down, fourth, true)).problem?.text).toMatch(/no moves/);
  });

  it("refuses every action when out, stunned, or (entangled) anything but escaping (C13, CO3, CO4)", () => {
    expect(refusalOf(() => act(startTurn("attack"), "guard", { ...ready, wounds: "out" })).problem?.text).toMatch(/no actions/);
    expect(refusalOf(() => act(startTurn("attack"), "guard", { ...ready, stunned: true })).problem?.text).toMatch(/stunned/);
    expect(act(startTurn("attack"), "escape", { ...ready, entangled: true }).complex).toBe(1);
  });
});

describe("stances in a turn", () => {
  it("Full Attack: attacks and moves toward enemies only, no ranged attack, no Guard (ST2)", () => {
    const s: ActorSituation = { ...ready, stance: "fullAttack" };
    expect(refusalOf(() => act(startTurn("fullAttack"), "guard", s)).problem?.text).toMatch(/no Guard/);
    expect(refusalOf(() => act(startTurn("fullAttack"), "moveSimple", s)).problem?.text).toMatch(/toward enemies/);
    expect(takeAction(startTurn("fullAttack"), { ...A4.moveSimple!, direction: "toward" }, s, fourth).simple).toBe(1);
    expect(refusalOf(() => takeAction(startTurn("fullAttack"), { ...A4.attack!, ranged: true }, s, fourth)).problem?.text).toMatch(/no ranged/);
  });

  it("Fire: no Guard and no moving away, ranged attacks allowed (ST3)", () => {
    const s: ActorSituation = { ...readyHouse, stance: "fire" };
    expect(refusalOf(() => takeAction(startTurn("fire"), { ...AH.moveFree!, direction: "away" }, s, house)).problem?.text).toMatch(/moving away/);
    expect(takeAction(startTurn("fire"), { ...AH.attack!, ranged: true }, s, house).complex).toBe(1);
  });

  it("Defense and Air forbid attacks only (ST4)", () => {
    expect(refusalOf(() => act(startTurn("defense"), "attack", { ...ready, stance: "defense" })).problem?.text).toMatch(/no attacks/);
    expect(act(startTurn("defense"), "moveSimple", { ...ready, stance: "defense" }).simple).toBe(1);
  });

  it("Full Defense leaves Free Actions only; Earth forbids moving and attacking with Simple/Complex Actions and makes Guard free (ST5, ST6)", () => {
    expect(refusalOf(() => act(startTurn("fullDefense"), "guard", { ...ready, stance: "fullDefense" })).problem?.text).toMatch(/Free Actions only/);
    const earth: ActorSituation = { ...readyHouse, stance: "earth" };
    expect(act(startTurn("earth"), "guard", earth, house)).toMatchObject({ simple: 2, free: { guard: 1 } });
    expect(refusalOf(() => act(startTurn("earth"), "moveSimple", earth, house)).problem?.text).toMatch(/Earth stance/);
  });

  it("Center forfeits every action; Void loses the Simple Actions and forbids moving (ST7, ST8)", () => {
    expect(startTurn("center").simple).toBe(0);
    expect(refusalOf(() => act(startTurn("center"), "moveFree", { ...ready, stance: "center" })).problem?.text).toMatch(/forfeits/);
    const v: ActorSituation = { ...readyHouse, stance: "void" };
    expect(startTurn("void").simple).toBe(0);
    expect(act(startTurn("void"), "speakShort", v, house).free.speakShort).toBe(1);
    expect(refusalOf(() => act(startTurn("void"), "moveFree", v, house)).problem?.text).toMatch(/no moving/);
  });

  it("keeps a prone character from moving (bar the house Crawl) and from Large weapons (CO9)", () => {
    const prone: ActorSituation = { ...readyHouse, prone: true };
    expect(refusalOf(() => act(startTurn("water"), "moveFree", prone, house)).problem?.text).toMatch(/prone/);
    expect(act(startTurn("water"), "crawl", prone, house).complex).toBe(1);
    expect(refusalOf(() => takeAction(startTurn("water"), { ...AH.attack!, large: true }, prone, house)).problem?.text).toMatch(/Large/);
  });
});

describe("the end of a round", () => {
  const timer = (roundsLeft: number, ownerId = "a") => ({ id: `t${roundsLeft}${ownerId}`, ownerId, roundsLeft });

  it("ends a 1-round effect at the first 4e Reactions stage (S4)", () => {
    expect(endOfRound([timer(1)], "4e").events).toEqual([{ kind: "expire", timer: timer(1) }]);
    expect(endOfRound([timer(2)], "4e").timers).toEqual([{ ...timer(2), roundsLeft: 1 }]);
  });

  it("a 1-round effect sees 2 Readying Phases (W15)", () => {
    const first = endOfRound([timer(1)], "house");
    expect(first.events.map((e) => e.kind)).toEqual(["tick"]);
    const second = endOfRound(first.timers, "house");
    expect(second.events.map((e) => e.kind)).toEqual(["expire"]);
    expect(second.timers).toEqual([]);
  });

  it("resolves the Readying Phase in reverse initiative order (S11)", () => {
    const { events } = endOfRound([timer(3, "first"), timer(3, "last")], "house", ["first", "last"]);
    expect(events.map((e) => e.timer.ownerId)).toEqual(["last", "first"]);
  });
});
