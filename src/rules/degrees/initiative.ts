import type { DiceSource } from "../dice";
import { conditionModifier } from "./conditions/active";
import type { ConditionInstance } from "./conditions/instance";
import type { DegreesOptions } from "./options";
import { DIE } from "./roll";
import { compareIds } from "../id-order";

/** One combatant's initiative as stored: the die is kept so modifiers re-sort without a re-roll (M7). */
export interface InitiativeEntry {
  id: string;
  die: number;
  /** Dexterity + Notice (M5). */
  bonus: number;
  conditions: readonly ConditionInstance[];
  /** The die a tie was broken with, once rolled (M6). */
  tieRoll?: number;
  /** The lowered initiative of a Delay (M10): it acts at this value, after anyone still on it. */
  delayedTo?: number;
}

/** The initiative total now: the stored die, the bonus, and what conditions add (Haste +2, Deafened −3). */
export function initiativeTotal(entry: InitiativeEntry, options: DegreesOptions): number {
  return entry.die + entry.bonus + conditionModifier(entry.conditions, { kind: "initiative" }, options);
}

/** Rolls initiative once for the battle: 1d8 + Dexterity + Notice (M5). */
export function rollInitiative(id: string, bonus: number, conditions: readonly ConditionInstance[], dice: DiceSource): InitiativeEntry {
  return { id, die: dice.roll(DIE), bonus, conditions };
}

/** Combatants tied all the way down to the roll-off: who still has to roll, and the dice the others already hold. */
export interface UnbrokenTie {
  rolling: string[];
  taken: number[];
}

/**
 * Acting order, highest first (M6): the value (a Delay's, else the total), then the higher
 * accuracy, then the stored roll-off. A Delay acts after anyone undelayed on its value, having
 * chosen to wait. Entries tied without a roll-off come back as `unbroken`, for `rollOff`; past
 * the roll-off (more than eight tied), by id in a fixed order, the same on every client (`compareIds`).
 */
export function initiativeOrder(entries: readonly InitiativeEntry[], options: DegreesOptions): { order: string[]; unbroken: UnbrokenTie[] } {
  // The accuracy compared on a tie is the initiative check's own: everything but the die (M6 default).
  const key = (e: InitiativeEntry): [number, number, number, number] => {
    const total = initiativeTotal(e, options);
    return [e.delayedTo ?? total, e.delayedTo === undefined ? 1 : 0, total - e.die, e.tieRoll ?? 0];
  };
  const sorted = [...entries].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return kb[0] - ka[0] || kb[1] - ka[1] || kb[2] - ka[2] || kb[3] - ka[3] || compareIds(a.id, b.id);
  });
  const tied = new Map<string, InitiativeEntry[]>();
  for (const e of sorted) {
    const k = key(e).slice(0, 3).join(":");
    tied.set(k, [...(tied.get(k) ?? []), e]);
  }
  const unbroken = [...tied.values()]
    .filter((group) => group.length > 1 && group.some((e) => e.tieRoll === undefined))
    .map((group) => ({ rolling: group.filter((e) => e.tieRoll === undefined).map((e) => e.id), taken: group.flatMap((e) => (e.tieRoll === undefined ? [] : [e.tieRoll])) }));
  return { order: sorted.map((e) => e.id), unbroken };
}

/**
 * A roll-off among tied combatants: one die each, rolled again while it equals another's or a die
 * someone on the same tie already holds (M6 default), so a stored roll-off is never disturbed.
 */
export function rollOff(tie: UnbrokenTie, dice: DiceSource): Record<string, number> {
  const rolls: Record<string, number> = {};
  const used = new Set(tie.taken);
  for (const id of tie.rolling) {
    let face = dice.roll(DIE);
    // Eight faces part at most eight combatants; past that, equal dice keep their order by id.
    while (used.has(face) && used.size < DIE) face = dice.roll(DIE);
    used.add(face);
    rolls[id] = face;
  }
  return rolls;
}
