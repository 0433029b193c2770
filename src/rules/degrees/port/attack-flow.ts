import type { DiceSource } from "../../dice";
import { aerialMeleeRefusal, coverFromAbove, isWinged, missedJump } from "../aerial";
import { mountedDefender } from "../attack/mounted";
import { defenderAgainstUnseen } from "../attack/camouflage";
import type { AttackerView, DefenderView } from "../attack/types";
import { deriveCharacter } from "../character/derived";
import { degreesChecks } from "./checks";
import { meetsDc } from "../checks";
import { fallCheck, fallFromTheAir, fallsAfterHit } from "../falls";
import { evadeCosts, evaded, evadeRefused } from "../maneuvers/evade-help";
import type { ConditionInstance } from "../conditions/instance";
import { SNEAK_ATTACK_TARGET, sneakAttackCheck } from "../maneuvers/sneak-attack";
import { flankedBy } from "../situational";
import { grabberDefending } from "../maneuvers/grab";
import { markEvade, opportunityRefusal } from "./tumble";
import { mercyStrikeAftermath } from "../mercy-strike";
import { rollCheck } from "../roll";
import { RuleRefusal } from "../../refusal";
import type { AttackPreview, AttackStage } from "../../ruleset";
import { attackRefusal } from "../attack/attack-refusal";
import { defenceReason, type DefenceAnswer } from "../attack/defence";
import { decidedBeforeDefence, missedJumpResult, resolveAttack, rollAttack, type AttackResult, type DecidedBeforeDefence } from "../attack/resolve";
import { drainOnHit } from "../chakra";
import type { ContestResult } from "../checks";
import { attackerView, damageOnTarget, defenderView, type DefenceSituation } from "../combatant";
import { feint } from "../maneuvers/feint";
import { maneuverSizeDefence } from "../maneuvers";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import type { CheckRoll } from "../roll";
import { sizeDifference } from "../size";
import { actionNamed } from "./actions";
import type { AroundTheTarget, DegreesDeclared } from "./declare";
import { aidAttack } from "./aid";
import { afterResult, answeredTechnique, changeableFlow, offGuard, paidTechnique, type DegreesAnswer, type DegreesAttackFlow, type DegreesOutcome, type FallCheck, type MercyAftermath, type MountHit } from "./attack-state";
import { changeable, type DegreesFighter } from "./fighter";
import { NO_EFFECT, takedownTarget } from "./maneuver-effects";

const NO_CAMOUFLAGE: DefenceSituation["camouflage"] = [];
/** A flier's melee, as the port reads it: it hovers (a levitation, a hovering mount), our default (M101). */
const HOVERING = { hovers: true, movingAttack: false } as const;
const NO_MODIFIERS: DefenceSituation["modifiers"] = [];
/** The situation of an attack made in the open (no cover, camouflage or size stated): shared, never changed. */
const OPEN: DefenceSituation = { cover: "none", camouflage: NO_CAMOUFLAGE, located: true, modifiers: NO_MODIFIERS };

/** The target's situation for this attack: what the table stated, and a larger target's defence against a special maneuver (M78). */
function situationOf(around: AroundTheTarget, maneuver: boolean, attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions): DefenceSituation {
  const larger = maneuver ? maneuverSizeDefence(sizeDifference(target.character.size, attacker.character.size), options) : 0;
  // Most attacks are made in the open, with nothing stated: one situation for them all.
  if (larger === 0 && around.cover === undefined && around.camouflage === undefined && around.located === undefined && around.unseen !== true) return OPEN;
  return {
    // A flier ignores the stated cover of a target on the ground (M98).
    cover: coverFromAbove(around.cover ?? "none", attacker.conditions, target.conditions, options),
    camouflage: around.camouflage ?? NO_CAMOUFLAGE,
    located: around.located ?? true,
    modifiers: larger === 0 ? NO_MODIFIERS : [{ label: "size", value: larger }],
    ...(around.unseen ? { unseen: true as const } : {}),
  };
}


