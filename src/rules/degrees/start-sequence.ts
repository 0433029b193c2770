/** What the GM settles for one combatant as the fight begins (M2). */
export interface AwarenessCall {
  /** Already aware of the enemy before the fight. */
  aware: boolean;
  /** A Notice check the GM called for (`rollAgainst` with Notice), settled: whether it succeeded. */
  noticed?: boolean;
}

/**
 * Who is aware as the fight begins (M2): everyone starts unaware unless already aware, and a
 * Notice check the GM calls makes a combatant aware when it succeeds. The result feeds
 * `beginCombat`, which decides whether a surprise round happens.
 */
export function awarenessAtStart(calls: Readonly<Record<string, AwarenessCall>>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(calls).map(([id, call]) => [id, call.aware || call.noticed === true]));
}
