import type { DiceSource } from "../dice";
import { conditionModifier } from "./conditions/active";
import type { ConditionInstance } from "./conditions/instance";
import type { DegreesOptions } from "./options";
import { DIE } from "./roll";

/** One combatant's initiative as stored: the die is kept so modifiers re-sort without a re-roll (M7). */
export interface InitiativeEntry {
  id: string;
  die: number;
  /** Dexterity + Notice (M5). */
  bonus: number;
  conditions: readonly ConditionInstance[];
  /** The die a tie was broken with, once rolled (M6). */
  tieRoll?: number;
}

/** The initiative total now: the stored die, the bonus, and what conditions add (Haste +2, Deafened −3). */
export function initiativeTotal(entry: InitiativeEntry, options: DegreesOptions): number {
  return entry.die + entry.bonus + conditionModifier(entry.conditions, { kind: "initiative" }, options);
}

/** Rolls initiative once for the battle: 1d8 + Dexterity + Notice (M5). */
export function rollInitiative(id: string, bonus: number, conditions: readonly ConditionInstance[], dice: DiceSource): InitiativeEntry {
  return { id, die: dice.roll(DIE), bonus, conditions };
}

/**
 * Acting order, highest first (M6): total, then the higher accuracy, then the stored roll-off.
 * Entries still tied without a roll-off come back in `unbroken` groups for `rollOff`.
 */
export function initiativeOrder(entries: readonly InitiativeEntry[], options: DegreesOptions): { order: string[]; unbroken: string[][] } {
  // The accuracy compared on a tie is the initiative check's own: everything but the die (M6 default).
  const key = (e: InitiativeEntry): [number, number, number] => {
    const total = initiativeTotal(e, options);
    return [total, total - e.die, e.tieRoll ?? 0];
  };
  const sorted = [...entries].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return kb[0] - ka[0] || kb[1] - ka[1] || kb[2] - ka[2] || a.id.localeCompare(b.id);
  });
  const unbroken = new Map<string, string[]>();
  for (const e of sorted) {
    if (e.tieRoll !== undefined) continue;
    const k = key(e).slice(0, 2).join(":");
    unbroken.set(k, [...(unbroken.get(k) ?? []), e.id]);
  }
  return { order: sorted.map((e) => e.id), unbroken: [...unbroken.values()].filter((g) => g.length > 1) };
}

/** A roll-off among tied combatants: one die each, equal dice rolled again until all differ (M6 default). */
export function rollOff(ids: readonly string[], dice: DiceSource): Record<string, number> {
  for (;;) {
    const rolls = ids.map((id) => [id, dice.roll(DIE)] as const);
    // Eight faces can part at most eight combatants; more keep their order by id after that.
    if (new Set(rolls.map(([, r]) => r)).size === rolls.length || ids.length > DIE) return Object.fromEntries(rolls);
  }
}
