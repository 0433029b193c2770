import { RuleRefusal, type Problem } from "../refusal";
import type { DiceSource } from "./dice-source";

/** One `NdM` group of a damage formula. */
export interface DiceGroup {
  count: number;
  faces: number;
}

/** A parsed damage formula: dice groups plus a flat part. */
export interface DiceFormula {
  groups: DiceGroup[];
  flat: number;
}

const TERM = /^([+-])?\s*(?:(\d*)d(\d+)|(\d+))$/i;

/**
 * The most any formula may hold, whatever the options say: beyond these the arithmetic stops
 * being exact or a roll stops being a roll. The rule options cap dice and terms further
 * (`maxDicePerRoll`, `maxDiceTerms`, checked by `checkDiceBounds` where a roll is made).
 */
export const DICE_LIMITS = {
  /** Dice in one roll, all groups together. */
  count: 1000,
  /** Faces of one die. */
  faces: 1000,
  /** The flat part, either way. */
  flat: 10_000,
  /** Terms written in one formula (dice groups and numbers). */
  terms: 20,
} as const;

function refuseFormula(text: string, problem: Problem): never {
  throw new RuleRefusal("badDice", { formula: text }, `"${text}" is not a dice formula: ${problem.text}`, problem);
}

/** What a formula that is not one at all is told. */
const NOT_A_FORMULA: Problem = { code: "notAFormula", text: "expected e.g. 2d4 + 3" };

/**
 * Parses the small formula language technique data uses ("2d4", "6d6 + 3", "1d10-1").
 * Anything else is refused (a RuleRefusal `badDice` with the text and what is wrong): a die of
 * no faces (`1d0`), no dice (`0d6`), dice subtracted, numbers past `DICE_LIMITS`, so bad item
 * data is caught early and a bad file never reaches a roll.
 */
export function parseDiceFormula(text: string): DiceFormula {
  const known = parsed.get(text);
  // Compared with undefined rather than tested for truth: optimised code would check the value
  // against every falsy kind (false, "", a number, a BigInt) on every roll and declaration.
  if (known !== undefined) return known;
  const formula = parseUncached(text);
  if (parsed.size < 1000) parsed.set(text, formula);
  return formula;
}

// Techniques reuse a handful of formulas; parsing each once keeps the simulator's hot loop lean.
// Parsed formulas are shared, so nothing may modify them (scaleDice returns a new one).
const parsed = new Map<string, DiceFormula>();

function parseUncached(text: string): DiceFormula {
  if (typeof text !== "string") refuseFormula(String(text), { code: "notText", text: "it is not text" });
  const formula: DiceFormula = { groups: [], flat: 0 };
  const trimmed = text.replace(/\s+/g, "");
  if (trimmed === "") return formula;
  const terms = trimmed.match(/[+-]?[^+-]+/g) ?? [];
  if (terms.length > DICE_LIMITS.terms) refuseFormula(text, { code: "tooManyTerms", data: { terms: terms.length, max: DICE_LIMITS.terms }, text: `it has ${terms.length} terms, more than the ${DICE_LIMITS.terms} any formula may have` });
  // What the terms leave over ("2d4+", "--3") is not a formula either.
  if (terms.join("") !== trimmed) refuseFormula(text, NOT_A_FORMULA);
  for (const term of terms) {
    const match = TERM.exec(term);
    if (!match) refuseFormula(text, NOT_A_FORMULA);
    const sign = match[1] === "-" ? -1 : 1;
    if (match[3] !== undefined) {
      const count = match[2] === "" || match[2] === undefined ? 1 : Number(match[2]);
      const faces = Number(match[3]);
      if (faces < 1) refuseFormula(text, { code: "noFaces", text: "a die needs at least one face" });
      if (count < 1) refuseFormula(text, { code: "noDice", text: "a group needs at least one die" });
      if (faces > DICE_LIMITS.faces) refuseFormula(text, { code: "tooManyFaces", data: { max: DICE_LIMITS.faces }, text: `a die may have at most ${DICE_LIMITS.faces} faces` });
      if (count > DICE_LIMITS.count) refuseFormula(text, { code: "groupTooBig", data: { max: DICE_LIMITS.count }, text: `a roll may have at most ${DICE_LIMITS.count} dice` });
      if (sign < 0) refuseFormula(text, { code: "subtractsDice", text: "it subtracts dice, which damage never does" });
      formula.groups.push({ count, faces });
    } else {
      const value = Number(match[4]);
      if (value > DICE_LIMITS.flat) refuseFormula(text, { code: "numberTooBig", data: { max: DICE_LIMITS.flat }, text: `a number may be at most ${DICE_LIMITS.flat}` });
      formula.flat += sign * value;
    }
  }
  if (Math.abs(formula.flat) > DICE_LIMITS.flat) refuseFormula(text, { code: "flatTooBig", data: { max: DICE_LIMITS.flat }, text: `its numbers add up past ${DICE_LIMITS.flat}` });
  const dice = formula.groups.reduce((sum, g) => sum + g.count, 0);
  if (dice > DICE_LIMITS.count) refuseFormula(text, { code: "rollTooBig", data: { dice, max: DICE_LIMITS.count }, text: `it rolls ${dice} dice; a roll may have at most ${DICE_LIMITS.count}` });
  return formula;
}

