import type { DiceSource } from "../../dice";
import { contest, meetsDc, type ContestSide } from "../checks";
import { conditionModifier, hasCondition, hasFlag, type CheckContext } from "../conditions/active";
import { DODGE_BASE } from "../character/derived";
import type { DegreesOptions } from "../options";
import { modifierTotal, type CheckRoll, type RollModifier } from "../roll";
import { sizeAttackBonus } from "../size";
import type { DefenceAnswer } from "./defence";
import type { AttackStep } from "./steps";
import type { AttackDelivery, AttackerView, AttackProfile, DefenderView, DefensiveTechnique } from "./types";

/** What a legal defence did: whether the attack got through, and the attack roll that decided it. */
export interface DefenceOutcome {
  steps: AttackStep[];
  hit: boolean;
  /** The deciding attack roll: the attack check, or the last re-roll of a tied contest (M35). */
  deciding: CheckRoll;
  /** Whether ties were re-rolled, making `deciding` a new roll. */
  rerolled: boolean;
  /** What a defensive technique cost, paid win or lose (M25, M71). */
  techniqueCost?: { chakra: number; action: DefensiveTechnique["action"] };
}

export function attackType(delivery: AttackDelivery): CheckContext["attackType"] {
  return delivery === "melee" ? "melee" : delivery === "projectile" ? "ranged" : delivery === "area" ? "area" : undefined;
}

/**
 * Cover in place before the attack (M115, M116): +3 to the defence, Prone counting as partial
 * cover against projectiles, except from a flier above a target on the ground (M98).
 */
function coverBonus(attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions): readonly RollModifier[] {
  const fromAbove = hasCondition(attacker.conditions, "winged", options) && !hasCondition(defender.conditions, "winged", options);
  const prone = attack.delivery === "projectile" && !fromAbove && hasFlag(defender.conditions, "partialCoverVsRanged", options);
  return defender.cover !== "none" || prone ? COVER : NONE;
}

// Every defence reads these: built once, shared, never changed.
const COVER: readonly RollModifier[] = [{ label: "cover", value: 3 }];
const NONE: readonly RollModifier[] = [];
const HEAVY: readonly RollModifier[] = [{ label: "heavyWeapon", value: -1 }];

/** The check a defence is, as the defender's conditions read it (one shape for every defence, `attacker` undefined when unknown). */
function defenceContext(attack: AttackProfile, answer: DefenceAnswer, attacker: AttackerView): CheckContext {
  return { kind: "defence", attackType: attackType(attack.delivery), defence: answer.kind, attacker: attacker.id };
}

function withModifier(roll: CheckRoll, label: string, value: number): CheckRoll {
  if (value === 0) return roll;
  return { faces: roll.faces, natural: roll.natural, accuracy: roll.accuracy, modifiers: [...roll.modifiers, { label, value }], total: roll.total + value };
}

/** Two lists of modifiers as one, without a copy when either is empty (the lists are never changed). */
function joined(a: readonly RollModifier[], b: readonly RollModifier[]): readonly RollModifier[] {
  return b.length === 0 ? a : a.length === 0 ? b : [...a, ...b];
}

/**
 * A legal defence against an attack that is neither critical nor automatic (M22–M25, M105,
 * M115). Dodge sets a difficulty; the others contest, the defender winning only when higher.
 */
export function defend(roll: CheckRoll, answer: DefenceAnswer, attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions, dice: DiceSource): DefenceOutcome {
  // A defender held by nothing meets no condition's modifier: no check context to build then.
  const fromConditions = defender.conditions.length === 0 ? 0 : conditionModifier(defender.conditions, defenceContext(attack, answer, attacker), options);
  const cover = coverBonus(attack, attacker, defender, options);
  // Most defences meet no modifier at all: the shared empty list then, not a new one.
  const shared: readonly RollModifier[] = defender.defenceModifiers.length === 0 && cover === NONE && fromConditions === 0 ? NONE : [...defender.defenceModifiers, ...cover, ...(fromConditions === 0 ? [] : [{ label: "conditions", value: fromConditions }])];
  // Size favours the attacker only against the reactions (M105), never against a technique.
  const attackRoll = withModifier(roll, "size", answer.kind === "technique" ? 0 : sizeAttackBonus(attacker.size, defender.size));
  if (answer.kind === "dodge") {
    const parts: RollModifier[] = hasFlag(defender.conditions, "losesDodgeBonuses", options) ? [] : [{ label: "dodge", value: defender.accuracies.dodge }];
    if (parts.length > 0) for (const m of defender.dodgeBonuses) parts.push(m);
    for (const m of shared) parts.push(m);
    const dc = DODGE_BASE + modifierTotal(parts);
    const hit = meetsDc(attackRoll.total, dc, options);
    return { steps: [{ step: "dodge", dc, parts, attackTotal: attackRoll.total, hit }], hit, deciding: roll, rerolled: false, techniqueCost: undefined };
  }
  const steps: AttackStep[] = [];
  let side: ContestSide;
  let techniqueCost: DefenceOutcome["techniqueCost"];
  if (answer.kind === "block") {
    side = { accuracy: defender.accuracies.melee, modifiers: attack.heavyWeapon && defender.wielding?.weight !== "heavy" ? joined(shared, HEAVY) : shared };
  } else if (answer.kind === "anticipate") {
    side = { accuracy: defender.accuracies.anticipate, modifiers: joined(defender.anticipateBonuses, shared) };
  } else {
    const { chakraCost, action } = answer.technique;
    techniqueCost = { chakra: chakraCost, action };
    steps.push({ step: "techniqueCost", chakra: chakraCost, action });
    side = { accuracy: defender.accuracies.anticipate, modifiers: shared };
  }
  const result = contest({ accuracy: roll.accuracy, modifiers: attackRoll.modifiers }, side, options, dice, attackRoll);
  steps.push({ step: "contest", defence: answer.kind, contest: result, hit: result.attackerWins });
  return { steps, hit: result.attackerWins, deciding: result.attacker, rerolled: result.rounds.length > 1, techniqueCost };
}
