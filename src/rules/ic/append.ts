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
 * A new list: `list` with `item` at its end, `list` left as it was. A short list (four in five
 * of a fight's: a fighter's wounds and statuses) is written as a literal of its exact length,
 * made in one step; a longer one is pushed into a fresh `[]`, whose first push grows it to room
 * for seventeen through a builtin (a copy made by `slice` has no room to push into, often of a
 * shared frozen list, whose copy the push then grows through the runtime; a spread is a builtin
 * call, then a second to grow it).
 */
export function withAdded<T>(list: readonly T[], item: T): T[] {
  // The casts: each index read is below the length just compared.
  switch (list.length) {
    case 0:
      return [item];
    case 1:
      return [list[0] as T, item];
    case 2:
      return [list[0] as T, list[1] as T, item];
    case 3:
      return [list[0] as T, list[1] as T, list[2] as T, item];
  }
  const next: T[] = [];
  for (let i = 0; i < list.length; i++) next.push(list[i] as T);
  next.push(item);
  return next;
}
