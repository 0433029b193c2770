import type { ConditionId } from "./conditions/definitions";

/** Who acts in the surprise round and who is caught (M11, M12). */
export interface SurpriseRound {
  /** The aware combatants, who roll initiative and act in it. */
  acting: string[];
  /** The unaware ones: no actions, Flat-footed and Unaware until the first normal round (M12 default). */
  caught: string[];
}

/** The conditions an unaware combatant has in the surprise round (M12). */
export const CAUGHT_BY_SURPRISE: readonly ConditionId[] = ["flatFooted", "unaware"];

/** Whether a fight opens with a surprise round: some are aware and some are not; everyone or no one aware skips it (M12). */
export function opensWithSurprise(someAware: boolean, someCaught: boolean): boolean {
  return someAware && someCaught;
}

/** The surprise round, or null when everyone or no one is aware, which skips it (M12). */
export function surpriseRound(aware: Readonly<Record<string, boolean>>): SurpriseRound | null {
  const ids = Object.keys(aware);
  const acting = ids.filter((id) => aware[id]);
  if (!opensWithSurprise(acting.length > 0, acting.length < ids.length)) return null;
  return { acting, caught: ids.filter((id) => !aware[id]) };
}
