import type { DiceSource } from "../../dice";
import { RuleRefusal } from "../../refusal";
import type { AttackPreview, AttackStage } from "../../ruleset";
import { attackRefusal } from "../attack/attack-refusal";
import type { DamageResult } from "../attack/damage";
import { defenceReason, type DefenceAnswer } from "../attack/defence";
import { decidedBeforeDefence, resolveAttack, rollAttack, type AttackResult, type DecidedBeforeDefence } from "../attack/resolve";
import type { AttackProfile, DefenceKind } from "../attack/types";
import { spendChakra, exhaustedByChakra } from "../chakra";
import type { ContestResult } from "../checks";
import { attackerView, damageOnTarget, defenderView, type DefenceSituation } from "../combatant";
import { imposeCondition } from "../conditions/impose";
import type { ConditionInstance } from "../conditions/instance";
import { feint } from "../maneuvers/feint";
import { maneuverSizeDefence } from "../maneuvers";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import type { CheckRoll } from "../roll";
import { sizeDifference } from "../size";
import { spendAction } from "../turn-actions";
import type { SpecialManeuver } from "./actions";
import type { AroundTheTarget, DegreesDeclared } from "./declare";
import { copyOf, type DegreesFighter } from "./fighter";
import { maneuverEffect, NO_EFFECT, takedownTarget, type ManeuverEffect } from "./maneuver-effects";

/**
 * An attack carried through the port's steps as a chat card carries it: the attack check, rolled
 * as it opens (the attacker rolls, M20); the defender's answer, unless something settled the attack
 * before any defence could (M26, M27, M36); the damage with every step (F7); then what it leaves.
 */
export interface DegreesAttackFlow {
  attackerId: string;
  targetId: string;
  action: string;
  kind: "attack" | "maneuver" | "feint";
  maneuver: SpecialManeuver | null;
  at: number;
  profile: AttackProfile;
  /** The attack check (for a Feint, the Dexterity roll of its contest). */
  roll: CheckRoll;
  situation: DefenceSituation;
  barrierHardness: number | null;
  base: number;
  fixed: number;
  ignoreHardness: number;
  damages: boolean;
  partners: number;
  charging: boolean;
  /** What settled the attack before the defender's choice counts, if anything. */
  decided: DecidedBeforeDefence | null;
  /** The defence the target chose, once it answered. */
  answer: DefenceKind | null;
  result: AttackResult | null;
  /** A Feint's Dexterity against the target's Notice (M59). */
  contest: ContestResult | null;
  damage: DamageResult | null;
  effect: ManeuverEffect;
  step: "answer" | "damage" | "done";
}

/** How the target answers: Dodge, Block, Anticipate, or one of its defensive techniques by name (M22–M25). */
export type DegreesAnswer = { kind: "dodge" | "block" | "anticipate" } | { kind: "technique"; technique: string };

/** What a finished attack leaves on its target (and, for a grab, on the attacker). */
export interface DegreesOutcome {
  attackerId: string;
  targetId: string;
  action: string;
  kind: DegreesAttackFlow["kind"];
  hit: boolean;
  critical: boolean;
  /** The damage degree (M34); 0 for a miss. */
  degree: number;
  /** HP the target loses. */
  damage: number;
  lethal: boolean;
  /** How it reached the target: a Feint kept for oneself counts for melee only (M59). */
  delivery: AttackProfile["delivery"];
  /** A lethal critical hit adds a Bleeding stack (M36). */
  bleeding: boolean;
  /** What the target's armour absorbed of it (M125). */
  absorbed: number;
  targetGains: readonly ConditionInstance[];
  attackerGains: readonly ConditionInstance[];
  /** A Disarm's item flies this many metres (M82); a Push moves the target this many (M83). */
  disarmedMetres: number | null;
  pushedMetres: number | null;
}

const NO_CAMOUFLAGE: DefenceSituation["camouflage"] = [];
const NO_MODIFIERS: DefenceSituation["modifiers"] = [];

