import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { restedVoidPoints, spendVoidPoint } from "./void-points";

const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const inTurn = (round: number) => ({ round, roundStart: false });

describe("Void Points", () => {
  it("refills to the Void Ring after rest (V1)", () => {
    expect(restedVoidPoints(3)).toEqual({ points: 3, round: null, spent: [] });
  });

  it("allows one point a round, technique activations aside (V2, V11)", () => {
    const once = spendVoidPoint(restedVoidPoints(3), "boost", inTurn(1), fourth);
    expect(once).toEqual({ points: 2, round: 1, spent: ["boost"] });
    const refusal = refusalOf(() => spendVoidPoint(once, "reduceWounds", inTurn(1), fourth));
    expect(refusal.code).toBe("voidRefused");
    expect(worded(refusal)).toBe("No Void Point was spent (Shrug off 10 wounds): a Void Point was already spent this round.");
    expect(spendVoidPoint(once, "technique", inTurn(1), fourth).points).toBe(1);
    expect(spendVoidPoint(once, "reduceWounds", inTurn(2), fourth)).toEqual({ points: 1, round: 2, spent: ["reduceWounds"] });
  });

  it("reads the house limit as one point a round by default, or each effect once a round (V2)", () => {
    const once = spendVoidPoint(restedVoidPoints(3), "boost", inTurn(1), house);
    expect(() => spendVoidPoint(once, "reduceWounds", inTurn(1), house)).toThrow();
    const each = { ...house, houseVoidLimit: "eachEffectOncePerRound" as const };
    expect(spendVoidPoint(spendVoidPoint(restedVoidPoints(3), "boost", inTurn(1), each), "reduceWounds", inTurn(1), each).points).toBe(1);
    expect(refusalOf(() => spendVoidPoint(once, "boost", inTurn(1), each)).problem?.text).toMatch(/this spend/);
  });

  it("refuses a spend with no points left", () => {
    expect(refusalOf(() => spendVoidPoint(restedVoidPoints(0), "boost", inTurn(1), fourth)).problem?.text).toMatch(/no Void Points/);
  });

  it("buys Armor TN and initiative only as a round begins (V8–V10)", () => {
    expect(refusalOf(() => spendVoidPoint(restedVoidPoints(2), "armorTn", inTurn(1), fourth)).problem?.text).toMatch(/round begins/);
    expect(spendVoidPoint(restedVoidPoints(2), "swapInitiative", { round: 1, roundStart: true }, fourth).points).toBe(1);
  });

  it("has no Free Action bought while Down in the house rules (V7)", () => {
    expect(spendVoidPoint(restedVoidPoints(2), "downAction", inTurn(1), fourth).points).toBe(1);
    expect(refusalOf(() => spendVoidPoint(restedVoidPoints(2), "downAction", inTurn(1), house)).problem?.text).toMatch(/no Down rank/);
  });
});
