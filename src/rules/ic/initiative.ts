import type { DiceSource } from "../dice";
import { compareIds } from "../id-order";

/** An initiative roll: 1d20 + AGI/10 and any initiative modifiers (the bonus). */
export function rollInitiative(bonus: number, dice: DiceSource): number {
  return dice.roll(20) + bonus;
}

/**
 * Starting ICs: everyone subtracts their roll from the highest roll, so the best roller
 * acts on IC 0 (Shikamaru 16, Ino 12, Choji 6 act on 0, 4 and 10).
 */
export function startingIcs(rolls: Readonly<Record<string, number>>, fromIc = 0): Record<string, number> {
  // Plain loops: a simulator places two duellists for every one of its thousands of duels.
  const ids = Object.keys(rolls);
  if (ids.length === 0) return {};
  const highest = highestRoll(rolls, ids);
  const ics: Record<string, number> = {};
  for (const id of ids) ics[id] = fromIc + highest - (rolls[id] as number);
  return ics;
}

/** The best of the rolls of `ids`. */
function highestRoll(rolls: Readonly<Record<string, number>>, ids: readonly string[]): number {
  let highest = -Infinity;
  for (let i = 0; i < ids.length; i++) highest = Math.max(highest, rolls[ids[i] as string] as number);
  return highest;
}

/**
 * ICs for people joining a fight already under way: one joiner alone enters on the current
 * IC without rolling; several roll, the best enters on the current IC and the rest spread
 * after it as at the start of a fight.
 */
export function joiningIcs(currentIc: number, rolls: Readonly<Record<string, number>>): Record<string, number> {
  const ids = Object.keys(rolls);
  if (ids.length === 1) return { [ids[0] as string]: currentIc };
  return startingIcs(rolls, currentIc);
}

/**
 * Places rolled combatants on the timeline: at the start everyone at (highest − own); once the
 * fight is under way, as joiners from the current IC. Ties on one IC keep the roll order (best
 * roll first, then the id), stored so every client sorts alike.
 */
export function placeByInitiative(rolls: Readonly<Record<string, number>>, at: { current: number; underWay: boolean }): { id: string; initiative: number; tieOrder: number }[] {
  const ordered = Object.keys(rolls);
  // The ICs as startingIcs and joiningIcs give them, worked out from the one list of ids rather
  // than kept in a record of their own: a simulator places two duellists for every duel, and
  // every store into and read from a record keyed by ids is a look-up by a varying name.
  const lone = at.underWay && ordered.length === 1;
  const highest = highestRoll(rolls, ordered);
  ordered.sort((a, b) => (rolls[b] ?? 0) - (rolls[a] ?? 0) || compareIds(a, b));
  // Built by push rather than map: optimised code makes a mapped list of another kind than the
  // interpreter does, and a simulator placing fight after fight would then meet two.
  const placed: { id: string; initiative: number; tieOrder: number }[] = [];
  for (let tieOrder = 0; tieOrder < ordered.length; tieOrder++) {
    const id = ordered[tieOrder] as string;
    placed.push({ id, initiative: lone ? at.current : at.current + highest - (rolls[id] as number), tieOrder });
  }
  return placed;
}
