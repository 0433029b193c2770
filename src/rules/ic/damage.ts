import { checkDiceBounds, parseDiceFormula, rollDiceFormula, rollDiceTotal, scaleDice, type DiceCaps, type DiceFormula, type DiceSource } from "../dice";
import { RuleRefusal } from "../refusal";
import { DEFAULT_IC_OPTIONS } from "./options";
import { paralysedDamageSpeed } from "./speed";

export type DamageStat = "str" | "cha" | "none";

/** Everything a damage roll needs. */
export interface DamageInput {
  /** Base dice, e.g. "2d4". */
  dice: string;
  /** The stat-based damage bonus (STR/15 or CHA/15, plus damage-bonus modifiers). */
  damageBonus: number;
  /** The Speed the bonus multiplies (see finalSpeed's damageSpeed and chainDamageSpeed). */
  damageSpeed: number;
  /** The action's final Speed, for the Paralysis floor. */
  finalSpeed: number;
  paralysis?: number;
  /** Flat extra damage from abilities; never multiplied by Speed. */
  flatBonus?: number;
  /** Percent changes to the damage bonus itself (+25% DB...), added together. */
  damageBonusPercent?: number;
}

export interface DamageRoll {
  total: number;
  /** Every face rolled, kept only with `detail`. */
  faces: readonly number[];
  /** The bonus part (damage bonus × Speed). */
  bonusPart: number;
  speedUsed: number;
  formula: string;
}

/** Which stat a technique's damage bonus comes from: CHA for ninjutsu, STR for most else. */
export function damageStatFor(kind: string): DamageStat {
  return kind === "ninjutsu" ? "cha" : kind === "genjutsu" || kind === "utility" ? "none" : "str";
}

/** The damage bonus after its percent changes. */
function bonusOf(input: DamageInput): number {
  return input.damageBonus * (1 + (input.damageBonusPercent ?? 0) / 100);
}

/** The Speed the damage bonus multiplies (Paralysis lowers it). */
function speedOf(input: DamageInput): number {
  // Nearly nobody is paralysed: their damage Speed is the action's, with no call (paralysedDamageSpeed's own answer for no Paralysis).
  const paralysis = input.paralysis;
  return paralysis === undefined || paralysis <= 0 ? input.damageSpeed : paralysedDamageSpeed(input.damageSpeed, input.finalSpeed, paralysis);
}

/** The damage as a formula, before anything is rolled: base dice + damage bonus × Speed (+ flat bonuses). */
export function damageFormula(input: DamageInput): string {
  const flat = input.flatBonus ?? 0;
  return `${input.dice || "0"} + ${bonusOf(input)}×${speedOf(input)}${flat ? ` + ${flat}` : ""}`;
}

// The faces of a roll nobody reads: one shared empty list, frozen so nobody fills it.
const NO_FACES: readonly number[] = Object.freeze([]);

/**
 * Rolls base dice + damage bonus × Speed + other bonuses; a roll bigger than the caps is refused
 * (`tooManyDice`) before a die is thrown. Without `detail` (a run nobody reads, such as ten
 * thousand duels) the formula is just the dice rolled and no faces are kept: writing the whole
 * of it out costs more than the roll.
 */
export function rollDamage(input: DamageInput, dice: DiceSource, caps: DiceCaps = DEFAULT_IC_OPTIONS, detail = true): DamageRoll {
  const speedUsed = speedOf(input);
  const bonusPart = Math.floor(bonusOf(input) * speedUsed);
  const formula = boundedDice(input, caps);
  const rolled = detail ? rollDiceFormula(formula, dice) : null;
  return {
    total: damageTotal(rolled ? rolled.total : rollDiceTotal(formula, dice), input, bonusPart),
    faces: rolled ? rolled.faces : NO_FACES,
    bonusPart,
    speedUsed,
    formula: detail ? damageFormula(input) : rolledFormula(input),
  };
}

