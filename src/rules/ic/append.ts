/**
 * `list` with `item` added: a one-element literal for the first, a push after. An array grown by
 * push from empty starts with room for seventeen, and the lists of one IC (attacks due,
 * outcomes, what settled) mostly hold one or two, made afresh on every IC of every fight.
 * Start from a fresh `[]` and keep what it returns.
 */
export function append<T>(list: T[], item: T): T[] {
  if (list.length === 0) return [item];
  list.push(item);
  return list;
}
