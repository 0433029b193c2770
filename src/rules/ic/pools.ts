/** A current/max pair: Vitality or HP. */
export interface Pool {
  value: number;
  max: number;
}

export interface PoolDamage {
  vitality: Pool;
  hp: Pool;
  /** How much of the hit each pool took. */
  toVitality: number;
  toHp: number;
}

/** The whole points of a hit: a fraction is dropped, and nothing heals. */
export function wholeDamage(damage: number): number {
  return Math.max(0, Math.floor(damage));
}

/** How much of a hit of `amount` whole points Vitality takes: all of it until it is empty. */
export function vitalityShare(vitality: Pool, amount: number): number {
  return Math.min(Math.max(0, vitality.value), amount);
}

/** A pool after losing `taken` points: a new pool, or the same one when it lost nothing. */
export function poolAfter(pool: Pool, taken: number): Pool {
  return taken ? { value: pool.value - taken, max: pool.max } : pool;
}

/** Damage goes to Vitality until it is empty; the overflow, and everything after, goes to HP. A pool the hit does not reach is handed back as it was. */
export function applyDamageToPools(vitality: Pool, hp: Pool, damage: number): PoolDamage {
  const amount = wholeDamage(damage);
  const toVitality = vitalityShare(vitality, amount);
  const toHp = amount - toVitality;
  return { vitality: poolAfter(vitality, toVitality), hp: poolAfter(hp, toHp), toVitality, toHp };
}

/** Helpless at 0 HP or less. */
export function isIncapacitated(hp: Pool): boolean {
  return hp.value <= 0;
}

/** The most a pool holds: its maximum, never above it (and nothing for a maximum below 0). */
export function poolCeiling(max: number): number {
  return Math.max(0, max);
}

/** The HP at which a combatant dies: −100 % of its maximum. */
export function deathHp(max: number): number {
  return -max;
}

/** Dead at -100% of max HP. */
export function isDead(hp: Pool): boolean {
  return hp.value <= deathHp(hp.max);
}
