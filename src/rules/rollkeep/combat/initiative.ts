import type { DiceSource } from "../../dice";
import type { Placement } from "../../ruleset";
import type { RollkeepOptions } from "../options";
import { rollkeepRoll, type RollkeepRoll } from "../roll";
import { wholeNumberOf } from "../whole-number";
import { initiativePool } from "./initiative-pool";

/** Who rolls initiative, with what (C8). */
export interface InitiativeRoller {
  id: string;
  insightRank: number;
  reflexes: number;
}

/**
 * C8/S1/S7: one initiative roll, (Insight Rank + Reflexes) k Reflexes, made once, on a
 * character's first round in the fight; the score then stays for the fight. Wound penalties
 * never touch it (R16: no TN in 4e, a "special roll" in the house rules).
 */
export function rollInitiative(roller: InitiativeRoller, options: RollkeepOptions, dice: DiceSource): RollkeepRoll {
  const insightRank = wholeNumberOf("initiative", roller.insightRank, "insightRank", 0, 100);
  const reflexes = wholeNumberOf("initiative", roller.reflexes, "reflexes", 0, 100);
  return rollkeepRoll({ kind: "initiative", pool: initiativePool(insightRank, reflexes) }, options, dice);
}

/** A rolled score, with the Reflexes 4e breaks ties with. */
export interface InitiativeScore {
  id: string;
  initiative: number;
  reflexes: number;
}

/** Shuffles a tie with the dice (Fisher–Yates), so a seeded fight orders it the same way each time. */
function shuffled<T>(items: readonly T[], dice: DiceSource): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = dice.roll(i + 1) - 1;
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}

/**
 * Places the scores at the start of a fight, each with a stored place among equals (`tieOrder`,
 * lower first). House rules (S7): a tie is settled at random once, for the whole fight. 4e says
 * nothing (S5): by default the higher Reflexes goes first, then at random, also kept for the fight.
 */
export function placeInitiative(scores: readonly InitiativeScore[], options: Pick<RollkeepOptions, "variant" | "initiativeTies4e">, dice: DiceSource): Placement[] {
  const byReflexes = options.variant === "4e" && options.initiativeTies4e === "reflexesThenRandom";
  const values = [...new Set(scores.map((s) => s.initiative))].sort((a, b) => b - a);
  return values.flatMap((value) => {
    const tied = shuffled(
      scores.filter((s) => s.initiative === value),
      dice,
    );
    if (byReflexes) tied.sort((a, b) => b.reflexes - a.reflexes);
    return tied.map((s, tieOrder) => ({ id: s.id, initiative: value, tieOrder }));
  });
}

/** The place after everyone already on `initiative`. */
function backOfTheLine(placements: readonly Placement[], initiative: number, except: string): number {
  return Math.max(-1, ...placements.filter((p) => p.id !== except && p.initiative === initiative).map((p) => p.tieOrder)) + 1;
}

/**
 * S7: a score that changes (Center's or Void's bonus, a Void Point's +10) and lands on a value
 * others hold goes after all of them. 4e is silent, and the same rule keeps its order stable.
 * A joiner (C8: rolls as it joins) is placed the same way.
 */
export function changeInitiative(placements: readonly Placement[], id: string, initiative: number): Placement[] {
  const placed = placements.some((p) => p.id === id) ? placements : [...placements, { id, initiative, tieOrder: 0 }];
  return placed.map((p) => (p.id === id ? { id, initiative, tieOrder: backOfTheLine(placements, initiative, id) } : p));
}

/** V9 (house Swap): two willing characters exchange their places in the order for the rest of the fight. */
export function swapInitiative(placements: readonly Placement[], a: string, b: string): Placement[] {
  const first = placements.find((p) => p.id === a);
  const second = placements.find((p) => p.id === b);
  if (!first || !second) return [...placements];
  return placements.map((p) => (p.id === a ? { ...second, id: a } : p.id === b ? { ...first, id: b } : p));
}

/** The order turns are taken in: highest score first, then the stored place among equals. */
export function turnOrder(placements: readonly Placement[]): string[] {
  return [...placements].sort((x, y) => y.initiative - x.initiative || x.tieOrder - y.tieOrder).map((p) => p.id);
}
