import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { degreesExtras } from "./extras";
import type { DegreesFighter } from "./fighter";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, rules } from "./test-fighters";

describe("who may strike at a flier taking off (M55, M95)", () => {
  const mover = { ...fighter("kiba", 12), side: "friendly" };
  const foe = (id: string, more: object = {}) => ({ ...fighter(id, 8), side: "hostile", ...more });

  it("names the foes in the fight still able to and with this round's opportunity attack; none for a Safe Step", () => {
    const fighters = [
      mover,
      { ...fighter("ally", 9), side: "friendly" },
      foe("bandit"),
      foe("spent", { uses: { opportunityAttack: 1 } }),
      foe("prone", { conditions: [{ id: "prone" }] }),
      foe("stunned", { conditions: [{ id: "stunned" }] }),
      foe("outside", { initiative: null }),
      foe("down", { hp: { hp: -1, nonLethal: 0 } }),
    ];
    expect(degreesExtras.mayStrikeAsItGoes(fighters, mover, { kind: "takeOff" }, O).map((f) => f.id)).toEqual(["bandit"]);
    expect(degreesExtras.mayStrikeAsItGoes(fighters, mover, { kind: "safeStep" }, O)).toEqual([]);
  });
});

describe("the round's record of the opening a move gives (M55, M63, M73, M95)", () => {
  const basic = (key: string) => rules.basicActions[key]!;
  const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "melee", damage: 1, weight: "light" } })!;
  const start = () => nextTurn(lineUp(fighter("a", 12), fighter("b", 6), fighter("c", 4)), 0);
  const provoked = (mover: DegreesFighter, foe: DegreesFighter) => degreesExtras.provokedThisRound(foe, mover, O);

  it("shows an opening after a Move, a take-off or a Charge's run, none before a move nor after a Safe Step or a Retreat", () => {
    const step = start();
    const a = byId(step.fighters, "a");
    const b = byId(step.fighters, "b");
    expect(provoked(a, b)).toBe(false);
    for (const key of ["move", "takeOff"]) expect(provoked(rules.declare(a, basic(key), { at: step.at }, O, NO_DICE).actor, b)).toBe(true);
    for (const key of ["safeStep", "retreat"]) expect(provoked(rules.declare(a, basic(key), { at: step.at }, O, NO_DICE).actor, b)).toBe(false);
    const charged = rules.declare(a, kunai, { at: step.at, charge: { runMetres: 4 } }, O, NO_DICE).actor;
    expect(provoked(charged, b)).toBe(true);
  });

  it("gives no opening to the foe tumbled past, nor to one unable to strike; the others keep theirs", () => {
    const step = start();
    const moved = rules.declare(byId(step.fighters, "a"), basic("move"), { at: step.at }, O, NO_DICE).actor;
    const past = degreesExtras.tumblePast(moved, byId(step.fighters, "b"), 20, O, step.at).fighter;
    expect(provoked(past, byId(step.fighters, "b"))).toBe(false);
    expect(provoked(past, byId(step.fighters, "c"))).toBe(true);
    expect(provoked(moved, { ...byId(step.fighters, "b"), conditions: [{ id: "prone", source: "GM" }] })).toBe(false);
  });

  it("records a landing, a move in the air as a take-off is (M95)", () => {
    const step = start();
    const a = byId(step.fighters, "a");
    const flier = rules.declare(a, basic("takeOff"), { at: step.at }, O, NO_DICE).actor;
    const aloft = { ...flier, uses: {} };
    expect(provoked(aloft, byId(step.fighters, "b"))).toBe(false);
    expect(provoked(rules.declare({ ...aloft, actions: a.actions }, basic("land"), { at: step.at }, O, NO_DICE).actor, byId(step.fighters, "b"))).toBe(true);
  });

  it("records a Help Ally that runs to the ally, not one that stays where it is (M55, M77)", () => {
    const fight = nextTurn(lineUp(fighter("a", 12, { side: "x" }), fighter("b", 6, { side: "y" }), fighter("c", 4, { side: "y" })), 0);
    const attacker = rules.declare(byId(fight.fighters, "a"), kunai, { at: fight.at }, O, NO_DICE);
    const opened = rules.attack.open(attacker.actor, attacker, { targetId: "b" }, byId(fight.fighters, "b"), O, fixedDice([4, 5]));
    const helper = (move: boolean) => rules.attack.answer(opened, attacker.actor, byId(fight.fighters, "b"), { kind: "help", help: "takeHit", by: byId(fight.fighters, "c"), ...(move ? { move } : {}) }, O, fixedDice([8, 8])).defender;
    expect(provoked(helper(true), attacker.actor)).toBe(true);
    expect(provoked(helper(false), attacker.actor)).toBe(false);
  });

  it("records an Evade as an opening for every foe but the attacker it answers", () => {
    const step = nextTurn(lineUp(fighter("b", 12), fighter("a", 6), fighter("c", 4)), 0);
    const attacker = byId(step.fighters, "b");
    const declared = rules.declare(attacker, kunai, { at: step.at }, O, NO_DICE);
    const opened = rules.attack.open(declared.actor, declared, { targetId: "a" }, byId(step.fighters, "a"), O, fixedDice([4, 4]));
    const evader = rules.attack.answer(opened, declared.actor, byId(step.fighters, "a"), { kind: "evade" }, O, fixedDice([8, 8])).defender;
    expect(provoked(evader, attacker)).toBe(false);
    expect(provoked(evader, byId(step.fighters, "c"))).toBe(true);
  });
});

