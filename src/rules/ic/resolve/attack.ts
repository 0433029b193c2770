import { rollDiceTotal, type DiceFormula, type DiceSource } from "../../dice";
import { blockedKind, isDamaging, speedProfile, type ActionStatus, type IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { steadyValues, type IcCombatant, type SteadyValues } from "../combatant";
import { KUNAI, SHURIKEN, damageTotal, multiThrow, rollDamage, rollDamageTotal, rolledFormula, type DamageInput, type DamageStat, type MultiThrow } from "../damage";
import { CALLED_SHOT_PENALTY, FULL_HIT, aoeDodgePenalty, blockReduction, knockbackAfterDefense, resolveDefense, takeTheHit, type DefenseResult, type TakeTheHitResult } from "../defense";
import { canInterrupt, interruptTotal } from "../interrupt";
import { lastSteps, mitigatedDamage, NO_STEPS, type MitigationInput, type MitigationStep } from "../mitigation";
import type { IcRuleOptions } from "../options";
import { sumModifiers } from "../modifiers";
import { finalSpeed, type SpeedChanges, type SpeedProfile } from "../speed";
import { effectiveSeverity } from "../status/modifiers";
import type { AttackSource } from "./declare";

export type DefenseChoice = "dodge" | "parry" | "block" | "none";

/**
 * Why a defence cannot be used, as a code (the Foundry layer words it through
 * `SHINOBI.Refusal.<code>`): the defender cannot act, has no Block running, is too slow to
 * interrupt the attack, faces an environmental attack (only blocks work), parries ninjutsu with
 * taijutsu, or would take the hit of an area attack.
 */
export type DefenseRefusal = "helpless" | "notBlocking" | "tooSlow" | "environmental" | "parryNinjutsu" | "areaAttack";

export interface AttackOptions {
  defense: DefenseChoice;
  /** Called shot at a location: -4 Accuracy, wounds land there. */
  calledShot?: string;
  /** Yards between the defender and the edge of an area attack's reach, for the AoE dodge rule. */
  aoeRadius?: number;
}

/**
 * What one attack does, to be applied with everything else at the end of the IC. A type rather
 * than an interface so it is plain JSON-like data wherever it is stored (a combat's queue).
 */
export type AttackOutcome = {
  attackerId: string;
  defenderId: string;
  action: string;
  accuracy: number;
  defense: DefenseChoice;
  /** Why the chosen defense could not be used, if it could not. */
  defenseRefused: DefenseRefusal | null;
  defenseRoll: number | null;
  result: DefenseResult;
  /** IC added to the defender's next action by their defensive interrupt. */
  defenderDelay: number;
  damageRolled: number;
  damageFormula: string;
  damage: number;
  mitigation: MitigationStep[];
  knockback: number;
  statuses: ActionStatus[];
  damageType: string;
  calledShot: string | null;
  multiThrow: boolean;
  blocked: boolean;
  /** A coup de grace: it kills a helpless defender outright. */
  coupDeGrace?: boolean;
};

// The defences' Speed profiles, made once by speedProfile: the shape of every declaration's, so
// finalSpeed meets one shape. Not frozen: freezing gives a record a shape of its own. (The casts:
// basic-actions.ts defines Dodge and Parry, but its record is indexed by any name.)
const DEFENSE_PROFILES: { readonly [choice in "dodge" | "parry"]: Readonly<SpeedProfile> } = { dodge: speedProfile(BASIC_ACTIONS.Dodge as IcAction), parry: speedProfile(BASIC_ACTIONS.Parry as IcAction) };

/** Scratch: the Speed changes of an interrupt being timed (finalSpeed reads them only during the call), in the one shape every caller hands in. */
const interrupting: Required<SpeedChanges> = { apSpent: 0, reductions: 0, shock: 0 };

/** The total Speed of a basic defensive interrupt (its profile from speedProfile) under this Shock: half the severity is added. */
export function shockedInterruptSpeed(profile: Readonly<SpeedProfile>, shock: number): number {
  interrupting.shock = shock;
  return interruptTotal({ speed: finalSpeed(profile, interrupting).speed });
}

function shockedDefenseSpeed(choice: "dodge" | "parry", shock: number): number {
  return shockedInterruptSpeed(DEFENSE_PROFILES[choice], shock);
}

// Nearly every defence is made unshocked: those two Speeds are worked out once.
const UNSHOCKED_DODGE_SPEED = shockedDefenseSpeed("dodge", 0);
const UNSHOCKED_PARRY_SPEED = shockedDefenseSpeed("parry", 0);

/** The total Speed of a Dodge or Parry interrupt for this defender (Shock adds half its severity). */
function defenseSpeed(defender: IcCombatant, choice: "dodge" | "parry"): number {
  const shock = defender.statuses.length !== 0 ? effectiveSeverity(defender.statuses, "shock") : 0;
  if (shock > 0) return shockedDefenseSpeed(choice, shock);
  // Chosen by comparing, not looked up by the name: a look-up by a key that varies is a generic keyed load.
  return choice === "dodge" ? UNSHOCKED_DODGE_SPEED : UNSHOCKED_PARRY_SPEED;
}

/** Whether a defender may use a defense against this attack, and if not, why. */
export function defenseRefusal(defender: IcCombatant, declared: AttackSource, choice: DefenseChoice, speed?: number): DefenseRefusal | undefined {
  if (choice === "none") return undefined;
  if (choice === "block") {
    return blockingOn(defender, declared.ic) ? undefined : "notBlocking";
  }
  return interruptRefusal(declared, choice, speed ?? defenseSpeed(defender, choice));
}

/**
 * Whether this combatant has a Block running on IC `ic`. The action is read once and compared
 * with null: `?.role === "block"` compares a string with what may be undefined, which the
 * optimiser leaves to a generic builtin call.
 */
export function blockingOn(c: IcCombatant, ic: number): boolean {
  const ongoing = c.ongoing;
  return ongoing !== null && ongoing.role === "block" && ongoing.untilIc >= ic;
}

/**
 * Why a Dodge or a Parry of this total interrupt Speed cannot answer the attack, if it cannot:
 * defenseRefusal's part for the defences that interrupt, which the defence roll calls straight
 * (it has worked out the Speed), small enough to be inlined there.
 */
function interruptRefusal(declared: AttackSource, choice: "dodge" | "parry", speed: number): DefenseRefusal | undefined {
  if (declared.action.environmental === true) return "environmental";
  if (choice === "parry" && declared.action.kind === "ninjutsu") return "parryNinjutsu";
  return canInterrupt(speed, declared.speed.speed) ? undefined : "tooSlow";
}

/** A multi-throw's profile for this thrower (its callers ask first whether the action throws at all: nearly none does). */
function multiThrowProfile(thrown: NonNullable<IcAction["multiThrow"]>, attacker: IcCombatant): MultiThrow {
  return multiThrow(thrown.weapon === "kunai" ? KUNAI : SHURIKEN, thrown.count, attacker.stats.dex);
}

/**
 * A defensive technique used against this attack: the Foundry layer declares it (its costs,
 * its Speed) and says how it protects — a roll like a Dodge or a Parry, or a Block.
 */
export interface DefensiveTechnique {
  name: string;
  mode: "dodge" | "parry" | "block";
  /** Its total interrupt Speed (what it adds to the defender's next action). */
  interruptSpeed: number;
  /** Its accuracy modifier, added to the defence roll. */
  bonus: number;
}

export interface DefenseOptions extends AttackOptions {
  technique?: DefensiveTechnique;
}

/** The first half of an attack: Accuracy against the defence. Willpower may change it before damage is rolled. */
export interface DefenseStep {
  accuracy: number;
  /** Modifiers on top of the attacker's Accuracy (technique, multi-throw, called shot), for an Accuracy roll. */
  accuracyModifiers: number;
  defense: DefenseChoice;
  technique: string | null;
  defenseRefused: DefenseRefusal | null;
  /** The d20 face and the bonus it was rolled with, so Willpower can reroll it. */
  defenseFace: number | null;
  defenseBonus: number;
  defenseRoll: number | null;
  result: DefenseResult;
  defenderDelay: number;
  blocked: boolean;
  /** Take the Hit: how the damage splits between the protector (who rolled) and their ally. */
  takeTheHit: (TakeTheHitResult & { protectorId: string }) | null;
}

/** The outcome of a defence roll against an Accuracy; Take the Hit splits the damage instead. */
export function settleDefense(step: DefenseStep, accuracy: number, defenseRoll: number | null): DefenseStep {
  if (defenseRoll === null) return { ...step, accuracy };
  if (step.takeTheHit) {
    const split = takeTheHit(accuracy, defenseRoll);
    // The result describes the ally's share; the protector takes the rest.
    const result: DefenseResult = split.allyFraction === 0 ? { outcome: "miss", failedBy: 0, damageFraction: 0 } : { outcome: "partial", failedBy: accuracy - defenseRoll, damageFraction: split.allyFraction };
    return { ...step, accuracy, defenseRoll, result, takeTheHit: { ...split, protectorId: step.takeTheHit.protectorId } };
  }
  return { ...step, accuracy, defenseRoll, result: resolveDefense(accuracy, defenseRoll) };
}

export function accuracyModifiers(action: IcAction, attacker: IcCombatant, calledShot: string | undefined): number {
  // Asked here rather than left to multiThrowProfile: nearly every attack throws nothing, and the
  // call (made on every attack) is paid in full until the engine is optimised.
  const thrown = action.multiThrow === undefined ? 0 : multiThrowProfile(action.multiThrow, attacker).accuracy;
  // The aim compared with what it may hold rather than tested for truth (which checks every kind of value); "" aims nowhere, as before.
  return (action.accuracy ?? 0) + thrown - (calledShot !== undefined && calledShot !== "" ? CALLED_SHOT_PENALTY : 0);
}

/** Why a defensive technique cannot answer this attack, if it cannot. */
function techniqueRefusal(technique: DefensiveTechnique, declared: AttackSource): DefenseRefusal | undefined {
  if (declared.action.environmental && technique.mode !== "block") return "environmental";
  if (technique.mode === "parry" && declared.action.kind === "ninjutsu") return "parryNinjutsu";
  return canInterrupt(technique.interruptSpeed, declared.speed.speed) ? undefined : "tooSlow";
}

/** Rolls the defence: Accuracy against the defender's roll (with partial success), and the defender's interrupt cost. */
export function rollDefenseStep(attacker: IcCombatant, defender: IcCombatant, declared: AttackSource, opts: DefenseOptions, options: IcRuleOptions, defenseDice: DiceSource): DefenseStep {
  const step: DefenseStep = { accuracy: 0, accuracyModifiers: 0, defense: "none", technique: null, defenseRefused: null, defenseFace: null, defenseBonus: 0, defenseRoll: null, result: FULL_HIT, defenderDelay: 0, blocked: false, takeTheHit: null };
  return rollDefenseInto(step, attacker, defender, declared, opts, options, defenseDice);
}

/**
 * rollDefenseStep written into a record of the caller's (every field of a DefenseStep), so a
 * caller keeping the defence in a record of its own (the attack flow's) makes no step to copy.
 */
export function rollDefenseInto<S extends DefenseStep>(step: S, attacker: IcCombatant, defender: IcCombatant, declared: AttackSource, opts: DefenseOptions, options: IcRuleOptions, defenseDice: DiceSource): S {
  return rollDefenseWith(step, attacker, defender, declared, opts.defense, opts.calledShot, opts.technique, opts.aoeRadius, options, defenseDice, steadyValues(attacker, options));
}

/**
 * rollDefenseInto with the defence's options handed in one by one and the attacker's steady
 * values as the caller has looked them up: an exchange (attack-flow.ts) reads those values for
 * the damage too, and hands in a basic defence's choice without writing it into a record first
 * (every store into a long-lived record passes a write barrier).
 */
export function rollDefenseWith<S extends DefenseStep>(step: S, attacker: IcCombatant, defender: IcCombatant, declared: AttackSource, choice: DefenseChoice, calledShot: string | undefined, technique: DefensiveTechnique | undefined, aoeRadius: number | undefined, options: IcRuleOptions, defenseDice: DiceSource, attackerValues: SteadyValues): S {
  defendInto(step, step, attacker, defender, declared, choice, calledShot, technique, aoeRadius, options, defenseDice, attackerValues);
  return step;
}

/** What a defence shares with the outcome of its attack: the fields an exchange writes straight into the outcome (defendInto). */
export type DefenseFields = Pick<DefenseStep, "accuracy" | "defense" | "defenseRefused" | "defenseRoll" | "result" | "defenderDelay" | "blocked">;

/**
 * rollDefenseWith's roll, its fields written into `into`, and the fields only a defence step
 * keeps (its modifiers, technique, face and bonus, for Willpower to reroll) into `rest` when
 * there is one: an exchange (attack-flow.ts) writes the roll straight into its outcome, which
 * keeps none of them, and a step hands itself in as both.
 */
export function defendInto(into: DefenseFields, rest: DefenseStep | undefined, attacker: IcCombatant, defender: IcCombatant, declared: AttackSource, choice: DefenseChoice, calledShot: string | undefined, technique: DefensiveTechnique | undefined, aoeRadius: number | undefined, options: IcRuleOptions, defenseDice: DiceSource, attackerValues: SteadyValues): void {
  const action = declared.action;
  // An attack that throws nothing and is aimed nowhere in particular (nearly every one) has only
  // its action's own Accuracy to add: read here with no call into accuracyModifiers (paid in full
  // on every attack until the engine is optimised), which answers the same for it.
  const mods = action.multiThrow === undefined && calledShot === undefined ? (action.accuracy ?? 0) : accuracyModifiers(action, attacker, calledShot);
  const accuracy = attackerValues.accuracy + mods;
  into.accuracy = accuracy;
  const helpless = defender.condition !== "active";
  // The defence used, its interrupt Speed and why it is refused (if it is), each asked once on
  // the one branch that decides it: a test per value (a technique's? an interrupt?) would be
  // a branch and a merge apiece in the optimised graph, and every attack makes them.
  let mode: DefenseChoice;
  let interruptSpeed: number;
  let refusal: DefenseRefusal | undefined;
  if (technique !== undefined) {
    mode = technique.mode;
    interruptSpeed = technique.interruptSpeed;
    refusal = helpless ? "helpless" : techniqueRefusal(technique, declared);
  } else if (choice === "dodge" || choice === "parry") {
    mode = choice;
    // A defender with no status at all has no Shock: the unshocked Speed is taken here, with no call
    // into defenseSpeed (nearly every defence; the call is paid in full until the engine is optimised).
    interruptSpeed = defender.statuses.length === 0 ? (choice === "dodge" ? UNSHOCKED_DODGE_SPEED : UNSHOCKED_PARRY_SPEED) : defenseSpeed(defender, choice);
    refusal = helpless ? "helpless" : interruptRefusal(declared, choice, interruptSpeed);
  } else {
    // A plain Block or none: nothing rolled, nothing added to the defender's next action.
    mode = choice;
    interruptSpeed = 0;
    refusal = helpless ? "helpless" : defenseRefusal(defender, declared, choice, 0);
  }
  if (rest !== undefined) {
    rest.accuracyModifiers = mods;
    rest.technique = technique !== undefined && refusal === undefined ? technique.name : null;
    rest.takeTheHit = null;
  }
  // The fields written on each path of their own, not by one store of a value chosen on the way
  // (that store, taken by every defence, gives back most of what the branch above saves).
  if (refusal !== undefined) {
    // Refused: no defence, nothing rolled, it lands in full. Why is kept unless none was chosen.
    into.defense = "none";
    into.defenseRefused = technique !== undefined || choice !== "none" ? refusal : null;
    into.blocked = false;
    into.defenderDelay = 0;
    unrolledInto(into, rest);
    return;
  }
  into.defense = mode;
  into.defenseRefused = null;
  into.blocked = mode === "block";
  // What a defence used costs its defender: a technique's interrupt Speed, a Dodge's or a
  // Parry's (nothing for a plain Block or none, whose interruptSpeed is 0).
  into.defenderDelay = interruptSpeed;
  // A Block or none rolls nothing: it lands in full.
  if (mode !== "dodge" && mode !== "parry") {
    unrolledInto(into, rest);
    return;
  }
  const dv = steadyValues(defender, options);
  // The radius compared rather than tested for truth (which checks every kind of value): a radius
  // of 0 or less (or none) leaves the Dodge as it is, as aoeDodgePenalty would (any reach of 0 or more passes it).
  const bonus = (mode === "dodge" ? dv.dodgeBonus + (aoeRadius !== undefined && aoeRadius > 0 ? aoeDodgePenalty(declared.speed.speed, dv.movementPerIc, aoeRadius) : 0) : dv.parryBonus) + (technique !== undefined ? technique.bonus : 0);
  const face = defenseDice.roll(20);
  into.defenseRoll = face + bonus;
  into.result = resolveDefense(accuracy, face + bonus);
  if (rest !== undefined) {
    rest.defenseBonus = bonus;
    rest.defenseFace = face;
  }
}

/** A defence that rolled nothing (refused, a Block, none): its roll's fields written once, and it lands in full. */
function unrolledInto(into: DefenseFields, rest: DefenseStep | undefined): void {
  into.defenseRoll = null;
  into.result = FULL_HIT;
  if (rest !== undefined) {
    rest.defenseFace = null;
    rest.defenseBonus = 0;
  }
}

/** The second half: damage rolled for what got through, then the mitigation order for this defender. */
export interface DamageStep {
  damageRolled: number;
  damageFormula: string;
  damage: number;
  mitigation: MitigationStep[];
}

export const NO_DAMAGE: DamageStep = { damageRolled: 0, damageFormula: "", damage: 0, mitigation: [] };

/** What the attack's damage roll is made of for this attacker (dice, damage bonus × Speed, flat bonuses), or null if it deals none. */
export function attackDamageInput(attacker: IcCombatant, declared: Pick<AttackSource, "action" | "speed">, options: IcRuleOptions): DamageInput | null {
  if (!isDamaging(declared.action)) return null;
  return attackDamageInto({ dice: "", damageBonus: 0, damageSpeed: 0, finalSpeed: 0, paralysis: 0, flatBonus: undefined }, attacker, declared, steadyValues(attacker, options));
}

/** Scratch: the damage input of the roll under way, for a caller that keeps none (a roll never runs inside another). */
const rolling: DamageInput = { dice: "", damageBonus: 0, damageSpeed: 0, finalSpeed: 0, paralysis: 0, flatBonus: undefined };

/** attackDamageInput written into `input` (every field), for an action its caller has found to deal damage; `av` the attacker's steady values. */
function attackDamageInto(input: DamageInput, attacker: IcCombatant, declared: Pick<AttackSource, "action" | "speed">, av: SteadyValues): DamageInput {
  const action = declared.action;
  // The action's damage read once and compared with undefined, rather than chained through `?.`
  // at each use (every hit comes through here); its stat and dice both read on that one test (a
  // test apiece is a branch and a merge apiece in the optimised graph).
  const damage = action.damage;
  let stat: DamageStat;
  let dice: string;
  if (damage === undefined) {
    stat = "str";
    dice = "";
  } else {
    stat = damage.stat ?? "str";
    dice = damage.dice ?? "";
  }
  let bonus = stat === "cha" ? av.chaDamageBonus : stat === "str" ? av.strDamageBonus : 0;
  // Asked here, as in accuracyModifiers: nearly every hit throws nothing. A multi-throw rolls its
  // weapons' summed dice and raises the damage bonus.
  if (action.multiThrow !== undefined) {
    const mt = multiThrowProfile(action.multiThrow, attacker);
    dice = mt.dice;
    bonus += mt.damageBonusIncrease;
  }
  input.dice = dice;
  input.damageBonus = stat === "none" ? 0 : bonus;
  input.damageSpeed = declared.speed.damageSpeed;
  input.finalSpeed = declared.speed.speed;
  input.paralysis = attacker.statuses.length !== 0 ? effectiveSeverity(attacker.statuses, "paralysis") : 0;
  input.flatBonus = action.bonusDamage;
  return input;
}

/** Rolls the attack's damage (base dice + damage bonus × Speed + bonuses), before any mitigation; `detail` as rollDamage. */
export function rollAttackDamage(attacker: IcCombatant, declared: AttackSource, options: IcRuleOptions, attackDice: DiceSource, detail = true): { total: number; formula: string } | null {
  const input = attackDamageInput(attacker, declared, options);
  return input !== null ? rollDamage(input, attackDice, options, detail) : null;
}

/** Mitigates rolled damage for one defender: the share that got through, their DR, a block; the steps only with `detail`. */
export function mitigateFor(defender: IcCombatant, declared: AttackSource, rolled: { total: number; formula: string }, fraction: number, blocked: boolean, detail = true): DamageStep {
  return mitigatedStep(defender, declared, rolled.total, rolled.formula, fraction, blocked, detail);
}

/**
 * A defender's Damage Reduction: its own (a scenario's) and what its uniques and clan abilities
 * grant (modifiers aimed at `damageReduction`), added together; never below 0.
 */
export function damageReductionOf(defender: IcCombatant): number {
  const mods = defender.modifiers;
  // Most defenders carry no modifier at all: nothing to add up then.
  return mods.length === 0 ? defender.damageReduction : Math.max(0, defender.damageReduction + sumModifiers(mods, "damageReduction"));
}

/** Scratch: the mitigation of the damage step under way (a step never runs inside another). */
const mitigating: MitigationInput = { damage: 0, partialFraction: 1, damageReduction: 0, blockReduction: 0 };

function mitigatedStep(defender: IcCombatant, declared: AttackSource, total: number, formula: string, fraction: number, blocked: boolean, detail: boolean, out?: DamageStep): DamageStep {
  const input = mitigating;
  input.damage = total;
  input.partialFraction = fraction;
  // A defender with no modifier (nearly every one) has its own DR: read here with no call, as damageReductionOf would.
  input.damageReduction = defender.modifiers.length === 0 ? defender.damageReduction : damageReductionOf(defender);
  input.blockReduction = blocked === true ? blockReduction(blockedKind(declared.action)) : 0;
  const damage = mitigatedDamage(input);
  const steps = detail === true ? lastSteps() : NO_STEPS;
  if (out === undefined) return { damageRolled: total, damageFormula: formula, damage, mitigation: steps };
  out.damageRolled = total;
  out.damageFormula = formula;
  out.damage = damage;
  out.mitigation = steps;
  return out;
}

/**
 * Rolls and mitigates the damage of an attack whose defence has been settled; with `detail`, the
 * whole formula and every mitigation step. No damage is the shared NO_DAMAGE.
 */
export function damageStep(attacker: IcCombatant, defender: IcCombatant, declared: AttackSource, defense: DefenseStep, options: IcRuleOptions, attackDice: DiceSource, detail = true): DamageStep {
  if (defense.result.outcome === "miss" && defense.takeTheHit === null) return NO_DAMAGE;
  if (!isDamaging(declared.action)) return NO_DAMAGE;
  return landedDamageStep(attacker, defender, declared, defense, options, attackDice, detail);
}

/**
 * damageStep for an attack its caller has already found to land, with an action that deals
 * damage (the attack flow's damage step and the exchange have checked both), so neither is
 * checked again. Written into `out` when the caller hands in a record of its own to write over
 * (the exchange's outcome, which has a DamageStep's fields); `attackerValues`, when given, are the
 * attacker's derived values already looked up (those the defence roll used); `bounded`, when
 * given, the action's own dice parsed and found within these options (its checked record's), so
 * a roll without detail neither looks them up nor counts them against the caps again.
 */
export function landedDamageStep(attacker: IcCombatant, defender: IcCombatant, declared: AttackSource, defense: Pick<DefenseStep, "result" | "blocked">, options: IcRuleOptions, attackDice: DiceSource, detail: boolean, out?: DamageStep, attackerValues?: SteadyValues, bounded?: DiceFormula): DamageStep {
  const input = attackDamageInto(rolling, attacker, declared, attackerValues !== undefined ? attackerValues : steadyValues(attacker, options));
  // The total and the formula both taken on the one test of `detail` (a test apiece of the roll
  // made is a branch and a merge apiece in the optimised graph).
  let total: number;
  let formula: string;
  if (detail === true) {
    const rolled = rollDamage(input, attackDice, options);
    total = rolled.total;
    formula = rolled.formula;
  } else {
    // Without detail the roll is just its total: no record of it is made. Dice already bounded
    // (every hit an exchange rolls) are rolled here and handed to damageTotal, which adds the
    // bonuses making no call: two calls a hit, where a wrapper of the two made four.
    total = bounded !== undefined ? damageTotal(rollDiceTotal(bounded, attackDice), input) : rollDamageTotal(input, attackDice, options);
    formula = rolledFormula(input);
  }
  return mitigatedStep(defender, declared, total, formula, defense.result.damageFraction, defense.blocked, detail, out);
}

// An outcome that carries no statuses: one shared empty list (the cast: frozen, so nobody adds to it).
export const NO_STATUSES = Object.freeze([]) as unknown as ActionStatus[];

/** A defence that has not been rolled (it lands in full): what a new outcome is made with before an exchange writes its own roll over it. */
export const UNROLLED: Readonly<DefenseStep> = { accuracy: 0, accuracyModifiers: 0, defense: "none", technique: null, defenseRefused: null, defenseFace: null, defenseBonus: 0, defenseRoll: null, result: FULL_HIT, defenderDelay: 0, blocked: false, takeTheHit: null };

/** What an attack leaves to settle, from the declared action, its defence and its damage: a new outcome. */
export function outcomeOf(attackerId: string, defenderId: string, declared: AttackSource, calledShot: string | undefined, defense: DefenseStep, damage: DamageStep): AttackOutcome {
  const action = declared.action;
  // Every field written here, in the one order every outcome has (its shape); what the action
  // carries past the defence is then written by describeInto, the rule the exchange's outcomes
  // written over are described by too.
  const outcome: AttackOutcome = {
    attackerId,
    defenderId,
    action: action.name,
    accuracy: defense.accuracy,
    defense: defense.defense,
    defenseRefused: defense.defenseRefused,
    defenseRoll: defense.defenseRoll,
    result: defense.result,
    defenderDelay: defense.defenderDelay,
    damageRolled: damage.damageRolled,
    damageFormula: damage.damageFormula,
    damage: damage.damage,
    mitigation: damage.mitigation,
    knockback: 0,
    statuses: NO_STATUSES,
    damageType: "blunt",
    calledShot: null,
    multiThrow: false,
    blocked: defense.blocked,
  };
  describeInto(outcome, attackerId, defenderId, action, calledShot);
  // Set afterwards rather than spread in: spreading even an empty object is slow on a hot path.
  if (action.role === "coupDeGrace") outcome.coupDeGrace = true;
  return outcome;
}

/**
 * An outcome's fields besides its defence's and its damage's, written into `into` once its
 * defence's `result` is in: who struck whom, with what, and what the action carries past the defence.
 */
export function describeInto(into: AttackOutcome, attackerId: string, defenderId: string, action: IcAction, calledShot: string | undefined): void {
  into.attackerId = attackerId;
  into.defenderId = defenderId;
  into.action = action.name;
  // What the action carries past the defence, asked here rather than in helpers of their own: every
  // attack asks, and most push nobody (no knockback, or a scenario's 0) and carry no status.
  const pushes = action.knockback;
  const result = into.result;
  into.knockback = pushes === undefined || pushes === 0 ? 0 : knockbackAfterDefense(pushes, result, action.aoeCentred === true);
  // A miss carries no status.
  into.statuses = result.outcome === "miss" || action.statuses === undefined ? NO_STATUSES : action.statuses;
  // Compared with undefined rather than chained through `?.`: every attack writes these. A type
  // left out of a hand-made action still reads as blunt, as it always has.
  const damage = action.damage;
  into.damageType = damage === undefined ? "blunt" : (damage.type ?? "blunt");
  into.calledShot = calledShot === undefined ? null : calledShot;
  into.multiThrow = action.multiThrow !== undefined;
}

/**
 * Resolves an attack in one go: the defence, then the damage and the mitigation order. Nothing
 * is applied: the outcome is queued and applied at the end of the IC, as simultaneous actions require.
 */
export function resolveAttack(attacker: IcCombatant, defender: IcCombatant, declared: AttackSource, opts: DefenseOptions, options: IcRuleOptions, attackDice: DiceSource, defenseDice: DiceSource): AttackOutcome {
  const defense = rollDefenseStep(attacker, defender, declared, opts, options, defenseDice);
  return outcomeOf(attacker.id, defender.id, declared, opts.calledShot, defense, damageStep(attacker, defender, declared, defense, options, attackDice));
}
