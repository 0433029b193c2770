/** Everything that can reduce (or boost) a hit, gathered so the order can be applied once. */
export interface MitigationInput {
  /** The rolled damage. */
  damage: number;
  /** The attacker's percent changes to damage (+10%, -20%...), added together before applying. */
  attackerPercents?: readonly number[];
  /** Share of the damage that got through the defense (partial success), 0..1; 1 when undefended. */
  partialFraction?: number;
  /** The defender's Damage Reduction. */
  damageReduction?: number;
  /** Flat DR ignored by the attack (applied before the fractional bypasses). */
  drBypassFlat?: number;
  /** Fractions of DR ignored (0.5 for "half"), added together: two halves bypass it all. */
  drBypassFractions?: readonly number[];
  /** The block's reduction (0.5 or 0.25), if the defender blocked. */
  blockReduction?: number;
  /** Any other percent reductions (10 for 10%), added together. */
  otherReductionPercents?: readonly number[];
}

export interface MitigationStep {
  step: "attacker" | "partial" | "damageReduction" | "block" | "other";
  before: number;
  after: number;
}

export interface MitigationResult {
  damage: number;
  steps: MitigationStep[];
}

const sum = (values: readonly number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);

/** DR left after bypasses: the flat bypass first, then the summed fractions of what remains. */
export function effectiveDamageReduction(dr: number, flatBypass = 0, fractions: readonly number[] = []): number {
  const afterFlat = Math.max(0, dr - flatBypass);
  return afterFlat * Math.max(0, 1 - sum(fractions));
}

/**
 * Applies the mitigation order: attacker changes, partial success, Damage Reduction,
 * blocking, then other percent reductions. Fractions are carried through and the result is
 * rounded down once at the end; damage never goes below 0.
 */
export function applyMitigation(input: MitigationInput): MitigationResult {
  const steps: MitigationStep[] = [];
  let value = input.damage;
  const record = (step: MitigationStep["step"], next: number) => {
    const after = Math.max(0, next);
    steps.push({ step, before: value, after });
    value = after;
  };
  record("attacker", value * (1 + sum(input.attackerPercents) / 100));
  record("partial", value * (input.partialFraction ?? 1));
  record("damageReduction", value - effectiveDamageReduction(input.damageReduction ?? 0, input.drBypassFlat, input.drBypassFractions));
  record("block", value * (1 - (input.blockReduction ?? 0)));
  record("other", value * (1 - sum(input.otherReductionPercents) / 100));
  return { damage: Math.floor(value), steps };
}