/**
 * The conditions the target meets this attack with: Unaware besides its own after a sneak attack's
 * successful Stealth (M54), Flanked against the attacker when an ally stands opposite (M60),
 * unless the target already holds a Flanked that counts against this attacker, and Restrained for
 * a grabber a miss on its victim was sent on to (M79).
 */
function metConditions(flow: DegreesAttackFlow, target: DegreesFighter): readonly ConditionInstance[] {
  const sneaked = flow.sneak?.sneaks === true;
  const flanked = flow.flanked === true && !heldFlankCounts(target.conditions, flow.attackerId);
  const redirect = flow.redirect;
  if (redirect !== null && redirect.hitsGrabber && redirect.grabber === target.id) return grabberDefending(redirect, target.conditions);
  if (!sneaked && !flanked) return target.conditions;
  const met = [...target.conditions];
  if (sneaked) met.push(SNEAK_ATTACK_TARGET);
  if (flanked) met.push(flankedBy(flow.attackerId));
  return met;
}

/** Whether the target already holds a Flanked that counts against this attacker (the GM's, put on by hand): the board's would count it twice. */
function heldFlankCounts(held: readonly ConditionInstance[], attackerId: string): boolean {
  for (const c of held) if (c.id === "flanked" && (c.favours === undefined || c.favours === attackerId)) return true;
  return false;
}

/**
 * The target as this attack meets it: Unaware after a sneak attack's successful Stealth (M54);
 * Unprepared when it cannot see the attacker or is Blind (M111, `defenderAgainstUnseen`); a rider
 * defended by its mount (M92).
 */
function targetView(flow: DegreesAttackFlow, target: DegreesFighter, answer: DefenceAnswer | null, mount: DegreesFighter | null, options: DegreesOptions): DefenderView {
  const own = defenderAgainstUnseen(defenderView(target, flow.situation, metConditions(flow, target)), flow.situation.unseen !== true, options);
  return mount && answer ? mountedDefender(own, defenderView(mount, flow.situation), answer) : own;
}


/**
 * Opens a declared attack at its target (`rolled`: a sweep's check, already rolled for its first target): the attack check is rolled now (M20, M128). A Feint rolls
 * its contest of Dexterity against the target's Notice and is done (M59). When the check already
 * settles the attack (a critical hit or failure, a defenceless or unreachable target, M26, M27,
 * M36, M111, M116) it is resolved at once, and the target has no defence to choose.
 */
