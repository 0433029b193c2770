import type { DiceFormula, DiceSource } from "../../dice";
import { RuleRefusal } from "../../refusal";
import type { AttackStage } from "../../ruleset";
import { aimsAtSomeone, isDamaging, type IcAction } from "../action";
import type { CheckedAction } from "../action-check";
import { canAct, cloneCombatant, steadyValues, type IcCombatant } from "../combatant";
import { damageFormula } from "../damage";
import { FULL_HIT, type DefenseResult } from "../defense";
import { modifiedSealSpeed } from "../handseals";
import { interruptTotal } from "../interrupt";
import { sealsAlreadyMade } from "../items";
import type { IcRuleOptions } from "../options";
import type { SpeedResult } from "../speed";
import { attackDue, attackResolvesOn } from "../landing";
import { afterInterrupt } from "../timeline";
import { accuracyModifiers, attackDamageInput, defendInto, defenseRefusal, describeInto, landedDamageStep, NO_DAMAGE, NO_STATUSES, outcomeOf, rollDefenseInto, rollDefenseWith, UNROLLED, type AttackOutcome, type DamageStep, type DefenseChoice, type DefenseOptions, type DefenseRefusal, type DefenseStep, type DefensiveTechnique } from "./attack";
import { declareAction, type AttackSource, type DeclaredAction } from "./declare";
import { rollTakeTheHit, takeTheHitDamage } from "./take-the-hit";
import { accuracyRollWithWillpower, rerollDefenseWithWillpower } from "./willpower";

/**
 * How the defender answers: a basic defence, one of their own defensive techniques, or an ally
 * taking the hit; and `ic`, the IC it is made on, where there is a count (the table's fight): a
 * delayed attack is answered only once the IC it resolves on has come. Without one (outside a
 * fight; the simulator, which answers each attack on the IC it resolves on) it is answered now.
 */
export type DefenseAnswer = ({ kind: DefenseChoice } | { kind: "technique"; technique: IcAction } | { kind: "takeTheHit"; protector: IcCombatant }) & { ic?: number };

export type DefenseAnswerKind = DefenseAnswer["kind"];

/** The defence as it stands on the attack: the step, who rolled it and how they chose to answer. */
export interface FlowDefense extends DefenseStep {
  defenderId: string;
  answer: DefenseAnswerKind;
}

/** One combatant's share of the damage, after their own mitigation. */
export interface FlowHit {
  combatantId: string;
  damage: DamageStep;
}

/**
 * An attack carried step by step, as a chat card does: declared, answered, contested with
 * Willpower, damage rolled, and finally settled at the end of the IC. Plain data, so it can be
 * stored on a chat message and picked up by whichever client takes the next step.
 */
export interface AttackFlow {
  attackerId: string;
  targetId: string;
  action: IcAction;
  ic: number;
  speed: SpeedResult;
  /** A called shot's location: -4 Accuracy, and wounds land there. */
  calledShot: string | null;
  defense: FlowDefense | null;
  willpower: { attacker: boolean; defender: boolean };
  hits: FlowHit[] | null;
  settled: boolean;
}

/** Where an attack is aimed: its target, and a location for a called shot. */
export interface AttackAim {
  targetId: string;
  calledShot?: string;
}

// The steps below compare a field with what it holds (null, true, undefined) rather than test
// whether it is truthy: optimised code knows nothing of a field's type, so a truth test checks it
// against every kind of value (false, "", 0, NaN...), some ten instructions where a comparison
// takes one, and every attack's steps make a few dozen such tests (attack.ts does the same).

// Nobody has spent Willpower on a new attack: one shared record, frozen (spending makes a new one).
const NO_WILLPOWER: AttackFlow["willpower"] = Object.freeze({ attacker: false, defender: false });

/**
 * Why the rules refuse an attack at its target as the target stands when the attack resolves, or
 * null: a coup de grace is only for the helpless (section "Coup de Grace"), so against anyone
 * still standing it does nothing. A delayed attack meets this on the IC it resolves on, against
 * the target as it is then, not as it was when the attack was declared.
 */
