import { spendChakra, withChakraExhaustion, type ChakraDrain } from "../chakra";
import { spendAction } from "../turn-actions";
import type { AttackResult } from "../attack/resolve";
import type { AttackProfile, DefenceKind, DefensiveTechnique } from "../attack/types";
import type { ContestResult } from "../checks";
import type { DamageResult } from "../attack/damage";
import type { DefenceSituation } from "../combatant";
import { hasCondition } from "../conditions/active";
import type { ConditionInstance } from "../conditions/instance";
import { trampleOutcome, type TrampleOutcome } from "../maneuvers/knockdown";
import type { DegreesOptions } from "../options";
import type { CheckRoll } from "../roll";
import type { AerialFall } from "../falls";
import type { DecidedBeforeDefence } from "../attack/resolve";
import type { SpecialManeuver } from "./actions";
import { changeable, type DegreesFighter } from "./fighter";
import { maneuverEffect, NO_EFFECT, type ManeuverEffect } from "./maneuver-effects";

// The attack's state as the port's steps hand it on (attack-flow.ts, aid.ts): its shape, the
// answers, the outcome, and the small steps both files take on it.

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
  /** A melee attack with an ally of the attacker on exactly the opposite side of the target (M60): the target is Flanked against it. */
  flanked: boolean;
  /** One of an Immense creature's sweep (M107): an attack at many, which a miss never sends on to a grabber (M79). */
  swept: boolean;
  /** A jump at a flier (M100): the run's Athletics, and the jumper's fall when it was a critical failure; null for any other attack. */
  jump: { athletics: CheckRoll; fall: AerialFall | null } | null;
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
  /** A sneak attack's Stealth against the target's Notice (M54): on success the target is Unaware for this attack. */
  sneak: { roll: CheckRoll; sneaks: boolean } | null;
  /** A mercy strike's victim (M61). */
  mercyVictim: string | null;
  /** The mount whose defence answered for its rider (M92); null for none. */
  mountId: string | null;
  /** After the damage: a mercy strike's Vigor check (M61), a rider's or a flier's fall check (M93, M102). */
  mercy: MercyAftermath | null;
  fall: FallCheck | null;
  /** Someone other than the target who answered it (M65, M71, M77), and how; null for none. */
  aid: AttackAid | null;
  /** Who nullified this technique (M74), the target or an ally (M71): the one who may Overcome it next (M75); null for none. */
  nullifiedBy: string | null;
  /** The chakra a hit drains (M52, M53); none unless given. */
  drain?: ChakraDrain;
  /** What it drained once the damage was rolled: by the degree when the drain says so, never divided among partners. */
  drained?: number;
  /** The rider's mount, hit by the same attack (an area at a rider, M93, M102): it checks against falling too. */
  mountHit?: MountHit;
  /**
   * A miss on a grabbed victim and the die that decides whether it goes on to the grabber (M79,
   * redirect.ts): set on the miss that stands, or on the attack sent on (then its target is the
   * grabber, who defends as Restrained); null for every other attack.
   */
  redirect: MissRedirect | null;
}

/** The die rolled for a miss on a grabbed victim (M79): 4 or less and the attack goes to the grabber. */
export interface MissRedirect {
  victim: string;
  grabber: string;
  face: number;
  hitsGrabber: boolean;
}

/** A mount hit with its rider (M93, M102): what its own fall check and fall read, taken from its fighter as the attack opened. */
export interface MountHit {
  id: string;
  acrobatics: number;
  vigor: number;
  winged: boolean;
}

/** What follows a mercy strike that hit (M61): the victim's Vigor against 10 (none for a minion), and whether its fate is the attacker's. */
export interface MercyAftermath {
  roll: CheckRoll | null;
  fate: "survives" | "attackerChooses";
}

/** A hit of degree 3 or more on a rider or a flier (M93, M102): Acrobatics against 4 + the attack's accuracy, failed outright on a critical; the fall it caused. */
export interface FallCheck {
  dc: number;
  roll: CheckRoll | null;
  fell: boolean;
  /** Out of the air: fixed damage equal to the faller's Vigor, landing Prone (M103); off a mount on the ground, none (M93). */
  damage: number;
  prone: boolean;
  /** The mount's own check when the hit reached it too (M93, M102): the rider falls if either fails; a winged mount that fails falls as well. */
  mount?: { roll: CheckRoll | null; fell: boolean; damage: number };
}

/**
 * How the target answers: Dodge, Block, Anticipate, or one of its defensive techniques by name
 * (M22–M25). A rider answers Dodge, Block and Anticipate with its mount's (M92), named as the
 * mount's fighter; Evade is a prediction maneuver that moves while defending (M73).
 */
export type DegreesAnswer =
  | { kind: "dodge" | "block" | "anticipate"; mount?: DegreesFighter }
  | { kind: "technique"; technique: string; techniqueId?: string }
  | { kind: "evade" }
  /** Someone else answers for the target (aid.ts): deflects the projectiles (M65), or helps the ally (M77), or defends it with one of its own defensive techniques (M71). */
  | { kind: "deflect"; by: DegreesFighter }
  | { kind: "allyTechnique"; technique: string; techniqueId?: string; by: DegreesFighter }
  | { kind: "help"; help: HelpKind; by: DegreesFighter; move?: boolean };

