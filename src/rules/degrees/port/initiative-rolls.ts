import type { DiceSource } from "../../dice";
import type { DegreesOptions } from "../options";
import type { DegreesFighter } from "./fighter";
import { rollDegreesInitiative } from "./initiative-port";

/** Who is asked for initiative now, and what is known of it beforehand. */
export interface InitiativeAsk {
  /** The ids asked to roll now; absent, everyone. */
  asked?: ReadonlySet<string>;
  /** Values fixed beforehand by id (a scenario's): taken instead of a roll, and shared with the group as one would be. */
  given?: Readonly<Record<string, number>>;
  /** Whether the fight is under way: before it, everyone already placed is placed again with the new rolls (M6). */
  underWay: boolean;
}

/**
 * Whether a fighter is a partner of another fighter present (M86): it has no initiative of its
 * own and is placed where its owner is. A partner whose owner is not in the fight has no one to
 * follow and rolls for itself, as the port's placing and clock read it.
 */
function followsOwner(f: DegreesFighter, fighters: readonly DegreesFighter[]): boolean {
  const owner = f.partnerOf;
  if (owner === undefined || owner === f.id) return false;
  for (let i = 0; i < fighters.length; i++) if ((fighters[i] as DegreesFighter).id === owner) return true;
  return false;
}

/**
 * The initiative values to place for a set of fighters (M5, M6, M8, M86), by id, or null when
 * nothing is to be placed (no one asked rolls and no partner asked stands by an owner). Each one
 * asked rolls 1d8 + Dexterity + Notice in the fighters' order, unless its value was given; a group
 * rolls once (M8): the first of its members to roll, or a member already placed and not asked,
 * gives its value to the rest. A partner of a fighter present rolls nothing (M86): the port's
 * `place` puts it where its owner is. Before the fight is under way, those already placed come
 * too, so a tie between two rolled apart is still broken. `rolled` hears of each fighter as its
 * die is thrown (the table labels each die with its name).
 */
export function rollInitiativeFor(fighters: readonly DegreesFighter[], ask: InitiativeAsk, options: DegreesOptions, dice: DiceSource, rolled?: (f: DegreesFighter) => void): Record<string, number> | null {
  const { asked, given } = ask;
  const isAsked = (f: DegreesFighter) => asked === undefined || asked.has(f.id);
  const rolls = Object.create(null) as Record<string, number>;
  // Made only for a fight with groups: most duels have none.
  let groups: Map<string, number> | null = null;
  // Indexed loops: every duel of a run rolls, the first before this code is optimised, and a for…of makes an iterator and a result per element until it is.
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i] as DegreesFighter;
    if (f.group !== null && f.initiative !== null && !isAsked(f)) (groups ??= new Map()).set(f.group, f.initiative);
  }
  // Something to place: a roll, or a partner asked to stand by its owner.
  let placing = false;
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i] as DegreesFighter;
    if (!isAsked(f)) continue;
    if (followsOwner(f, fighters)) {
      placing = true;
      continue;
    }
    const group = f.group;
    let value = given?.[f.id] ?? (group === null ? undefined : groups?.get(group));
    if (value === undefined) {
      value = rollDegreesInitiative(f, options, dice);
      rolled?.(f);
    }
    if (group !== null) (groups ??= new Map()).set(group, value);
    rolls[f.id] = value;
    placing = true;
  }
  if (!placing) return null;
  if (!ask.underWay) {
    for (let i = 0; i < fighters.length; i++) {
      const f = fighters[i] as DegreesFighter;
      if (!Object.hasOwn(rolls, f.id) && f.initiative !== null && !followsOwner(f, fighters)) rolls[f.id] = f.initiative;
    }
  }
  return rolls;
}