export function resolvingRefusal(action: Pick<IcAction, "role">, target: IcCombatant): RuleRefusal | null {
  if (action.role === "coupDeGrace" && target.condition === "active") return new RuleRefusal("coupDeGrace", { name: target.name }, `${target.name} is not helpless: no coup de grace`);
  return null;
}

/**
 * Starts the attack of a declared action at a target, refused when the rules refuse it at the
 * target as it stands (resolvingRefusal). Without a target (null) nothing about it is checked
 * yet: a delayed attack opened on the IC it is declared on meets those checks when it resolves. A technique pushed past
 * unconsciousness (`declared.fails`) does not happen, though its costs were paid: its attack is
 * born settled, never answered and with no hits, so no step of it is open.
 */
export function openAttack(attacker: IcCombatant, declared: DeclaredAction, aim: AttackAim, target: IcCombatant | null): AttackFlow {
  // Only a coup de grace can be refused here: every other attack skips the call (the simulator opens an attack on every IC).
  if (target !== null && declared.action.role === "coupDeGrace") {
    const refused = resolvingRefusal(declared.action, target);
    if (refused) throw refused;
  }
  return {
    attackerId: attacker.id,
    targetId: aim.targetId,
    action: declared.action,
    ic: declared.ic,
    speed: declared.speed,
    calledShot: aim.calledShot ?? null,
    defense: null,
    willpower: NO_WILLPOWER,
    hits: null,
    settled: declared.fails,
  };
}

/** Whether the attack never happened: its technique failed (see openAttack), so it was settled unanswered. */
function failedAttack(flow: AttackFlow): boolean {
  return flow.settled === true && flow.defense == null;
}

/** The numbers a card shows for an attack before anything is rolled. */
export interface AttackPreview {
  /** Whether the action is aimed at someone: it deals damage, carries statuses, or finishes off the helpless (read from the action alone). */
  attacks: boolean;
  /** The Accuracy the defender must beat. */
  accuracy: number;
  /** The damage it rolls if it lands, as a formula; null when it deals none. */
  damage: string | null;
}

/**
 * What an attack with this declared action sets and rolls: the Accuracy (the attacker's own with
 * the action's modifiers — a multi-throw's weapon, a called shot) and the damage formula (a
 * multi-throw's summed dice and raised damage bonus). The same helpers resolve the attack.
 */
export function previewAttack(attacker: IcCombatant, declared: Pick<DeclaredAction, "action" | "speed">, options: IcRuleOptions, calledShot?: string): AttackPreview {
  const input = attackDamageInput(attacker, declared, options);
  const action = declared.action;
  return {
    attacks: aimsAtSomeone(action),
    accuracy: steadyValues(attacker, options).accuracy + accuracyModifiers(action, attacker, calledShot),
    damage: input ? damageFormula(input) : null,
  };
}

/**
 * A copy of a flow with some steps changed. Written field by field: the simulator plays a copied
 * fight's attacks through the flow, and V8 builds this literal far faster than it spreads one.
 */
function withFlow(flow: AttackFlow, changes: Partial<Pick<AttackFlow, "defense" | "willpower" | "hits" | "settled">>): AttackFlow {
  return {
    attackerId: flow.attackerId,
    targetId: flow.targetId,
    action: flow.action,
    ic: flow.ic,
    speed: flow.speed,
    calledShot: flow.calledShot,
    defense: changes.defense === undefined ? flow.defense : changes.defense,
    willpower: changes.willpower ?? flow.willpower,
    hits: changes.hits === undefined ? flow.hits : changes.hits,
    settled: changes.settled ?? flow.settled,
  };
}

/** The defence step as the flow keeps it: with who rolled it and how they answered (field by field, as withFlow). */
function flowDefense(step: DefenseStep, defenderId: string, answer: DefenseAnswerKind): FlowDefense {
  return {
    accuracy: step.accuracy,
    accuracyModifiers: step.accuracyModifiers,
    defense: step.defense,
    technique: step.technique,
    defenseRefused: step.defenseRefused,
    defenseFace: step.defenseFace,
    defenseBonus: step.defenseBonus,
    defenseRoll: step.defenseRoll,
    result: step.result,
    defenderDelay: step.defenderDelay,
    blocked: step.blocked,
    takeTheHit: step.takeTheHit,
    defenderId,
    answer,
  };
}