/** What Help Ally does (M77, the effect the GM's call: our defaults, aid.ts): take the hit in the ally's place, or catch it as it is knocked down or falls. */
export type HelpKind = "takeHit" | "catch";

/**
 * Someone other than the target answering the attack (M65, M77): who, for whom, with what, and
 * the check it made against the attack check. One a attack at most.
 */
export interface AttackAid {
  kind: "deflect" | HelpKind | "technique";
  /** The defensive technique an ally answered with (M71); absent for the other aids. */
  technique?: string;
  by: string;
  /** The one it answered for: the attack's target when it answered. */
  for: string;
  contest: ContestResult;
  success: boolean;
}

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
  /** How a Trample ended (M80). */
  trample?: TrampleOutcome | null;
  /** A mercy strike's aftermath (M61): the victim's fate, and the conditions that left it helpless, which end. */
  mercy?: MercyAftermath | null;
  /** A fall the hit caused (M93, M102, M103): off the mount, out of the air. */
  fall?: FallCheck | null;
  /** Chakra the hit drains from the target, undivided (M52, M53); none unless given. */
  drained?: number;
  /** An opportunity attack interrupts the move that provoked it (M19): that move no longer counts against the round's one. */
  interruptsMove: boolean;
}

/** A copy of an attack's state to change before handing it back, field by field (each step makes one; a literal is cheaper than a spread). */
export function copyFlow(flow: DegreesAttackFlow): DegreesAttackFlow {
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
    flanked: flow.flanked,
    swept: flow.swept,
    jump: flow.jump,
    decided: flow.decided,
    answer: flow.answer,
    result: flow.result,
    contest: flow.contest,
    damage: flow.damage,
    effect: flow.effect,
    step: flow.step,
    sneak: flow.sneak,
    mercyVictim: flow.mercyVictim,
    mountId: flow.mountId,
    mercy: flow.mercy,
    fall: flow.fall,
    aid: flow.aid,
    nullifiedBy: flow.nullifiedBy,
    drain: flow.drain,
    drained: flow.drained,
    mountHit: flow.mountHit,
    redirect: flow.redirect,
  };
}

/** The attack to change: itself when the caller owns it, else a copy. */
export function changeableFlow(flow: DegreesAttackFlow, owned: boolean): DegreesAttackFlow {
  return owned ? flow : copyFlow(flow);
}

/** The attack once it is resolved: a maneuver's effect, and the damage next if a damaging attack landed (changed in place when `owned`). */
export function afterResult(flow: DegreesAttackFlow, result: AttackResult, attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions, answer: DefenceKind | "evade" = "dodge", owned = false): DegreesAttackFlow {
  const next = changeableFlow(flow, owned);
  next.result = result;
  next.effect = flow.kind === "maneuver" && result.hit ? maneuverEffect(flow.maneuver, result, attacker, target, options) : NO_EFFECT;
  // A Trample that missed: the target stepped aside, stood and stopped it, or did what its technique says (M80).
  if (flow.maneuver === "trample" && !result.hit) next.effect = { ...NO_EFFECT, trample: trampleOutcome(true, false, answer === "evade" ? "anticipate" : answer) };
  next.step = result.hit && flow.damages ? "damage" : "done";
  return next;
}

/** Whether the target is caught off guard, when only Anticipate is left among the prediction maneuvers (M71). */
export function offGuard(target: DegreesFighter, options: DegreesOptions): boolean {
  return hasCondition(target.conditions, "flatFooted", options) || hasCondition(target.conditions, "unaware", options);
}

/**
 * The defensive technique of `defences` an answer names: by item id when the answer carries one
 * (two techniques on one actor may share a name), else by name.
 */
export function answeredTechnique(defences: readonly DefensiveTechnique[], answer: { technique: string; techniqueId?: string }): DefensiveTechnique | undefined {
  for (const d of defences) if (answer.techniqueId !== undefined ? d.id === answer.techniqueId : d.name === answer.technique) return d;
  return undefined;
}

/**
 * The fighter after paying for the defensive technique it answered with, win or lose (M25, M71):
 * its chakra (Exhausted at 0 unless already, M49) and the action, out of this round's; changed in place when `owned`.
 */
export function paidTechnique(fighter: DegreesFighter, cost: { chakra: number; action: "partial" | "movement" | "standard" }, technique: string, owned: boolean, options: DegreesOptions): DegreesFighter {
  const paid = changeable(fighter, owned);
  paid.chakra = spendChakra(fighter.chakra, cost.chakra, technique);
  paid.actions = spendAction(fighter.actions, { kind: cost.action });
  paid.conditions = withChakraExhaustion(paid.conditions, paid.chakra, options);
  return paid;
}
