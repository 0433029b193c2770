/**
 * Whether a GM made the last write of a document: its `_stats.lastModifiedBy`, which core's server
 * stamps on every creation and update and ignores in what a client sends (one of the stats it
 * manages), so no player's browser can claim a GM's write. Unknown: not a GM's.
 */
export function lastWrittenByGm(doc: { _stats?: unknown }): boolean {
  const stats = doc._stats;
  const by: unknown = typeof stats === "object" && stats !== null ? Reflect.get(stats, "lastModifiedBy") : undefined;
  return typeof by === "string" && (game.users?.get(by)?.isGM ?? false);
}