// An attack's records are compared with null loosely (`== null`): a card stored by an older
// version may lack a field where today's write null, and such a card must read as it always did.

/** Whether the attack struck someone: not dodged, or someone stepped in front of it. */
export function attackLanded(flow: AttackFlow): boolean {
  const d = flow.defense;
  return d != null && (d.result.outcome !== "miss" || (d.takeTheHit != null && d.takeTheHit.protectorFraction > 0));
}

/** Whether the attack waits for its damage roll (the defence let something through). */
export function awaitsDamage(flow: AttackFlow): boolean {
  return flow.hits == null && flow.settled !== true && isDamaging(flow.action) && attackLanded(flow);
}

/**
 * Whether the attack can be settled: answered, with no damage left to roll. A miss settles too:
 * it lands nothing, but any attack wakes a sleeper.
 */
export function readyToSettle(flow: AttackFlow): boolean {
  return flow.settled !== true && flow.defense != null && !awaitsDamage(flow);
}

/** Whether Willpower may still be spent by `side`: once each, on a rolled defence, before damage. */
export function maySpendWillpower(flow: AttackFlow, side: "attacker" | "defender"): boolean {
  // Each side's flag read by name: a look-up keyed by either side is far slower on every attack's stage.
  const spent = side === "attacker" ? flow.willpower.attacker : flow.willpower.defender;
  return !!flow.defense && flow.defense.defenseRoll !== null && !flow.hits && !flow.settled && !spent;
}

// The stages an attack can be at are few: each is built once, frozen and shared, since the
// simulator asks for one on every attack of every fight. Indexed by flowStage's key, one bit a flag.
const STAGES: readonly AttackStage[] = Array.from({ length: 64 }, (_, key) =>
  Object.freeze({ awaitsAnswer: (key & 1) !== 0, mayReroll: Object.freeze({ attacker: (key & 2) !== 0, defender: (key & 4) !== 0 }), awaitsDamage: (key & 8) !== 0, readyToSettle: (key & 16) !== 0, settled: (key & 32) !== 0 }),
);

/**
 * Which steps of the attack are open now (see AttackStage): awaitsAnswer, maySpendWillpower for
 * each side, awaitsDamage and readyToSettle, read in one pass over the flow (each of those alone
 * would read the same fields again; the simulator asks once an attack, the table at every step).
 */
export function flowStage(flow: AttackFlow): AttackStage {
  const settled = flow.settled === true;
  const d = flow.defense;
  // Unanswered: only the answer can be open (or nothing, for an attack born settled).
  if (d == null) return STAGES[settled ? 32 : 1] as AttackStage;
  // Answered, nothing rolled for damage yet and not settled: Willpower and the damage may still be open.
  const open = !settled && flow.hits == null;
  const rolled = open && d.defenseRoll !== null;
  const attacker = rolled && flow.willpower.attacker !== true;
  const defender = rolled && flow.willpower.defender !== true;
  const damage = open && attackLanded(flow) && isDamaging(flow.action);
  const ready = !settled && !damage;
  const key = (attacker ? 2 : 0) | (defender ? 4 : 0) | (damage ? 8 : 0) | (ready ? 16 : 0) | (settled ? 32 : 0);
  return STAGES[key] as AttackStage;
}

/** One basic defence and, when the rules refuse it against this attack, why. */
export interface DefenseOption {
  kind: DefenseChoice;
  refused: DefenseRefusal | null;
}

/**
 * The basic defences this target has against the attack, each with the reason it is refused if
 * it is (no Block running, too slow to interrupt, a Parry against ninjutsu...), so a card can
 * show them before anything is rolled. A helpless target has none but taking it.
 */
