import type { DiceSource } from "../dice";
import type { FatigueState } from "./derived";

export type ExhaustionKind = "stamina" | "chakra";

/** The highest Fatigue level; failing a roll there knocks you out once the action is done. */
export const MAX_FATIGUE = 5;

/** What each Fatigue level adds to both exhaustion rolls (fixed by the text's example). */
export const FATIGUE_LEVEL_BONUS = 5;

/** Costs of 5 or more may never be reduced below 5. */
export function effectiveCost(baseCost: number, reduction = 0): number {
  const reduced = baseCost - Math.max(0, reduction);
  return baseCost >= 5 ? Math.max(5, reduced) : Math.max(0, reduced);
}

/** Where moving up Fatigue categories leaves you. */
export interface FatigueAdvance {
  fatigue: FatigueState;
  /** Pushed past Fatigue 5: unconscious once the action resolves. */
  unconscious: boolean;
  /** Pushed two or more categories past Fatigue 5: the technique does not happen. */
  techniqueFails: boolean;
}

/**
 * Moving up `levels` Fatigue categories, whatever the cause (a failed roll, Upkeep): both
 * running penalties reset, the level stops at 5, and going past it knocks you out.
 */
export function advanceFatigue(fatigue: FatigueState, levels: number): FatigueAdvance {
  return advanceInto(fatigue, levels, { fatigue, unconscious: false, techniqueFails: false });
}

/** advanceFatigue written into `out`, which is returned. */
function advanceInto(fatigue: FatigueState, levels: number, out: FatigueAdvance): FatigueAdvance {
  const reached = fatigue.level + levels;
  out.fatigue = fatigueOf(reached < MAX_FATIGUE ? reached : MAX_FATIGUE, 0, 0);
  out.unconscious = reached > MAX_FATIGUE;
  out.techniqueFails = reached > MAX_FATIGUE + 1;
  return out;
}

/** Scratch: a failed roll's advance, read into its result straight after advanceInto writes it, so the roll makes no record of it. */
const advancing: FatigueAdvance = { fatigue: { level: 0, staminaPenalty: 0, chakraPenalty: 0 }, unconscious: false, techniqueFails: false };

/**
 * The Fatigue state of these numbers: one shared record for each, as nobody writes a
 * FatigueState in place (a combatant's may be shared by copies of it). An exhaustion roll then
 * makes no record for the state it leaves, and stores one that is old, which the write barrier
 * passes without its call; the combatant's derived values, cached on the record's identity,
 * are found again when the same state comes back. Whole numbers within the table's bounds (a
 * level 0 to 5, penalties below PENALTY_SLOTS: all the rules reach in practice) share a
 * record; anything else gets one of its own.
 */
function fatigueOf(level: number, staminaPenalty: number, chakraPenalty: number): FatigueState {
  // `>>> 0` keeps a whole number of 0 or more as it is and changes every other value (negative,
  // fractional, NaN), so one comparison each tests all three for a place in the table (-0 takes
  // 0's: the engine's sums of whole numbers never make one, nor does a state read from JSON).
  const at =
    (level >>> 0) === level && level <= MAX_FATIGUE && (staminaPenalty >>> 0) === staminaPenalty && staminaPenalty < PENALTY_SLOTS && (chakraPenalty >>> 0) === chakraPenalty && chakraPenalty < PENALTY_SLOTS
      ? (level * PENALTY_SLOTS + staminaPenalty) * PENALTY_SLOTS + chakraPenalty
      : -1;
  const known = at !== -1 ? KNOWN_FATIGUE[at] : undefined;
  return known !== undefined ? known : newFatigue(at, level, staminaPenalty, chakraPenalty);
}

/** A state fatigueOf has no record for yet, kept at its place `at` (-1: outside the table, not kept). A call of its own: it is made a few hundred times in all. */
function newFatigue(at: number, level: number, staminaPenalty: number, chakraPenalty: number): FatigueState {
  const made = { level, staminaPenalty, chakraPenalty };
  if (at !== -1) KNOWN_FATIGUE[at] = made;
  return made;
}

/** How many values of each running penalty fatigueOf shares records for: a duel's rarely pass 20. */
const PENALTY_SLOTS = 32;

/**
 * fatigueOf's records, by level and both penalties, made as they are first met. Filled with
 * undefined up front: a list given far-apart places one by one would become a slow dictionary.
 */
const KNOWN_FATIGUE: (FatigueState | undefined)[] = new Array<FatigueState | undefined>((MAX_FATIGUE + 1) * PENALTY_SLOTS * PENALTY_SLOTS).fill(undefined);

