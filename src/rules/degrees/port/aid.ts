import type { DiceSource } from "../../dice";
import type { RuleRefusal } from "../../refusal";
import type { AttackResult } from "../attack/resolve";
import { conditionModifier, hasCondition, hasFlag } from "../conditions/active";
import { automaticDegree } from "../degree";
import { deflectionRefusal, deflectProjectiles, type DeflectionSituation } from "../maneuvers/deflection";
import { helpAlly } from "../maneuvers/evade-help";
import type { DegreesOptions } from "../options";
import { asRefusal, degreesReason, degreesRefusal, type DegreesReason } from "../refusals";
import { defenceReason } from "../attack/defence";
import { defend } from "../attack/defend";
import type { DefensiveTechnique } from "../attack/types";
import { attackerView, defenderView } from "../combatant";
import type { RollModifier } from "../roll";
import { actionRefusal, takeAction, type TurnAction } from "../turn-actions";
import { afterResult, answeredTechnique, copyFlow, offGuard, paidTechnique, type AttackAid, type DegreesAnswer, type DegreesAttackFlow, type HelpKind } from "./attack-state";
import { copyOf, standing, type DegreesFighter } from "./fighter";
import { NO_EFFECT } from "./maneuver-effects";
import { markProvokingMove } from "./tumble";

/**
 * Answers to an attack by someone other than its target (M65, M77): a projectile deflection, and
 * Help Ally, taking the hit in the ally's place or catching it as it goes down. The text leaves what
 * Help Ally achieves to the GM; these are our defaults (docs/rules-degrees.md, "Third-party answers"):
 *
 * - **Deflect** (M65): a partial action, Ranged against the attack check. The target itself, or an
 *   ally, throws as many thrown weapons as are coming (Quick Draw, no higher attacker Dexterity).
 *   Deflected, nobody is hurt and the attack is over; failed, the projectiles fly on and the target
 *   still answers with its own defence (our reading: the deflection is a partial action spent
 *   before the target's reaction, not the target's one defence).
 * - **Take the hit** (M77): a standard action (and a movement action when the helper must run to
 *   the ally), Anticipate against the attack check. Won, the helper is in the way: the attack is
 *   the helper's, hitting it as a defenceless target is hit (the degree from the natural, at
 *   least 1), its damage and any maneuver's effect landing on the helper. Lost, the target answers.
 * - **Catch** (M77): the same cost and check, against an attack that may knock the ally down (a
 *   Takedown, a Trample) or off its seat or out of the air (a rider, a flier). Won, the ally stays
 *   up: whatever the attack does besides, no Prone and no fall. The target still answers.
 *
 * One aid an attack. Nobody steps in against an opportunity attack (M55); Help Ally is a prediction
 * maneuver, refused off guard (M71); its actions, and the deflection's, are paid win or lose.
 */

/** One way `helper` may answer for the target, with the code of the reason it is refused (and its data), if it is. */
export interface AidOffered {
  kind: AttackAid["kind"];
  /** The ally's defensive technique, for the kind `technique` (M71), and the item it was read from when read from a document. */
  name?: string;
  id?: string;
  refused: string | null;
  data?: Readonly<Record<string, string | number>>;
}

const AIDS: readonly Exclude<AttackAid["kind"], "technique">[] = ["deflect", "takeHit", "catch"];
const NO_MODIFIERS: readonly RollModifier[] = [];

/** The actions an aid costs: a deflection a partial one; Help Ally a standard one, and a movement one to reach the ally. */
function costs(kind: Exclude<AttackAid["kind"], "technique">, move: boolean): readonly TurnAction[] {
  if (kind === "deflect") return PARTIAL;
  return move ? STANDARD_AND_MOVE : STANDARD;
}

const PARTIAL: readonly TurnAction[] = [{ kind: "partial" }];
const STANDARD: readonly TurnAction[] = [{ kind: "standard" }];
const STANDARD_AND_MOVE: readonly TurnAction[] = [{ kind: "standard" }, { kind: "movement" }];

/** What the helper's conditions add to its check (M128): its penalties count as on any check. */
function helperModifiers(helper: DegreesFighter, options: DegreesOptions): readonly RollModifier[] {
  const value = helper.conditions.length === 0 ? 0 : conditionModifier(helper.conditions, { kind: "other" }, options);
  return value === 0 ? NO_MODIFIERS : [{ label: "conditions", value }];
}

/** The deflection as the rule reads it (M65): the projectiles coming and the deflector's means. Explosive tags are the table's: no item marks them. */
function deflection(flow: DegreesAttackFlow, attacker: DegreesFighter, helper: DegreesFighter, options: DegreesOptions): DeflectionSituation {
  const c = helper.character;
  return {
    incomingCount: flow.profile.projectiles ?? 1,
    attackerDexterity: attacker.character.attributes.dexterity,
    incomingTagged: false,
    deflector: { quickDraw: helper.quickDraw === true, thrownInHand: helper.thrownReady ?? 0, dexterity: c.attributes.dexterity, ranged: c.accuracies.ranged, modifiers: helperModifiers(helper, options), ownTagged: false },
  };
}

