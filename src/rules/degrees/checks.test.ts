import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedDice, seededDice } from "../dice";
import { contest, meetsDc } from "./checks";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";

describe("a check against a difficulty", () => {
  it("succeeds on meeting the DC by default, and only above it under dcTie beat", () => {
    expect(meetsDc(15, 15, O)).toBe(true);
    expect(meetsDc(15, 15, { ...O, dcTie: "beat" })).toBe(false);
    expect(meetsDc(14, 15, O)).toBe(false);
  });
});

describe("a contested check", () => {
  const side = { accuracy: 2, modifiers: [] };

  it("needs the defender higher to win", () => {
    expect(contest(side, side, O, fixedDice([5, 5, 5, 6])).attackerWins).toBe(false);
    expect(contest(side, side, O, fixedDice([5, 6, 5, 5])).attackerWins).toBe(true);
  });

  it("re-rolls both sides on a tie, and the last roll decides and sets the degree", () => {
    const result = contest(side, side, O, fixedDice([5, 5, 4, 6, 8, 7, 2, 2]));
    expect(result.rounds).toHaveLength(2);
    expect(result.attackerWins).toBe(true);
    expect(result.attacker.natural).toBe(15);
  });

  it("gives ties to the attacker under contestedTie attacker", () => {
    const result = contest(side, side, { ...O, contestedTie: "attacker" }, fixedDice([5, 5, 4, 6]));
    expect(result).toMatchObject({ attackerWins: true, byTie: true });
  });

  it("opens with the attack check already made, and stops re-rolling after maxTieRerolls", () => {
    const first = { faces: [3, 3] as const, natural: 6, accuracy: 2, modifiers: [], total: 8 };
    const looping = { roll: () => 3 };
    const result = contest(side, side, { ...O, maxTieRerolls: 2 }, looping, first);
    expect(result.rounds).toHaveLength(3);
    expect(result).toMatchObject({ attackerWins: true, byTie: true });
  });
});

describe("contest properties", () => {
  it("lets the defender win only with a strictly higher last total, and the attacker on a tie only by the tie rule", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: -5, max: 10 }), fc.integer({ min: -5, max: 10 }), fc.constantFrom<"reroll" | "attacker">("reroll", "attacker"), (seed, a, d, contestedTie) => {
        const result = contest({ accuracy: a, modifiers: [] }, { accuracy: d, modifiers: [] }, { ...O, contestedTie }, seededDice(seed));
        if (result.attackerWins) expect(result.attacker.total >= result.defender.total).toBe(true);
        else expect(result.defender.total).toBeGreaterThan(result.attacker.total);
        expect(result.byTie).toBe(result.attacker.total === result.defender.total);
        for (const round of result.rounds.slice(0, -1)) expect(round.attacker.total).toBe(round.defender.total);
      }),
    );
  });
});
