import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { DEFAULT_DEGREES_OPTIONS } from "./options";
import { degreesOptionsFrom } from "./options-input";

describe("degreesOptionsFrom", () => {
  it("fills what is left out with the defaults", () => {
    expect(degreesOptionsFrom(undefined)).toEqual(DEFAULT_DEGREES_OPTIONS);
    expect(degreesOptionsFrom({ dcTie: "beat" })).toEqual({ ...DEFAULT_DEGREES_OPTIONS, dcTie: "beat" });
    expect(degreesOptionsFrom({ thresholds: { dead: -30 } }).thresholds).toEqual({ unconscious: -1, dying: -11, dead: -30 });
  });

  it("refuses bad values with badOption naming the field", () => {
    const cases: [unknown, string][] = [
      [{ dcTie: "sometimes" }, "dcTie"],
      [{ contestedTie: 1 }, "contestedTie"],
      [{ degreeFloors: [4, 9, 9, 15] }, "degreeFloors[2]"],
      [{ degreeFloors: [4, 9, 12] }, "degreeFloors"],
      [{ degreeFloors: [2, 9, 12, 15] }, "degreeFloors[0]"],
      [{ thresholds: { dying: -1 } }, "thresholds.dying"],
      [{ thresholds: { dead: -5 } }, "thresholds.dead"],
      [{ bleedingLoss: 1.5 }, "bleedingLoss"],
      [{ penaltyCap: Number.NaN }, "penaltyCap"],
      [{ fatiguedPenalty: 4 }, "fatiguedPenalty"],
      [{ hpOverflow: null }, "hpOverflow"],
      [{ delayLasts: "forever" }, "delayLasts"],
      [{ tumbleDcBase: -1 }, "tumbleDcBase"],
      [{ soldierPillTiming: "later" }, "soldierPillTiming"],
      [{ suffocationDc: 0 }, "suffocationDc"],
      [{ hourlyHealing: "yes" }, "hourlyHealing"],
      [{ maneuverSizeDefence: "double" }, "maneuverSizeDefence"],
      [{ fractionRounding: "nearest" }, "fractionRounding"],
      [{ toString: 3 }, "toString"],
      [{ surprise: true }, "surprise"],
      [[], "options"],
    ];
    for (const [partial, field] of cases) {
      const refusal = refusalOf(() => degreesOptionsFrom(partial));
      expect(refusal.code).toBe("badOption");
      expect(refusal.data.field).toBe(field);
      expect(worded(refusal)).toContain(field);
    }
  });
});
