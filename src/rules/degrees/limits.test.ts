import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../registry";
import { markEvade, markProvokingMove, markUnprovokingMove } from "./port/tumble";

const { countedUses } = RULESET_EXTRAS.degrees;

describe("the uses a tracker shows (M19, M59, M88)", () => {
  it("are the limits a round counts, never the round's own notes of a move, a tumble or an Evade", () => {
    const noted = markEvade(markUnprovokingMove(markProvokingMove({ feint: 1, opportunityAttack: 2 })), "some.long.token.actor.id");
    expect(Object.keys(noted).length).toBeGreaterThan(3);
    expect(countedUses(noted)).toEqual([
      { key: "feint", times: 1 },
      { key: "opportunityAttack", times: 2 },
    ]);
    expect(countedUses(markProvokingMove({}))).toEqual([]);
    expect(countedUses({ stabilise: 1, kawarimi: 1 })).toEqual([
      { key: "kawarimi", times: 1 },
      { key: "stabilise", times: 1 },
    ]);
  });
});
