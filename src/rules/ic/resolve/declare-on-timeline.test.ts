import { describe, expect, it } from "vitest";
import { fixedDice, seededDice } from "../../dice";
import { refusalOf as refusal, worded } from "../../../../tests/fixtures/refusals";
import type { IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { newCombatant, type IcCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import { checkAction } from "../action-check";
import { declareOnTimeline, previewOnTimeline } from "./declare-on-timeline";
import type { DeclaredAction } from "./declare";

const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 30, xp: 0 };
const punch: IcAction = { ...(BASIC_ACTIONS["Basic Unarmed"] as IcAction), stamina: 0 };
const dodge = BASIC_ACTIONS.Dodge as IcAction;
const seeded = () => seededDice(1);
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

describe("declaring nonsense", () => {
  const block = BASIC_ACTIONS.Block as IcAction;

  it("refuses AP, a length, an IC or an interrupted Speed that is not a whole number in range, naming the field", () => {
    const cases: [Parameters<typeof previewOnTimeline>[2], IcAction, string, string][] = [
      [{ ic: 0, apSpent: -1 }, punch, "badAp", "apSpent"],
      [{ ic: 0, apSpent: Number.NaN }, punch, "badAp", "apSpent"],
      [{ ic: 0, apSpent: "2" as unknown as number }, punch, "badAp", "apSpent"],
      [{ ic: 0, variableLength: 2.5 }, block, "badLength", "variableLength"],
      [{ ic: 0, variableLength: Number.POSITIVE_INFINITY }, block, "badLength", "variableLength"],
      [{ ic: Number.NaN }, punch, "badIc", "ic"],
      [{ ic: -3 }, punch, "badIc", "ic"],
      [{ ic: 4, againstSpeed: Number.NaN }, dodge, "badAgainstSpeed", "againstSpeed"],
      [{ ic: 4, againstSpeed: 1e300 }, dodge, "badAgainstSpeed", "againstSpeed"],
    ];
    for (const [choice, action, code, field] of cases) {
      const r = refusal(() => previewOnTimeline(fighter({ nextIc: 0, ap: 5 }), action, choice));
      expect([r.code, r.data.field]).toEqual([code, field]);
      expect(worded(r)).not.toMatch(/[{}]/);
      // Declaring refuses the same way, and an Abort checks its choice too.
      expect(refusal(() => declareOnTimeline(fighter({ nextIc: 0, ap: 5 }), action, choice, OPTIONS, fixedDice([]))).code).toBe(code);
    }
    const running = fighter({ ongoing: { name: "Block", role: "block", startedIc: 0, untilIc: 9 } });
    expect(refusal(() => declareOnTimeline(running, BASIC_ACTIONS.Abort as IcAction, { ic: 2, apSpent: -1 }, OPTIONS, fixedDice([]))).code).toBe("badAp");
  });

  it("refuses an action whose Speed or costs are text, NaN, infinite or negative: a Speed of \"5\" never makes IC \"105\"", () => {
    for (const [field, value] of [["speed", "5"], ["speed", Number.NaN], ["speed", -2], ["stamina", Number.POSITIVE_INFINITY], ["delay", 1.5], ["sealSpeed", "3"]] as const) {
      const action = { ...punch, name: `Odd ${field}`, [field]: value } as IcAction;
      const r = refusal(() => declareOnTimeline(fighter({ nextIc: 100 }), action, { ic: 100 }, OPTIONS, fixedDice([], seeded())));
      expect([r.code, r.data.field, r.data.value]).toEqual(["badActionNumber", field, typeof value === "string" ? JSON.stringify(value) : String(value)]);
      expect(worded(r)).toContain(`Odd ${field}: ${field} must be a whole number`);
    }
  });

  it("believes a handed-in record only for its own action: another action's is ignored and the action checked as ever", () => {
    const odd = { ...punch, name: "Odd", speed: Number.NaN } as IcAction;
    const r = refusal(() => declareOnTimeline(fighter({ nextIc: 100 }), odd, { ic: 100, checked: checkAction(punch) }, OPTIONS, fixedDice([], seeded())));
    expect([r.code, r.data.field]).toEqual(["badActionNumber", "speed"]);
    // Its own record gives the declaration the record's facts, the same as looking it up would.
    const slow: IcAction = { ...punch, name: "Slow", speed: 9 };
    const handed = declareOnTimeline(fighter({ nextIc: 4, ap: 2 }), slow, { ic: 4, apSpent: 2, checked: checkAction(slow) }, OPTIONS, fixedDice([]));
    const looked = declareOnTimeline(fighter({ nextIc: 4, ap: 2 }), slow, { ic: 4, apSpent: 2 }, OPTIONS, fixedDice([]));
    expect(handed).toEqual(looked);
    expect([handed.speed.speed, handed.attacks]).toEqual([7, true]);
  });

  it("written over (`into`), says what a new declaration says, whether the one before rolled or not", () => {
    const jab: IcAction = { ...punch, name: "Jab", speed: 6, stamina: 10 };
    const seals = BASIC_ACTIONS["Perform Handseals"] as IcAction;
    let copied = fighter({ nextIc: 0 });
    let owned = fighter({ nextIc: 0 });
    const copyDice = seededDice(7);
    const ownDice = seededDice(7);
    let into: DeclaredAction | undefined;
    for (const [action, length] of [[jab], [seals, 2], [jab], [jab], [seals, 3], [jab]] as const) {
      const choice = { ic: copied.nextIc, variableLength: length };
      const fresh = declareOnTimeline(copied, action, choice, OPTIONS, copyDice);
      const written = declareOnTimeline(owned, action, choice, OPTIONS, ownDice, true, into);
      expect(written).toEqual(fresh);
      if (into !== undefined) expect(written).toBe(into);
      copied = fresh.actor;
      owned = written.actor;
      into = written;
    }
    expect(owned.fatigue).toEqual(copied.fatigue);
  });

  it("written over across a declaration that rolls nothing, writes over the rolls held before it rather than make new ones", () => {
    const jab: IcAction = { ...punch, name: "Jab", speed: 6, stamina: 10 };
    const seals = BASIC_ACTIONS["Perform Handseals"] as IcAction;
    const dice = seededDice(3);
    const first = declareOnTimeline(fighter({ nextIc: 0 }), jab, { ic: 0 }, OPTIONS, dice, true);
    const [roll] = first.exhaustion;
    const sealed = declareOnTimeline(first.actor, seals, { ic: first.actor.nextIc, variableLength: 2 }, OPTIONS, dice, true, first);
    expect(sealed.exhaustion).toEqual([]);
    const again = declareOnTimeline(sealed.actor, jab, { ic: sealed.actor.nextIc }, OPTIONS, dice, true, sealed);
    expect(again.exhaustion).toHaveLength(1);
    expect(again.exhaustion[0]).toBe(roll);
  });

  it("refuses a damage formula that is not one before anything is paid", () => {
    const r = refusal(() => declareOnTimeline(fighter(), { ...punch, damage: { dice: "1d0", stat: "str", type: "blunt" } }, { ic: 0 }, OPTIONS, fixedDice([])));
    expect(r.data).toMatchObject({ field: "damage.dice", formula: "1d0" });
    expect(r.code).toBe("badDice");
  });

  it("refuses a roll bigger than the options allow at declaration, after a multi-throw multiplies it", () => {
    const volley: IcAction = { ...(BASIC_ACTIONS["Multi-Throw"] as IcAction), multiThrow: { weapon: "kunai", count: 6 } };
    const thrower = fighter({ stats: { ...stats, dex: 60 } });
    // Six kunai throw 12d6: fine by default, too many for a cap of 10.
    expect(() => declareOnTimeline(thrower, volley, { ic: 0 }, OPTIONS, fixedDice([], seeded()))).not.toThrow();
    const r = refusal(() => declareOnTimeline(thrower, volley, { ic: 0 }, { ...OPTIONS, maxDicePerRoll: 10 }, fixedDice([], seeded())));
    expect(r.data).toMatchObject({ formula: "12d6", field: "maxDicePerRoll", cap: 10 });
    expect(r.code).toBe("tooManyDice");
  });

  it("refuses a multi-throw of more weapons than DEX allows with a refusal, not a crash", () => {
    const volley: IcAction = { ...(BASIC_ACTIONS["Multi-Throw"] as IcAction), multiThrow: { weapon: "kunai", count: 9 } };
    const r = refusal(() => previewOnTimeline(fighter(), volley, { ic: 0 }));
    expect([r.code, r.data.field, r.data.max]).toEqual(["badThrow", "multiThrow.count", 4]);
    expect(worded(r)).toBe("A multi-throw throws from 2 weapons up to DEX/10 (4 at DEX 40), not 9.");
  });

  it("takes at least 1 IC for anything: a Speed 0 interrupt on one's own IC acts next on the following IC, off it pushes by 1", () => {
    const flicker: IcAction = { name: "Flicker", kind: "utility", speed: 0, interrupt: true };
    const own = declareOnTimeline(fighter({ nextIc: 7 }), flicker, { ic: 7 }, OPTIONS, fixedDice([]));
    expect([own.speed.speed, own.actor.nextIc]).toEqual([1, 8]);
    const off = declareOnTimeline(fighter({ nextIc: 12 }), flicker, { ic: 7, againstSpeed: 8 }, OPTIONS, fixedDice([]));
    expect(off.actor.nextIc).toBe(13);
    expect(previewOnTimeline(fighter({ nextIc: 7 }), flicker, { ic: 7 })).toMatchObject({ speed: 1, nextIc: 8 });
  });
});
