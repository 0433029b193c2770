import { checkDiceBounds, parseDiceFormula, type DiceSource } from "../../dice";
import { checkAction, type CheckedAction, type TakenFacts } from "../action-check";
import { spendAp } from "../action-points";
import { speedProfile, type IcAction } from "../action";
import { canAct, cloneCombatant, exhaustionBonus, steadyValues, type IcCombatant } from "../combatant";
import { FATIGUE_LEVEL_BONUS, advanceFatigue, resolveExhaustion, rest, upkeepFatigueLevel, type ExhaustionResult } from "../fatigue";
import type { IcRuleOptions } from "../options";
import { calmFloor, finalSpeed, finalSpeedFrom, raisedBase, type SpeedChanges, type SpeedProfile, type SpeedResult } from "../speed";
import { sealsToMake } from "../handseals";
import { nextActingIc } from "../timeline";
import { KUNAI, SHURIKEN, multiThrow } from "../damage";
import { endWokenSleep, reduceBurns } from "../status/apply";
import { effectiveSeverity } from "../status/modifiers";
import { badAp, badLength, cannotAct, needsHandseals as unsealed, notEnoughAp } from "./declare-refusals";
import { recordExhaustion, sufferFatigueAdvance } from "./fatigue-advance";

export interface DeclareOptions {
  ic: number;
  /** AP offered; only what actually lowers the Speed is spent. */
  apSpent?: number;
  /** The chosen length of a variable-Speed action. */
  variableLength?: number;
}

export interface DeclaredAction {
  action: IcAction;
  actorId: string;
  ic: number;
  speed: SpeedResult;
  /** When the action's effects resolve: now, or after its Delay. */
  resolvesOn: number;
  exhaustion: ExhaustionResult[];
  /** Fatigue categories Upkeep forced on top of the rolls (Upkeep above the Chakra bonus). */
  upkeepFatigue?: number;
  /** The technique fizzled (pushed two categories past Fatigue 5). */
  fails: boolean;
  actor: IcCombatant;
  /** Whether the action is aimed at someone (aimsAtSomeone, as the attack preview reads it): an attack is opened for it. */
  attacks: boolean;
}

/** What an attack's steps need of its declaration: the action as taken, its Speed and its IC (an attack under way carries them too, so it is passed as it is). */
export type AttackSource = Pick<DeclaredAction, "action" | "speed" | "ic">;

/** A multi-throw's Speed and Stamina come from how many weapons are thrown. */
function throwProfile(action: IcAction, actor: IcCombatant) {
  if (!action.multiThrow) return null;
  return multiThrow(action.multiThrow.weapon === "kunai" ? KUNAI : SHURIKEN, action.multiThrow.count, actor.stats.dex);
}

/** The action as it is really taken: a multi-throw's Speed and Stamina come from its count. `checked` is its record (checkAction), which says whether it is one. */
function takenAction(action: IcAction, checked: CheckedAction, actor: IcCombatant): IcAction {
  if (!checked.profile.multiThrow) return action;
  const thrown = throwProfile(action, actor);
  return thrown ? { ...action, speed: thrown.speed, stamina: thrown.stamina } : action;
}

/**
 * Refuses the choices of a declaration the rules do not allow: a variable action's length that
 * is not a whole number of IC, AP that is not a whole number or that the actor does not have.
 * `action` is as taken (takenAction), and its own numbers have passed checkAction.
 */
function refuseSpeed(actor: IcCombatant, action: IcAction, opts: Omit<DeclareOptions, "ic">): void {
  if (action.variable) {
    const length = opts.variableLength ?? action.speed;
    // An item's stored length may be 0 (chosen at use); finalSpeed still takes at least 1 IC.
    if (!Number.isSafeInteger(length) || length < 0) throw badLength(action, length);
    return;
  }
  const ap = opts.apSpent ?? 0;
  if (!Number.isSafeInteger(ap) || ap < 0) throw badAp(ap);
  if (ap > actor.ap) throw notEnoughAp(actor, ap);
}

