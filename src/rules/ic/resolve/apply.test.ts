import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import type { IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { combatValues, newCombatant, type IcCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import type { StatusInstance } from "../status/types";
import { applyAttackOutcome } from "./apply";
import type { AttackOutcome } from "./attack";
import { ownedCombatant, settleInPlace } from "./settle";
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

describe("Suffocation rising", () => {
  // RES 30: +3 to Stamina rolls.
  const choke: IcAction = { ...punch, name: "Choke", statuses: [{ kind: "suffocation", severity: 3, duration: 0, roll: "none", tn: 0 }] };
  const gasping = (extra: Partial<IcCombatant> = {}) => newCombatant({ id: "d", name: "D", stats, statuses: [{ kind: "suffocation", severity: 2, source: "smoke", appliedIc: 0, duration: null, ongoing: true }], ...extra });
  const choked = (defender: IcCombatant, staminaFace: number) => {
    const declared = declareAction(attacker, choke, { ic: 4 }, OPTIONS, fixedDice([]));
    const outcome = resolveAttack(attacker, defender, declared, { defense: "dodge" }, OPTIONS, fixedDice([1, 1]), fixedDice([1]));
    return applyAttackOutcome(defender, outcome, 4, OPTIONS, fixedDice([staminaFace]));
  };

  it("calls for a Stamina 15 roll at the new total as a penalty (2 + 3: a 17 + 3 - 5 passes)", () => {
    const applied = choked(gasping(), 17);
    expect(applied.suffocationRoll).toMatchObject({ kind: "stamina", cost: 15, total: 15, passed: true });
    expect(applied.defender.fatigue).toEqual({ level: 0, staminaPenalty: 3, chakraPenalty: 0 });
  });

  it("advances Fatigue on a failed Suffocation roll, clearing Burns but not the Suffocation", () => {
    const burnt = gasping({ statuses: [...gasping().statuses, { kind: "burn", severity: 1, source: "fire", appliedIc: 0, duration: null }] });
    // 16 + 3 - 5 (Suffocation) - 1 (Burn) = 13: short of 15.
    const applied = choked(burnt, 16);
    expect(applied.suffocationRoll).toMatchObject({ total: 13, passed: false });
    expect(applied.defender.fatigue.level).toBe(1);
    expect(applied.defender.statuses.map((st) => [st.kind, st.severity])).toEqual([
      ["suffocation", 2],
      ["suffocation", 3],
    ]);
  });

  it("calls for no roll when the Suffocation is resisted", () => {
    const resistible: IcAction = { ...choke, statuses: [{ kind: "suffocation", severity: 3, duration: 0, roll: "athletics", tn: 5 }] };
    const declared = declareAction(attacker, resistible, { ic: 4 }, OPTIONS, fixedDice([]));
    const outcome = resolveAttack(attacker, gasping(), declared, { defense: "dodge" }, OPTIONS, fixedDice([1, 1]), fixedDice([1]));
    // The status roll: 5 + Athletics 0 reaches TN 5, and no further die is needed.
    const applied = applyAttackOutcome(gasping(), outcome, 4, OPTIONS, fixedDice([5]));
    expect([applied.resisted, applied.suffocationRoll]).toEqual([["suffocation"], null]);
  });
});

describe("settling in place", () => {
  /**
   * `action`'s outcome on `defender` (its Dodge rolling `dodgeFace`), changed by `edit`; the
   * defender as the copying path leaves them; and as the owned settling leaves a copy of them in its list.
   */
  function landing(defender: IcCombatant, dodgeFace: number, action = punch, edit = (o: AttackOutcome) => o) {
    const declared = declareAction(attacker, action, { ic: 8 }, OPTIONS, fixedDice([]));
    const outcome = edit(resolveAttack(attacker, defender, declared, { defense: "dodge" }, OPTIONS, fixedDice([1, 1]), fixedDice([dodgeFace])));
    const list = [ownedCombatant(defender)];
    settleInPlace(list, [outcome], 1, 8, OPTIONS, fixedDice([1, 1, 1]));
    return { after: applyAttackOutcome(defender, outcome, 8, OPTIONS, fixedDice([1, 1, 1])).defender, settled: list[0] };
  }

  it("leaves a defender with no statuses as they were after a dodged punch, as the copying path does", () => {
    const defender = newCombatant({ id: "d", name: "D", stats });
    const { after, settled } = landing(defender, 20);
    expect(settled).toEqual(defender);
    expect(after).toEqual(defender);
  });

  it("lands a punch that hits as the copying path does", () => {
    const defender = newCombatant({ id: "d", name: "D", stats });
    const { after, settled } = landing(defender, 1);
    expect(after.vitality.value).toBeLessThan(defender.vitality.value);
    expect(settled).toEqual(after);
  });

  it("lands a miss on a sleeper: it wakes them", () => {
    const defender = sleeper();
    const { after, settled } = landing(defender, 20);
    expect(after.statuses).not.toEqual(defender.statuses);
    expect(settled).toEqual(after);
  });

  it("lands the status an outcome carries though it deals no damage, as the copying path does", () => {
    const binding: IcAction = { ...punch, name: "Bind", statuses: [{ kind: "immobility", severity: 2, duration: 10, roll: "none", tn: 0 }] };
    const defender = newCombatant({ id: "d", name: "D", stats });
    const { after, settled } = landing(defender, 1, binding, (o) => ({ ...o, damage: 0 }));
    expect(after.statuses.map((st) => st.kind)).toEqual(["immobility"]);
    expect(after.vitality.value).toBe(defender.vitality.value);
    expect(settled).toEqual(after);
  });
});