/** The target's situation for this attack: what the table stated, and a larger target's defence against a special maneuver (M78). */
function situationOf(around: AroundTheTarget, maneuver: boolean, attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions): DefenceSituation {
  const larger = maneuver ? maneuverSizeDefence(sizeDifference(target.character.size, attacker.character.size), options) : 0;
  return {
    cover: around.cover ?? "none",
    camouflage: around.camouflage ?? NO_CAMOUFLAGE,
    located: around.located ?? true,
    modifiers: larger === 0 ? NO_MODIFIERS : [{ label: "size", value: larger }],
  };
}

/** A copy of an attack's state to change before handing it back, field by field (each step makes one; a literal is cheaper than a spread). */
function copyFlow(flow: DegreesAttackFlow): DegreesAttackFlow {
  return {
    attackerId: flow.attackerId,
    targetId: flow.targetId,
    action: flow.action,
    kind: flow.kind,
    maneuver: flow.maneuver,
    at: flow.at,
    profile: flow.profile,
    roll: flow.roll,
    situation: flow.situation,
    barrierHardness: flow.barrierHardness,
    base: flow.base,
    fixed: flow.fixed,
    ignoreHardness: flow.ignoreHardness,
    damages: flow.damages,
    partners: flow.partners,
    charging: flow.charging,
    decided: flow.decided,
    answer: flow.answer,
    result: flow.result,
    contest: flow.contest,
    damage: flow.damage,
    effect: flow.effect,
    step: flow.step,
  };
}

/** The attack once it is resolved: a maneuver's effect, and the damage next if a damaging attack landed. */
function afterResult(flow: DegreesAttackFlow, result: AttackResult, attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions): DegreesAttackFlow {
  const next = copyFlow(flow);
  next.result = result;
  next.effect = flow.kind === "maneuver" && result.hit ? maneuverEffect(flow.maneuver, result, attacker, target, options) : NO_EFFECT;
  next.step = result.hit && flow.damages ? "damage" : "done";
  return next;
}

/**
 * Opens a declared attack at its target: the attack check is rolled now (M20, M128). A Feint rolls
 * its contest of Dexterity against the target's Notice and is done (M59). When the check already
 * settles the attack (a critical hit or failure, a defenceless or unreachable target, M26, M27,
 * M36, M111, M116) it is resolved at once, and the target has no defence to choose.
 */
export function openDegreesAttack(attacker: DegreesFighter, declared: DegreesDeclared, target: DegreesFighter, options: DegreesOptions, dice: DiceSource): DegreesAttackFlow {
  const attack = declared.attack;
  if (attack === null) throw degreesRefusal("notAnAttack", { action: declared.action.name }, `${declared.action.name} attacks no one`);
  const refused = attackRefusal(attacker.conditions, options);
  if (refused) throw refused;
  if (attack.maneuver === "takedown") takedownTarget(target, options);
  const situation = situationOf(attack.around, attack.kind === "maneuver", attacker, target, options);
  const attacking = attackerView(attacker);
  let roll: CheckRoll;
  let contest: ContestResult | null = null;
  let effect = NO_EFFECT;
  let decided: DecidedBeforeDefence | null = null;
  if (attack.kind === "feint") {
    const made = feint({}, { feinter: attacker.id, target: target.id, beneficiary: attacker.id, dexterity: { accuracy: attack.accuracy, modifiers: attack.modifiers }, targetNotice: { accuracy: target.character.notice, modifiers: [] } }, options, dice);
    roll = made.contest.attacker;
    contest = made.contest;
    if (made.feinted) effect = { ...NO_EFFECT, targetGains: [made.feinted] };
  } else {
    roll = rollAttack(attack.accuracy, attack.modifiers, attack.profile, attacking, options, dice);
    decided = decidedBeforeDefence(roll, attack.profile, attacking, defenderView(target, situation), options);
  }
  const flow: DegreesAttackFlow = {
    attackerId: attacker.id,
    targetId: target.id,
    action: declared.action.name,
    kind: attack.kind,
    maneuver: attack.maneuver,
    at: declared.at,
    profile: attack.profile,
    roll,
    situation,
    barrierHardness: attack.around.barrierHardness ?? null,
    base: attack.base,
    fixed: attack.fixed,
    ignoreHardness: attack.ignoreHardness,
    damages: attack.damages,
    partners: attack.partners,
    charging: attack.charging,
    decided,
    answer: null,
    result: null,
    contest,
    damage: null,
    effect,
    step: contest !== null ? "done" : "answer",
  };
  if (decided === null) return flow;
  // The answer is never read once the attack is settled before any defence.
  return afterResult(flow, resolveAttack(roll, { kind: "dodge" }, attack.profile, attacking, defenderView(target, situation), options, dice), attacker, target, options);
}

