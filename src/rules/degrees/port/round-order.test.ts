import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../registry";
import { byId, fighter, lineUp, nextTurn, O } from "./test-fighters";
import type { DegreesFighter } from "./fighter";

const { roundPhase, compareInRound, compareWithPartners, ownerPlaceIn, actingGroup } = RULESET_EXTRAS.degrees;

const place = (f: DegreesFighter | null, id = f?.id ?? "none") => ({ id, fighter: f });

describe("the round's order as the tracker lists it (M6, M7, M10)", () => {
  it("reads each fighter's phase from its turn: taken, under way, to come, later, unplaced", () => {
    // Round 1: a (initiative 15) acts first, then b (10); c is placed but not yet granted the round.
    let fighters = lineUp(fighter("a", 15), fighter("b", 10));
    const first = nextTurn(fighters, 0);
    fighters = first.fighters;
    expect(roundPhase(byId(fighters, "a"), first.at)).toBe("acting");
    expect(roundPhase(byId(fighters, "b"), first.at)).toBe("coming");
    const second = nextTurn(fighters, first.at);
    expect(roundPhase(byId(second.fighters, "a"), second.at)).toBe("done");
    expect(roundPhase(byId(second.fighters, "b"), second.at)).toBe("acting");
    expect(roundPhase({ ...fighter("c", 12), grantedRound: -1 }, second.at)).toBe("later");
    expect(roundPhase(fighter("d", null), second.at)).toBe("unplaced");
    expect(roundPhase(null, second.at)).toBe("unplaced");
  });

  it("lists the turn taken, the turn under way, those to come by initiative, then the unplaced", () => {
    // The second turn of round 1: a's is taken, b's under way, c's to come.
    const first = nextTurn(lineUp(fighter("a", 20), fighter("b", 15), fighter("c", 10)), 0);
    const { fighters, at } = nextTurn(first.fighters, first.at);
    const places = [place(byId(fighters, "c")), place(null, "zz"), place(byId(fighters, "b")), place(byId(fighters, "a"))];
    const order = places.sort((x, y) => compareInRound(x, y, at, O)).map((p) => p.id);
    expect(order).toEqual(["a", "b", "c", "zz"]);
    expect([roundPhase(byId(fighters, "a"), at), roundPhase(byId(fighters, "b"), at), roundPhase(byId(fighters, "c"), at)]).toEqual(["done", "acting", "coming"]);
  });

  it("breaks a full tie by the id's code units, the same in every language", () => {
    // localeCompare would put "a…" before "B…"; the code units put "B" (66) before "a" (97).
    const a = { ...fighter("x", 12), tieOrder: 0 };
    const b = { ...fighter("y", 12), tieOrder: 0 };
    expect(compareInRound(place(a, "aZ3"), place(b, "BQ1"), 0, O)).toBeGreaterThan(0);
    expect(compareInRound(place(null, "aZ3"), place(null, "BQ1"), 0, O)).toBeGreaterThan(0);
  });

  it("is a consistent order: antisymmetric, and zero only for the same id", () => {
    const arb = fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), initiative: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), tieOrder: fc.integer({ min: 0, max: 2 }) });
    fc.assert(
      fc.property(arb, arb, fc.integer({ min: 0, max: 40 }), (x, y, at) => {
        const a = place({ ...fighter("a", x.initiative), tieOrder: x.tieOrder }, x.id);
        const b = place({ ...fighter("b", y.initiative), tieOrder: y.tieOrder }, y.id);
        const ab = compareInRound(a, b, at, O);
        const ba = compareInRound(b, a, at, O);
        expect(Math.sign(ab)).toBe(-Math.sign(ba));
        if (x.id !== y.id) expect(ab).not.toBe(0);
      }),
    );
  });

  it("puts a partner just after its owner, wherever the owner stands (M86)", () => {
    const owner = fighter("owner", 5);
    const partner = { ...fighter("dog", 30), partnerOf: "owner" };
    const other = fighter("other", 10);
    const places = [place(partner, "p1"), place(other, "o2"), place(owner, "o1")];
    const ownerOf = ownerPlaceIn(places);
    expect(ownerOf(places[0] as (typeof places)[number])?.id).toBe("o1");
    expect(ownerOf(places[1] as (typeof places)[number])).toBeNull();
    const order = places.sort((x, y) => compareWithPartners(x, y, 0, O, ownerOf)).map((p) => p.id);
    expect(order).toEqual(["o2", "o1", "p1"]);
  });
});

describe("the group a fighter acts with (M8)", () => {
  it("is the combatant's group, else a GM character's named group, else the GM character's side; a player's character alone", () => {
    expect(actingGroup("wolves", { group: "" }, "hostile")).toBe("wolves");
    expect(actingGroup("wolves", null, "friendly")).toBe("wolves");
    expect(actingGroup(null, { group: "bandits" }, "hostile")).toBe("bandits");
    expect(actingGroup(null, { group: "" }, "hostile")).toBe("side:hostile");
    expect(actingGroup(null, null, "friendly")).toBeNull();
  });
});
