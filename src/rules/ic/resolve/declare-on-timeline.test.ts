import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { refusalOf as refusal } from "../../../../tests/fixtures/refusals";
import type { IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { newCombatant, type IcCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import { declareOnTimeline, previewOnTimeline } from "./declare-on-timeline";

const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 30, xp: 0 };
const punch: IcAction = { ...(BASIC_ACTIONS["Basic Unarmed"] as IcAction), stamina: 0 };
const dodge = BASIC_ACTIONS.Dodge as IcAction;
const fighter = (extra: Partial<IcCombatant> = {}) => newCombatant({ id: "a", name: "Aoi", stats, ...extra });


describe("previewing a declaration", () => {
  it("shows the Speed after AP, its floor and the IC it leads to", () => {
    const action = { ...punch, speed: 12 };
    expect(previewOnTimeline(fighter({ nextIc: 20, ap: 10 }), action, { ic: 20, apSpent: 10 })).toEqual({ speed: 6, floor: 6, apUsed: 6, nextIc: 26 });
  });

  it("refuses AP the combatant does not have, and a variable action of no length, with a code", () => {
    expect(refusal(() => previewOnTimeline(fighter({ ap: 2 }), punch, { ic: 0, apSpent: 3 })).code).toBe("notEnoughAp");
    expect(refusal(() => previewOnTimeline(fighter(), BASIC_ACTIONS.Block as IcAction, { ic: 0, variableLength: 0 })).code).toBe("badLength");
    expect(refusal(() => previewOnTimeline(fighter(), punch, { ic: 0, apSpent: 1.5 })).code).toBe("badAp");
  });

  it("uses the chosen length for variable actions, untouched by AP or Shock", () => {
    const shocked = fighter({ nextIc: 3, ap: 5, statuses: [{ kind: "shock", severity: 4, source: "x", appliedIc: 0, duration: null }] });
    expect(previewOnTimeline(shocked, BASIC_ACTIONS.Block as IcAction, { ic: 3, apSpent: 2, variableLength: 9 })).toMatchObject({ speed: 9, apUsed: 0, nextIc: 12 });
  });

  it("takes a multi-throw's Speed from its count, never under 5", () => {
    const volley: IcAction = { ...(BASIC_ACTIONS["Multi-Throw"] as IcAction), multiThrow: { weapon: "kunai", count: 4 } };
    expect(previewOnTimeline(fighter({ ap: 5 }), volley, { ic: 0, apSpent: 5 }).speed).toBe(5);
  });
});

describe("declaring on the timeline", () => {
  it("refuses anything but an interrupt off the combatant's own IC", () => {
    const r = refusal(() => declareOnTimeline(fighter({ nextIc: 5 }), punch, { ic: 0 }, OPTIONS, fixedDice([])));
    expect(r.code).toBe("notYourIc");
    expect(r.message).toBe("Aoi does not act on IC 0");
  });

  it("lets an interrupt push the action already scheduled, keeping a running action", () => {
    const blocking = fighter({ nextIc: 10, ongoing: { name: "Block", role: "block", startedIc: 0, untilIc: 10 } });
    const declared = declareOnTimeline(blocking, dodge, { ic: 4, againstSpeed: 8 }, OPTIONS, fixedDice([]));
    expect(declared.actor.nextIc).toBe(12);
    expect(declared.actor.ongoing).toEqual(blocking.ongoing);
  });

  it("refuses an interrupt too slow for the action it answers", () => {
    expect(refusal(() => declareOnTimeline(fighter({ nextIc: 10 }), dodge, { ic: 4, againstSpeed: 3 }, OPTIONS, fixedDice([]))).code).toBe("tooSlowToInterrupt");
  });

  it("counts a jutsu's seals in its interrupt when none were made first", () => {
    const swap: IcAction = { name: "Swap", kind: "ninjutsu", speed: 2, sealSpeed: 6, interrupt: true };
    // Seal Speed 6 - DEX 40/10 = 2, on top of Speed 2: a total of 4 pushes IC 10 to 14.
    expect(declareOnTimeline(fighter({ nextIc: 10 }), swap, { ic: 4, againstSpeed: 8 }, OPTIONS, fixedDice([])).actor.nextIc).toBe(14);
  });

  it("refuses a jutsu without its handseals on the combatant's turn", () => {
    const jutsu: IcAction = { name: "Fireball", kind: "ninjutsu", speed: 8, sealSpeed: 12 };
    expect(refusal(() => declareOnTimeline(fighter(), jutsu, { ic: 0 }, OPTIONS, fixedDice([]))).code).toBe("needsHandseals");
  });

  it("aborts a running action at any time: it ends and the combatant acts on the following IC", () => {
    const abortAction = BASIC_ACTIONS.Abort as IcAction;
    const blocking = fighter({ nextIc: 20, ongoing: { name: "Block", role: "block", startedIc: 0, untilIc: 20 } });
    const aborted = declareOnTimeline(blocking, abortAction, { ic: 6 }, OPTIONS, fixedDice([]));
    expect([aborted.actor.nextIc, aborted.actor.ongoing]).toEqual([7, null]);
    expect(refusal(() => declareOnTimeline(fighter({ nextIc: 20 }), abortAction, { ic: 6 }, OPTIONS, fixedDice([]))).code).toBe("nothingToAbort");
  });
});
