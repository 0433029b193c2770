/** The ten size categories, smallest first (M104; Medium = Standard, Large = Grand, Immense = Vast). */
export const SIZE_CATEGORIES = ["minuscule", "petite", "slight", "modest", "standard", "grand", "massive", "vast", "titanic", "monumental"] as const;
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

import type { DegreesOptions } from "./options";

/** What one size category changes (the Creature Size table, M104). */
export interface SizeRow {
  /** Added to Strength and Vigor. */
  strengthVigor: number;
  /** Melee reach in metres. */
  reach: number;
  stealth: number;
  intimidate: number;
  /** Metres added to a movement action. */
  movement: number;
}

/** A column of the size table. */
export type SizeColumn = keyof SizeRow;

/** The book's Creature Size table: the defaults of the size options (F2), which a GM may edit. */
export const SIZE_TABLE: Readonly<Record<SizeCategory, SizeRow>> = {
  minuscule: { strengthVigor: -7, reach: 1, stealth: 5, intimidate: -2, movement: -12 },
  petite: { strengthVigor: -5, reach: 1, stealth: 3, intimidate: -2, movement: -9 },
  slight: { strengthVigor: -3, reach: 1, stealth: 2, intimidate: -1, movement: -6 },
  modest: { strengthVigor: -1, reach: 1, stealth: 1, intimidate: -1, movement: -3 },
  standard: { strengthVigor: 0, reach: 1, stealth: 0, intimidate: 0, movement: 0 },
  grand: { strengthVigor: 1, reach: 2, stealth: -1, intimidate: 1, movement: 3 },
  massive: { strengthVigor: 3, reach: 3, stealth: -2, intimidate: 1, movement: 6 },
  vast: { strengthVigor: 5, reach: 4, stealth: -3, intimidate: 2, movement: 9 },
  titanic: { strengthVigor: 7, reach: 5, stealth: -5, intimidate: 2, movement: 12 },
  monumental: { strengthVigor: 9, reach: 6, stealth: -7, intimidate: 3, movement: 15 },
};

/** A character's row of the size table: the world's it carries (F2), else the book's. */
export function sizeRowOf(character: { size: SizeCategory; sizeRow?: SizeRow }): SizeRow {
  return character.sizeRow ?? SIZE_TABLE[character.size];
}

/** A category's row of the size table as the options hold it (the world's, F2). */
export function sizeRowIn(options: Pick<DegreesOptions, "sizeStrengthVigor" | "sizeReach" | "sizeStealth" | "sizeIntimidate" | "sizeMovement">, size: SizeCategory): SizeRow {
  return { strengthVigor: options.sizeStrengthVigor[size], reach: options.sizeReach[size], stealth: options.sizeStealth[size], intimidate: options.sizeIntimidate[size], movement: options.sizeMovement[size] };
}

/** How many categories `a` is above `b` (negative when smaller). */
export function sizeDifference(a: SizeCategory, b: SizeCategory): number {
  return SIZE_CATEGORIES.indexOf(a) - SIZE_CATEGORIES.indexOf(b);
}

/**
 * The attack bonus against a larger target: +1 per two categories it is above the attacker,
 * nothing against smaller ones (M105). The table's "vs Medium" column is this rule seen from
 * Medium. Only Dodge, Block and Anticipate let it apply; the caller checks the defence.
 */
export function sizeAttackBonus(attacker: SizeCategory, target: SizeCategory): number {
  return Math.max(0, Math.floor(sizeDifference(target, attacker) / 2));
}

/**
 * The size modifier between an intimidator (or fear source) and its target (M109): the one's
 * Intimidate modifier less the other's, so it cancels between equal sizes (our reading of
 * "cancels out against the same size").
 */
export function intimidateSizeModifier(source: SizeRow, target: SizeRow): number {
  return source.intimidate - target.intimidate;
}

/** The difficulty of resisting a fear effect, raised by a larger source and lowered by a smaller one (M132); the rows are the size table's. */
export function fearResistanceDc(baseDc: number, source: SizeRow, resister: SizeRow): number {
  return baseDc + intimidateSizeModifier(source, resister);
}
