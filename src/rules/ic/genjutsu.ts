import type { DiceSource } from "../dice";

export interface GenjutsuContest {
  offense: number;
  defense: number;
  /** The defender rolled lower: the jutsu takes hold. */
  affected: boolean;
  /** Affected, but by 5 or less: the victim realises they are under an illusion. */
  realises: boolean;
}

/** Each earlier success of the same jutsu on you this battle gives +5 to defend against it. */
export function familiarityBonus(priorSuccesses: number): number {
  return 5 * Math.max(0, priorSuccesses);
}

/**
 * Opposed genjutsu rolls: 1d20 + XP/400 (+ offense bonuses) against 1d20 + XP/200 (+ defense
 * bonuses, + familiarity). The defender is affected only on a lower roll.
 */
export function resolveGenjutsu(offenseTotal: number, defenseTotal: number): GenjutsuContest {
  const affected = defenseTotal < offenseTotal;
  return { offense: offenseTotal, defense: defenseTotal, affected, realises: affected && offenseTotal - defenseTotal <= 5 };
}

export function rollGenjutsuContest(offenseBonus: number, defenseBonus: number, priorSuccesses: number, dice: DiceSource): GenjutsuContest {
  const offense = dice.roll(20) + offenseBonus;
  const defense = dice.roll(20) + defenseBonus + familiarityBonus(priorSuccesses);
  return resolveGenjutsu(offense, defense);
}
