import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import type { IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { combatValues, newCombatant, type IcCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import type { StatusInstance } from "../status/types";
import { applyAttackOutcome } from "./apply";
import { resolveAttack } from "./attack";
import { declareAction } from "./declare";

const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 30, xp: 0 };
const attacker = newCombatant({ id: "a", name: "A", stats });
const punch: IcAction = { ...(BASIC_ACTIONS["Basic Unarmed"] as IcAction), stamina: 0 };
const sleep = (extra: Partial<StatusInstance> = {}): StatusInstance => ({ kind: "sleep", severity: 1, source: "lullaby", appliedIc: 0, duration: 30, ...extra });
const sleeper = (extra: Partial<StatusInstance> = {}) => newCombatant({ id: "d", name: "D", stats, statuses: [sleep(extra)] });

/** `attacker` punches `defender` on IC `ic`; the defender's Dodge rolls `dodgeFace`. */
function punched(defender: IcCombatant, ic: number, dodgeFace: number): IcCombatant {
  const declared = declareAction(attacker, punch, { ic }, OPTIONS, fixedDice([]));
  const outcome = resolveAttack(attacker, defender, declared, { defense: "dodge" }, OPTIONS, fixedDice([1, 1]), fixedDice([dodgeFace]));
  return applyAttackOutcome(defender, outcome, ic, OPTIONS, fixedDice([1, 1, 1])).defender;
}

describe("Sleep", () => {
  const awakeDodge = combatValues(newCombatant({ id: "d", name: "D", stats }), OPTIONS).dodgeBonus;

  it("is woken by an attack that misses", () => {
    const after = punched(sleeper(), 8, 20);
    expect(after.vitality.value).toBe(after.vitality.max);
    expect(after.statuses).toEqual([sleep({ woken: true, duration: null })]);
  });

  it("keeps the -5 to defend after the attack that woke them", () => {
    const after = punched(sleeper(), 8, 1);
    expect(after.vitality.value).toBeLessThan(after.vitality.max);
    expect(combatValues(after, OPTIONS).dodgeBonus).toBe(awakeDodge - 5);
  });

  it("keeps the -5 to initiative after the hit that woke them", () => {
    const awake = combatValues(newCombatant({ id: "d", name: "D", stats }), OPTIONS).initiativeBonus;
    expect(combatValues(punched(sleeper(), 8, 1), OPTIONS).initiativeBonus).toBe(awake - 5);
  });

  it("ends the -5 with the sleeper's first action after waking", () => {
    const woken = punched(sleeper(), 8, 20);
    const acted = declareAction(woken, BASIC_ACTIONS.Rest as IcAction, { ic: 12 }, OPTIONS, fixedDice([])).actor;
    expect(acted.statuses).toEqual([]);
    expect(combatValues(acted, OPTIONS).dodgeBonus).toBe(awakeDodge);
  });

  it("gives a sleeper no attack has woken the same -5 to defend", () => {
    expect(combatValues(sleeper(), OPTIONS).dodgeBonus).toBe(awakeDodge - 5);
  });
});