/** The Speed of an action as taken (`facts`, see takenFacts), its choice already found allowed (refuseSpeed). */
function speedOf(actor: IcCombatant, facts: TakenFacts, opts: Omit<DeclareOptions, "ic">, out?: SpeedResult): SpeedResult {
  const profile = facts.profile;
  const apSpent = opts.apSpent ?? 0;
  const shock = actor.statuses.length ? effectiveSeverity(actor.statuses, "shock") : 0;
  // A variable action's Speed is its chosen length: neither AP nor Shock changes it.
  if (facts.variable !== true) return finalSpeedFrom(profile, facts.base, facts.floor, apSpent, 0, shock, out);
  const changes = declaring;
  changes.apSpent = apSpent;
  changes.shock = shock;
  const chosen = lengthChosen;
  chosen.base = opts.variableLength ?? profile.base;
  chosen.interrupt = profile.interrupt;
  chosen.variable = profile.variable;
  chosen.fixedSpeed = profile.fixedSpeed;
  chosen.delay = profile.delay;
  chosen.multiThrow = profile.multiThrow;
  return finalSpeed(chosen, changes, out);
}

/**
 * Scratch: the changes to the Speed of the action being declared, and a variable action's
 * profile with its chosen length (a declaration never runs inside another; finalSpeed reads
 * both only during the call).
 */
// All three fields, though a declaration has no other reductions: finalSpeed meets one shape of changes from every caller.
const declaring: Required<SpeedChanges> = { apSpent: 0, reductions: 0, shock: 0 };
const lengthChosen: SpeedProfile = speedProfile({ name: "", kind: "utility", speed: 0, variable: true });

/** What a declaration reads of the action as taken (takenAction): the checked action's own record, or a multi-throw's made for its count. */
function takenFacts(original: IcAction, checked: CheckedAction, taken: IcAction): TakenFacts {
  if (taken === original) return checked;
  const profile = speedProfile(taken);
  return { profile, base: raisedBase(profile), floor: calmFloor(profile), stamina: taken.stamina ?? 0, chakra: checked.chakra, upkeep: checked.upkeep, delay: checked.delay, variable: checked.variable, resting: checked.resting, attacks: checked.attacks };
}

/**
 * The Speed an action takes when declared now (Shock, AP and every floor; a variable action's
 * chosen length), with the action as it is really taken (takenAction). Refuses what the rules
 * do not allow (see refuseSpeed). Declaring and previewing share it.
 */
export function declaredSpeed(actor: IcCombatant, original: IcAction, opts: Omit<DeclareOptions, "ic">): { action: IcAction; speed: SpeedResult } {
  const checked = checkAction(original);
  const action = takenAction(original, checked, actor);
  refuseSpeed(actor, action, opts);
  return { action, speed: speedOf(actor, takenFacts(original, checked, action), opts) };
}

/** The damage dice an action rolls as it is taken: a multi-throw's summed weapons, else its own formula. */
function rolledDice(action: IcAction, actor: IcCombatant): string {
  return throwProfile(action, actor)?.dice ?? action.damage?.dice ?? "";
}

/**
 * The damage is rolled later, but a roll the options forbid is refused at the declaration, before
 * anything is paid. Actions and options never change once made: an action's own dice, once found
 * within the options' bounds, stay so (a multi-throw's depend on the thrower, so it is checked
 * each time); `checked` is the action's record from checkAction, which remembers it.
 */
function refuseForbiddenDice(action: IcAction, checked: CheckedAction, actor: IcCombatant, options: IcRuleOptions): void {
  if (checked.diceWithin === options) return;
  checkDiceBounds(parseDiceFormula(rolledDice(action, actor)), options);
  if (!action.multiThrow) checked.diceWithin = options;
}

/** Jutsu with handseals must follow a Perform Handseals action, unless used as an interrupt (which counts its Seal Speed instead). */
function refuseUnsealed(actor: IcCombatant, action: IcAction): void {
  if (sealsToMake(actor, action) > 0) throw unsealed(action);
}

