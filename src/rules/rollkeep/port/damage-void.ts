import type { DiceSource } from "../../dice";
import { spendVoidPoint } from "../character/void-points";
import type { RollkeepOptions } from "../options";
import { rollFlowDamage, spendRefusal, type RollkeepAttackFlow } from "./attack-flow";
import type { RollkeepCombatant } from "./combatant";
import { roundOf } from "./moments";

/** How the attacker rolls a hit's damage: as it stands, or with a Void Point's +1k1 (V3, by the option `voidOnDamage`). */
export interface DamageChoice {
  voidPoint: boolean;
}

/**
 * V3/W10: the ways the attacker may roll the damage: plainly, and, where the GM's option
 * `voidOnDamage` allows a Void Point on damage at all, with one (the code of why it is refused
 * when the round's point is gone or none is left, V1, V2).
 */
export function damageOffers(flow: RollkeepAttackFlow, attacker: RollkeepCombatant, options: RollkeepOptions): { kind: "none" | "voidPoint"; refused: string | null }[] {
  const plain = { kind: "none" as const, refused: null };
  return options.voidOnDamage ? [plain, { kind: "voidPoint", refused: spendRefusal(attacker.voidPoints, "boost", flow, options) }] : [plain];
}

/**
 * Rolls a hit's damage (AT4–AT7) with the attacker's choice: a Void Point's +1k1 is paid in the
 * attack's round (V2) and shows as the damage's last step (AT7, W10); without the option
 * `voidOnDamage` the roll refuses it. Returns the attack and the attacker after paying.
 */
export function rollDamageWith(flow: RollkeepAttackFlow, attacker: RollkeepCombatant, choice: DamageChoice, options: RollkeepOptions, dice: DiceSource): { attack: RollkeepAttackFlow; attacker: RollkeepCombatant } {
  if (!choice.voidPoint) return { attack: rollFlowDamage(flow, options, dice), attacker };
  const voidPoints = spendVoidPoint(attacker.voidPoints, "boost", { round: roundOf(flow.at), roundStart: false }, options);
  const declaration = flow.attack.declaration;
  const boosted = { ...flow, attack: { ...flow.attack, declaration: { ...declaration, damage: { ...declaration.damage, voidBoost: true } } } };
  return { attack: rollFlowDamage(boosted, options, dice), attacker: { ...attacker, voidPoints } };
}
