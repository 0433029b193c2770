import { deriveCharacter } from "../character/derived";
import type { DiceSource } from "../../dice";
import type { Placement, PlacementContext } from "../../ruleset";
import { conditionModifier } from "../conditions/active";
import { rollOff } from "../initiative";
import type { DegreesOptions } from "../options";
import { DIE } from "../roll";
import { type DegreesFighter } from "./fighter";
import type { DegreesTypes } from "./types";

/** M5: initiative is 1d8 + Dexterity + Notice, rolled once and kept all battle. */
export function rollDegreesInitiative(f: DegreesFighter, _options: DegreesOptions, dice: DiceSource): number {
  return dice.roll(DIE) + deriveCharacter(f.character).initiativeBonus;
}

/** What conditions add to initiative now (Haste +2, Deafened −3), read as the order is read (M7). */
function initiativeConditions(f: DegreesFighter, options: DegreesOptions): number {
  return f.conditions.length === 0 ? 0 : conditionModifier(f.conditions, { kind: "initiative" }, options);
}

/** The initiative a fighter acts on now: its stored roll with what its conditions add (M7). */
export function initiativeNow(f: DegreesFighter, rolled: number, options: DegreesOptions): number {
  return rolled + initiativeConditions(f, options);
}

/**
 * The accuracy a tie is broken on (M6): the initiative check's own, everything but the die, that
 * is Dexterity + Notice and what conditions add.
 */
export function initiativeAccuracy(f: DegreesFighter, options: DegreesOptions): number {
  return deriveCharacter(f.character).initiativeBonus + initiativeConditions(f, options);
}

/**
 * Places rolled fighters (M5, M6, M9): the highest first, a tie going to the higher accuracy, then
 * to a roll-off of one die each, rolled again while equal. The order found is stored as each one's
 * tie order, so every client sorts alike and a tie a condition makes later falls back on it.
 * Joiners line up after everyone placed before them. A partner has no initiative (M86): one whose
 * owner is among the combatants, rolled now or placed already, is placed where its owner is (its
 * own roll, if any, counts for nothing), and acts in its owner's turn.
 */
export function placeDegreesInitiative(rolls: Readonly<Record<string, number>>, at: { underWay: boolean }, context: PlacementContext<DegreesTypes>): Placement[] {
  const { options, combatants } = context;
  // Plain indexed loops over parallel lists, no closures, sets, maps or iterators: every fight
  // (every duel of a run) places once, the first duels before this code is optimised.
  const rolled: DegreesFighter[] = [];
  const values: number[] = [];
  const accuracies: number[] = [];
  for (let i = 0; i < combatants.length; i++) {
    const c = combatants[i] as DegreesFighter;
    if (!Object.hasOwn(rolls, c.id) || follows(c, combatants, rolls)) continue;
    rolled.push(c);
    values.push(initiativeNow(c, rolls[c.id] ?? 0, options));
    accuracies.push(initiativeAccuracy(c, options));
  }
  const ties: number[] = [];
  for (let i = 0; i < rolled.length; i++) ties.push(0);
  // Highest first, a tie to the higher accuracy (M6): a stable sort of the indices.
  const order = sortedIndices(values, accuracies, ties);
  for (let i = 0; i < order.length; ) {
    let j = i + 1;
    while (j < order.length && byValue(values, accuracies, order[i] as number, order[j] as number) === 0) j++;
    if (j - i > 1) {
      const rolling: string[] = [];
      for (let k = i; k < j; k++) rolling.push((rolled[order[k] as number] as DegreesFighter).id);
      const faces = rollOff({ rolling, taken: [] }, context.dice);
      for (let k = i; k < j; k++) ties[order[k] as number] = faces[(rolled[order[k] as number] as DegreesFighter).id] ?? 0;
    }
    i = j;
  }
  // Then the roll-off, higher first (M6), the same stable sort of the order found.
  const final = sortedIndices(values, accuracies, ties, order);
  let after = 0;
  if (at.underWay) {
    let last = -1;
    for (const c of combatants) if (c.initiative !== null && !Object.hasOwn(rolls, c.id) && c.tieOrder > last) last = c.tieOrder;
    after = last + 1;
  }
  const placed: Placement[] = [];
  for (let i = 0; i < final.length; i++) {
    const c = rolled[final[i] as number] as DegreesFighter;
    placed.push({ id: c.id, initiative: rolls[c.id] ?? 0, tieOrder: after + i });
  }
  partnersPlaced(combatants, rolls, placed);
  return placed;
}

/** A partner whose owner is among the combatants, rolled now or placed already (M86). */
function follows(c: DegreesFighter, combatants: readonly DegreesFighter[], rolls: Readonly<Record<string, number>>): boolean {
  if (c.partnerOf === undefined || c.partnerOf === c.id) return false;
  for (let i = 0; i < combatants.length; i++) {
    const o = combatants[i] as DegreesFighter;
    if (o.id === c.partnerOf && (Object.hasOwn(rolls, o.id) || o.initiative !== null)) return true;
  }
  return false;
}

/** Who goes later of two ranked fighters: positive when `b` outranks `a` by value, then accuracy (M6). */
function byValue(values: readonly number[], accuracies: readonly number[], a: number, b: number): number {
  return (values[b] as number) - (values[a] as number) || (accuracies[b] as number) - (accuracies[a] as number);
}

/** The indices `from` (0, 1, … unless given) stably sorted by value, accuracy and roll-off, each highest first. */
function sortedIndices(values: readonly number[], accuracies: readonly number[], ties: readonly number[], from?: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) out.push(from ? (from[i] as number) : i);
  for (let i = 1; i < out.length; i++) {
    const x = out[i] as number;
    let j = i - 1;
    while (j >= 0 && (byValue(values, accuracies, out[j] as number, x) || (ties[x] as number) - (ties[out[j] as number] as number)) > 0) {
      out[j + 1] = out[j] as number;
      j--;
    }
    out[j + 1] = x;
  }
  return out;
}

/** The partners placed where their owners are (M86), added to `placed`: those whose owner was placed now, and those not yet placed whose owner already was. */
function partnersPlaced(combatants: readonly DegreesFighter[], rolls: Readonly<Record<string, number>>, placed: Placement[]): void {
  const now = placed.length;
  for (let j = 0; j < combatants.length; j++) {
    const c = combatants[j] as DegreesFighter;
    if (!follows(c, combatants, rolls)) continue;
    let owner: { initiative: number | null; tieOrder: number } | undefined;
    let placedNow = false;
    for (let i = 0; i < now; i++) {
      const p = placed[i] as Placement;
      if (p.id === c.partnerOf) {
        owner = p;
        placedNow = true;
        break;
      }
    }
    owner ??= combatants.find((o) => o.id === c.partnerOf);
    if (!owner || owner.initiative === null || (!placedNow && c.initiative !== null)) continue;
    placed.push({ id: c.id, initiative: owner.initiative, tieOrder: owner.tieOrder });
  }
}