/**
 * Declares an action on IC `ic`: works out its Speed (Shock, AP and every floor), spends the
 * AP, rolls its Stamina and Chakra costs at once (the rules resolve these mid-IC), and sets the
 * actor's next acting IC. Acting also ends a woken Sleep, a Rest lowers Burns with the Stamina
 * penalty, and Upkeep beyond the Chakra bonus advances Fatigue. Returns the updated actor;
 * nothing is mutated.
 */
export function declareAction(actor: IcCombatant, original: IcAction, opts: DeclareOptions, options: IcRuleOptions, dice: DiceSource): DeclaredAction {
  if (!canAct(actor)) throw cannotAct(actor);
  refuseUnsealed(actor, original);
  const checked = checkAction(original);
  refuseSpeed(actor, takenAction(original, checked, actor), opts);
  return declareChecked(actor, original, checked, opts, options, dice);
}

/**
 * declareAction for a caller that has itself refused an actor who cannot act, a jutsu not yet
 * sealed, an action whose numbers fail checkAction and a choice the rules do not allow (AP that
 * is not a whole number or that the actor does not have, a variable action's length that is
 * not a whole number of IC: the timeline checks those and more first, each once), with the
 * record checkAction gave: the rest of its refusals, then the declaration.
 * With `owned` the actor is the caller's own and is changed in place (the declared actor is the
 * same object), and `into`, a declaration of the caller's that it no longer reads (nor its
 * Speed), is written over and returned instead of a new one; a refusal still changes nothing.
 */
export function declareChecked(actor: IcCombatant, original: IcAction, checked: CheckedAction, opts: DeclareOptions, options: IcRuleOptions, dice: DiceSource, owned = false, into?: DeclaredAction): DeclaredAction {
  // Nearly every declaration takes its action as it is, its own dice already found within these
  // options: nothing to work out or check again, and the record is what it reads.
  if (checked.diceWithin === options && checked.profile.multiThrow !== true) return declareAllowed(actor, original, checked, opts, options, dice, owned, owned === true ? into : undefined);
  const action = takenAction(original, checked, actor);
  refuseForbiddenDice(original, checked, actor, options);
  return declareAllowed(actor, action, takenFacts(original, checked, action), opts, options, dice, owned, owned === true ? into : undefined);
}

/**
 * The declaration itself, once nothing in it is refused, with the action as taken (takenAction)
 * and what it reads of it (`facts`, see takenFacts: its costs and qualities are read there, in
 * one shape, and the action itself only for the names a running or delayed action records).
 * Every roll's bonus comes from the actor as it was before declaring: they are read first, so
 * the actor may be changed in place (`owned`) with the same results as on a copy.
 */
