import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { circumstanceModifiers } from "../situational";
import { FRESH_ROUND } from "../turn-actions";
import { charge, chargeReach, type ChargeAttempt } from "./charge";

const run: ChargeAttempt = { finish: "strike", runMetres: 6, movementMetres: 12 };

describe("Charge (M63) and the jump attack (M100)", () => {
  it("takes the full round and the round's move and strikes at +1 (the open guard is the charger's own, port/round.test.ts)", () => {
    const c = charge(FRESH_ROUND, [], run, O);
    expect(c.budget).toEqual({ ...FRESH_ROUND, standard: false, movement: false, moved: true });
    expect(circumstanceModifiers(c.circumstance)).toEqual([{ label: "charge", value: 1 }]);
    expect(c.landsPastMetres).toBe(0);
  });

  it("ends in a special maneuver at −2 with the +1, never with a touch technique", () => {
    expect(circumstanceModifiers(charge(FRESH_ROUND, [], { ...run, finish: "trample" }, O).circumstance).map((m) => m.value)).toEqual([1, -2]);
    expect(worded(refusalOf(() => charge(FRESH_ROUND, [], { ...run, touchTechnique: true }, O)))).toBe("A touch technique cannot end a Charge unless it says it can.");
  });

  it("runs at least 3 m and no farther than the movement allows", () => {
    expect(worded(refusalOf(() => charge(FRESH_ROUND, [], { ...run, runMetres: 2 }, O)))).toBe("A Charge needs a run of at least 3 m, not 2 m.");
    expect(worded(refusalOf(() => charge(FRESH_ROUND, [], { ...run, runMetres: 13 }, O)))).toBe("A run of 13 m is longer than this Charge can go (12 m).");
  });

  it("is refused to the Slow and to one who already moved this round", () => {
    expect(worded(refusalOf(() => charge(FRESH_ROUND, [{ id: "fatigued" }], run, O)))).toBe("Too slow to run or charge.");
    expect(refusalOf(() => charge({ ...FRESH_ROUND, moved: true }, [], run, O)).code).toBe("degrees.alreadyMoved");
  });

  it("at a flier halves the run, rounding up, loses the +1 and lands 1 m past", () => {
    expect([chargeReach(15, true, O), chargeReach(15, true, { ...O, fractionRounding: "down" }), chargeReach(15, false, O)]).toEqual([8, 7, 15]);
    const jump = charge(FRESH_ROUND, [], { ...run, runMetres: 8, movementMetres: 15, atFlier: true }, O);
    expect(circumstanceModifiers(jump.circumstance)).toEqual([]);
    expect(jump.landsPastMetres).toBe(1);
    expect(refusalOf(() => charge(FRESH_ROUND, [], { ...run, runMetres: 9, movementMetres: 15, atFlier: true }, O)).data).toEqual({ metres: 9, reach: 8 });
  });
});
