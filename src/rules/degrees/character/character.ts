import type { SizeCategory, SizeRow } from "../size";

/** The four attributes the combat rules read. Other attributes live on the sheet. */
export interface Attributes {
  strength: number;
  dexterity: number;
  vigor: number;
  spirit: number;
}

/** The combat accuracies: Melee (MC/CC), Ranged (RC/CD), Dodge, Anticipate Movement (AM = RM). */
export interface Accuracies {
  melee: number;
  ranged: number;
  dodge: number;
  anticipate: number;
}

/** One accuracy, each read by its own name: a lookup by a key held in a field is a slow keyed load, and every attack declared reads one. */
export function accuracyOf(accuracies: Accuracies, key: keyof Accuracies): number {
  switch (key) {
    case "melee":
      return accuracies.melee;
    case "ranged":
      return accuracies.ranged;
    case "dodge":
      return accuracies.dodge;
    case "anticipate":
      return accuracies.anticipate;
  }
}

/** The skills a sheet rolls besides Notice and Acrobatics (F3): Stealth (M54), Search, Athletics, Medicine (M42), Animal Handling (M91), Escape (M79), Intimidate. */
export const SHEET_SKILLS = ["stealth", "search", "athletics", "medicine", "animalHandling", "escape", "intimidate"] as const;
export type SheetSkill = (typeof SHEET_SKILLS)[number];

/** A character as the rules read it: what the sheet stores, no derived number. */
export interface DegreesCharacter {
  attributes: Attributes;
  campaignLevel: number;
  size: SizeCategory;
  /** Its size's row of the world's size table (F2); the book's unless given. */
  sizeRow?: SizeRow;
  /** Whether the size is the character's own (a summon) rather than a transformation (M108). */
  permanentSize: boolean;
  accuracies: Accuracies;
  /** The Notice skill's accuracy, which initiative adds (M5). */
  notice: number;
  /** The other skills the combat rules call for, each a check of its own (F3); Acrobatics is the fighter's own field (M93, M102). */
  skills?: Readonly<Partial<Record<SheetSkill, number>>>;
  /** Every source of body hardness (Stone Skin, Resilience); only the highest counts (M122). */
  bodyHardness: readonly number[];
  /** The absorption of worn armour, or 0 (M125). */
  armourAbsorption: number;
}
