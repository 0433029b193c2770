import { hasCondition, hasFlag } from "../conditions/active";
import type { DegreesOptions } from "../options";
import type { RuleRefusal } from "../../refusal";
import { degreesRefusal } from "../refusals";
import { sizeDifference } from "../size";
import type { AttackerView, AttackProfile, DefenceKind, DefenderView, DefensiveTechnique } from "./types";

/** The answer a defender gives to an attack. */
export type DefenceAnswer = { kind: "dodge" } | { kind: "block" } | { kind: "anticipate" } | { kind: "technique"; technique: DefensiveTechnique };

function blockRefusal(attack: AttackProfile, attacker: AttackerView, defender: DefenderView): RuleRefusal | null {
  if (defender.wielding === null) return degreesRefusal("unarmedBlock", {}, "Blocking needs something in hand that can deflect the blow; never unarmed");
  if (attack.delivery !== "melee" && attack.delivery !== "projectile") return degreesRefusal("blockAgainst", { delivery: attack.delivery }, `Only melee attacks and projectiles can be blocked, not ${attack.delivery} attacks`);
  if (attack.projectileTechnique && !defender.wielding.blocksProjectileTechniques) {
    return degreesRefusal("blockTechnique", {}, "Projectile techniques are blocked only with a special or Energize-enhanced weapon");
  }
  const larger = sizeDifference(attacker.size, defender.size);
  if (larger >= 2) return degreesRefusal("blockSize", { categories: larger }, `The attacker is ${larger} size categories larger: too big to block`);
  return null;
}

function techniqueRefusal(attack: AttackProfile, defender: DefenderView, technique: DefensiveTechnique, options: DegreesOptions): RuleRefusal | null {
  if (attack.opportunity) return degreesRefusal("opportunityAttack", {}, "Against an opportunity attack only Dodge, Block or Anticipate are allowed");
  // Caught off guard, Anticipate is the one prediction maneuver left (M71).
  if (hasCondition(defender.conditions, "flatFooted", options) || hasCondition(defender.conditions, "unaware", options)) {
    return degreesRefusal("flatFooted", {}, "Caught off guard, only Anticipate is left among the prediction maneuvers");
  }
  if (hasFlag(defender.conditions, "cannotAct", options)) return degreesRefusal("noActions", { technique: technique.name }, `${technique.name} needs an action, and the defender cannot take actions`);
  if (!defender.actionsLeft.includes(technique.action)) return degreesRefusal("actionSpent", { technique: technique.name, action: technique.action }, `${technique.name} needs a ${technique.action} action, already spent this round`);
  if (defender.chakra < technique.chakraCost) return degreesRefusal("notEnoughChakra", { technique: technique.name, cost: technique.chakraCost, chakra: defender.chakra }, `${technique.name} costs ${technique.chakraCost} chakra; only ${defender.chakra} left`);
  return null;
}

/**
 * Why a defence may not be used against an attack, or null (M22–M25, M55, M71, M130 18, F6).
 * A critical hit or a defenceless target leaves no defence at all; an invalid defence attempted
 * anyway gives the attacker an automatic success (M23), which `resolveAttack` applies.
 */
export function defenceRefusal(answer: DefenceAnswer, attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions): RuleRefusal | null {
  if (hasFlag(defender.conditions, "cannotDefend", options)) return degreesRefusal("defenceless", {}, "A defenceless target cannot defend: the attack hits automatically");
  if (attack.mercyStrike) return degreesRefusal("mercyStrike", {}, "A mercy strike is an automatic critical: no defence");
  if (attack.delivery === "area" && (answer.kind === "dodge" || answer.kind === "anticipate") && hasFlag(defender.conditions, "noDodgeVsArea", options)) {
    return degreesRefusal("impededVsArea", { defence: answer.kind }, "Impeded, the defender cannot Dodge or Anticipate an area attack");
  }
  switch (answer.kind) {
    case "dodge":
    case "anticipate":
      return null;
    case "block":
      return blockRefusal(attack, attacker, defender);
    case "technique":
      return techniqueRefusal(attack, defender, answer.technique, options);
  }
}

/** Each defence with the refusal code of the reason it is not allowed, or null: what a card offers (F6). */
export function defenceChoices(attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions, technique?: DefensiveTechnique): { kind: DefenceKind; refused: string | null }[] {
  const answers: DefenceAnswer[] = [{ kind: "dodge" }, { kind: "block" }, { kind: "anticipate" }];
  if (technique) answers.push({ kind: "technique", technique });
  return answers.map((answer) => ({ kind: answer.kind, refused: defenceRefusal(answer, attack, attacker, defender, options)?.code ?? null }));
}
