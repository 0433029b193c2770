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

/** Damage goes to Vitality until it is empty; the overflow, and everything after, goes to HP. */
export function applyDamageToPools(vitality: Pool, hp: Pool, damage: number): PoolDamage {
  const amount = Math.max(0, Math.floor(damage));
  const toVitality = Math.min(Math.max(0, vitality.value), amount);
  const toHp = amount - toVitality;
  return {
    vitality: { value: vitality.value - toVitality, max: vitality.max },
    hp: { value: hp.value - toHp, max: hp.max },
    toVitality,
    toHp,
  };
}

/** Helpless at 0 HP or less. */
export function isIncapacitated(hp: Pool): boolean {
  return hp.value <= 0;
}

/** Dead at -100% of max HP. */
export function isDead(hp: Pool): boolean {
  return hp.value <= -hp.max;
}
