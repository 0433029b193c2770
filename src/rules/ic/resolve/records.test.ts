import { describe, expect, it } from "vitest";
import { seededDice } from "../../dice";
import type { IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { cloneCombatant, newCombatant, type IcCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import { icRuleset as rules } from "../port";
import type { AttackOutcome } from "./attack";
import type { AttackFlow } from "./attack-flow";
import type { DeclaredAction } from "./declare";

const stats = { str: 40, dex: 40, agi: 40, res: 40, cha: 40, xp: 400 };
const ACTIONS: IcAction[] = [
  BASIC_ACTIONS["Basic Unarmed"] as IcAction,
  { name: "Burning palm", kind: "ninjutsu", role: "attack", speed: 9, chakra: 8, stamina: 6, damage: { dice: "2d6", stat: "cha", type: "energy" }, statuses: [{ kind: "burn", severity: 2, duration: 10, roll: "none", tn: 0 }] },
  { name: "Long sweep", kind: "taijutsu", role: "attack", speed: 14, damage: { dice: "3d6", stat: "str", type: "blunt" } },
];

/** The records one attack left, as plain data (what a caller can read of them). */
interface Played {
  declared: string;
  attack: string;
  outcomes: string;
  records: { declared: DeclaredAction; attack: AttackFlow; outcomes: AttackOutcome[] };
}

/**
 * `turns` attacks of A on B, each declared, opened, answered with a Dodge, damaged and its
 * outcomes taken, on fighters the caller owns. With `handBack` each declaration is handed the
 * one made for the attack before; without, none is.
 */
function play(seed: number, turns: number, handBack: boolean): Played[] {
  const dice = seededDice(seed);
  let a: IcCombatant = cloneCombatant(newCombatant({ id: "a", name: "A", stats, vitality: { value: 1e6, max: 1e6 }, hp: { value: 1e6, max: 1e6 } }));
  const b: IcCombatant = cloneCombatant(newCombatant({ id: "b", name: "B", stats, vitality: { value: 1e6, max: 1e6 }, hp: { value: 1e6, max: 1e6 } }));
  const played: Played[] = [];
  let last: Played["records"] | undefined;
  for (let i = 0; i < turns; i++) {
    const action = ACTIONS[i % ACTIONS.length] as IcAction;
    const declared = rules.declare(a, action, { ic: a.nextIc }, OPTIONS, dice, true, handBack ? last?.declared : undefined);
    a = declared.actor;
    let attack = rules.attack.open(a, declared, { targetId: b.id }, b, OPTIONS, dice);
    attack = rules.attack.answer(attack, a, b, { kind: "dodge" }, OPTIONS, dice, true).attack;
    if (rules.attack.stage(attack).awaitsDamage) attack = rules.attack.damage(attack, a, b, null, OPTIONS, dice, false, true);
    const outcomes = rules.attack.outcomes(attack, a);
    // Read at once, as a caller must: the next declaration writes over this one when handed it.
    played.push({ declared: JSON.stringify({ ...declared, actor: null }), attack: JSON.stringify(attack), outcomes: JSON.stringify(outcomes), records: { declared, attack, outcomes } });
    last = { declared, attack, outcomes };
  }
  return played;
}

describe("declarations handed in (owned steps)", () => {
  it("give every attack the same declaration, attack and outcomes as new records do", () => {
    for (const seed of [1, 2, 3, 42]) {
      const fresh = play(seed, 60, false);
      const handed = play(seed, 60, true);
      for (let i = 0; i < fresh.length; i++) {
        expect(handed[i]?.declared, `seed ${seed}, attack ${i}`).toBe(fresh[i]?.declared);
        expect(handed[i]?.attack, `seed ${seed}, attack ${i}`).toBe(fresh[i]?.attack);
        expect(handed[i]?.outcomes, `seed ${seed}, attack ${i}`).toBe(fresh[i]?.outcomes);
      }
    }
  });

  it("write over the very declaration handed in, and make a new one without", () => {
    const handed = play(7, 6, true);
    const fresh = play(7, 6, false);
    for (let i = 1; i < handed.length; i++) {
      expect(handed[i]?.records.declared).toBe(handed[0]?.records.declared);
      expect(fresh[i]?.records.declared).not.toBe(fresh[i - 1]?.records.declared);
    }
  });

  it("answer and damage an owned attack in copies: IC's attack steps keep nothing of an earlier attack", () => {
    const played = play(7, 6, true);
    for (let i = 1; i < played.length; i++) {
      const before = played[i - 1]?.records;
      const now = played[i]?.records;
      expect(before?.attack.defense).not.toBeNull();
      expect(now?.attack.defense).not.toBe(before?.attack.defense);
      expect(now?.outcomes[0]).not.toBe(before?.outcomes[0]);
    }
  });

  it("are taken only with owned: a declaration that does not own its actor makes a new record", () => {
    const dice = seededDice(5);
    const actor = newCombatant({ id: "a", name: "A", stats });
    const first = rules.declare(cloneCombatant(actor), ACTIONS[0] as IcAction, { ic: 0 }, OPTIONS, dice, true);
    const copied = rules.declare(actor, ACTIONS[0] as IcAction, { ic: 0 }, OPTIONS, dice, false, first);
    expect(copied).not.toBe(first);
    expect(copied.actor).not.toBe(actor);
  });
});