describe("a token moved on the board, outside the tracker (M55)", () => {
  const basic = (key: string) => rules.basicActions[key]!;
  const start = () => nextTurn(lineUp(fighter("a", 12), fighter("b", 6)), 0);
  const provoked = (mover: DegreesFighter, foe: DegreesFighter) => degreesExtras.provokedThisRound(foe, mover, O);

  it("gives an opening when it goes of its own accord, none when teleported or moved by force", () => {
    const step = start();
    const a = byId(step.fighters, "a");
    const b = byId(step.fighters, "b");
    expect(provoked(degreesExtras.boardMoved(a, "own"), b)).toBe(true);
    expect(degreesExtras.boardMoved(a, "teleportOrForced")).toBe(a);
    expect(provoked(degreesExtras.boardMoved(a, "teleportOrForced"), b)).toBe(false);
  });

  it("only shows a move the round records already: a Safe Step or a Retreat dragged stays one, a Move stays an opening, nothing new either way", () => {
    const step = start();
    const b = byId(step.fighters, "b");
    for (const [key, opens] of [["safeStep", false], ["retreat", false], ["move", true], ["takeOff", true]] as const) {
      const declared = rules.declare(byId(step.fighters, "a"), basic(key), { at: step.at }, O, NO_DICE).actor;
      expect(degreesExtras.boardMoved(declared, "own")).toBe(declared);
      expect(provoked(degreesExtras.boardMoved(declared, "own"), b)).toBe(opens);
    }
  });

  it("keeps a tumble past a foe: that foe still gets no opening, another does", () => {
    const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6), fighter("c", 4)), 0);
    const past = degreesExtras.tumblePast(byId(step.fighters, "a"), byId(step.fighters, "b"), 20, O, step.at).fighter;
    const dragged = degreesExtras.boardMoved(past, "own");
    expect(provoked(dragged, byId(step.fighters, "b"))).toBe(false);
    expect(provoked(dragged, byId(step.fighters, "c"))).toBe(true);
  });

  it("changes only the round's record, leaving the fighter it was given as it was", () => {
    const a = byId(start().fighters, "a");
    const before = JSON.stringify(a);
    const after = degreesExtras.boardMoved(a, "own");
    expect(JSON.stringify(a)).toBe(before);
    expect({ ...after, uses: a.uses }).toEqual(a);
    expect(after.uses).not.toEqual(a.uses);
  });
});