/** The refusal code every defence meets when the attack was settled before any defence (F6). */
function decidedCode(decided: DecidedBeforeDefence): string {
  switch (decided) {
    case "defenceless":
      return "degrees.defenceless";
    case "mercyStrike":
      return "degrees.mercyStrike";
    case "criticalHit":
      return "degrees.criticalHit";
    case "criticalFailure":
    case "unlocated":
    case "totalCover":
      return "degrees.nothingToDefend";
  }
}

function answerOf(answer: DegreesAnswer, target: DegreesFighter): DefenceAnswer {
  if (answer.kind !== "technique") return answer;
  const technique = target.defences.find((d) => d.name === answer.technique);
  if (!technique) throw degreesRefusal("unknownTechnique", { technique: answer.technique }, `${target.id} knows no defensive technique ${answer.technique}`);
  return { kind: "technique", technique };
}

/**
 * The defences the target has, each with the code of the reason it is refused, if it is (F6):
 * Dodge, Block, Anticipate and each of its defensive techniques (named). A Feint is answered by
 * no defence; an attack settled before any defence leaves every one refused with why.
 */
export function degreesDefences(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions): DefenceOffered[] {
  if (flow.kind === "feint") return [];
  const answers: DefenceAnswer[] = [{ kind: "dodge" }, { kind: "block" }, { kind: "anticipate" }, ...target.defences.map((technique) => ({ kind: "technique" as const, technique }))];
  const decided = flow.decided;
  const attacking = attackerView(attacker);
  const defending = defenderView(target, flow.situation);
  return answers.map((answer) => {
    const name = answer.kind === "technique" ? { name: answer.technique.name } : {};
    if (decided !== null) return { kind: answer.kind, ...name, refused: decidedCode(decided) };
    const reason = defenceReason(answer, flow.profile, attacking, defending, options);
    return { kind: answer.kind, ...name, refused: reason?.code ?? null, ...(reason ? { data: reason.data } : {}) };
  });
}

/** One defence the target has, with the code of the reason it is refused and that reason's data (the size gap, the chakra short...), if it is (F6). */
export interface DefenceOffered {
  kind: string;
  name?: string;
  refused: string | null;
  data?: Readonly<Record<string, string | number>>;
}

/**
 * The target answers. A defence the rules do not allow is no refusal here: the text makes it the
 * attacker's automatic success (M23), which the result's steps name with the reason. A defensive
 * technique's chakra and action are paid win or lose, the action out of this round's (M15, M25, M71).
 */
export function answerDegreesAttack(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, answer: DegreesAnswer, options: DegreesOptions, dice: DiceSource): { attack: DegreesAttackFlow; defender: DegreesFighter } {
  if (flow.step !== "answer" || flow.result !== null) throw new RuleRefusal("notYet", {}, "attack: no defence to choose now");
  const defence = answerOf(answer, target);
  const result = resolveAttack(flow.roll, defence, flow.profile, attackerView(attacker), defenderView(target, flow.situation), options, dice);
  let defender = target;
  if (result.techniqueCost) {
    defender = copyOf(target);
    defender.chakra = spendChakra(target.chakra, result.techniqueCost.chakra, answer.kind === "technique" ? answer.technique : "technique");
    defender.actions = spendAction(target.actions, { kind: result.techniqueCost.action });
    if (exhaustedByChakra(defender.chakra)) defender.conditions = imposeCondition(defender.conditions, { id: "exhausted", source: "chakra" });
  }
  const answered = afterResult(flow, result, attacker, defender, options);
  answered.answer = defence.kind;
  return { attack: answered, defender };
}