/** Whether the attack can put the target down or off: a Takedown or a Trample, or a hit on a rider or a flier (M81, M80, M93, M102). */
function mayFell(flow: DegreesAttackFlow, target: DegreesFighter, options: DegreesOptions): boolean {
  return flow.maneuver === "takedown" || flow.maneuver === "trample" || target.mountedOn !== undefined || hasCondition(target.conditions, "winged", options);
}

/** A rule's refusal, read as a reason for a list of choices. */
function reasonOf(refusal: RuleRefusal): DegreesReason {
  return { code: refusal.code, data: refusal.data, message: refusal.message };
}

/** Why nobody but the target may step in now, or why this one may not: the attack open, no aid yet, an ally able to act, no opportunity attack (M55, M65, M71, M77). */
function stepInReason(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, helper: DegreesFighter, options: DegreesOptions): DegreesReason | null {
  if (flow.step !== "answer" || flow.result !== null) return degreesReason("nothingToDefend", {}, "The attack awaits no answer now");
  if (flow.aid !== null) return degreesReason("aidTaken", { by: flow.aid.by }, `${flow.aid.by} already answered this attack for its target`);
  if (helper.id === attacker.id || helper.side !== target.side) return degreesReason("aidNotAlly", {}, "Only the target or one on its side answers for it");
  if (!standing(helper, options) || hasFlag(helper.conditions, "cannotAct", options)) return degreesReason("aidCannotAct", {}, `${helper.id} cannot act`);
  if (flow.profile.opportunity) return degreesReason("aidOpportunity", {}, "Nobody steps in against an opportunity attack");
  return null;
}

/**
 * Why an ally may not defend the target with this defensive technique (M71), or null: the target
 * answers with its own; else as any defence by technique, the ally's own conditions, round and
 * chakra, and a Nullify's reach (M74), judged as if the attack were the ally's.
 */
function allyTechniqueReason(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, helper: DegreesFighter, technique: DefensiveTechnique, options: DegreesOptions): DegreesReason | null {
  const common = stepInReason(flow, attacker, target, helper, options);
  if (common) return common;
  if (helper.id === target.id) return degreesReason("defendSelf", {}, "The target answers with its own defences, not as its own ally");
  return defenceReason({ kind: "technique", technique }, flow.profile, attackerView(attacker), defenderView(helper, flow.situation), options);
}

/** Why this aid is refused, as a reason, or null: who may give it, against what, and whether its actions are there to pay. */
function aidReason(kind: Exclude<AttackAid["kind"], "technique">, flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, helper: DegreesFighter, move: boolean, options: DegreesOptions): DegreesReason | null {
  const common = stepInReason(flow, attacker, target, helper, options);
  if (common) return common;
  if (kind !== "deflect" && helper.id === target.id) return degreesReason("helpSelf", {}, "Help Ally is for another: the target answers with its own defence");
  if (kind === "deflect") {
    if (flow.profile.delivery !== "projectile" || flow.profile.projectileTechnique || flow.profile.notProjectile) return degreesReason("deflectProjectilesOnly", {}, "Only thrown or shot weapons are deflected");
    const refused = deflectionRefusal(deflection(flow, attacker, helper, options));
    if (refused) return reasonOf(refused);
  } else {
    if (kind === "takeHit" && flow.profile.delivery === "area") return degreesReason("helpArea", {}, "Nobody takes an area attack in an ally's place");
    if (kind === "catch" && !mayFell(flow, target, options)) return degreesReason("nothingToCatch", {}, "This attack can knock no one down nor off");
    if (offGuard(helper, options)) return degreesReason("flatFooted", {}, "Caught off guard, only Anticipate is left");
  }
  let budget = helper.actions;
  for (const cost of costs(kind, move)) {
    const short = actionRefusal(budget, cost);
    if (short) return reasonOf(short);
    budget = takeAction(budget, cost);
  }
  return null;
}

/**
 * What `helper` may do for the target of this attack (M65, M77): deflect, take the hit, catch,
 * each with the code of the reason it is refused and its data. What a card lists for everyone
 * who could still step in.
 */
export function degreesAids(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, helper: DegreesFighter, options: DegreesOptions): AidOffered[] {
  const offered: AidOffered[] = AIDS.map((kind) => {
    const reason = aidReason(kind, flow, attacker, target, helper, false, options);
    return reason ? { kind, refused: reason.code, data: reason.data } : { kind, refused: null };
  });
  for (const technique of helper.defences) {
    const reason = allyTechniqueReason(flow, attacker, target, helper, technique, options);
    offered.push(reason ? { kind: "technique", name: technique.name, id: technique.id, refused: reason.code, data: reason.data } : { kind: "technique", name: technique.name, id: technique.id, refused: null });
  }
  return offered;
}

/**
 * Someone answers for the target (the answer's `by`): refused with the reason when it may not;
 * else its actions paid and its check rolled against the attack check (the attack's own roll opens
 * the contest, ties re-rolled as for any contest), and the attack as the aid leaves it. The helper
 * after paying comes back as the one who answered.
 */
