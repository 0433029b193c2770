import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../../dice";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import type { DegreesFighter } from "./fighter";
import { endOfRound, roundOf, roundStart } from "./moments";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, replace, rules } from "./test-fighters";

const basic = (key: string) => DEGREES_BASIC_ACTIONS[key]!;
const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "melee", damage: 1, weight: "light" } })!;
const ALLOWED = { ...O, heldAtRoundEnd: true };

/** Round 1 at a's turn (a 12, b 6), a holding its standard action for later in the round. */
function aHolds(options = O): { fighters: DegreesFighter[]; at: number } {
  const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6)), 0);
  const held = rules.declare(byId(step.fighters, "a"), basic("hold"), { at: step.at, keep: { action: "standard" } }, options, NO_DICE);
  return { fighters: replace(step.fighters, held.actor), at: step.at };
}

/** The clock to its next stop under `options`. */
function next(fighters: readonly DegreesFighter[], at: number, options = O) {
  const to = rules.nextMoment(fighters, at, options)!;
  const moved = rules.advance(fighters, at, to, options, NO_DICE);
  return { fighters: moved.combatants.slice(), at: to, events: moved.events };
}

describe("held and prepared actions on the clock (M17, M69)", () => {
  it("drops a held action never taken as its round ends, never carrying it into the next (default)", () => {
    let step = next(aHolds().fighters, aHolds().at);
    expect(rules.turnsAt(step.fighters, step.at, O)).toEqual(["b"]);
    expect(byId(step.fighters, "a").kept).toMatchObject({ kind: "held", round: 1 });
    step = next(step.fighters, step.at);
    expect(roundOf(step.at)).toBe(2);
    expect(step.events).toContainEqual({ kind: "keptLapsed", at: endOfRound(1), combatantId: "a", kept: "held" });
    expect(step.events.map((e) => e.kind)).toEqual(["turnEnded", "keptLapsed", "roundEnded", "roundStarted", "turnStarted"]);
    expect(byId(step.fighters, "a").kept).toBeNull();
    expect(rules.turnsAt(step.fighters, endOfRound(1), O)).toEqual([]);
  });

  it("with the GM's leave (heldAtRoundEnd), stops at the round's end for the holder to take it, and drops it as the next round starts", () => {
    const held = aHolds(ALLOWED);
    let step = next(held.fighters, held.at, ALLOWED);
    step = next(step.fighters, step.at, ALLOWED);
    expect(step.at).toBe(endOfRound(1));
    expect(rules.turnsAt(step.fighters, step.at, ALLOWED)).toEqual(["a"]);
    expect(step.events.some((e) => e.kind === "keptLapsed")).toBe(false);
    // Taken at the round's end, off the holder's turn, paid from what was kept.
    const released = rules.declare(byId(step.fighters, "a"), kunai, { at: step.at, release: true }, ALLOWED, NO_DICE);
    expect(released.actor.kept).toBeNull();
    const after = next(replace(step.fighters, released.actor), step.at, ALLOWED);
    expect([roundOf(after.at), after.events.some((e) => e.kind === "keptLapsed")]).toEqual([2, false]);
    // Not taken, it goes as the next round starts.
    const unused = next(step.fighters, step.at, ALLOWED);
    expect(unused.events).toContainEqual({ kind: "keptLapsed", at: roundStart(2), combatantId: "a", kept: "held" });
    expect(byId(unused.fighters, "a").kept).toBeNull();
  });

  it("lapses a prepared action as its holder's next turn starts", () => {
    const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6)), 0);
    const prepared = rules.declare(byId(step.fighters, "a"), basic("prepareAction"), { at: step.at, keep: { action: "movement", trigger: "b moves" } }, O, NO_DICE);
    let now = next(replace(step.fighters, prepared.actor), step.at);
    // Through the round's end and b's turn it stands, ready to answer its trigger.
    expect(byId(now.fighters, "a").kept).toMatchObject({ kind: "prepared", trigger: "b moves" });
    now = next(now.fighters, now.at);
    expect(now.events).toContainEqual({ kind: "keptLapsed", at: now.at, combatantId: "a", kept: "prepared" });
    expect(byId(now.fighters, "a").kept).toBeNull();
  });

  it("never keeps a held action past its round, whatever the GM allows (property)", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 6 }), fc.integer(), (allowed, turns, seed) => {
        const options = { ...O, heldAtRoundEnd: allowed };
        const start = aHolds(options);
        let fighters = start.fighters;
        let at = start.at;
        const dice = seededDice(seed);
        for (let i = 0; i < turns; i++) {
          const to = rules.nextMoment(fighters, at, options)!;
          fighters = rules.advance(fighters, at, to, options, dice).combatants.slice();
          at = to;
          const kept = byId(fighters, "a").kept;
          if (kept) expect(kept.round).toBe(roundOf(at));
        }
      }),
    );
  });
});