/**
 * The damage of a landed attack (M28–M34, M87, M116–M125), each step kept when `detail` asks for
 * it (a card, a log); a run nobody reads gets the same numbers with no steps.
 */
export function degreesDamage(flow: DegreesAttackFlow, target: DegreesFighter, options: DegreesOptions, detail = true): DegreesAttackFlow {
  const result = flow.result;
  if (flow.step !== "damage" || result === null || result.degree === 0) throw new RuleRefusal("notYet", {}, "attack: no damage to roll now");
  const damage = damageOnTarget(
    {
      base: flow.base,
      fixed: flow.fixed,
      degree: result.degree,
      ...(flow.barrierHardness === null ? {} : { barrierHardness: flow.barrierHardness }),
      ignoreHardness: flow.ignoreHardness,
      standardActionsThisRound: flow.partners,
    },
    target,
    options,
    detail,
  );
  const next = copyFlow(flow);
  next.damage = damage;
  next.step = "done";
  return next;
}

/** What the finished attack leaves to settle on its target. */
export function degreesOutcomes(flow: DegreesAttackFlow): DegreesOutcome[] {
  if (flow.step !== "done") throw new RuleRefusal("notYet", {}, "attack: not finished");
  const result = flow.result;
  const damage = flow.damage;
  const hit = result?.hit ?? (flow.contest !== null && flow.contest.attackerWins);
  return [
    {
      attackerId: flow.attackerId,
      targetId: flow.targetId,
      action: flow.action,
      kind: flow.kind,
      hit,
      critical: result?.critical ?? false,
      degree: result?.degree ?? 0,
      damage: (damage?.damage ?? 0) + flow.effect.fallDamage,
      lethal: flow.profile.lethal || flow.effect.fallDamage > 0,
      delivery: flow.profile.delivery,
      bleeding: result?.bleeding ?? false,
      absorbed: damage?.absorbed ?? 0,
      targetGains: flow.effect.targetGains,
      attackerGains: flow.effect.attackerGains,
      disarmedMetres: flow.effect.disarmedMetres,
      pushedMetres: flow.effect.pushedMetres,
    },
  ];
}

// Asked at every step of every attack: one answer for each step, shared.
const STAGES: Readonly<Record<DegreesAttackFlow["step"], AttackStage>> = {
  answer: { awaitsAnswer: true, mayReroll: { attacker: false, defender: false }, awaitsDamage: false, readyToSettle: false, settled: false },
  damage: { awaitsAnswer: false, mayReroll: { attacker: false, defender: false }, awaitsDamage: true, readyToSettle: false, settled: false },
  done: { awaitsAnswer: false, mayReroll: { attacker: false, defender: false }, awaitsDamage: false, readyToSettle: true, settled: false },
};

/** Which step is open: the defence, the damage, or the settling (there is no reroll to buy). */
export function degreesStage(flow: DegreesAttackFlow): AttackStage {
  return STAGES[flow.step];
}

/**
 * What an attack sets, before anything is rolled: the accuracy its 2d8 add, and its damage as the
 * base the degree multiplies, then any fixed damage (`5×+2`, M34). A Feint and a special maneuver deal none.
 */
export function previewDegreesAttack(declared: DegreesDeclared): AttackPreview {
  const attack = declared.attack;
  if (attack === null) return { attacks: false, accuracy: 0, damage: null };
  let accuracy = attack.accuracy;
  for (const m of attack.modifiers) accuracy += m.value;
  return { attacks: true, accuracy, damage: attack.damages ? `${attack.base}×${attack.fixed > 0 ? `+${attack.fixed}` : ""}` : null };
}