function declareAllowed(actor: IcCombatant, action: IcAction, facts: TakenFacts, opts: DeclareOptions, options: IcRuleOptions, dice: DiceSource, owned: boolean, into: DeclaredAction | undefined): DeclaredAction {
  const ic = opts.ic;
  // Compared with undefined rather than read through `?.`, which compares with null too.
  const speed = speedOf(actor, facts, opts, into !== undefined ? into.speed : undefined);
  const staminaCost = facts.stamina;
  const chakraCost = facts.chakra;
  const staminaBonus = staminaCost > 0 ? exhaustionBonus(actor, "stamina", options) : 0;
  const chakraBonus = chakraCost > 0 ? exhaustionBonus(actor, "chakra", options) : 0;
  const upkeepBonus = actor.upkeep + facts.upkeep > 0 ? upkeepBonusWithoutFatigue(actor, options) : 0;
  // `owned` compared with true: testing a flag's truth in optimised code checks it against every falsy value.
  const next = owned === true ? actor : cloneCombatant(actor);
  next.ongoing = facts.variable === true ? { name: action.name, role: action.role ?? "other", startedIc: ic, untilIc: ic + speed.speed } : null;
  // Most declarations spend no AP: nothing to take off, and no call to learn it (the AP offered,
  // which apUsed never exceeds, was found whole and within the actor's before declaring).
  if (facts.variable !== true && speed.apUsed !== 0) next.ap = spendAp(actor.ap, speed.apUsed);
  next.nextIc = nextActingIc(ic, speed.speed);
  next.stun = 0;
  // Sleep: this is the first action since an attack woke them, so the -5 ends here.
  // Stored only when it changed (nearly never): the owned actor is an old object, and storing a
  // list into it, even the same one, passes the write barrier's checks.
  if (next.statuses.length) {
    const awake = endWokenSleep(next.statuses);
    if (awake !== next.statuses) next.statuses = awake;
  }

  // Bonuses come from the state before this action: a Fatigue advance mid-IC changes no other roll that IC.
  // One cost of each kind at most: Stamina is rolled before Chakra. A declaration written over
  // (`into`) has its rolls written over too, as far as they go (see rollsToWriteOver).
  // `into` compared with undefined: testing an object's truth in optimised code checks every kind of value it could be.
  const spent = into !== undefined && (staminaCost > 0 || chakraCost > 0) ? rollsToWriteOver(into) : null;
  // Each roll is recorded on `next` before the next is made (Chakra's reads the Fatigue Stamina's left).
  const stamina = staminaCost > 0 ? resolveExhaustion("stamina", staminaCost, staminaBonus, next.fatigue, dice.roll(20), spent?.[0]) : null;
  if (stamina !== null) recordExhaustion(next, stamina);
  const chakra = chakraCost > 0 ? resolveExhaustion("chakra", chakraCost, chakraBonus, next.fatigue, dice.roll(20), spent?.[stamina !== null ? 1 : 0]) : null;
  if (chakra !== null) recordExhaustion(next, chakra);
  // A declaration that costs nothing rolls nothing: its shared empty list, without the call. Compared
  // with null: testing a record's truth in optimised code checks it against every falsy value.
  const exhaustion = stamina !== null ? rollsOf(stamina, chakra, spent) : chakra !== null ? rollsOf(chakra, null, spent) : NO_ROLLS;
  // Compared with null rather than read through `?.` (an absent roll's undefined takes a call to
  // test), and the flags with true, so that `fails` is known to be a boolean: a boolean is stored
  // with no write barrier, a value of unknown kind with its checks.
  const fails = (stamina !== null && stamina.techniqueFails === true) || (chakra !== null && chakra.techniqueFails === true);
  // The rare steps (a Rest, Upkeep) are calls of their own, made only when they apply: code that
  // never runs takes none of the budget the optimiser spends inlining the declaration's common steps.
  // The facts compared with what they hold (a boolean, whole numbers of 0 or more), not tested for truth, as above.
  if (facts.resting === true) restOn(next);
  if (facts.upkeep !== 0) next.upkeep += facts.upkeep;
  const upkeepFatigue = next.upkeep > 0 ? upkeepAdvance(next, upkeepBonus) : 0;
  const resolvesOn = ic + facts.delay;
  if (facts.delay !== 0) next.delayed = { name: action.name, resolvesOn };
  if (into === undefined) return { action, actorId: next.id, ic, speed, resolvesOn, exhaustion, upkeepFatigue, fails, actor: next, attacks: facts.attacks };
  // The records (its Speed, its list of rolls, the owned actor) are often the ones it holds
  // already: storing one anyway costs a write barrier, a call when a young record goes into an old declaration.
  if (into.action !== action) into.action = action;
  into.ic = ic;
  if (into.speed !== speed) into.speed = speed;
  into.resolvesOn = resolvesOn;
  if (into.exhaustion !== exhaustion) {
    // Rolls it no longer holds are kept for the next declaration that rolls where its record held none.
    if (exhaustion === NO_ROLLS) spareRolls = into.exhaustion;
    into.exhaustion = exhaustion;
  }
  into.upkeepFatigue = upkeepFatigue;
  into.fails = fails;
  // A combatant's id never changes: the same actor, the same id.
  if (into.actor !== next) {
    into.actor = next;
    into.actorId = next.id;
  }
  // Compared with true for the same reason as `fails`: known to be a boolean, it is stored with no write barrier.
  into.attacks = facts.attacks === true;
  return into;
}

