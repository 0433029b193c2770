import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESETS } from "../../registry";
import type { Weapon } from "../attack/weapons";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS } from "../options";
import { ATTACK } from "./actions";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { momentOf } from "./moments";

const rules = RULESETS.rollkeep;
const rolls = rules.rolls!;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const bow: Weapon = { name: "Yumi", damage: { rolled: 2, kept: 2 }, size: "large", reach: "aimed", strength: { own: 3 } };

/** Reflexes 3, Agility 3; Kyujutsu 2 and Kenjutsu 3; Armor TN 20. */
function archer(id = "archer"): RollkeepCombatant {
  return newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits: { awareness: 2, reflexes: 3, willpower: 2, stamina: 2, intelligence: 2, agility: 3, perception: 2, strength: 2 }, void: 2, insightRank: 1, skills: { kyujutsu: { rank: 2 }, kenjutsu: { rank: 3 } } },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: "attack",
  });
}
const problem = (fn: () => unknown) => worded(refusalOf(fn));

describe("what surrounds a roll (R10, R15, R17)", () => {
  it("raises a retried roll's TN, but never an attack's, nor one against no TN (R10)", () => {
    const skill = { rolled: { kind: "skill", skill: "kenjutsu", trait: "agility" }, round: null } as const;
    expect(rolls.prepare(archer(), { ...skill, tn: 15, retries: 1 }, fourth).roll.tn).toMatchObject({ retries: 10, effective: 25 });
    expect(problem(() => rolls.prepare(archer(), { ...skill, retries: 1 }, fourth))).toBe("This roll cannot be made (retries): a roll against no TN has none to raise for a retry.");
    expect(problem(() => rolls.prepare(archer(), { rolled: { kind: "attack", target: archer("b") }, retries: 1, round: null }, fourth))).toBe("This roll cannot be made (tn.retries): an attack is never retried.");
  });

  it("puts the worse of wind and weather on a ranged attack's TN, in the dialog and on the card, and refuses it on a melee one (R15)", () => {
    const target = archer("target");
    const withBow = { kind: "attack", with: { weapon: bow, skill: "kyujutsu" }, target } as const;
    expect(rolls.prepare(archer(), { rolled: withBow, wind: "storm", weather: "rain", round: null }, fourth).roll.tn).toMatchObject({ weather: 10, effective: 30 });
    expect(problem(() => rolls.prepare(archer(), { rolled: { kind: "attack", target }, weather: "rain", round: null }, fourth))).toBe("This roll cannot be made (weather): wind and weather only reach ranged attacks and spells.");
    const declare = (weapon: Weapon) => rules.declare(rules.outsideCombat(archer()), { key: ATTACK, name: weapon.name, weapon, skill: "kyujutsu" }, { at: momentOf(0, 0), attack: { wind: "storm" } }, fourth, fixedDice([]));
    const flow = rules.attack.open(archer(), declare(bow), { targetId: target.id }, target, fourth, fixedDice([5, 5, 5, 5, 5]));
    expect(flow.attack.attackRoll?.tn).toMatchObject({ weather: 10, effective: 30 });
    expect(problem(() => declare(DEFAULT_WEAPONS.katana!))).toBe("This roll cannot be made (wind): wind and weather only reach ranged attacks and spells.");
  });

  it("takes difficult ground off a physical roll's total, and refuses it on a mental one (R17)", () => {
    expect(rolls.prepare(archer(), { rolled: { kind: "trait", trait: "agility" }, tn: 15, difficultTerrain: 5, round: null }, fourth).roll.pool.flat).toBe(-5);
    expect(problem(() => rolls.prepare(archer(), { rolled: { kind: "trait", trait: "intelligence" }, tn: 15, difficultTerrain: 5, round: null }, fourth))).toBe("This roll cannot be made (difficultTerrain): difficult ground only hampers physical rolls.");
  });

  it("takes difficult ground off an attack's total, in the dialog and on the card (R17, O4)", () => {
    const target = archer("target");
    expect(rolls.prepare(archer(), { rolled: { kind: "attack", target }, difficultTerrain: 10, round: null }, fourth).roll.pool.flat).toBe(-10);
    const katana = DEFAULT_WEAPONS.katana!;
    const declared = rules.declare(rules.outsideCombat(archer()), { key: ATTACK, name: katana.name, weapon: katana, skill: "kenjutsu" }, { at: momentOf(0, 0), attack: { difficultTerrain: 10 } }, fourth, fixedDice([]));
    // Kenjutsu 3 + Agility 3: 6k3 of 5s, 15, less 10.
    const flow = rules.attack.open(archer(), declared, { targetId: target.id }, target, fourth, fixedDice([5, 5, 5, 5, 5, 5]));
    expect(flow.attack.attackRoll?.total).toBe(5);
    expect(problem(() => rules.declare(rules.outsideCombat(archer()), { key: ATTACK, name: katana.name, weapon: katana, skill: "kenjutsu" }, { at: momentOf(0, 0), attack: { difficultTerrain: 1000 } }, fourth, fixedDice([])))).toMatch(/difficultTerrain/);
  });
});