/** rollDamage's total alone: the same dice in the same order, and no record of the roll. */
export function rollDamageTotal(input: DamageInput, dice: DiceSource, caps: DiceCaps = DEFAULT_IC_OPTIONS): number {
  return damageTotal(rollDiceTotal(boundedDice(input, caps), dice), input);
}

/** The formula a roll without `detail` reports: just the dice rolled. */
export function rolledFormula(input: DamageInput): string {
  // The dice's length compared rather than the dice tested for truth: optimised code knows
  // nothing of a field's type, and a truth test checks it against every kind of value.
  const dice = input.dice;
  return dice.length !== 0 ? dice : "0";
}

/** The base dice, parsed and found within the caps on one roll. */
function boundedDice(input: DamageInput, caps: DiceCaps): DiceFormula {
  const formula = parseDiceFormula(input.dice);
  checkDiceBounds(formula, caps);
  return formula;
}

/**
 * The damage from what the dice came to (`diceTotal`, rolled by the caller: an exchange rolls an
 * action's dice already parsed and found within the caps, from its checked record): plus the
 * damage bonus × Speed (`bonusPart`, when the caller has worked it out) and the flat bonuses,
 * never below 0. Every hit an exchange rolls comes through here: one call, which makes none
 * (calls are paid in full until the engine is optimised).
 */
export function damageTotal(diceTotal: number, input: DamageInput, bonusPart?: number): number {
  let part = bonusPart;
  if (part === undefined) {
    // A bonus with no percent change (every hit an exchange rolls) is taken as it is, with no call
    // into bonusOf; an attacker with no Paralysis (nearly all) multiplies the action's damage
    // Speed, asked here with no call into speedOf (whose answer it is then).
    const bonus = input.damageBonusPercent === undefined ? input.damageBonus : bonusOf(input);
    const paralysis = input.paralysis;
    part = Math.floor(bonus * (paralysis === undefined || paralysis <= 0 ? input.damageSpeed : speedOf(input)));
  }
  return Math.max(0, diceTotal + part + (input.flatBonus ?? 0));
}

/** The weapons a multi-throw can use, with their base dice and Accuracy. */
export interface ThrownWeapon {
  name: string;
  dice: string;
  accuracy: number;
}

export const SHURIKEN: ThrownWeapon = { name: "Shuriken", dice: "1d6", accuracy: 2 };
export const KUNAI: ThrownWeapon = { name: "Kunai", dice: "2d6", accuracy: 0 };

export interface MultiThrow {
  count: number;
  speed: number;
  stamina: number;
  dice: string;
  /** Added to the thrower's damage bonus: +0.5 per weapon. */
  damageBonusIncrease: number;
  /** A weapon's Accuracy bonus counts once however many are thrown. */
  accuracy: number;
}

/**
 * A multi-throw of one weapon type: 2 up to DEX/10 weapons, Speed 3 + count/2 (at least 5),
 * Stamina 5 + 1 per two weapons, all dice summed, +0.5 damage bonus per weapon.
 */
/** The most weapons one multi-throw may throw: DEX/10, rounded down. */
export function multiThrowMax(dex: number): number {
  return Math.floor(dex / 10);
}

export function multiThrow(weapon: ThrownWeapon, count: number, dex: number): MultiThrow {
  const max = multiThrowMax(dex);
  const refuse = (message: string): never => {
    throw new RuleRefusal("badThrow", { field: "multiThrow.count", count: String(count), max, dex }, message);
  };
  if (!Number.isInteger(count) || count < 2) refuse("A multi-throw throws at least 2 weapons");
  if (count > max) refuse(`DEX ${dex} allows at most ${max} weapons in one multi-throw, not ${count}`);
  const formula = scaleDice(parseDiceFormula(weapon.dice), count);
  const dice = formula.groups.map((g) => `${g.count}d${g.faces}`).join(" + ");
  return {
    count,
    speed: Math.max(5, 3 + Math.floor(count / 2)),
    stamina: 5 + Math.floor(count / 2),
    dice,
    damageBonusIncrease: 0.5 * count,
    accuracy: weapon.accuracy,
  };
}