export function defenseOptions(flow: AttackFlow, attacker: IcCombatant, target: IcCombatant): DefenseOption[] {
  const declared: AttackSource = flow;
  return (["dodge", "parry", "block", "none"] as const).map((kind) => ({ kind, refused: target.condition !== "active" && kind !== "none" ? "helpless" : (defenseRefusal(target, declared, kind) ?? null) }));
}

/**
 * A defensive technique declared as an interrupt on the spot: its costs are rolled now and its
 * seals, made on the spot, add their Speed to the interrupt's total. The defender comes back
 * with the Fatigue the costs left.
 */
function declareDefensiveTechnique(defender: IcCombatant, action: IcAction, ic: number, options: IcRuleOptions, dice: DiceSource): { technique: DefensiveTechnique; defender: IcCombatant; fails: boolean } {
  const sealed = cloneCombatant(defender);
  sealed.ongoing = sealsAlreadyMade(ic);
  const declared = declareAction(sealed, { ...action, interrupt: true }, { ic }, options, dice);
  const total = interruptTotal({ speed: declared.speed.speed, modifiedSealSpeed: modifiedSealSpeed(action.sealSpeed ?? 0, defender.stats.dex) });
  const after = cloneCombatant(defender);
  after.fatigue = declared.actor.fatigue;
  after.statuses = declared.actor.statuses;
  after.condition = declared.actor.condition;
  after.upkeep = declared.actor.upkeep;
  return { technique: { name: action.name, mode: action.defense ?? "dodge", interruptSpeed: total, bonus: action.accuracy ?? 0 }, defender: after, fails: declared.fails };
}

function refuseDefense(defender: IcCombatant, step: DefenseStep, flow: AttackFlow): void {
  // A helpless defender does not choose: the attack simply lands, and that is not a refusal.
  if (step.defenseRefused == null || step.defenseRefused === "helpless") return;
  throw new RuleRefusal(`defense.${step.defenseRefused}`, { name: defender.name, speed: flow.speed.speed, reason: step.defenseRefused }, `${defender.name} cannot defend that way: ${step.defenseRefused}`);
}

/**
 * The target (or an ally taking the hit) answers the attack. A defence the rules do not allow —
 * too slow, a Block with none running, a Parry against ninjutsu — is a RuleRefusal and changes
 * nothing, so another can be chosen. Returns the attack and the defender as they are after it
 * (a defensive interrupt pushes their next action; a technique's costs change their Fatigue).
 */
export function answerAttack(flow: AttackFlow, attacker: IcCombatant, target: IcCombatant, answer: DefenseAnswer, options: IcRuleOptions, dice: DiceSource): { attack: AttackFlow; defender: IcCombatant } {
  if (failedAttack(flow) || flow.defense != null || (answer.ic !== undefined && !attackDue(flow, answer.ic))) throw unanswerable(flow, answer.ic ?? attackResolvesOn(flow));
  let defender = target;
  let defense: FlowDefense;
  if (answer.kind === "takeTheHit" || answer.kind === "technique") {
    const other = otherAnswer(flow, attacker, target, answer, options, dice);
    defense = other.defense;
    defender = other.defender;
  } else {
    // A basic defence is rolled straight into the record the flow keeps.
    defense = rollDefenseWith(unanswered(target.id, answer.kind), attacker, target, flow, answer.kind, flow.calledShot ?? undefined, undefined, undefined, options, dice, steadyValues(attacker, options));
  }
  refuseDefense(defender, defense, flow);
  if (defense.defenderDelay === 0) return { attack: withFlow(flow, { defense }), defender };
  const pushed = cloneCombatant(defender);
  pushed.nextIc = afterInterrupt(defender.nextIc, defense.defenderDelay);
  return { attack: withFlow(flow, { defense }), defender: pushed };
}

/**
 * Why an attack cannot be answered on IC `ic` (answerAttack has found that it cannot): its
 * technique failed, it has been answered, or its IC has not come (only an answer made on an IC
 * can be early). Apart, as the refusals of a declaration
 * are (declare-refusals.ts), so the answer every attack takes stays small.
 */