export function openDegreesAttack(attacker: DegreesFighter, declared: DegreesDeclared, target: DegreesFighter, options: DegreesOptions, dice: DiceSource, rolled?: CheckRoll): DegreesAttackFlow {
  const attack = declared.attack;
  if (attack === null) throw degreesRefusal("notAnAttack", actionNamed(declared.action), `${declared.action.name} attacks no one`);
  // A jump at a flier (M100) is itself a way up to it.
  const refused = attackRefusal(attacker.conditions, options) ?? (attack.profile.delivery === "melee" ? aerialMeleeRefusal({ flight: isWinged(attacker.conditions, options) ? (attacker.flight ?? HOVERING) : null, targetWinged: isWinged(target.conditions, options), reachesUp: attack.reachesUp || attack.jumping }) : null);
  if (refused) throw refused;
  // An opportunity attack needs the opening its target gave this round (M55).
  const unprovoked = attack.profile.opportunity === true ? opportunityRefusal(attacker, target, options) : null;
  if (unprovoked) throw unprovoked;
  if (attack.mercyVictim !== null && attack.mercyVictim !== target.id) throw degreesRefusal("mercyStrikeVictim", {}, "A mercy strike is made at the victim it was declared at");
  if (attack.maneuver === "takedown") takedownTarget(target, options);
  // The Stealth check comes before the attack it opens (M54).
  const sneak = attack.sneak ? sneakAttackCheck(attack.sneak.stealth, NO_MODIFIERS, target.character.notice, options, dice) : null;
  const situation = situationOf(attack.around, attack.kind === "maneuver", attacker, target, options);
  const attacking = attackerView(attacker);
  // A jump at a flier runs first (M100): its Athletics, a critical failure dropping the jumper.
  const jump = attack.jumping ? jumpOf(attacker, options, dice) : null;
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
    // A sweep's one check meets every target (M107): rolled for the first, handed in for the rest.
    roll = rolled ?? rollAttack(attack.accuracy, attack.modifiers, attack.profile, attacking, options, dice);
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
    flanked: attack.around.flanked === true && attack.profile.delivery === "melee",
    swept: false,
    jump,
    decided,
    answer: null,
    result: null,
    contest,
    damage: null,
    effect,
    step: contest !== null ? "done" : "answer",
    sneak,
    mercyVictim: attack.mercyVictim,
    mountId: null,
    mercy: null,
    fall: null,
    aid: null,
    nullifiedBy: null,
    // Every field, always, in copyFlow's order: one shape for every attack (none drained yet).
    drain: attack.drain,
    drained: undefined,
    redirect: null,
  };
  if (contest !== null) return flow;
  if (jump?.fall) {
    flow.decided = "missedJump";
    // The flow was made just above: it is changed in place.
    return afterResult(flow, missedJumpResult(roll, jump.athletics), attacker, target, options, "dodge", true);
  }
  // Decided or not by where the target stands and what holds it; the whole view only once it is.
  decided = decidedBeforeDefence(roll, attack.profile, attacking, situation, metConditions(flow, target), options);
  if (decided === null) return flow;
  flow.decided = decided;
  // No defence was asked for: none attempted (null), so none can be invalid. The flow was made just above: it is changed in place.
  return afterResult(flow, resolveAttack(roll, null, attack.profile, attacking, targetView(flow, target, null, null, options), options, dice), attacker, target, options, "dodge", true);
}

/** The run of a jump at a flier (M100): the jumper's Athletics as its sheet and conditions give it, and its fall on a critical failure. */
function jumpOf(jumper: DegreesFighter, options: DegreesOptions, dice: DiceSource): NonNullable<DegreesAttackFlow["jump"]> {
  // Athletics is one of the sheet skills every fighter has a check for (port/checks.ts).
  const athletics = rollCheck(degreesChecks(jumper, options).find((c) => c.key === "athletics")?.bonus ?? 0, NO_MODIFIERS, dice);
  return { athletics, fall: missedJump(athletics, deriveCharacter(jumper.character).vigor, options) };
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
    case "missedJump":
      return "degrees.nothingToDefend";
  }
}

function answerOf(answer: Extract<DegreesAnswer, { kind: "dodge" | "block" | "anticipate" | "technique" }>, target: DegreesFighter): DefenceAnswer {
  if (answer.kind !== "technique") return answer.kind === "dodge" ? DODGE : answer.kind === "block" ? BLOCK : ANTICIPATE;
  const technique = answeredTechnique(target.defences, answer);
  if (!technique) throw degreesRefusal("unknownTechnique", { technique: answer.technique }, `${target.id} knows no defensive technique ${answer.technique}`);
  return { kind: "technique", technique };
}

/**
 * The defences the target has, each with the code of the reason it is refused, if it is (F6):
 * Dodge, Block, Anticipate, Evade (M73) and each of its defensive techniques (named). A Feint is answered by
 * no defence; an attack settled before any defence leaves every one refused with why.
 */
export function degreesDefences(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions): DefenceOffered[] {
  if (flow.kind === "feint") return [];
  const attacking = attackerView(attacker);
  const defending = targetView(flow, target, null, null, options);
  // Asked by every attack a tactic answers with anything but Dodge: the views built once, each defence offered in turn.
  const evade = offerEvade(flow, target, attacking, defending, options);
  const offered = [offerDefence("dodge", DODGE, flow, attacking, defending, options), offerDefence("block", BLOCK, flow, attacking, defending, options), offerDefence("anticipate", ANTICIPATE, flow, attacking, defending, options), evade];
  for (const technique of target.defences) offered.push(offerDefence("technique", { kind: "technique", technique }, flow, attacking, defending, options));
  return offered;
}

