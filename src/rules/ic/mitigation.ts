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

function sum(values: readonly number[] | undefined): number {
  let total = 0;
  if (values) for (const v of values) total += v;
  return total;
}

/** DR left after bypasses: the flat bypass first, then the summed fractions of what remains. */
export function effectiveDamageReduction(dr: number, flatBypass = 0, fractions: readonly number[] = []): number {
  const afterFlat = Math.max(0, dr - flatBypass);
  return afterFlat * Math.max(0, 1 - sum(fractions));
}

/** The steps of a mitigation nobody reads: one shared empty list, never filled. */
export const NO_STEPS: MitigationStep[] = [];

/**
 * Applies the mitigation order: attacker changes, partial success, Damage Reduction,
 * blocking, then other percent reductions. Fractions are carried through and the result is
 * rounded down once at the end; damage never goes below 0. The steps, for a card to show, are
 * kept only with `detail`.
 */
export function applyMitigation(input: MitigationInput, detail = true): MitigationResult {
  const damage = mitigatedDamage(input);
  return { damage, steps: detail ? lastSteps() : NO_STEPS };
}

/** Scratch: the damage before and after each step of the last mitigation worked out. */
const chain = { d0: 0, d1: 0, d2: 0, d3: 0, d4: 0, d5: 0 };

/** The damage applyMitigation leaves, with no record of its steps (lastSteps has them, until the next). */
export function mitigatedDamage(input: MitigationInput): number {
  const c = chain;
  c.d0 = input.damage;
  // The lists are summed only when there are any (an exchange's mitigation has none): no call otherwise.
  const attackerPercents = input.attackerPercents;
  const otherPercents = input.otherReductionPercents;
  c.d1 = Math.max(0, c.d0 * (1 + (attackerPercents === undefined ? 0 : sum(attackerPercents)) / 100));
  c.d2 = Math.max(0, c.d1 * (input.partialFraction ?? 1));
  c.d3 = Math.max(0, c.d2 - (input.damageReduction ? effectiveDamageReduction(input.damageReduction, input.drBypassFlat, input.drBypassFractions) : 0));
  c.d4 = Math.max(0, c.d3 * (1 - (input.blockReduction ?? 0)));
  c.d5 = Math.max(0, c.d4 * (1 - (otherPercents === undefined ? 0 : sum(otherPercents)) / 100));
  return Math.floor(c.d5);
}

/** The steps of the last mitigation worked out, for a card to show. */
export function lastSteps(): MitigationStep[] {
  const c = chain;
  return [
    { step: "attacker", before: c.d0, after: c.d1 },
    { step: "partial", before: c.d1, after: c.d2 },
    { step: "damageReduction", before: c.d2, after: c.d3 },
    { step: "block", before: c.d3, after: c.d4 },
    { step: "other", before: c.d4, after: c.d5 },
  ];
}
