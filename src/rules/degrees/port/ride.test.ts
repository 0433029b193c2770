import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import { degreesExtras } from "./extras";
import type { DegreesFighter } from "./fighter";
import { byId, CHARACTER, fighter, lineUp, nextTurn, NO_DICE, O, replace, rules } from "./test-fighters";

const TOAD = { ...CHARACTER, size: "massive" as const, attributes: { ...CHARACTER.attributes, dexterity: 7 } };

/** Round 1 at the rider's turn: the rider (12) on its toad (a partner, so its actions come with the rider's turn), a foe after. */
function riding(): { fighters: DegreesFighter[]; at: number } {
  const step = nextTurn(lineUp(fighter("rider", 12, { mountedOn: "toad" }), fighter("toad", 12, { character: TOAD, partnerOf: "rider" }), fighter("foe", 5)), 0);
  return { fighters: step.fighters, at: step.at };
}

const refusalCode = (run: () => unknown): string => refusalOf(run).code;

describe("moving mounted (M90)", () => {
  it("spends a movement action of the rider and of a special mount, covering the mount's movement", () => {
    const { fighters, at } = riding();
    const rider = byId(fighters, "rider");
    const toad = byId(fighters, "toad");
    const moved = degreesExtras.rideMove(rider, toad, "special", "normal", at, O);
    expect(moved.rider.actions).toMatchObject({ movement: false, moved: true, standard: true });
    expect(moved.mount.actions).toMatchObject({ movement: false, moved: true, standard: true });
    // The toad's Dexterity 7 and size, not the rider's 12 m.
    expect(moved.metres).toBe(degreesExtras.moveMetres(toad, "normal", O));
    expect(moved.metres).not.toBe(degreesExtras.moveMetres(rider, "normal", O));
    expect(degreesExtras.rideMove(rider, toad, "special", "swim", at, O).metres).toBe(degreesExtras.moveMetres(toad, "swim", O));
    // Both leave the reach they were in: the foe's opportunity attack finds its opening at either (M55).
    const foe = byId(fighters, "foe");
    expect([degreesExtras.provokedThisRound(foe, moved.rider, O), degreesExtras.provokedThisRound(foe, moved.mount, O)]).toEqual([true, true]);
    expect(degreesExtras.provokedThisRound(foe, rider, O)).toBe(false);
  });

  it("spends only the rider's action on a common mount, which has none", () => {
    const { fighters, at } = riding();
    const horse = { ...byId(fighters, "toad"), actions: byId(fighters, "foe").actions };
    const moved = degreesExtras.rideMove(byId(fighters, "rider"), horse, "common", "normal", at, O);
    expect(moved.rider.actions.moved).toBe(true);
    expect(moved.mount.actions).toEqual(horse.actions);
  });

  it("refuses when the mount has moved or spent its actions, cannot act, or cannot move; and a mount not ridden", () => {
    const { fighters, at } = riding();
    const rider = byId(fighters, "rider");
    const toad = byId(fighters, "toad");
    const movedToad = rules.declare(toad, DEGREES_BASIC_ACTIONS.move!, { at }, O, NO_DICE).actor;
    expect(refusalCode(() => degreesExtras.rideMove(rider, movedToad, "special", "normal", at, O))).toBe("degrees.mountSpent");
    const stunned = { ...toad, conditions: [{ id: "paralyzed" as const, source: "test" }] };
    expect(refusalCode(() => degreesExtras.rideMove(rider, stunned, "special", "normal", at, O))).toBe("degrees.mountSpent");
    const stuck = { ...toad, conditions: [{ id: "impeded" as const, source: "test" }] };
    expect(refusalCode(() => degreesExtras.rideMove(rider, stuck, "common", "normal", at, O))).toBe("degrees.mountCannotMove");
    expect(refusalCode(() => degreesExtras.rideMove(rider, byId(fighters, "foe"), "special", "normal", at, O))).toBe("degrees.notYourMount");
    // The rider's own side: a second move this round is refused as any Move is.
    const once = degreesExtras.rideMove(rider, toad, "special", "normal", at, O);
    expect(refusalCode(() => degreesExtras.rideMove(once.rider, toad, "special", "normal", at, O))).toBe("degrees.alreadyMoved");
    // Not the rider's turn: the foe's.
    const later = nextTurn(replace(fighters, once.rider), at);
    expect(refusalCode(() => degreesExtras.rideMove(byId(later.fighters, "rider"), byId(later.fighters, "toad"), "special", "normal", later.at, O))).toBe("degrees.notYourTurn");
  });
});

describe("flying by mount (M101)", () => {
  const winged = [{ id: "winged" as const, source: "flight" }];
  it("gives a rider the winged mount's flight and both Moving Attack feats; on foot or under a grounded mount, the rider as it is", () => {
    const rider = fighter("rider", 12, { mountedOn: "hawk", conditions: winged, flight: { hovers: true, movingAttack: true } });
    const hawk = fighter("hawk", 8, { conditions: winged, flight: { hovers: false, movingAttack: false } });
    expect(degreesExtras.flightByMount(rider, hawk, O).flight).toEqual({ hovers: false, movingAttack: true, mountMovingAttack: false });
    expect(rider.flight).toEqual({ hovers: true, movingAttack: true });
    expect(degreesExtras.flightByMount(rider, { ...hawk, conditions: [] }, O)).toBe(rider);
    expect(degreesExtras.flightByMount(rider, null, O)).toBe(rider);
    expect(degreesExtras.flightByMount({ ...rider, mountedOn: "toad" }, hawk, O).flight).toEqual(rider.flight);
  });
});
