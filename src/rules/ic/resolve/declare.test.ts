import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import type { IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { combatValues, newCombatant, type IcCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import type { StatusInstance } from "../status/types";
import { declareAction } from "./declare";

const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 30, xp: 0 };
const status = (kind: StatusInstance["kind"], severity: number, extra: Partial<StatusInstance> = {}): StatusInstance => ({ kind, severity, source: "x", appliedIc: 0, duration: null, ...extra });
const rest = BASIC_ACTIONS.Rest as IcAction;
const coupDeGrace = BASIC_ACTIONS["Coup de Grace"] as IcAction;

describe("who may act", () => {
  it("refuses an action from someone incapacitated", () => {
    const down = newCombatant({ id: "a", name: "A", stats, condition: "incapacitated" });
    expect(() => declareAction(down, rest, { ic: 0 }, OPTIONS, fixedDice([]))).toThrow(/cannot act while incapacitated/);
  });
});

describe("the choice made", () => {
  // declareChecked leaves these refusals to its callers: declareAction makes them itself, the timeline before it.
  const punch = BASIC_ACTIONS["Basic Unarmed"] as IcAction;
  const block = BASIC_ACTIONS.Block as IcAction;
  const actor = newCombatant({ id: "a", name: "A", stats, ap: 2 });
  const code = (opts: { ic: number; apSpent?: number; variableLength?: number }, action: IcAction): string | undefined => {
    try {
      declareAction(actor, action, opts, OPTIONS, fixedDice([10, 10, 10]));
    } catch (error) {
      return (error as { code?: string }).code;
    }
    return undefined;
  };

  it("refuses AP the actor does not have, AP that is not a whole number and a length that is not one", () => {
    expect(code({ ic: 0, apSpent: 3 }, punch)).toBe("notEnoughAp");
    expect(code({ ic: 0, apSpent: 1.5 }, punch)).toBe("badAp");
    expect(code({ ic: 0, variableLength: 2.5 }, block)).toBe("badLength");
    expect(code({ ic: 0, apSpent: 2 }, punch)).toBeUndefined();
  });
});

describe("Shock on fixed-Speed actions", () => {
  it("makes a Rest under Shock 3 take 8 IC", () => {
    const actor = newCombatant({ id: "a", name: "A", stats, statuses: [status("shock", 3, { duration: 20 })] });
    expect(declareAction(actor, rest, { ic: 10 }, OPTIONS, fixedDice([])).actor.nextIc).toBe(18);
  });

  it("makes a Coup de Grace under Shock 3 take 13 IC, its Delay unchanged", () => {
    const actor = newCombatant({ id: "a", name: "A", stats, statuses: [status("shock", 3, { duration: 20 })] });
    const declared = declareAction(actor, coupDeGrace, { ic: 0 }, OPTIONS, fixedDice([]));
    expect([declared.speed.speed, declared.resolvesOn]).toEqual([13, 5]);
  });
});

describe("Rest and Burns", () => {
  const burnt = (staminaPenalty: number) => newCombatant({ id: "a", name: "A", stats, fatigue: { level: 0, staminaPenalty, chakraPenalty: 0 }, statuses: [status("burn", 3), status("burn", 1, { source: "y" })] });

  it("lowers every Burn by the point Rest takes off the Stamina penalty, dropping those it ends", () => {
    const rested = declareAction(burnt(2), rest, { ic: 0 }, OPTIONS, fixedDice([])).actor;
    expect(rested.fatigue.staminaPenalty).toBe(1);
    expect(rested.statuses).toEqual([status("burn", 2)]);
  });

  it("leaves Burns alone when there was no Stamina penalty for Rest to lower", () => {
    expect(declareAction(burnt(0), rest, { ic: 0 }, OPTIONS, fixedDice([])).actor.statuses).toEqual(burnt(0).statuses);
  });
});

describe("Upkeep beyond the Chakra bonus", () => {
  const strengthening = (upkeep: number): IcAction => ({ name: "Chakra Strengthening", kind: "ninjutsu", speed: 4, upkeep });
  // The text's example: +6 (CHA 60) +2 (a modifier) +10 (Fatigue 2) -8 (running penalty) is a bonus of +18 before penalties.
  const caster = (extra: Partial<IcCombatant> = {}) =>
    newCombatant({ id: "c", name: "C", stats: { ...stats, cha: 60 }, modifiers: [{ target: "chakra", value: 2, source: "seal" }], fatigue: { level: 2, staminaPenalty: 0, chakraPenalty: 8 }, ...extra });

  it("advances Fatigue once Upkeep 19 exceeds a +18 bonus, which becomes +23", () => {
    const declared = declareAction(caster(), strengthening(19), { ic: 0 }, OPTIONS, fixedDice([]));
    expect(declared.actor.fatigue).toEqual({ level: 3, staminaPenalty: 0, chakraPenalty: 0 });
    expect(combatValues(declared.actor, OPTIONS).chakraBonusBeforePenalties).toBe(23);
    expect(declared.upkeepFatigue).toBe(1);
  });

  it("leaves Fatigue alone while Upkeep only equals the bonus", () => {
    expect(declareAction(caster(), strengthening(18), { ic: 0 }, OPTIONS, fixedDice([])).actor.fatigue.level).toBe(2);
  });

  it("clears every Burn when Upkeep advances Fatigue, as any advance does", () => {
    const burnt = caster({ statuses: [status("burn", 4)] });
    expect(declareAction(burnt, strengthening(19), { ic: 0 }, OPTIONS, fixedDice([])).actor.statuses).toEqual([]);
  });

  it("knocks a caster at Fatigue 5 out when Upkeep outgrows the bonus, without cancelling the technique", () => {
    const spent = caster({ fatigue: { level: 5, staminaPenalty: 0, chakraPenalty: 0 } });
    // +6 +2 +25 = +33 before penalties.
    const declared = declareAction(spent, strengthening(34), { ic: 0 }, OPTIONS, fixedDice([]));
    expect([declared.actor.condition, declared.actor.fatigue.level, declared.fails]).toEqual(["unconscious", 5, false]);
  });
});

describe("a failed exhaustion roll", () => {
  it("clears every Burn and both running penalties", () => {
    const actor = newCombatant({ id: "a", name: "A", stats, fatigue: { level: 0, staminaPenalty: 2, chakraPenalty: 1 }, statuses: [status("burn", 3)] });
    const kick: IcAction = { name: "Kick", kind: "taijutsu", speed: 8, stamina: 10 };
    const declared = declareAction(actor, kick, { ic: 0 }, OPTIONS, fixedDice([1]));
    expect([declared.actor.fatigue, declared.actor.statuses]).toEqual([{ level: 1, staminaPenalty: 0, chakraPenalty: 0 }, []]);
  });
});
