import type { DiceSource } from "../../dice";
import { actionBaseDamage, attackCheck, attackerView, damageOnTarget, defenderView, type DefenceSituation, type DegreesAction, type DegreesCombatant } from "../combatant";
import type { DegreesOptions } from "../options";
import { attackRefusal } from "./attack-refusal";
import type { DamageResult } from "./damage";
import type { DefenceAnswer } from "./defence";
import { resolveAttack, rollAttack, type AttackResult } from "./resolve";
import type { AttackOutcome } from "./settle";

/** Around the attack: the target's situation, the barrier it hides behind, and the attacker group's standard actions this round. */
export interface AttackCircumstances {
  situation: DefenceSituation;
  barrierHardness?: number;
  standardActionsThisRound: number;
}

/** One attack played through: the check and defence, the damage steps, and the outcome to settle (null on a miss). */
export interface PlayedAttack {
  attack: AttackResult;
  damage: DamageResult | null;
  outcome: AttackOutcome | null;
}

/**
 * Plays one attack of `action` by `attacker` on `target`, answered with `answer`: the same call
 * a chat card and the simulator make, dice injected. An attacker who may not attack is refused
 * before any die is rolled.
 */
export function playAttack(attacker: DegreesCombatant, target: DegreesCombatant, action: DegreesAction, answer: DefenceAnswer, around: AttackCircumstances, options: DegreesOptions, dice: DiceSource): PlayedAttack {
  const refused = attackRefusal(attacker.conditions, options);
  if (refused) throw refused;
  const check = attackCheck(attacker, action);
  const roll = rollAttack(check.accuracy, check.modifiers, action.attack, attackerView(attacker), options, dice);
  const attack = resolveAttack(roll, answer, action.attack, attackerView(attacker), defenderView(target, around.situation), options, dice);
  if (!attack.hit || attack.degree === 0) return { attack, damage: null, outcome: null };
  const damage = damageOnTarget(
    {
      base: actionBaseDamage(attacker, action, options),
      fixed: action.fixed,
      degree: attack.degree,
      ...(around.barrierHardness === undefined ? {} : { barrierHardness: around.barrierHardness }),
      ignoreHardness: action.ignoreHardness,
      standardActionsThisRound: around.standardActionsThisRound,
    },
    target,
    options,
  );
  return { attack, damage, outcome: { damage: damage.damage, lethal: action.attack.lethal, bleeding: attack.bleeding, absorptionLeft: damage.absorptionLeft } };
}
