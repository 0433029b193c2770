import type { DiceSource } from "../dice";
import { compareIds } from "../id-order";

/** An initiative roll: 1d20 + AGI/10 and any initiative modifiers (the bonus). */
export function rollInitiative(bonus: number, dice: DiceSource): number {
  return dice.roll(20) + bonus;
}

/** The best of the rolls of `ids`. */
function highestRoll(rolls: Readonly<Record<string, number>>, ids: readonly string[]): number {
  let highest = -Infinity;
  for (let i = 0; i < ids.length; i++) highest = Math.max(highest, rolls[ids[i] as string] as number);
  return highest;
}

/** Whether `a` is placed after `b`: the lower roll later, and on a tie the later id. */
function placedAfter(rolls: Readonly<Record<string, number>>, a: string, b: string): boolean {
  const byRoll = (rolls[b] ?? 0) - (rolls[a] ?? 0);
  return byRoll > 0 || (!(byRoll < 0) && compareIds(a, b) > 0);
}

/**
 * The ids in place order (placedAfter), sorted where they are by insertion: a fight's handful
 * of ids would cost the built-in sort a work list and a comparing closure, made anew for the two
 * duellists of every simulated duel. Any two ids are ordered (a tie goes by the ids), so any
 * correct sort gives this same order.
 */
function sortByRoll(ids: string[], rolls: Readonly<Record<string, number>>): void {
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i] as string;
    let j = i - 1;
    for (; j >= 0 && placedAfter(rolls, ids[j] as string, id); j--) ids[j + 1] = ids[j] as string;
    ids[j + 1] = id;
  }
}

/**
 * Places rolled combatants on the timeline. At the start everyone subtracts their roll from the
 * highest, so the best roller acts on IC 0 (Shikamaru 16, Ino 12, Choji 6 act on 0, 4 and 10).
 * Joining a fight under way, they spread the same way from the current IC, except that one
 * joiner alone enters on the current IC whatever the roll. Ties on one IC keep the roll order
 * (best roll first, then the id), stored so every client sorts alike.
 */
export function placeByInitiative(rolls: Readonly<Record<string, number>>, at: { current: number; underWay: boolean }): { id: string; initiative: number; tieOrder: number }[] {
  const ordered = Object.keys(rolls);
  // Worked out from the one list of ids rather than kept in a record keyed by ids: a simulator
  // places two duellists for every duel, and every look-up by a varying name is a slow one.
  const lone = at.underWay && ordered.length === 1;
  const highest = highestRoll(rolls, ordered);
  sortByRoll(ordered, rolls);
  // Built by push rather than map: optimised code makes a mapped list of another kind than the
  // interpreter does, and a simulator placing fight after fight would then meet two.
  const placed: { id: string; initiative: number; tieOrder: number }[] = [];
  for (let tieOrder = 0; tieOrder < ordered.length; tieOrder++) {
    const id = ordered[tieOrder] as string;
    placed.push({ id, initiative: lone ? at.current : at.current + highest - (rolls[id] as number), tieOrder });
  }
  return placed;
}
