/** Past this many combatants a Map of their ids beats scanning the list for each look-up. */
const SCAN_LIMIT = 8;

// The Map of a long list's ids, built on its first look-up and kept with the list: the
// simulator's IC looks up the same list's combatants, then settling looks them up again.
const indexes = new WeakMap<readonly { id: string }[], Map<string, number>>();

function indexOf(list: readonly { id: string }[]): Map<string, number> {
  const at = new Map<string, number>();
  // Backwards, so the first of two sharing an id is the one kept.
  for (let i = list.length - 1; i >= 0; i--) at.set((list[i] as { id: string }).id, i);
  indexes.set(list, at);
  return at;
}

/**
 * Where the combatant with this id sits in a list (the first, should two share one), or -1.
 * A duel's pair is simply scanned; a battle of thousands gets a Map built once per list, so
 * finding everyone an IC touches costs in proportion to their number, not to its square. A
 * list changed since its Map was built (someone else in a place, someone added) is caught on
 * the look-up and indexed again.
 */
export function positionOf(list: readonly { id: string }[], id: string): number {
  if (list.length <= SCAN_LIMIT) {
    for (let i = 0; i < list.length; i++) if ((list[i] as { id: string }).id === id) return i;
    return -1;
  }
  return indexedPositionOf(list, id);
}

/**
 * positionOf in a list too long to scan. A function of its own, so that the scan stays small
 * enough for the optimiser to fold into the steps that place everyone an IC touches.
 */
function indexedPositionOf(list: readonly { id: string }[], id: string): number {
  let i = indexes.get(list)?.get(id);
  if (i === undefined || list[i]?.id !== id) i = indexOf(list).get(id);
  return i ?? -1;
}

/**
 * A copy of `list` to change in place with everyone kept where they are (the clock's next
 * state, an IC's working list, the settled one). It takes on the list's index, built first if
 * the list has none, so a battle builds its Map once rather than on every step; a place that
 * changes later is caught on the look-up as ever. A short list is scanned and gets none.
 */
export function indexedCopy<T extends { id: string }>(list: readonly T[]): T[] {
  const copy = list.slice();
  if (list.length > SCAN_LIMIT) indexes.set(copy, indexes.get(list) ?? indexOf(list));
  return copy;
}