/**
 * The one defence of `degreesDefences` that `answer` names, as that list offers it, or null when
 * the list has none (a Feint, an ally's aid, a technique the target does not know): for a caller
 * asking about one answer only (the simulator's tactics, on every attack), without the others' checks.
 */
export function degreesDefenceOffered(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, answer: DegreesAnswer, options: DegreesOptions): DefenceOffered | null {
  if (flow.kind === "feint" || answer.kind === "deflect" || answer.kind === "help" || answer.kind === "allyTechnique") return null;
  if (answer.kind === "technique" && !answeredTechnique(target.defences, answer)) return null;
  const attacking = attackerView(attacker);
  const defending = targetView(flow, target, null, null, options);
  if (answer.kind === "evade") return offerEvade(flow, target, attacking, defending, options);
  return offerDefence(answer.kind, answerOf(answer, target), flow, attacking, defending, options);
}

/** Evade offered (M73): refused as any defence is, or else when the target cannot pay for it. */
function offerEvade(flow: DegreesAttackFlow, target: DegreesFighter, attacking: AttackerView, defending: DefenderView, options: DegreesOptions): DefenceOffered {
  const evade = offerDefence("evade", ANTICIPATE, flow, attacking, defending, options);
  if (evade.refused === null) evade.refused = evadeCode(flow, target, options);
  return evade;
}

/** One defence offered: refused with why when the attack was settled before any defence or the rules forbid it, with the reason's data. */
function offerDefence(kind: string, answer: DefenceAnswer, flow: DegreesAttackFlow, attacking: AttackerView, defending: DefenderView, options: DegreesOptions): DefenceOffered {
  const technique = answer.kind === "technique" ? answer.technique : undefined;
  // Every field, always, in one order (the unused ones undefined): one shape for every offer.
  const offered: DefenceOffered = { kind, name: technique?.name, id: technique?.id, refused: null, data: undefined };
  if (flow.decided !== null) offered.refused = decidedCode(flow.decided);
  else {
    const reason = defenceReason(answer, flow.profile, attacking, defending, options);
    if (reason) {
      offered.refused = reason.code;
      offered.data = reason.data;
    }
  }
  return offered;
}

/** One defence the target has, with the code of the reason it is refused and that reason's data (the size gap, the chakra short...), if it is (F6). */
export interface DefenceOffered {
  kind: string;
  name?: string;
  /** The defensive technique's item id, when it was read from a document. */
  id?: string;
  refused: string | null;
  data?: Readonly<Record<string, string | number>>;
}

const DODGE: DefenceAnswer = { kind: "dodge" };
const BLOCK: DefenceAnswer = { kind: "block" };
const ANTICIPATE: DefenceAnswer = { kind: "anticipate" };

/**
 * The target answers. A defence the rules do not allow is no refusal here: the text makes it the
 * attacker's automatic success (M23), which the result's steps name with the reason. A defensive
 * technique's chakra and action are paid win or lose, the action out of this round's (M15, M25, M71).
 * With `owned` the attack and the target are the caller's own, changed in place.
 */
