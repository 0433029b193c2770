import type { DiceSource } from "../../dice";
import { RuleRefusal } from "../../refusal";
import { aimsAtSomeone, type IcAction } from "../action";
import { checkAction, type CheckedAction } from "../action-check";
import { cloneCombatant, type IcCombatant } from "../combatant";
import { makingSeals, modifiedSealSpeed, sealsToMake } from "../handseals";
import { canInterrupt, interruptTotal } from "../interrupt";
import type { IcRuleOptions } from "../options";
import { abortNextIc, afterInterrupt, canAbortDelayed, nextActingIc } from "../timeline";
import { declareAction, declareChecked, declaredSpeed, type DeclaredAction } from "./declare";
import { badAgainstSpeed, badAp, badIc, badLength, cannotAct, needsHandseals, notEnoughAp, notYourIc } from "./declare-refusals";

/** Where on the timeline an action is declared, and what it answers. */
export interface TimelineChoice {
  ic: number;
  /** AP offered; only what actually lowers the Speed is spent. */
  apSpent?: number;
  /** The chosen length of a variable-Speed action. */
  variableLength?: number;
  /** For an interrupt: the Speed of the action it answers, which it must be fast enough for. */
  againstSpeed?: number;
  /**
   * The action's record from checkAction, when the caller keeps it (the simulator's plans do),
   * so a declaration needs no look-up. Believed only for the very action declared: any other
   * (or none) and the action is checked as ever.
   */
  checked?: CheckedAction;
}

/** Off its own IC a combatant may only interrupt; on it, anything. */
function onTurn(actor: IcCombatant, ic: number): boolean {
  return actor.nextIc === ic;
}

/** The total Speed an interrupt adds to the defender's next action: its Speed plus any seals made on the spot. */
function interruptCost(actor: IcCombatant, action: IcAction, speed: number): number {
  const seals = makingSeals(actor.ongoing) ? 0 : modifiedSealSpeed(action.sealSpeed ?? 0, actor.stats.dex);
  return interruptTotal({ speed, modifiedSealSpeed: seals });
}

/**
 * Aborting stops a running variable action or a delayed one ("Abort"), at any time: the
 * combatant acts again on the following IC. With nothing running there is nothing to abort.
 */
function abort(actor: IcCombatant, action: IcAction, choice: TimelineChoice): DeclaredAction {
  refuseBadChoice(action, !!action.variable, choice);
  const ic = choice.ic;
  if (!actor.ongoing && !actor.delayed) throw new RuleRefusal("nothingToAbort", { name: actor.name }, `${actor.name} has nothing to abort`);
  if (actor.delayed && !canAbortDelayed(actor.delayed.resolvesOn, ic)) throw new RuleRefusal("nothingToAbort", { name: actor.name }, `${actor.name} has nothing to abort`);
  const next = cloneCombatant(actor);
  next.ongoing = null;
  next.delayed = null;
  next.nextIc = abortNextIc(ic);
  return { action, actorId: actor.id, ic, speed: { speed: 1, apUsed: 0, floor: 1, damageSpeed: 1 }, resolvesOn: ic, exhaustion: [], fails: false, actor: next, attacks: aimsAtSomeone(action) };
}

/**
 * The choice itself must be made of numbers the rules can use: a whole, non-negative IC; AP a
 * whole number of 0 or more; a variable action's length a whole number of IC of 1 or more; the
 * Speed an interrupt answers a whole number. Each refusal names its field. `variable` is whether
 * the action is variable-Speed (its checked record's flag when the caller has it: one shape to read).
 */
function refuseBadChoice(action: IcAction, variable: boolean, choice: TimelineChoice): void {
  // An IC of NaN or "5" would put everyone nowhere on the timeline.
  if (!Number.isSafeInteger(choice.ic) || choice.ic < 0) throw badIc(choice.ic);
  const ap = choice.apSpent ?? 0;
  if (!Number.isSafeInteger(ap) || ap < 0) throw badAp(ap);
  // Compared with true: testing a flag's truth in optimised code checks it against every falsy value.
  if (variable === true) {
    const length = choice.variableLength ?? action.speed;
    if (!Number.isSafeInteger(length) || length < 1) throw badLength(action, length);
  }
  const against = choice.againstSpeed;
  if (against !== undefined && (!Number.isSafeInteger(against) || against < 0)) throw badAgainstSpeed(against);
}

/**
 * Refuses what the rules do not let this actor declare here; the action's record from checkAction
 * when they do. `turn` is onTurn's answer, which every caller has asked already.
 */