function unanswerable(flow: AttackFlow, ic: number): RuleRefusal {
  if (failedAttack(flow)) return new RuleRefusal("techniqueFailed", { action: flow.action.name }, `${flow.action.name} failed: it makes no attack to answer`);
  if (flow.defense) return new RuleRefusal("answered", {}, "The attack has already been answered");
  const resolvesOn = attackResolvesOn(flow);
  return new RuleRefusal("notResolvedYet", { ic: resolvesOn, current: ic }, `The attack resolves on IC ${resolvesOn}: it is answered then, not on IC ${ic}`);
}

/**
 * An answer other than a basic defence: an ally taking the hit, or a defensive technique
 * declared on the spot. Its defence, and the defender as it leaves them (the protector; the
 * target after the technique's costs).
 */
function otherAnswer(flow: AttackFlow, attacker: IcCombatant, target: IcCombatant, answer: DefenseAnswer, options: IcRuleOptions, dice: DiceSource): { defense: FlowDefense; defender: IcCombatant } {
  const declared: AttackSource = flow;
  if (answer.kind === "takeTheHit") {
    if (answer.protector.id === target.id) throw new RuleRefusal("noProtector", {}, "Someone else must take the hit");
    const defender = answer.protector;
    return { defense: flowDefense(rollTakeTheHit(attacker, defender, declared, flow.calledShot ? { calledShot: flow.calledShot } : {}, options, dice), defender.id, answer.kind), defender };
  }
  if (answer.kind !== "technique") throw new Error(`Not an answer besides a basic defence: ${answer.kind}`);
  if (answer.technique.kind !== "defensive") throw new RuleRefusal("notDefensive", { action: answer.technique.name }, `${answer.technique.name} is not a defensive technique`);
  // A helpless defender uses nothing; a technique pushed past exhaustion does not happen, but its
  // costs were paid. Either way the attack meets no defence.
  const picked = canAct(target) ? declareDefensiveTechnique(target, answer.technique, attackResolvesOn(flow), options, dice) : null;
  const opts: DefenseOptions = picked && !picked.fails ? { defense: picked.technique.mode, technique: picked.technique, calledShot: flow.calledShot ?? undefined } : { defense: "none", calledShot: flow.calledShot ?? undefined };
  return { defense: rollDefenseInto(unanswered(target.id, answer.kind), attacker, target, declared, opts, options, dice), defender: picked ? picked.defender : target };
}

/**
 * The whole of an attack its target answers with a basic defence, for a caller that owns the
 * target and keeps no flow of it (the simulator): open, answer, damage and outcome in one step,
 * by the rules the flow's steps use one at a time (resolvingRefusal, the defence roll
 * rollDefenseWith makes, afterInterrupt, landedDamageStep, the outcome's fields outcomeOf
 * writes), so the two cannot tell different stories. What differs is only what is kept: no
 * flow, no defence record, no list of hits, no stage; the defence and the damage are written
 * straight into the outcome. A defence the
 * rules refuse (too slow, no Block running) is answered with none, as a card's second answer
 * would be, and the outcome says why (`defenseRefused`); a coup de grace on someone standing is
 * refused as openAttack refuses it; a failed technique makes no attack: null. The target is
 * changed in place (an interrupt pushes its next IC); the outcome is written into `into`, one of
 * the caller's that it has settled, when there is one. `checked`, the action's record from
 * checkAction when the caller keeps one, says whether it deals damage and holds its dice parsed:
 * believed only for the very action declared (a multi-throw's is made for its thrower, and its
 * dice are looked up and counted as ever), and its dice only once found within these options.
 */