/** A roll's result; on a failure, `fatigue` and the rest describe the Fatigue advance. */
export interface ExhaustionResult extends FatigueAdvance {
  kind: ExhaustionKind;
  cost: number;
  total: number;
  passed: boolean;
  /** Fatigue categories gained: 1 for failing, plus 1 per full 15 points failed by. */
  levelsGained: number;
}

/**
 * Resolves a Stamina or Chakra Exhaustion roll. `bonus` is the full roll bonus (stat, Fatigue
 * level, modifiers, running penalty and upkeep, as `deriveCombatValues` gives it). Passing adds
 * cost/5 to the running penalty of that kind; failing raises Fatigue and clears both penalties.
 * Written into `out` when the caller hands in a result of its own to write over.
 */
export function resolveExhaustion(kind: ExhaustionKind, cost: number, bonus: number, fatigue: FatigueState, face: number, out?: ExhaustionResult): ExhaustionResult {
  const total = face + bonus;
  const passed = total >= cost;
  if (passed) {
    // A whole cost of 0 or more (every action's) is divided in integer arithmetic: the same
    // number as Math.floor gives, without a round trip through floating point.
    const added = cost >= 0 && (cost | 0) === cost ? (cost / 5) | 0 : Math.floor(cost / 5);
    // The penalties worked out first, so the state is looked up in one place.
    const stamina = kind === "stamina";
    const after = fatigueOf(fatigue.level, stamina ? fatigue.staminaPenalty + added : fatigue.staminaPenalty, stamina ? fatigue.chakraPenalty : fatigue.chakraPenalty + added);
    return exhaustionResult(out, kind, cost, total, passed, 0, after, false, false);
  }
  const levelsGained = 1 + Math.floor((cost - total) / 15);
  const advance = advanceInto(fatigue, levelsGained, advancing);
  return exhaustionResult(out, kind, cost, total, passed, levelsGained, advance.fatigue, advance.unconscious, advance.techniqueFails);
}

function exhaustionResult(out: ExhaustionResult | undefined, kind: ExhaustionKind, cost: number, total: number, passed: boolean, levelsGained: number, fatigue: FatigueState, unconscious: boolean, techniqueFails: boolean): ExhaustionResult {
  // Compared with undefined: testing a record's truth in optimised code checks it against every falsy value.
  if (out === undefined) return { kind, cost, total, passed, levelsGained, fatigue, unconscious, techniqueFails };
  // A record written over is nearly always one of the same kind (a fighter's place rolls what its
  // fighter's actions cost): storing the name anyway passes the write barrier's checks.
  if (out.kind !== kind) out.kind = kind;
  out.cost = cost;
  out.total = total;
  out.passed = passed;
  out.levelsGained = levelsGained;
  out.fatigue = fatigue;
  out.unconscious = unconscious;
  out.techniqueFails = techniqueFails;
  return out;
}

export function rollExhaustion(kind: ExhaustionKind, cost: number, bonus: number, fatigue: FatigueState, dice: DiceSource, out?: ExhaustionResult): ExhaustionResult {
  return resolveExhaustion(kind, cost, bonus, fatigue, dice.roll(20), out);
}

/** The order an action's exhaustion rolls are made in: Stamina first, then Chakra, each from lowest cost to highest. */
export function exhaustionOrder(costs: readonly { kind: ExhaustionKind; cost: number }[]): { kind: ExhaustionKind; cost: number }[] {
  return [...costs].filter((c) => c.cost > 0).sort((a, b) => (a.kind === b.kind ? a.cost - b.cost : a.kind === "stamina" ? -1 : 1));
}

/** Rest lowers the running Stamina penalty by 1, never below 0. */
export function rest(fatigue: FatigueState): FatigueState {
  return { ...fatigue, staminaPenalty: Math.max(0, fatigue.staminaPenalty - 1) };
}

/**
 * When total Upkeep exceeds the Chakra Exhaustion bonus (before penalties), Fatigue advances
 * on its own; each level adds +5 to that bonus, so it advances until the bonus catches up. At
 * Fatigue 5 there is nowhere left to go: the level returned is then 6, past the last category,
 * which knocks you out like any advance past 5.
 * `bonusWithoutFatigue` is CHA/10 plus positive chakra modifiers.
 */
export function upkeepFatigueLevel(level: number, upkeep: number, bonusWithoutFatigue: number): number {
  let current = level;
  while (current <= MAX_FATIGUE && upkeep > bonusWithoutFatigue + FATIGUE_LEVEL_BONUS * current) current++;
  return current;
}

