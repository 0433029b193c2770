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
  let highest = -Infinity;
  for (const id of ids) highest = Math.max(highest, rolls[id] as number);
  const ics: Record<string, number> = {};
  for (const id of ids) ics[id] = fromIc + highest - (rolls[id] as number);
  return ics;
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
  const ics = at.underWay ? joiningIcs(at.current, rolls) : startingIcs(rolls, at.current);
  const ordered = Object.keys(rolls).sort((a, b) => (rolls[b] ?? 0) - (rolls[a] ?? 0) || compareIds(a, b));
  // Built by push rather than map: optimised code makes a mapped list of another kind than the
  // interpreter does, and a simulator placing fight after fight would then meet two.
  const placed: { id: string; initiative: number; tieOrder: number }[] = [];
  for (let tieOrder = 0; tieOrder < ordered.length; tieOrder++) {
    const id = ordered[tieOrder] as string;
    placed.push({ id, initiative: ics[id] ?? at.current, tieOrder });
  }
  return placed;
}