export function resolveBasicExchange(attacker: IcCombatant, declared: DeclaredAction, calledShot: string | undefined, target: IcCombatant, choice: DefenseChoice, options: IcRuleOptions, attackDice: DiceSource, defenseDice: DiceSource, detail: boolean, into?: AttackOutcome, checked?: CheckedAction): AttackOutcome | null {
  const action = declared.action;
  // Asked once: a coup de grace is refused here against anyone still standing, and its outcome
  // (which carries one more field) is always a new one.
  const coup = action.role === "coupDeGrace";
  if (coup) {
    const refused = resolvingRefusal(action, target);
    if (refused) throw refused;
  }
  if (declared.fails === true) return null;
  // The attacker's values, looked up once for the Accuracy and the damage bonus: nothing between
  // the two changes the attacker's stats, statuses, modifiers or Fatigue.
  const attackerValues = steadyValues(attacker, options);
  // The defence and the damage are written straight into the outcome, which has a field for
  // each of theirs it carries: a new one (for a coup de grace, or with none handed in) is made
  // unrolled and without damage, then written over the same way. The outcome handed in is
  // written over unless a coup de grace's is involved (nothing is written over one): asked here, with no call.
  const outcome = into !== undefined && into.coupDeGrace !== true && !coup ? into : outcomeOf(attacker.id, target.id, declared, calledShot, UNROLLED, NO_DAMAGE);
  defendInto(outcome, undefined, attacker, target, declared, choice, calledShot, undefined, undefined, options, defenseDice, attackerValues);
  if (outcome.defenderDelay !== 0) target.nextIc = afterInterrupt(target.nextIc, outcome.defenderDelay);
  // A basic defence never splits the hit (Take the Hit does): damage is rolled unless it missed.
  // Whether the action deals damage and its dice, bounded, read off its checked record on one
  // test of it (a test apiece is a branch and a merge apiece in the optimised graph).
  let damaging: boolean;
  let bounded: DiceFormula | undefined;
  if (checked !== undefined && checked.action === action) {
    damaging = checked.damaging;
    bounded = checked.dice !== null && checked.diceWithin === options ? checked.dice : undefined;
  } else {
    damaging = isDamaging(action);
    bounded = undefined;
  }
  if (damaging && outcome.result.outcome !== "miss") {
    landedDamageStep(attacker, target, declared, outcome, options, attackDice, detail, outcome, attackerValues, bounded);
  } else {
    outcome.damageRolled = NO_DAMAGE.damageRolled;
    outcome.damageFormula = NO_DAMAGE.damageFormula;
    outcome.damage = NO_DAMAGE.damage;
    outcome.mitigation = NO_DAMAGE.mitigation;
  }
  describeInto(outcome, attacker.id, target.id, action, calledShot);
  return outcome;
}

/** A flow's new defence record before its roll is written in (rollDefenseInto writes every field of the step). */
function unanswered(defenderId: string, answer: DefenseAnswerKind): FlowDefense {
  return { accuracy: 0, accuracyModifiers: 0, defense: "none", technique: null, defenseRefused: null, defenseFace: null, defenseBonus: 0, defenseRoll: null, result: FULL_HIT, defenderDelay: 0, blocked: false, takeTheHit: null, defenderId, answer };
}

/**
 * Willpower before damage: the defender rerolls their defence, or the attacker answers with an
 * Accuracy roll. One point, once per side; refused without a roll to contest or a point to spend.
 */
export function spendWillpower(flow: AttackFlow, side: "attacker" | "defender", spender: IcCombatant, attacker: IcCombatant, options: IcRuleOptions, dice: DiceSource): { attack: AttackFlow; spender: IcCombatant } {
  const defense = flow.defense;
  if (!defense || !maySpendWillpower(flow, side)) throw new RuleRefusal(flow.willpower[side] ? "willpowerUsed" : "notYet", {}, "Willpower cannot be spent on this attack now");
  if (spender.willpower.value < 1) throw new RuleRefusal("noWillpower", { name: spender.name }, `${spender.name} has no Willpower left`);
  const rerolled = side === "attacker" ? accuracyRollWithWillpower(defense, attacker, options, dice) : rerollDefenseWithWillpower(defense, dice);
  const after = cloneCombatant(spender);
  after.willpower = { value: spender.willpower.value - 1, max: spender.willpower.max };
  return { attack: withFlow(flow, { defense: flowDefense(rerolled, defense.defenderId, defense.answer), willpower: { ...flow.willpower, [side]: true } }), spender: after };
}