/** The caps on one roll a GM sets (the IC rule options `maxDicePerRoll` and `maxDiceTerms`). */
export interface DiceCaps {
  maxDicePerRoll: number;
  maxDiceTerms: number;
}

/**
 * Refuses a roll larger than the caps allow (a RuleRefusal `tooManyDice` naming the formula and
 * the cap): more dice in all than `maxDicePerRoll`, or more dice groups than `maxDiceTerms`.
 * Checked on the formula as it is rolled, after a multi-throw has multiplied it.
 */
export function checkDiceBounds(formula: DiceFormula, caps: DiceCaps): void {
  // By index: every damage roll checks its formula, and for-of walks an iterator until the code is optimised.
  const groups = formula.groups;
  let dice = 0;
  for (let g = 0; g < groups.length; g++) dice += (groups[g] as DiceGroup).count;
  const terms = groups.length;
  if (dice <= caps.maxDicePerRoll && terms <= caps.maxDiceTerms) return;
  const text = formatDiceFormula(formula);
  const over = dice > caps.maxDicePerRoll ? { field: "maxDicePerRoll", count: dice, cap: caps.maxDicePerRoll } : { field: "maxDiceTerms", count: terms, cap: caps.maxDiceTerms };
  throw new RuleRefusal(
    "tooManyDice",
    { formula: text, dice, terms, maxDicePerRoll: caps.maxDicePerRoll, maxDiceTerms: caps.maxDiceTerms, ...over },
    `${text}: ${over.count} ${over.field === "maxDicePerRoll" ? "dice" : "dice groups"} in one roll, more than the ${over.cap} the rule option ${over.field} allows`,
  );
}

/** Multiplies every dice group (a multi-throw of six shuriken turns 1d6 into 6d6). */
export function scaleDice(formula: DiceFormula, times: number): DiceFormula {
  return { groups: formula.groups.map((g) => ({ count: g.count * times, faces: g.faces })), flat: formula.flat * times };
}

/** Rolls a parsed formula for its total alone: the same dice, in the same order, as rollDiceFormula, with no faces kept. */
export function rollDiceTotal(formula: DiceFormula, dice: DiceSource): number {
  const groups = formula.groups;
  let total = formula.flat;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as DiceGroup;
    // The group's count and faces read once, not again for every die (the loop's calls would make the optimiser reload them).
    const count = group.count;
    const faces = group.faces;
    for (let i = 0; i < count; i++) total += dice.roll(faces);
  }
  return total;
}

/** Rolls a parsed formula, returning every face so a chat card can show them. */
export function rollDiceFormula(formula: DiceFormula, dice: DiceSource): { total: number; faces: number[] } {
  let count = 0;
  for (const group of formula.groups) count += group.count;
  // Sized up front: every damage roll comes through here, and a list grown by push starts at seventeen.
  const faces = new Array<number>(count);
  let total = formula.flat;
  let at = 0;
  for (const group of formula.groups) {
    for (let i = 0; i < group.count; i++) {
      const face = dice.roll(group.faces);
      faces[at++] = face;
      total += face;
    }
  }
  return { total, faces };
}

/** Renders a formula back to text for cards and logs. */
export function formatDiceFormula(formula: DiceFormula): string {
  const parts = formula.groups.map((g) => `${g.count}d${g.faces}`);
  if (formula.flat !== 0 || parts.length === 0) parts.push(String(formula.flat));
  return parts.join(" + ").replace("+ -", "- ");
}
