import { skillPool, type PoolSpec } from "../pool";

/**
 * A skill as a character has it (C2): a rank from 0 (unskilled) to 10, and its emphases. The texts
 * name emphases without giving them a rule (D8), so they are carried for the sheet and for rules
 * that ask about one (the duel's Assessment reveals them, DU2); they change no roll by default.
 */
export interface SkillRank {
  rank: number;
  emphases: string[];
}

export type Skills = Readonly<Record<string, SkillRank>>;

/** The rank in a skill; a skill the character lacks is rank 0. */
export function skillRank(skills: Skills, skill: string): number {
  return Object.hasOwn(skills, skill) ? (skills[skill]?.rank ?? 0) : 0;
}

/** Whether the character has this emphasis of this skill. */
export function hasEmphasis(skills: Skills, skill: string, emphasis: string): boolean {
  return Object.hasOwn(skills, skill) && (skills[skill]?.emphases.includes(emphasis) ?? false);
}

/** R3/R4: the pool of a Skill/Trait roll, and whether it is unskilled (no explosions, no raises). */
export function skillRoll(skills: Skills, skill: string, trait: number): { pool: PoolSpec; unskilled: boolean } {
  const rank = skillRank(skills, skill);
  return { pool: skillPool(rank, trait), unskilled: rank === 0 };
}
