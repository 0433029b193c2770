/**
 * A fight on the Initiative Count timeline. Each combatant's `initiative` is the IC it next
 * acts on, so the lowest acts first; ties keep a stored order every client agrees on.
 */
export class IcCombat extends Combat {
  /** The IC the fight has reached. */
  get currentIc(): number {
    return (this.system as unknown as { currentIc: number }).currentIc;
  }

  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    return compareTimelinePlaces(placeOf(a), placeOf(b));
  }
}

interface TimelinePlace {
  ic: number | null;
  tieOrder: number;
  id: string;
}

function placeOf(c: Combatant.Implementation): TimelinePlace {
  return { ic: c.initiative, tieOrder: (c.system as unknown as { tieOrder?: number }).tieOrder ?? 0, id: c.id ?? "" };
}

/** Lower IC first, unrolled combatants last, then the stored tie order, then the id. */
export function compareTimelinePlaces(a: TimelinePlace, b: TimelinePlace): number {
  const ia = a.ic ?? Number.POSITIVE_INFINITY;
  const ib = b.ic ?? Number.POSITIVE_INFINITY;
  if (ia !== ib) return ia - ib;
  if (a.tieOrder !== b.tieOrder) return a.tieOrder - b.tieOrder;
  return a.id.localeCompare(b.id);
}
