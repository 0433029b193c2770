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

/**
 * A new list: `list` with `item` at its end, `list` left as it was. Pushed into a fresh `[]`: a
 * copy made by `slice` has no room to push into (often of a shared frozen list, whose copy the
 * push then grows through the runtime), and a spread is a builtin call, then a second to grow it.
 */
export function withAdded<T>(list: readonly T[], item: T): T[] {
  const next: T[] = [];
  for (let i = 0; i < list.length; i++) next.push(list[i] as T);
  next.push(item);
  return next;
}
