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
 * Parses the small formula language technique data uses ("2d4", "6d6 + 3", "1d10-1").
 * Anything else is refused with the offending text, so bad item data is caught early.
 */
export function parseDiceFormula(text: string): DiceFormula {
  const known = parsed.get(text);
  if (known) return known;
  const formula = parseUncached(text);
  if (parsed.size < 1000) parsed.set(text, formula);
  return formula;
}

// Techniques reuse a handful of formulas; parsing each once keeps the simulator's hot loop lean.
// Parsed formulas are shared, so nothing may modify them (scaleDice returns a new one).
const parsed = new Map<string, DiceFormula>();

function parseUncached(text: string): DiceFormula {
  const formula: DiceFormula = { groups: [], flat: 0 };
  const trimmed = text.replace(/\s+/g, "");
  if (trimmed === "") return formula;
  const terms = trimmed.match(/[+-]?[^+-]+/g) ?? [];
  for (const term of terms) {
    const match = TERM.exec(term);
    if (!match) throw new SyntaxError(`"${text}" is not a dice formula (expected e.g. 2d4 + 3)`);
    const sign = match[1] === "-" ? -1 : 1;
    if (match[3] !== undefined) {
      const count = match[2] === "" || match[2] === undefined ? 1 : Number(match[2]);
      const faces = Number(match[3]);
      if (faces < 1) throw new SyntaxError(`"${text}" has a die with no faces`);
      if (sign < 0) throw new SyntaxError(`"${text}" subtracts dice, which damage never does`);
      formula.groups.push({ count, faces });
    } else {
      formula.flat += sign * Number(match[4]);
    }
  }
  return formula;
}

/** Multiplies every dice group (a multi-throw of six shuriken turns 1d6 into 6d6). */
export function scaleDice(formula: DiceFormula, times: number): DiceFormula {
  return { groups: formula.groups.map((g) => ({ count: g.count * times, faces: g.faces })), flat: formula.flat * times };
}

/** Rolls a parsed formula, returning every face so a chat card can show them. */
export function rollDiceFormula(formula: DiceFormula, dice: DiceSource): { total: number; faces: number[] } {
  const faces: number[] = [];
  let total = formula.flat;
  for (const group of formula.groups) {
    for (let i = 0; i < group.count; i++) {
      const face = dice.roll(group.faces);
      faces.push(face);
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