export function answerDegreesAttack(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, answer: DegreesAnswer, options: DegreesOptions, dice: DiceSource, owned = false): { attack: DegreesAttackFlow; defender: DegreesFighter } {
  if (flow.step !== "answer" || flow.result !== null) throw new RuleRefusal("notYet", {}, "attack: no defence to choose now");
  if (answer.kind === "evade") return evadeAttack(flow, attacker, target, options, dice, owned);
  if (answer.kind === "deflect" || answer.kind === "help" || answer.kind === "allyTechnique") return aidAttack(flow, attacker, target, answer, options, dice);
  const mount = answer.kind === "technique" ? null : (answer.mount ?? null);
  if (mount && mount.id !== target.mountedOn) throw degreesRefusal("notYourMount", { mount: mount.id }, `${target.id} does not ride ${mount.id}`);
  const defence = answerOf(answer, target);
  const result = resolveAttack(flow.roll, defence, flow.profile, attackerView(attacker), targetView(flow, target, defence, mount, options), options, dice);
  const defender = result.techniqueCost ? paidTechnique(target, result.techniqueCost, answer.kind === "technique" ? answer.technique : "technique", owned, options) : target;
  const answered = afterResult(flow, result, attacker, defender, options, defence.kind, owned);
  answered.answer = defence.kind;
  answered.mountId = mount?.id ?? null;
  if (defence.kind === "technique" && defence.technique.nullify && !result.hit) answered.nullifiedBy = target.id;
  return { attack: answered, defender };
}


/** Why Evade is refused against this attack, as a code, or null (M71, M73). */
function evadeCode(flow: DegreesAttackFlow, target: DegreesFighter, options: DegreesOptions): string | null {
  return evadeRefused(target.actions, flow.profile, { offGuard: offGuard(target, options) });
}

/**
 * Evade (M73): a prediction maneuver, its movement action paid first and kept paid (M71), then the
 * Anticipate contest; a success is the round's move and a miss, a failure a hit whose move does
 * not count toward the limit.
 */
function evadeAttack(flow: DegreesAttackFlow, attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions, dice: DiceSource, owned: boolean): { attack: DegreesAttackFlow; defender: DegreesFighter } {
  const paid = evadeCosts(target.actions, flow.profile, { offGuard: offGuard(target, options) });
  // The target as the attack meets it, read before its own fighter (when owned) pays.
  const defending = targetView(flow, target, null, null, options);
  const defender = changeable(target, owned);
  defender.actions = paid;
  // Moving off provokes every other foe whose reach it leaves, not this attacker (M73): the round remembers it.
  defender.uses = markEvade(target.uses, attacker.id);
  const result = resolveAttack(flow.roll, ANTICIPATE, flow.profile, attackerView(attacker), defending, options, dice);
  if (!result.hit) defender.actions = evaded(defender.actions);
  const answered = afterResult(flow, result, attacker, defender, options, "evade", owned);
  answered.answer = "anticipate";
  return { attack: answered, defender };
}

/**
 * The damage of a landed attack (M28–M34, M87, M116–M125), each step kept when `detail` asks for
 * it (a card, a log); a run nobody reads gets the same numbers with no steps. With `owned` the
 * attack is the caller's own, changed in place.
 */
export function degreesDamage(flow: DegreesAttackFlow, target: DegreesFighter, options: DegreesOptions, dice: DiceSource, detail = true, owned = false): DegreesAttackFlow {
  const result = flow.result;
  if (flow.step !== "damage" || result === null || result.degree === 0) throw new RuleRefusal("notYet", {}, "attack: no damage to roll now");
  const damage = damageOnTarget(
    {
      base: flow.base,
      fixed: flow.fixed,
      degree: result.degree,
      barrierHardness: flow.barrierHardness ?? undefined,
      ignoreHardness: flow.ignoreHardness,
      standardActionsThisRound: flow.partners,
    },
    target,
    options,
    detail,
  );
  const next = changeableFlow(flow, owned);
  next.damage = damage;
  next.step = "done";
  // The chakra the hit drains, undivided among partners (M52, M53, M89).
  if (flow.drain) next.drained = drainOnHit(flow.drain, result.degree);
  if (flow.profile.mercyStrike) next.mercy = mercyAftermathOf(target, options, dice);
  next.fall = fallCheckOf(result, flow.roll.accuracy, target, flow.mountHit ?? null, options, dice);
  return next;
}

/** The victim's Vigor against 10 after a mercy strike, none for a minion (M61). */
function mercyAftermathOf(victim: DegreesFighter, options: DegreesOptions, dice: DiceSource): MercyAftermath {
  if (victim.minion) return { roll: null, fate: mercyStrikeAftermath({ minion: true }, options) };
  const roll = rollCheck(deriveCharacter(victim.character).vigor, NO_MODIFIERS, dice);
  return { roll, fate: mercyStrikeAftermath({ vigorTotal: roll.total }, options) };
}

