import { NOT_MAPPING, unknownOptionProblem } from "../problems";
import { RuleRefusal, type Problem } from "../refusal";
import { COMBAT_OPTION_FIELDS, DEFAULT_COMBAT_OPTIONS, type CombatOptions } from "./combat-options";
import { choiceField, flagField, wholeField, type OptionField } from "./option-field";

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

/** The dice and roll choices (inventory §1–§3). */
export interface DiceOptions {
  /** Δ 4e or the encounter house rules (R16 wound penalties, V3–V5 void spends, and every Δ of combat). */
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
  /** R2: a contest is rolled blind: neither side sees the other's total or raises until both have rolled. */
  blindContests: boolean;
  /** V3 (the house example W10): whether a Void Point may add +1k1 to a damage roll. */
  voidOnDamage: boolean;
  /** D8: whether a roll made with one of the character's emphases rerolls each die's first 1, once. */
  emphasisRerollsOnes: boolean;
  /** V4: whether a Void Point's Strive (4e: skill 0 to 1) also lifts the unskilled roll's ban on raises (the inventory's default: yes). */
  striveLiftsRaises: boolean;
}

/**
 * The choices a GM makes where the roll-and-keep texts are silent or differ (inventory marks ⚠ and
 * Δ). Every rule function takes these as an argument; `DEFAULT_ROLLKEEP_OPTIONS` are the defaults
 * documented in docs/rules-rollkeep.md.
 */
export type RollkeepOptions = DiceOptions & CombatOptions;

const DICE_OPTION_FIELDS: { readonly [K in keyof DiceOptions]: OptionField } = {
  variant: choiceField(ROLLKEEP_VARIANTS),
  oddRolledDie: choiceField(LEFTOVER_DIE_CHOICES),
  keptPastTen: choiceField(LEFTOVER_DIE_CHOICES),
  freeRaisesCountTowardCap: flagField,
  retryTnStep: wholeField(0, 100),
  retryGrowth: choiceField(RETRY_GROWTH_CHOICES),
  contestRaises: choiceField(CONTEST_RAISES_CHOICES),
  blindContests: flagField,
  voidOnDamage: flagField,
  emphasisRerollsOnes: flagField,
  striveLiftsRaises: flagField,
};

const OPTION_FIELDS: { readonly [K in keyof RollkeepOptions]: OptionField } = { ...DICE_OPTION_FIELDS, ...COMBAT_OPTION_FIELDS };

export const DEFAULT_ROLLKEEP_OPTIONS: Readonly<RollkeepOptions> = Object.freeze({
  variant: "4e",
  oddRolledDie: "discard",
  keptPastTen: "flatBonus",
  freeRaisesCountTowardCap: false,
  retryTnStep: 10,
  retryGrowth: "perRetry",
  contestRaises: "ownMargin",
  blindContests: true,
  voidOnDamage: false,
  emphasisRerollsOnes: false,
  striveLiftsRaises: true,
  ...DEFAULT_COMBAT_OPTIONS,
});

function refuse(field: string, problem: Problem): never {
  throw new RuleRefusal("badOption", { field }, `options.${field}: ${problem.text}`, problem);
}

/**
 * The rollkeep rule options from what a world setting or a scenario holds: the default for each
 * field left out, and a RuleRefusal `badOption` naming the field for anything else.
 */
export function rollkeepOptionsFrom(partial: unknown): RollkeepOptions {
  if (partial === undefined || partial === null) return { ...DEFAULT_ROLLKEEP_OPTIONS };
  if (typeof partial !== "object" || Array.isArray(partial)) refuse("options", NOT_MAPPING);
  // Checked to be a plain object just above; its fields are each validated below.
  const given = partial as Record<string, unknown>;
  for (const key of Object.keys(given)) if (!Object.hasOwn(OPTION_FIELDS, key)) refuse(key, unknownOptionProblem(Object.keys(OPTION_FIELDS)));
  const resolved: Record<string, unknown> = { ...DEFAULT_ROLLKEEP_OPTIONS };
  for (const [key, field] of Object.entries(OPTION_FIELDS)) {
    const value = given[key];
    if (value === undefined) continue;
    const problem = field.problem(value);
    if (problem !== null) refuse(key, problem);
    resolved[key] = value;
  }
  // Every field is the default or a value its OptionField accepted, so the record is a whole RollkeepOptions.
  return resolved as unknown as RollkeepOptions;
}
