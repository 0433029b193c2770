import { parseDiceFormula } from "../../../rules/dice/formula";

/**
 * Why a stored damage formula is refused, or null when it is fine: it must parse as the dice
 * roller's formula, whose parser also holds it under the hard ceilings (dice, terms, faces, flat
 * part; `DICE_LIMITS`), so no item can store a formula that would freeze a client rolling it.
 * `field` names the field in the message, as the schema's own refusals do. The world's per-roll
 * caps (`maxDicePerRoll`, `maxDiceTerms`) are lower and checked when the dice are rolled.
 */
export function diceFormulaProblem(field: string, text: string): string | null {
  try {
    parseDiceFormula(text);
    return null;
  } catch (error) {
    return `${field}: ${(error as Error).message}`;
  }
}