/**
 * A rider's or a flier's fall check after a hit of degree 3 or more (M93, M102), and the fall if it
 * fails (M103). When the hit reached the rider's mount too (`mountHit`), the mount checks as well:
 * the rider falls if either fails, and a winged mount that fails falls itself (`fallsAfterHit`).
 */
function fallCheckOf(result: AttackResult, accuracy: number, target: DegreesFighter, mountHit: MountHit | null, options: DegreesOptions, dice: DiceSource): FallCheck | null {
  const flying = isWinged(target.conditions, options);
  if (target.mountedOn === undefined && !flying) return null;
  const check = fallCheck(result.degree, result.critical, accuracy);
  if (!check) return null;
  const rolled = (acrobatics: number) => (check.autoFail ? null : rollCheck(acrobatics, NO_MODIFIERS, dice));
  const passed = (roll: CheckRoll | null) => roll !== null && meetsDc(roll.total, check.dc, options);
  const roll = rolled(target.acrobatics ?? 0);
  const mount = mountHit && mountHit.id === target.mountedOn ? { ...mountHit, roll: rolled(mountHit.acrobatics) } : null;
  const vigor = deriveCharacter(target.character).vigor;
  const falls = fallsAfterHit({ passed: passed(roll), vigor }, mount && { passed: passed(mount.roll), vigor: mount.vigor, winged: mount.winged });
  const fell = mount ? falls.rider !== null : !passed(roll);
  // Off a mount on the ground the fall does no harm (M93); out of the air it costs Vigor and lands Prone (M103).
  const riderFall = fell && (flying || mount?.winged === true) ? fallFromTheAir(vigor) : null;
  const made: FallCheck = { dc: check.dc, roll, fell, damage: riderFall?.damage ?? 0, prone: riderFall !== null };
  if (mount) made.mount = { roll: mount.roll, fell: !passed(mount.roll), damage: falls.mount?.damage ?? 0 };
  return made;
}

/**
 * What the finished attack leaves to settle on its target. An ally who caught the target (Help
 * Ally, M77, aid.ts) keeps it on its feet and in its seat: no Prone, no fall.
 */
export function degreesOutcomes(flow: DegreesAttackFlow): DegreesOutcome[] {
  if (flow.step !== "done") throw new RuleRefusal("notYet", {}, "attack: not finished");
  const result = flow.result;
  const damage = flow.damage;
  const hit = result?.hit ?? (flow.contest !== null && flow.contest.attackerWins);
  const caught = flow.aid?.kind === "catch" && flow.aid.success;
  const fall = caught && flow.fall?.fell ? { ...flow.fall, fell: false, damage: 0, prone: false } : flow.fall;
  const fallDamage = (caught ? 0 : flow.effect.fallDamage) + (fall?.damage ?? 0);
  const outcomes: DegreesOutcome[] = [
    {
      attackerId: flow.attackerId,
      targetId: flow.targetId,
      action: flow.action,
      kind: flow.kind,
      hit,
      critical: result?.critical ?? false,
      degree: result?.degree ?? 0,
      damage: (damage?.damage ?? 0) + fallDamage,
      // The comparison first: made on every outcome, it has been run before a non-lethal attack first lands.
      lethal: fallDamage > 0 || flow.profile.lethal,
      delivery: flow.profile.delivery,
      bleeding: result?.bleeding ?? false,
      absorbed: damage?.absorbed ?? 0,
      targetGains: caught ? flow.effect.targetGains.filter((c) => c.id !== "prone") : flow.effect.targetGains,
      attackerGains: flow.effect.attackerGains,
      disarmedMetres: flow.effect.disarmedMetres,
      pushedMetres: flow.effect.pushedMetres,
      trample: flow.effect.trample,
      mercy: flow.mercy,
      fall,
      drained: flow.drained,
      interruptsMove: flow.profile.opportunity === true,
    },
  ];
  // Added only when there is one: every attack's outcomes are made, and nearly none has either fall.
  const mountFall = mountFallOutcome(flow);
  if (mountFall) outcomes.push(mountFall);
  const jumperFall = jumperFallOutcome(flow);
  if (jumperFall) outcomes.push(jumperFall);
  return outcomes;
}