export function aidAttack(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, answer: Extract<DegreesAnswer, { kind: "deflect" | "help" | "allyTechnique" }>, options: DegreesOptions, dice: DiceSource): { attack: DegreesAttackFlow; defender: DegreesFighter } {
  if (answer.kind === "allyTechnique") return defendAlly(flow, attacker, target, answer, options, dice);
  const helper = answer.by;
  const kind: AttackAid["kind"] = answer.kind === "deflect" ? "deflect" : answer.help;
  const move = answer.kind === "help" && answer.move === true;
  const refused = aidReason(kind, flow, attacker, target, helper, move, options);
  if (refused) throw asRefusal(refused);
  const by = copyOf(helper);
  let contest: AttackAid["contest"];
  if (kind === "deflect") {
    contest = deflectProjectiles(flow.roll, deflection(flow, attacker, helper, options), options, dice).contest;
    by.actions = takeAction(helper.actions, { kind: "partial" });
  } else {
    const helped = helpAlly(helper.actions, move ? [{ kind: "movement" }] : [], { roll: flow.roll }, { anticipate: helper.character.accuracies.anticipate, modifiers: helperModifiers(helper, options), offGuard: offGuard(helper, options) }, options, dice);
    contest = helped.contest;
    by.actions = helped.budget;
    // Running to the ally is a move of the helper's own, leaving reach with an opening as any does (M55, M77): the round remembers it.
    if (move) by.uses = markProvokingMove(helper.uses);
  }
  const success = !contest.attackerWins;
  const next = copyFlow(flow);
  next.aid = { kind, by: helper.id, for: target.id, contest, success };
  if (!success || kind === "catch") return { attack: next, defender: by };
  if (kind === "deflect") return { attack: warded(next), defender: by };
  return { attack: tookTheHit(next, attacker, by, contest.attacker.natural, options), defender: by };
}

/** The attack stopped before the target answered (a deflection, an ally's technique): a miss, and over. */
function warded(next: DegreesAttackFlow): DegreesAttackFlow {
  next.result = { hit: false, critical: false, degree: 0, steps: [{ step: "roll", roll: next.roll }], bleeding: false, techniqueCost: undefined };
  next.effect = NO_EFFECT;
  next.step = "done";
  return next;
}

/**
 * An ally defends the target with one of its own defensive techniques (M71): refused with the
 * reason when it may not; else its chakra and action paid first and kept paid (out of its round,
 * out of its turn), then its Anticipate contest against the attack check, as its own defence by
 * technique would be (ties re-rolled). Won, the target is protected: the attack misses, and a
 * Nullify leaves the ally the one who may Overcome (M75). Lost, the target still answers (our
 * reading, as for Help Ally).
 */
function defendAlly(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, answer: Extract<DegreesAnswer, { kind: "allyTechnique" }>, options: DegreesOptions, dice: DiceSource): { attack: DegreesAttackFlow; defender: DegreesFighter } {
  const helper = answer.by;
  const technique = answeredTechnique(helper.defences, answer);
  if (!technique) throw degreesRefusal("unknownTechnique", { technique: answer.technique }, `${helper.id} knows no defensive technique ${answer.technique}`);
  const refused = allyTechniqueReason(flow, attacker, target, helper, technique, options);
  if (refused) throw asRefusal(refused);
  const outcome = defend(flow.roll, { kind: "technique", technique }, flow.profile, attackerView(attacker), defenderView(helper, flow.situation), options, dice);
  const by = paidTechnique(helper, { chakra: technique.chakraCost, action: technique.action }, technique.name, false, options);
  const contest = outcome.steps.find((s) => s.step === "contest");
  // A defence by technique is always a contest (attack/defend.ts): its step is there.
  if (contest?.step !== "contest") throw new Error("degrees: a technique's defence made no contest");
  const success = !outcome.hit;
  const next = copyFlow(flow);
  next.aid = { kind: "technique", technique: technique.name, by: helper.id, for: target.id, contest: contest.contest, success };
  if (!success) return { attack: next, defender: by };
  if (technique.nullify) next.nullifiedBy = helper.id;
  return { attack: warded(next), defender: by };
}

/** The helper in the way (M77, our default): the attack is now the helper's, a hit as on a defenceless target, the degree from the deciding natural, at least 1. */
function tookTheHit(flow: DegreesAttackFlow, attacker: DegreesFighter, helper: DegreesFighter, natural: number, options: DegreesOptions): DegreesAttackFlow {
  const degree = automaticDegree(natural, options, flow.profile.critMin);
  const result: AttackResult = { hit: true, critical: false, degree, steps: [{ step: "roll", roll: flow.roll }, { step: "degree", natural, degree }], bleeding: false, techniqueCost: undefined };
  const next = afterResult(flow, result, attacker, helper, options);
  next.targetId = helper.id;
  return next;
}

/** The kinds of Help Ally, for a request naming one. */
export const HELP_KINDS: readonly HelpKind[] = ["takeHit", "catch"];
