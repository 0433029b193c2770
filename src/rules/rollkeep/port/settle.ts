import { takeWounds, type WoundsTaken } from "../attack/take-wounds";
import { UNARMED } from "../attack/weapons";
import type { RollkeepOptions } from "../options";
import type { RollkeepOutcome } from "./attack-flow";
import type { RollkeepCombatant } from "./combatant";
import { deriveNow } from "./readings";

/** The skill bare hands fight with, once a Disarm has taken the weapon (M2, AT6). */
export const UNARMED_SKILL = "jiujutsu";

/** One outcome settled: the wounds it left (null for a miss or no damage). */
export interface RollkeepSettled {
  outcome: RollkeepOutcome;
  wounds: WoundsTaken | null;
}

function indexOf(list: readonly RollkeepCombatant[], id: string): number {
  const i = list.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`No combatant "${id}" to settle on`);
  return i;
}

/**
 * Lands finished attacks, in order, each as soon as it is over (roll-and-keep turns are not
 * simultaneous). The target takes the damage as wounds, less its armor's Reduction and a Void
 * Point if it answered with one (V6, C15); a won Knockdown leaves it Prone (M7), a won Disarm
 * empty-handed (M2); the attacker is credited with a Down or a Kill (C14) and with another attack
 * when it called Extra Attack (M3).
 */
export function settleOutcomes(combatants: readonly RollkeepCombatant[], outcomes: readonly RollkeepOutcome[], options: RollkeepOptions): { combatants: readonly RollkeepCombatant[]; settled: RollkeepSettled[] } {
  const list = combatants.slice();
  const settled: RollkeepSettled[] = [];
  for (const outcome of outcomes) {
    const ti = indexOf(list, outcome.targetId);
    const target = list[ti] as RollkeepCombatant;
    const derived = deriveNow(target, options);
    const wounds = outcome.hit && outcome.damage > 0 ? takeWounds({ wounds: target.character.wounds, earth: derived.rings.earth, mook: target.character.mook, adjustments: target.character.woundAdjustments }, outcome.damage, { voidPoint: outcome.voidOnWounds, reduction: derived.armorReduction }, options) : null;
    list[ti] = {
      ...target,
      character: wounds ? { ...target.character, wounds: wounds.wounds } : target.character,
      conditions: outcome.knockedProne ? { ...target.conditions, prone: true } : target.conditions,
      ...(outcome.disarmed ? { weapon: UNARMED, weaponSkill: UNARMED_SKILL } : {}),
    };
    const ai = indexOf(list, outcome.attackerId);
    const attacker = list[ai] as RollkeepCombatant;
    const credits = { downs: attacker.credits.downs + (wounds?.downed ? 1 : 0), kills: attacker.credits.kills + (wounds?.killed ? 1 : 0) };
    const turn = outcome.extraAttack && attacker.turn ? { ...attacker.turn, extraAttacks: attacker.turn.extraAttacks + 1 } : attacker.turn;
    list[ai] = { ...attacker, credits, turn };
    settled.push({ outcome, wounds });
  }
  return { combatants: list, settled };
}