// A declaration that costs nothing rolls nothing: one shared empty list (the cast: frozen, so nobody adds to it).
const NO_ROLLS = Object.freeze([]) as unknown as ExhaustionResult[];

/**
 * The rolls of a finished declaration (`into`, written over) nobody reads any more: those it
 * holds, or else the spare ones another such declaration let go of when it rolled nothing (a
 * caster's handseals, between two jutsu), or null. Called only by a declaration that rolls.
 */
function rollsToWriteOver(into: DeclaredAction): ExhaustionResult[] | null {
  const held = into.exhaustion;
  if (held !== NO_ROLLS) return held;
  const spare = spareRolls;
  spareRolls = null;
  return spare;
}

/**
 * Scratch of the owned path: the list of rolls (and its records) of a declaration written over
 * by one that rolled nothing. Nothing reads a written-over declaration's rolls after its IC, so
 * any declaration that rolls where its record held none may take them. One is kept: a caster
 * turns to handseals between two jutsu, and most ICs have at most one caster doing so.
 */
let spareRolls: ExhaustionResult[] | null = null;

/**
 * The list of a declaration's rolls, `first` and `second` (null when it rolls one): `spent` (a
 * finished declaration's own list) written over, else a new one, written as a literal (one grown
 * by push starts with room for seventeen). A declaration that rolls nothing has NO_ROLLS instead.
 */
function rollsOf(first: ExhaustionResult, second: ExhaustionResult | null, spent: ExhaustionResult[] | null): ExhaustionResult[] {
  // Compared with null throughout, as above.
  if (spent === null) return second !== null ? [first, second] : [first];
  spent[0] = first;
  if (second !== null) spent[1] = second;
  // Its length set only when it changes: setting an array's length is a call into the runtime.
  const count = second !== null ? 2 : 1;
  if (spent.length !== count) spent.length = count;
  return spent;
}

/** The Chakra Exhaustion bonus before penalties, without any Fatigue level: what Upkeep is measured against. */
function upkeepBonusWithoutFatigue(actor: IcCombatant, options: IcRuleOptions): number {
  // The bonus is worked out at the actor's level before this action; the check needs it without any level.
  return steadyValues(actor, options).chakraBonusBeforePenalties - FATIGUE_LEVEL_BONUS * actor.fatigue.level;
}

/** A Rest lowers the running Stamina penalty, and every Burn by as much as that really fell; `next` is the declaring code's own copy. */
function restOn(next: IcCombatant): void {
  const before = next.fatigue.staminaPenalty;
  next.fatigue = rest(next.fatigue);
  const fell = before - next.fatigue.staminaPenalty;
  if (fell > 0 && next.statuses.length) next.statuses = reduceBurns(next.statuses, fell);
}

/**
 * Upkeep: once the total exceeds the Chakra Exhaustion bonus before penalties, Fatigue advances
 * on its own, with everything any advance does. Checked whenever an action is declared with
 * Upkeep in force, after the action's own rolls (an advance there already raised the bonus) and
 * its new Upkeep. Such an advance fails no roll, so it can knock you out but never cancels the
 * technique. `bonusWithoutFatigue` is the actor's before the action (upkeepBonusWithoutFatigue).
 * Returns the categories gained; `next` is the declaring code's own copy, with Upkeep in force.
 */
function upkeepAdvance(next: IcCombatant, bonusWithoutFatigue: number): number {
  const gained = upkeepFatigueLevel(next.fatigue.level, next.upkeep, bonusWithoutFatigue) - next.fatigue.level;
  if (gained > 0) sufferFatigueAdvance(next, advanceFatigue(next.fatigue, gained));
  return gained;
}
