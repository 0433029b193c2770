import type { ModifierTarget, RingKey, STANCES, TECHNIQUE_KINDS, TECHNIQUE_RINGS, TECHNIQUE_TRIGGERS, TraitKey, VOID_SPENDS, WEAPON_REACHES, WEAPON_SIZES, WEAPON_STRENGTHS } from "./data/choices";

/**
 * The roll-and-keep system data as the data models store it (./data), for reading documents
 * into the rules' plain data without the models' classes. Keep in step with the schemas.
 */

export interface StoredSkill {
  key: string;
  rank: number;
  emphases: string[];
}

export interface StoredVoidPoints {
  value: number;
  round: number | null;
  spent: (keyof typeof VOID_SPENDS)[];
}

/** What samurai and NPCs both store. */
export interface StoredCharacter {
  traits: Record<TraitKey, number>;
  void: number;
  insightRank: number;
  skills: StoredSkill[];
  voidPoints: StoredVoidPoints;
  wounds: number;
  /** C3: taken off the ratings the rules read. */
  penalties: { traits: Record<TraitKey, number>; rings: Record<RingKey, number> };
  /** U4: the character's own wound track eased. */
  woundAdjustments: { penaltyReduction: number; extraWoundsPerRank: number };
  stance: keyof typeof STANCES;
}

/** An NPC adds the armor typed into its stat block and the mook flag. */
export interface StoredNpc extends StoredCharacter {
  armor: { bonus: number; reduction: number };
  mook: boolean;
  fourLegged: boolean;
}

export interface StoredWeapon {
  damage: { rolled: number; kept: number };
  size: keyof typeof WEAPON_SIZES;
  reach: keyof typeof WEAPON_REACHES;
  strength: keyof typeof WEAPON_STRENGTHS;
  ownStrength: number;
  tags: { reach: boolean; samurai: boolean; end: boolean };
  skill: string;
  wielded: boolean;
}

export interface StoredArmor {
  bonus: number;
  reduction: number;
  worn: boolean;
}

/** A samurai adds its school (R6: a spell adds the school rank). */
export interface StoredSamurai extends StoredCharacter {
  school: { name: string; rank: number };
}

export interface StoredTechnique {
  kind: keyof typeof TECHNIQUE_KINDS;
  ring: keyof typeof TECHNIQUE_RINGS;
  /** D9: what it adds while the character has it. */
  modifiers: { target: ModifierTarget; rolled: number; kept: number; flat: number }[];
  /** S9 (house): acts as each round begins, first or last; absent on an item stored before it was asked. */
  trigger?: keyof typeof TECHNIQUE_TRIGGERS;
}
