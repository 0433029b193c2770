/** A fighter the roll-and-keep port tests share (test data only; nothing in the rules imports it). */
import { DEFAULT_WEAPONS } from "../attack/weapons";
import type { Stance } from "../combat/stances";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";

/** A samurai as the port starts one: every trait 2, Insight Rank 1, no skills, a katana in hand, the given stance and Void Ring. */
export function plainSamurai(stance: Stance = "attack", voidRing = 2): RollkeepCombatant {
  const katana = DEFAULT_WEAPONS.katana;
  if (!katana) throw new Error("The default weapon table has no katana");
  return newRollkeepCombatant({
    id: "a",
    name: "a",
    side: "a",
    character: { traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 2, perception: 2, strength: 2 }, void: voidRing, insightRank: 1, skills: {} },
    weapon: katana,
    weaponSkill: "kenjutsu",
    stance,
  });
}
