import type { RollkeepOptions } from "../options";

/** A piece of armor as the rules see it: its bonus to Armor TN and its Reduction (C15, default 0). */
export interface ArmorPiece {
  name: string;
  bonus: number;
  reduction: number;
}

/**
 * C7: the armor bonus of what a character wears. No table of armor exists in either text; the
 * house rules count one piece, and by default so does 4e (the best piece); the GM may stack them.
 */
export function armorBonus(armor: readonly ArmorPiece[], options: Pick<RollkeepOptions, "armorStacking">): number {
  if (options.armorStacking === "stack") return armor.reduce((sum, piece) => sum + piece.bonus, 0);
  return Math.max(0, ...armor.map((piece) => piece.bonus));
}

/** C15: the Reduction of the piece that gives the armor bonus (or of all pieces, when they stack). */
export function armorReduction(armor: readonly ArmorPiece[], options: Pick<RollkeepOptions, "armorStacking">): number {
  if (options.armorStacking === "stack") return armor.reduce((sum, piece) => sum + piece.reduction, 0);
  const best = [...armor].sort((a, b) => b.bonus - a.bonus)[0];
  return best?.reduction ?? 0;
}