function refuseUnlessAllowed(actor: IcCombatant, action: IcAction, choice: TimelineChoice, turn: boolean): CheckedAction {
  if (actor.condition !== "active") throw cannotAct(actor);
  // The record handed in, believed only for this very action; it passed checkAction, so the
  // choice is refused first either way, as for an action checked here.
  const handed = choice.checked;
  const known = handed !== undefined && handed.action === action ? handed : null;
  refuseBadChoice(action, known === null ? !!action.variable : known.variable, choice);
  const checked = known === null ? checkAction(action) : known;
  if (turn !== true && checked.interrupt !== true) throw notYourIc(actor, choice.ic);
  const ap = choice.apSpent ?? 0;
  if (ap > actor.ap) throw notEnoughAp(actor, ap);
  // An action with no Seal Speed never waits for seals (sealsToMake gives 0): most declarations,
  // answered without the call. The rest ask of the record, whose Seal Speed and interrupt flag are
  // always a number and a boolean, rather than of the action, whose fields may be absent.
  // A jutsu declared while its seals are made (every sealed one of a rotation) needs none either: asked first, without the call.
  if (checked.sealSpeed > 0 && !makingSeals(actor.ongoing) && sealsToMake(actor, checked) > 0) throw needsHandseals(action);
  return checked;
}

/** What a declaration would cost before it is confirmed: the final Speed with its floor, the AP used and the IC it leads to. */
export interface DeclarationPreview {
  speed: number;
  floor: number;
  apUsed: number;
  nextIc: number;
}

/**
 * The preview a turn dialog shows: the same Speed and next IC the declaration will produce, or
 * the refusal it would meet. Rolls nothing.
 */
export function previewOnTimeline(actor: IcCombatant, action: IcAction, choice: TimelineChoice): DeclarationPreview {
  if (action.role === "abort") {
    const aborted = abort(actor, action, choice);
    return { speed: aborted.speed.speed, floor: aborted.speed.floor, apUsed: 0, nextIc: aborted.actor.nextIc };
  }
  const interrupting = !onTurn(actor, choice.ic);
  refuseUnlessAllowed(actor, action, choice, !interrupting);
  const { action: taken, speed } = declaredSpeed(actor, action, choice);
  const cost = interrupting ? interruptCost(actor, taken, speed.speed) : speed.speed;
  if (taken.interrupt && choice.againstSpeed !== undefined && !canInterrupt(cost, choice.againstSpeed)) {
    throw new RuleRefusal("tooSlowToInterrupt", { action: taken.name, speed: cost, against: choice.againstSpeed }, `${taken.name} (Speed ${cost}) is too slow to interrupt a Speed ${choice.againstSpeed} action`);
  }
  return { speed: speed.speed, floor: speed.floor, apUsed: speed.apUsed, nextIc: interrupting ? afterInterrupt(actor.nextIc, cost) : nextActingIc(choice.ic, speed.speed) };
}

/**
 * Declares an action on the timeline. On the combatant's own IC it is their turn's action; off
 * it only an interrupt is allowed, fast enough for what it answers, and it pushes the action
 * already scheduled instead of replacing it (a running Block or stun stays as it was).
 * Refusals are RuleRefusals and change nothing. With `owned` (the actor is the caller's own) a
 * turn's own action changes the actor in place, and is written into `into` when the caller hands
 * in a declaration of its own that it no longer reads; the declared actor is the one to keep either way.
 */
export function declareOnTimeline(actor: IcCombatant, action: IcAction, choice: TimelineChoice, options: IcRuleOptions, dice: DiceSource, owned = false, into?: DeclaredAction): DeclaredAction {
  if (action.role === "abort") return abort(actor, action, choice);
  // A turn's own action needs only the checks, each made once: declaring works out its Speed (the simulator's hot path).
  // Its own IC is asked here as onTurn asks it, without the call: every declaration comes this way.
  if (actor.nextIc === choice.ic && choice.againstSpeed === undefined) {
    return declareChecked(actor, action, refuseUnlessAllowed(actor, action, choice, true), choice, options, dice, owned, into);
  }
  return declareAnswering(actor, action, choice, options, dice);
}

/**
 * declareOnTimeline for an interrupt, or a turn's action that names the Speed it answers: the
 * preview's checks, then the declaration. Apart, so the turn's own path that every IC takes
 * stays small enough for its callers' optimised code to take in whole.
 */
function declareAnswering(actor: IcCombatant, action: IcAction, choice: TimelineChoice, options: IcRuleOptions, dice: DiceSource): DeclaredAction {
  const preview = previewOnTimeline(actor, action, choice);
  const declared = declareAction(actor, action, choice, options, dice);
  if (onTurn(actor, choice.ic)) return declared;
  const pushed = cloneCombatant(declared.actor);
  pushed.nextIc = preview.nextIc;
  pushed.ongoing = actor.ongoing;
  pushed.stun = actor.stun;
  pushed.delayed = actor.delayed;
  return { ...declared, actor: pushed };
}
