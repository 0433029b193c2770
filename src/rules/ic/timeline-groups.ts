/** Someone with a place on the timeline. */
export interface TimelineEntry {
  id: string;
  name: string;
  /** The IC they next act on; null until initiative is rolled. */
  ic: number | null;
}

export interface IcGroup<T extends TimelineEntry> {
  ic: number;
  /** Everyone acting on this IC acts simultaneously. */
  entries: T[];
}

/**
 * The coming ICs from `fromIc` on, each with everyone acting on it, in order. Entries keep
 * their input order inside a group, so callers pass them already tie-sorted.
 */
export function groupByIc<T extends TimelineEntry>(entries: readonly T[], fromIc: number): IcGroup<T>[] {
  const groups = new Map<number, T[]>();
  for (const entry of entries) {
    if (entry.ic === null || entry.ic < fromIc) continue;
    const group = groups.get(entry.ic);
    if (group) group.push(entry);
    else groups.set(entry.ic, [entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([ic, list]) => ({ ic, entries: list }));
}
