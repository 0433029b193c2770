import type { RollkeepVariant } from "../options";
import { openingStanceOrder } from "./stance-choice";

/** A fighter of a fight not yet begun, as the opening stance's timing reads it: its score (null before it rolled), stored tie order, and whether it chose. */
export interface OpeningPlace {
  id: string;
  initiative: number | null;
  tieOrder: number;
  chosen: boolean;
}

/** Why a fighter may not pick its opening stance now (S1, S8), with who picks first when it waits its turn. */
export type OpeningClosed = { reason: "fightStarted" | "beforeInitiative" | "afterInitiative" | "locked" } | { reason: "notYourTurn"; next: string };

/** S8: who picks the next house opening stance (reverse initiative order, ties reversed too), among those with a score who have not picked; null when all have. */
export function nextOpeningPicker(places: readonly OpeningPlace[]): string | null {
  const placed = places.filter((p) => p.initiative !== null);
  const order = openingStanceOrder(placed.map((p) => ({ id: p.id, initiative: p.initiative ?? 0, tieOrder: p.tieOrder })));
  return order.find((id) => placed.some((p) => p.id === id && !p.chosen)) ?? null;
}

/**
 * Whether fighter `id` may pick its opening stance now (S1, S8): null when it may, else why not.
 * Only before the fight starts; in 4e before its initiative is rolled (S1); in the house rules once
 * it is rolled, in reverse initiative order, and once (locked through round 1).
 */
export function openingClosed(places: readonly OpeningPlace[], id: string, started: boolean, variant: RollkeepVariant): OpeningClosed | null {
  if (started) return { reason: "fightStarted" };
  const me = places.find((p) => p.id === id);
  const rolled = me !== undefined && me.initiative !== null;
  if (variant === "4e") return rolled ? { reason: "beforeInitiative" } : null;
  if (!rolled) return { reason: "afterInitiative" };
  if (me.chosen) return { reason: "locked" };
  const next = nextOpeningPicker(places);
  return next !== null && next !== id ? { reason: "notYourTurn", next } : null;
}
