import { hasCondition, hasFlag } from "../conditions/active";
import { chakraShort } from "../chakra";
import type { DegreesOptions } from "../options";
import type { RuleRefusal } from "../../refusal";
import { asRefusal, degreesReason, type DegreesReason } from "../refusals";
import { sizeDifference } from "../size";
import type { AttackerView, AttackProfile, DefenceKind, DefenderView, DefensiveTechnique } from "./types";

/** The answer a defender gives to an attack. */
export type DefenceAnswer = { kind: "dodge" } | { kind: "block" } | { kind: "anticipate" } | { kind: "technique"; technique: DefensiveTechnique };

function blockReason(attack: AttackProfile, attacker: AttackerView, defender: DefenderView): DegreesReason | null {
  if (defender.wielding === null) return degreesReason("unarmedBlock", {}, "Blocking needs something in hand that can deflect the blow; never unarmed");
  if (attack.delivery !== "melee" && attack.delivery !== "projectile") return degreesReason("blockAgainst", { delivery: attack.delivery }, `Only melee attacks and projectiles can be blocked, not ${attack.delivery} attacks`);
  if (attack.notProjectile) return degreesReason("blockNotProjectile", {}, "Only melee attacks and projectiles can be blocked; this technique is no projectile");
  if (attack.projectileTechnique && !defender.wielding.blocksProjectileTechniques) {
    return degreesReason("blockTechnique", {}, "Projectile techniques are blocked only with a special or Energize-enhanced weapon");
  }
  const larger = sizeDifference(attacker.size, defender.size);
  if (larger >= 2) return degreesReason("blockSize", { categories: larger }, `The attacker is ${larger} size categories larger: too big to block`);
  return null;
}

function techniqueReason(attack: AttackProfile, defender: DefenderView, technique: DefensiveTechnique, options: DegreesOptions): DegreesReason | null {
  if (attack.opportunity) return degreesReason("opportunityAttack", {}, "Against an opportunity attack only Dodge, Block or Anticipate are allowed");
  // Caught off guard, Anticipate is the one prediction maneuver left (M71).
  if (hasCondition(defender.conditions, "flatFooted", options) || hasCondition(defender.conditions, "unaware", options)) {
    return degreesReason("flatFooted", {}, "Caught off guard, only Anticipate is left among the prediction maneuvers");
  }
  if (hasFlag(defender.conditions, "cannotAct", options)) return degreesReason("noActions", { technique: technique.name }, `${technique.name} needs an action, and the defender cannot take actions`);
  if (!defender.actionsLeft.includes(technique.action)) return degreesReason("actionSpent", { technique: technique.name, actionType: technique.action }, `${technique.name} needs a ${technique.action} action, already spent this round`);
  const short = chakraShort(defender.chakra, technique.chakraCost, technique.name);
  if (short) return short;
  return technique.nullify ? nullifyReason(attack, technique.nullify.powerLevel) : null;
}

/** A Nullify meets only a damaging ninpou technique, at most 1 power level away (M74); metaskills are not kept on items, so the table judges them. */
function nullifyReason(attack: AttackProfile, powerLevel: number): DegreesReason | null {
  if (attack.ninpouPowerLevel === undefined) return degreesReason("nullifyNinpou", {}, "Nullify meets only a damaging ninpou technique");
  const gap = Math.abs(attack.ninpouPowerLevel - powerLevel);
  return gap > 1 ? degreesReason("nullifyPowerLevel", { gap }, `Power levels ${gap} apart: nullifying needs them at most 1 apart`) : null;
}

/**
 * Why a defence may not be used against an attack, or null, as a reason (`defenceRefusal` makes it one to throw) (M22–M25, M55, M71, M130 18, F6).
 * A critical hit or a defenceless target leaves no defence at all; an invalid defence attempted
 * anyway gives the attacker an automatic success (M23), which `resolveAttack` applies.
 */
export function defenceReason(answer: DefenceAnswer, attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions): DegreesReason | null {
  if (hasFlag(defender.conditions, "cannotDefend", options)) return degreesReason("defenceless", {}, "A defenceless target cannot defend: the attack hits automatically");
  if (attack.mercyStrike) return degreesReason("mercyStrike", {}, "A mercy strike is an automatic critical: no defence");
  if (attack.delivery === "area" && (answer.kind === "dodge" || answer.kind === "anticipate") && hasFlag(defender.conditions, "noDodgeVsArea", options)) {
    return degreesReason("impededVsArea", { defence: answer.kind }, "Impeded, the defender cannot Dodge or Anticipate an area attack");
  }
  switch (answer.kind) {
    case "dodge":
    case "anticipate":
      return null;
    case "block":
      return blockReason(attack, attacker, defender);
    case "technique":
      return techniqueReason(attack, defender, answer.technique, options);
  }
}

/** Why a defence may not be used against an attack, as a RuleRefusal, or null. */
export function defenceRefusal(answer: DefenceAnswer, attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions): RuleRefusal | null {
  const reason = defenceReason(answer, attack, attacker, defender, options);
  return reason && asRefusal(reason);
}

/** Each defence with the refusal code of the reason it is not allowed, or null: what a card offers (F6). */
export function defenceChoices(attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions, technique?: DefensiveTechnique): { kind: DefenceKind; refused: string | null }[] {
  const answers: DefenceAnswer[] = [{ kind: "dodge" }, { kind: "block" }, { kind: "anticipate" }];
  if (technique) answers.push({ kind: "technique", technique });
  return answers.map((answer) => ({ kind: answer.kind, refused: defenceReason(answer, attack, attacker, defender, options)?.code ?? null }));
}
