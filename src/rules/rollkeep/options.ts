import { RuleRefusal } from "../refusal";

/** Which of the two books a world plays: the 4th-edition combat text or the encounter house rules. */
export type RollkeepVariant = "4e" | "house";
export const ROLLKEEP_VARIANTS: readonly RollkeepVariant[] = ["4e", "house"];

/** What the Ten Dice Rule does with a die it cannot turn into anything else. */
export type LeftoverDie = "discard" | "flatBonus";
export const LEFTOVER_DIE_CHOICES: readonly LeftoverDie[] = ["discard", "flatBonus"];

/** How a contest judges raises when more than one side called some. */
export type ContestRaises = "ownMargin" | "netTotals";
export const CONTEST_RAISES_CHOICES: readonly ContestRaises[] = ["ownMargin", "netTotals"];

/** How the TN of a second and later retry grows. */
export type RetryGrowth = "perRetry" | "once";
export const RETRY_GROWTH_CHOICES: readonly RetryGrowth[] = ["perRetry", "once"];

/**
 * The choices a GM makes where the roll-and-keep texts are silent or differ (inventory marks ⚠ and
 * Δ). Every rule function takes these as an argument; `DEFAULT_ROLLKEEP_OPTIONS` are the defaults
 * documented in docs/rules-rollkeep.md.
 */
export interface RollkeepOptions {
  /** Δ 4e or the encounter house rules (R16 wound penalties, V3–V5 void spends). */
  variant: RollkeepVariant;
  /** D4a: a single rolled die past 10 left over while fewer than 10 are kept. */
  oddRolledDie: LeftoverDie;
  /** D4b: a kept die past 10 (after the rolled excess is converted). */
  keptPastTen: LeftoverDie;
  /** R9: whether free raises count toward the Void Ring cap on raises. */
  freeRaisesCountTowardCap: boolean;
  /** R10: the TN added for each retry of a failed roll. */
  retryTnStep: number;
  /** R10: whether every further retry adds `retryTnStep` again, or only the first does. */
  retryGrowth: RetryGrowth;
  /** R11: judging a contest in which raises were called. */
  contestRaises: ContestRaises;
  /** V3 (the house example W10): whether a Void Point may add +1k1 to a damage roll. */
  voidOnDamage: boolean;
}

export const DEFAULT_ROLLKEEP_OPTIONS: Readonly<RollkeepOptions> = Object.freeze({
  variant: "4e",
  oddRolledDie: "discard",
  keptPastTen: "flatBonus",
  freeRaisesCountTowardCap: false,
  retryTnStep: 10,
  retryGrowth: "perRetry",
  contestRaises: "ownMargin",
  voidOnDamage: false,
});

function refuse(field: string, problem: string): never {
  throw new RuleRefusal("badOption", { field, problem }, `options.${field}: ${problem}`);
}

function choice<T extends string>(value: unknown, field: string, choices: readonly T[]): T {
  // `includes` is asked about an unknown value; a match proves it is one of the choices.
  if (typeof value !== "string" || !(choices as readonly string[]).includes(value)) refuse(field, `must be one of ${choices.join(", ")}`);
  return value as T;
}

function flag(value: unknown, field: string): boolean {
  if (typeof value !== "boolean") refuse(field, "must be true or false");
  return value;
}

function whole(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) refuse(field, `must be a whole number from ${min} to ${max}`);
  return value;
}

/**
 * The rollkeep rule options from what a world setting or a scenario holds: the default for each
 * field left out, and a RuleRefusal `badOption` naming the field for anything else.
 */
export function rollkeepOptionsFrom(partial: unknown): RollkeepOptions {
  if (partial === undefined || partial === null) return { ...DEFAULT_ROLLKEEP_OPTIONS };
  if (typeof partial !== "object" || Array.isArray(partial)) refuse("options", "must be a mapping of fields");
  // Checked to be a plain object just above; its fields are each validated below.
  const o = partial as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!Object.hasOwn(DEFAULT_ROLLKEEP_OPTIONS, key)) refuse(key, `is not a rule option (known: ${Object.keys(DEFAULT_ROLLKEEP_OPTIONS).join(", ")})`);
  const d = DEFAULT_ROLLKEEP_OPTIONS;
  return {
    variant: o.variant === undefined ? d.variant : choice(o.variant, "variant", ROLLKEEP_VARIANTS),
    oddRolledDie: o.oddRolledDie === undefined ? d.oddRolledDie : choice(o.oddRolledDie, "oddRolledDie", LEFTOVER_DIE_CHOICES),
    keptPastTen: o.keptPastTen === undefined ? d.keptPastTen : choice(o.keptPastTen, "keptPastTen", LEFTOVER_DIE_CHOICES),
    freeRaisesCountTowardCap: o.freeRaisesCountTowardCap === undefined ? d.freeRaisesCountTowardCap : flag(o.freeRaisesCountTowardCap, "freeRaisesCountTowardCap"),
    retryTnStep: o.retryTnStep === undefined ? d.retryTnStep : whole(o.retryTnStep, "retryTnStep", 0, 100),
    retryGrowth: o.retryGrowth === undefined ? d.retryGrowth : choice(o.retryGrowth, "retryGrowth", RETRY_GROWTH_CHOICES),
    contestRaises: o.contestRaises === undefined ? d.contestRaises : choice(o.contestRaises, "contestRaises", CONTEST_RAISES_CHOICES),
    voidOnDamage: o.voidOnDamage === undefined ? d.voidOnDamage : flag(o.voidOnDamage, "voidOnDamage"),
  };
}
