/** Past this many combatants a Map of their ids beats scanning the list for each look-up. */
const SCAN_LIMIT = 8;

/**
 * Where each combatant sits in a list, by id (the first, should two share one), or -1. A duel's
 * pair is simply scanned; a battle of thousands gets a Map built once, so finding everyone an
 * IC touches costs in proportion to their number, not to its square. The positions must not
 * move while it is used (replacing a combatant in its place is fine).
 */
export function positionsById(list: readonly { id: string }[]): (id: string) => number {
  if (list.length <= SCAN_LIMIT) {
    return (id) => {
      for (let i = 0; i < list.length; i++) if ((list[i] as { id: string }).id === id) return i;
      return -1;
    };
  }
  const at = new Map<string, number>();
  for (let i = list.length - 1; i >= 0; i--) at.set((list[i] as { id: string }).id, i);
  return (id) => at.get(id) ?? -1;
}
