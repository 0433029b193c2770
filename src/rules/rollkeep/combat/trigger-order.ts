/**
 * S9 (house): the order of start-of-round effects of characters on the same initiative. The
 * highest picks whether its effect goes first or last of the tied ones, then the next picks among
 * the places left, and so on: the "first" picks fill from the front in turn, the "last" picks from
 * the back. `tied` is in initiative order (highest, then stored tie order).
 */
export function tiedTriggerOrder(tied: readonly string[], pick: (id: string) => "first" | "last"): string[] {
  const front: string[] = [];
  const back: string[] = [];
  for (const id of tied) {
    if (pick(id) === "first") front.push(id);
    else back.unshift(id);
  }
  return [...front, ...back];
}
