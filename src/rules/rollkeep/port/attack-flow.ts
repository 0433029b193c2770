import type { DiceSource } from "../../dice";
import { isRuleRefusal, RuleRefusal } from "../../refusal";
import type { AttackPreview, AttackStage } from "../../ruleset";
import { attackOutcome, type RollkeepAttackOutcome } from "../attack/attack-outcome";
import type { AttackStep, RollkeepAttack } from "../attack/attack-state";
import { attackStep, declareAttack, rollAttack, rollAttackDamage, rollManeuverContests } from "../attack/attack-steps";
import { damageSteps } from "../attack/damage-pool";
import { spendVoidPoint, type VoidPointState, type VoidSpend } from "../character/void-points";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";
import type { RollkeepDeclared } from "./declare";
import { roundOf } from "./moments";
import { attackerSnapshot, deriveNow, mountedAdvantage, targetSnapshot } from "./readings";

/**
 * An attack carried through the port's steps as a chat card carries it: the engine's attack
 * (declared, rolled, contests, damage), the step it waits for, the moment it was made (a Void
 * Point spent answering it counts in that round), and the target's answer to the damage.
 */
export interface RollkeepAttackFlow {
  attack: RollkeepAttack;
  action: string;
  at: number;
  step: AttackStep;
  /** V6 (house Endure): whether the target spends a Void Point against the wounds; null until it answers. */
  voidOnWounds: boolean | null;
}

/** How the target answers the damage of a hit: with a Void Point against the wounds (V6), or not. */
export interface RollkeepAnswer {
  voidPoint: boolean;
}

/** What a finished attack leaves to settle on the target, with the target's answer. */
export interface RollkeepOutcome extends RollkeepAttackOutcome {
  action: string;
  voidOnWounds: boolean;
}

/** The Strength contests due now, rolled (M2, M7, M8), and the step that leaves the attack at. */
function withContests(attack: RollkeepAttack, options: RollkeepOptions, dice: DiceSource): { attack: RollkeepAttack; step: AttackStep } {
  const step = attackStep(attack, options);
  if (step !== "contestBeforeDamage" && step !== "contestAfterDamage") return { attack, step };
  const contested = rollManeuverContests(attack, options, dice);
  return { attack: contested, step: attackStep(contested, options) };
}

function declaredAttack(declared: RollkeepDeclared): NonNullable<RollkeepDeclared["attack"]> {
  if (declared.attack === null) throw new RuleRefusal("actionRefused", { turnAction: declared.action.key }, `${declared.action.key}: not an attack`, { code: "notAnAttack", text: "is not an attack" });
  return declared.attack;
}

/**
 * Opens a declared attack at its target: the Armor TN and modifiers (AT1–AT9), maneuvers checked
 * against the raises, then the attack roll, which roll-and-keep's attacker makes (AT1), and any
 * Strength contest due before the damage (house Knockdown and Push/Pull, M7, M8).
 */
export function openAttack(attacker: RollkeepCombatant, declared: RollkeepDeclared, target: RollkeepCombatant, options: RollkeepOptions, dice: DiceSource): RollkeepAttackFlow {
  const asDeclared = declaredAttack(declared);
  const declaration = mountedAdvantage(attacker, target) ? { ...asDeclared, situation: { ...asDeclared.situation, advantagedPosition: true } } : asDeclared;
  const opened = declareAttack(attackerSnapshot(attacker, declared.skill, deriveNow(attacker, options), options), targetSnapshot(target, options), declaration, options);
  const { attack, step } = withContests(rollAttack(opened, options, dice), options, dice);
  return { attack, action: declared.action.name, at: declared.at, step, voidOnWounds: null };
}

/** The damage of a hit and any contest due after it (4e Knockdown, Disarm, M2, M7); the damage steps are always kept, they cost nothing. */
export function rollFlowDamage(flow: RollkeepAttackFlow, options: RollkeepOptions, dice: DiceSource): RollkeepAttackFlow {
  const { attack, step } = withContests(rollAttackDamage(flow.attack, options, dice), options, dice);
  return { ...flow, attack, step };
}

/** Whether the target still has the damage to answer: a hit that dealt some, not yet answered. */
function awaitsAnswer(flow: RollkeepAttackFlow): boolean {
  return flow.step === "done" && flow.voidOnWounds === null && (flow.attack.damage?.roll.total ?? 0) > 0;
}

/** The target answers the damage: a Void Point against the wounds (V6; one a round, V2) is spent now. */
export function answerFlow(flow: RollkeepAttackFlow, defender: RollkeepCombatant, answer: RollkeepAnswer, options: RollkeepOptions): { attack: RollkeepAttackFlow; defender: RollkeepCombatant } {
  if (!awaitsAnswer(flow)) throw new RuleRefusal("notYet", {}, "attack: no damage to answer now");
  const voidPoints = answer.voidPoint ? spendVoidPoint(defender.voidPoints, "reduceWounds", { round: roundOf(flow.at), roundStart: false }, options) : defender.voidPoints;
  return { attack: { ...flow, voidOnWounds: answer.voidPoint }, defender: { ...defender, voidPoints } };
}

/** The code of the refusal a Void Point spent on `spend` in the attack's round would meet now, or null when it may be spent (V1, V2). */
export function spendRefusal(voidPoints: VoidPointState, spend: VoidSpend, flow: Pick<RollkeepAttackFlow, "at">, options: RollkeepOptions): string | null {
  try {
    spendVoidPoint(voidPoints, spend, { round: roundOf(flow.at), roundStart: false }, options);
    return null;
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    return error.code;
  }
}

/** The answers open to the target: taking the wounds, or a Void Point against them with the code of why it is refused, if it is. */
export function flowAnswers(flow: RollkeepAttackFlow, defender: RollkeepCombatant, options: RollkeepOptions): { kind: string; refused: string | null }[] {
  return [
    { kind: "none", refused: null },
    { kind: "voidPoint", refused: spendRefusal(defender.voidPoints, "reduceWounds", flow, options) },
  ];
}

export function flowOutcomes(flow: RollkeepAttackFlow): RollkeepOutcome[] {
  if (flow.step !== "done") throw new RuleRefusal("notYet", {}, "attack: not finished");
  return [{ ...attackOutcome(flow.attack), action: flow.action, voidOnWounds: flow.voidOnWounds === true }];
}

export function flowStage(flow: RollkeepAttackFlow): AttackStage {
  const answering = awaitsAnswer(flow);
  return { awaitsAnswer: answering, mayReroll: { attacker: false, defender: false }, awaitsDamage: flow.step === "damage", readyToSettle: flow.step === "done" && !answering, settled: false };
}

/**
 * What an attack rolls, shown before anything is rolled: the damage pool with Strength (AT4, AT5)
 * as a formula (`6k2`). There is no Accuracy to beat: the attacker rolls against the target's
 * Armor TN, which only opening the attack at a target reads, so `accuracy` is 0.
 */
export function previewFlow(attacker: RollkeepCombatant, declared: RollkeepDeclared, options: RollkeepOptions): AttackPreview {
  if (declared.attack === null) return { attacks: false, accuracy: 0, damage: null };
  const strength = deriveNow(attacker, options).traits.strength;
  const zero = { rolled: 0, kept: 0, flat: 0 };
  const withStrength = damageSteps({ weapon: declared.attack.weapon, strength, disarm: false, extraDamageRaises: 0, feintBonus: 0, modifiers: zero, activated: zero }, options.variant)[1]?.pool ?? zero;
  return { attacks: true, accuracy: 0, damage: `${withStrength.rolled}k${withStrength.kept}` };
}