/** A jumper whose run failed (M100): it falls out of its leap, its Vigor in damage and Prone, an outcome of its own. */
function jumperFallOutcome(flow: DegreesAttackFlow): DegreesOutcome | null {
  const fell = flow.jump?.fall;
  if (!flow.jump || !fell) return null;
  const fall = { dc: 0, roll: flow.jump.athletics, fell: true, damage: fell.damage, prone: true };
  return { attackerId: flow.attackerId, targetId: flow.attackerId, action: flow.action, kind: flow.kind, hit: false, critical: false, degree: 0, damage: fell.damage, lethal: true, delivery: flow.profile.delivery, bleeding: false, absorbed: 0, targetGains: [], attackerGains: [], disarmedMetres: null, pushedMetres: null, fall, interruptsMove: false };
}

/** A winged mount's own fall when the hit reached it too and its check failed (M102, M103): its Vigor, Prone, out of the air. */
function mountFallOutcome(flow: DegreesAttackFlow): DegreesOutcome | null {
  const hit = flow.mountHit;
  const fell = flow.fall?.mount;
  if (!hit?.winged || !fell?.fell || !flow.fall) return null;
  const fall = { dc: flow.fall.dc, roll: fell.roll, fell: true, damage: fell.damage, prone: true };
  return { attackerId: flow.attackerId, targetId: hit.id, action: flow.action, kind: flow.kind, hit: false, critical: false, degree: 0, damage: fell.damage, lethal: true, delivery: flow.profile.delivery, bleeding: false, absorbed: 0, targetGains: [], attackerGains: [], disarmedMetres: null, pushedMetres: null, fall, interruptsMove: false };
}

/**
 * The attack at a rider reaches its mount too (M93, M102: an area attack at a rider, or as the GM
 * rules): the mount's fall check is rolled with the rider's after a hit of degree 3 or more, from
 * what its fighter holds now. Refused for a mount the target does not ride.
 */
export function withMountHit(flow: DegreesAttackFlow, target: DegreesFighter, mount: DegreesFighter, options: DegreesOptions): DegreesAttackFlow {
  if (target.mountedOn !== mount.id) throw degreesRefusal("notYourMount", { mount: mount.name }, `${target.id} does not ride ${mount.id}`);
  const next = changeableFlow(flow, false);
  next.mountHit = { id: mount.id, acrobatics: mount.acrobatics ?? 0, vigor: deriveCharacter(mount.character).vigor, winged: isWinged(mount.conditions, options) };
  return next;
}

// Asked at every step of every attack: one answer for each step, shared.
const STAGES: Readonly<Record<DegreesAttackFlow["step"], AttackStage>> = {
  answer: { awaitsAnswer: true, mayReroll: { attacker: false, defender: false }, awaitsDamage: false, readyToSettle: false, settled: false },
  damage: { awaitsAnswer: false, mayReroll: { attacker: false, defender: false }, awaitsDamage: true, readyToSettle: false, settled: false },
  done: { awaitsAnswer: false, mayReroll: { attacker: false, defender: false }, awaitsDamage: false, readyToSettle: true, settled: false },
};

/** Which step is open: the defence, the damage, or the settling (there is no reroll to buy). */
export function degreesStage(flow: DegreesAttackFlow): AttackStage {
  // Each stage read by its own name: a lookup by a name held in a field is a slow keyed load, and every attack asks several times.
  switch (flow.step) {
    case "answer":
      return STAGES.answer;
    case "damage":
      return STAGES.damage;
    case "done":
      return STAGES.done;
  }
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
