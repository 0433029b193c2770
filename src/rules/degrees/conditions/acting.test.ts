import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { FRESH_ROUND, takeAction } from "../turn-actions";
import { actingRefusal, actionsUnder, amputatedRefusal, senseRefusal } from "./acting";

describe("what conditions leave a character to do (M130)", () => {
  it("takes Dizzy's movement action, leaving the standard one to trade down", () => {
    const dizzy = actionsUnder(FRESH_ROUND, [{ id: "dizzy" }], O);
    expect(dizzy.movement).toBe(false);
    expect(takeAction(dizzy, { kind: "movement", move: "normal" })).toMatchObject({ standard: false, moved: true });
    expect(actionsUnder(FRESH_ROUND, [], O)).toBe(FRESH_ROUND);
  });

  it("leaves the Stunned and the Unconscious no action, free ones included, but their reactions", () => {
    expect(worded(refusalOf(() => { throw actingRefusal([{ id: "terrified" }], { kind: "free" }, O); }))).toBe("This character cannot act now.");
    expect(actingRefusal([{ id: "unconscious" }], { kind: "movement" }, O)?.code).toBe("degrees.cannotAct");
    expect([actingRefusal([{ id: "stunned" }], { kind: "reaction" }, O), actingRefusal([{ id: "afraid" }], { kind: "standard" }, O)]).toEqual([null, null]);
  });

  it("keeps the Blind from sight checks and the Deafened from hearing ones", () => {
    expect(worded(refusalOf(() => { throw senseRefusal([{ id: "blind" }], "sight", O); }))).toBe("Blind: a check that needs sight cannot be made.");
    expect(senseRefusal([{ id: "deafened" }], "hearing", O)?.code).toBe("degrees.cannotHear");
    expect([senseRefusal([{ id: "blind" }], "hearing", O), senseRefusal([{ id: "blinded" }], "sight", O)]).toEqual([null, null]);
  });

  it("rules out two-handed weapons and hand seals after an amputation, unless a feat allows them", () => {
    expect(worded(refusalOf(() => { throw amputatedRefusal([{ id: "amputated" }], "handSeals", false, O); }))).toBe("With an arm or hand lost, hand seals need a feat that allows them.");
    expect(amputatedRefusal([{ id: "amputated" }], "twoHandedWeapon", false, O)?.code).toBe("degrees.amputatedTwoHanded");
    expect([amputatedRefusal([{ id: "amputated" }], "handSeals", true, O), amputatedRefusal([], "handSeals", false, O)]).toEqual([null, null]);
  });
});
