import { parseDiceFormula } from "../../../rules/dice/formula";
import { FORMULA_LIMITS } from "./bounds";

/**
 * Why a stored damage formula is refused, or null when it is fine: it must parse as the dice
 * roller's formula and stay under the hard ceilings (dice, terms, faces, flat part). `field` names
 * the field in the message, as the schema's own refusals do. The world's per-roll caps
 * (`maxDicePerRoll`, `maxDiceTerms`) are lower and checked when the dice are rolled.
 */
export function diceFormulaProblem(field: string, text: string): string | null {
  let formula;
  try {
    formula = parseDiceFormula(text);
  } catch (error) {
    return `${field}: ${(error as Error).message}`;
  }
  const terms = text.replace(/\s+/g, "").match(/[+-]?[^+-]+/g)?.length ?? 0;
  const dice = formula.groups.reduce((sum, g) => sum + g.count, 0);
  const faces = Math.max(0, ...formula.groups.map((g) => g.faces));
  const { dice: maxDice, terms: maxTerms, faces: maxFaces, flat: maxFlat } = FORMULA_LIMITS;
  if (dice > maxDice) return `${field}: "${text}" rolls ${dice} dice; a formula may roll at most ${maxDice}`;
  if (terms > maxTerms) return `${field}: "${text}" has ${terms} terms; a formula may have at most ${maxTerms}`;
  if (faces > maxFaces) return `${field}: "${text}" has a d${faces}; dice may have at most ${maxFaces} faces`;
  if (Math.abs(formula.flat) > maxFlat) return `${field}: "${text}" adds ${formula.flat}; the flat part may be at most ${maxFlat} either way`;
  return null;
}