/**
 * Rolls the damage of an attack that landed and mitigates each share for whoever takes it.
 * Without `detail` the hits leave out the working nobody will read (see rollDamage).
 */
export function rollFlowDamage(flow: AttackFlow, attacker: IcCombatant, target: IcCombatant, protector: IcCombatant | null, options: IcRuleOptions, dice: DiceSource, detail = true): AttackFlow {
  const d = flow.defense;
  if (d == null || !awaitsDamage(flow)) throw new RuleRefusal("notYet", {}, "There is no damage to roll on this attack now");
  const declared: AttackSource = flow;
  if (d.takeTheHit != null) return withFlow(flow, { hits: splitHits(flow, d, attacker, target, protector, options, dice) });
  // It awaits damage, so it landed and its action deals damage: the step does not ask again.
  return withFlow(flow, { hits: [{ combatantId: target.id, damage: landedDamageStep(attacker, target, declared, d, options, dice, detail) }] });
}

/** The hits of an attack an ally took (Take the Hit): the protector's share, and the target's if any reached it. */
function splitHits(flow: AttackFlow, d: FlowDefense, attacker: IcCombatant, target: IcCombatant, protector: IcCombatant | null, options: IcRuleOptions, dice: DiceSource): FlowHit[] {
  if (!protector || protector.id !== d.defenderId) throw new RuleRefusal("noProtector", {}, "The protector who took the hit is gone");
  const split = takeTheHitDamage(attacker, target, protector, flow, d, options, dice);
  const allyFraction = d.takeTheHit?.allyFraction ?? 0;
  return split ? [{ combatantId: protector.id, damage: split.protector }, ...(split.ally.damage > 0 || allyFraction > 0 ? [{ combatantId: target.id, damage: split.ally }] : [])] : [];
}

/** The share of the attack a recipient took, as the result settling reads (a hit lands statuses and wakes sleepers). */
function shareResult(d: FlowDefense, combatantId: string): DefenseResult {
  const split = d.takeTheHit;
  if (!split) return d.result;
  const fraction = combatantId === d.defenderId ? split.protectorFraction : split.allyFraction;
  if (fraction <= 0) return { outcome: "miss", failedBy: 0, damageFraction: 0 };
  return { outcome: fraction >= 1 ? "hit" : "partial", failedBy: d.result.failedBy, damageFraction: fraction };
}

/**
 * What the attack leaves to settle at the end of the IC: one outcome per combatant it reached.
 * Statuses go to whoever it struck — the target, or the protector who took all of it.
 */
export function flowOutcomes(flow: AttackFlow, attacker: IcCombatant): AttackOutcome[] {
  const d = flow.defense;
  if (d == null || !readyToSettle(flow)) throw new RuleRefusal("notYet", {}, "This attack cannot be settled yet");
  const struck = d.takeTheHit != null && d.takeTheHit.allyFraction === 0 ? d.defenderId : flow.targetId;
  const declared: AttackSource = flow;
  const calledShot = flow.calledShot ?? undefined;
  // No damage rolled (a miss, an attack that deals none): one outcome, for whoever it struck.
  const hits = flow.hits;
  if (hits == null) return [outcomeOf(attacker.id, struck, declared, calledShot, shareOf(d, struck), NO_DAMAGE)];
  // Built by push rather than map: optimised code makes a mapped list of another kind than the
  // interpreter does, and the code reading outcomes would then meet two.
  const outcomes: AttackOutcome[] = [];
  for (const hit of hits) {
    const outcome = outcomeOf(attacker.id, hit.combatantId, declared, calledShot, shareOf(d, hit.combatantId), hit.damage);
    if (hit.combatantId !== struck) outcome.statuses = NO_STATUSES;
    outcomes.push(outcome);
  }
  return outcomes;
}

/** The defence as one recipient's outcome reads it: only a split hit (Take the Hit) gives each a share of its own. */
function shareOf(d: FlowDefense, combatantId: string): FlowDefense {
  return d.takeTheHit != null ? { ...d, result: shareResult(d, combatantId) } : d;
}
