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
  const { options } = context;
  const ownerIds = new Set(context.combatants.filter((c) => Object.hasOwn(rolls, c.id) || c.initiative !== null).map((c) => c.id));
  const follows = (c: DegreesFighter): boolean => c.partnerOf !== undefined && c.partnerOf !== c.id && ownerIds.has(c.partnerOf);
  const rolled = context.combatants.filter((c) => Object.hasOwn(rolls, c.id) && !follows(c));
  const key = new Map(rolled.map((c) => [c.id, { value: initiativeNow(c, rolls[c.id] ?? 0, options), accuracy: initiativeAccuracy(c, options) }]));
  const byValue = (a: DegreesFighter, b: DegreesFighter): number => {
    const ka = key.get(a.id);
    const kb = key.get(b.id);
    return (kb?.value ?? 0) - (ka?.value ?? 0) || (kb?.accuracy ?? 0) - (ka?.accuracy ?? 0);
  };
  const sorted = rolled.slice().sort(byValue);
  const tieRoll = new Map<string, number>();
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && byValue(sorted[i] as DegreesFighter, sorted[j] as DegreesFighter) === 0) j++;
    if (j - i > 1) for (const [id, face] of Object.entries(rollOff({ rolling: sorted.slice(i, j).map((c) => c.id), taken: [] }, context.dice))) tieRoll.set(id, face);
    i = j;
  }
  const order = sorted.sort((a, b) => byValue(a, b) || (tieRoll.get(b.id) ?? 0) - (tieRoll.get(a.id) ?? 0));
  const after = at.underWay ? Math.max(-1, ...context.combatants.filter((c) => c.initiative !== null && !Object.hasOwn(rolls, c.id)).map((c) => c.tieOrder)) + 1 : 0;
  const placed: Placement[] = order.map((c, i) => ({ id: c.id, initiative: rolls[c.id] ?? 0, tieOrder: after + i }));
  return [...placed, ...partnersPlaced(context.combatants, placed, follows)];
}

/** The partners placed where their owners are (M86): those whose owner was placed now, and those not yet placed whose owner already was. */
function partnersPlaced(combatants: readonly DegreesFighter[], placed: readonly Placement[], follows: (c: DegreesFighter) => boolean): Placement[] {
  const partners: Placement[] = [];
  for (const c of combatants) {
    if (!follows(c)) continue;
    const now = placed.find((p) => p.id === c.partnerOf);
    const owner = now ?? combatants.find((o) => o.id === c.partnerOf);
    if (!owner || owner.initiative === null || (!now && c.initiative !== null)) continue;
    partners.push({ id: c.id, initiative: owner.initiative, tieOrder: owner.tieOrder });
  }
  return partners;
}
