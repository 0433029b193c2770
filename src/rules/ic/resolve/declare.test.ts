import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import type { IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { newCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import type { StatusInstance } from "../status/types";
import { declareAction } from "./declare";

const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 30, xp: 0 };
const status = (kind: StatusInstance["kind"], severity: number, extra: Partial<StatusInstance> = {}): StatusInstance => ({ kind, severity, source: "x", appliedIc: 0, duration: null, ...extra });
const rest = BASIC_ACTIONS.Rest as IcAction;
const coupDeGrace = BASIC_ACTIONS["Coup de Grace"] as IcAction;

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
