import { isOfType } from "../../types/foundry-config";
import { WOUNDS_MAX } from "./data/bounds";

/** What a token can show: the Void Points (out of the Void Ring) and the wounds taken (out of where Dead starts) as bars. */
export const ROLLKEEP_TRACKABLE = { bar: ["voidPointsBar", "woundsBar"], value: ["wounds", "insightRank"] };

/** What a new token shows first: the wounds taken, then the Void Points left. */
export const ROLLKEEP_TOKEN_BARS = { bar1: "woundsBar", bar2: "voidPointsBar" };

const within = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/**
 * Editing one of the ruleset's bars on a token edits what it shows: the Void Points held (never
 * past the Void Ring, V1) or the wounds taken. Other bars are core's.
 */
export function rollkeepBarUpdate(actor: Actor.Implementation, attribute: string, value: number, isDelta: boolean): Actor.UpdateData | null {
  if (!isOfType(actor, "rkSamurai", "rkNpc")) return null;
  if (attribute === "voidPointsBar") {
    const { value: now, max } = actor.system.voidPointsBar;
    return { system: { voidPoints: { value: within(isDelta ? now + value : value, max) } } };
  }
  if (attribute === "woundsBar") return { system: { wounds: within(isDelta ? actor.system.wounds + value : value, WOUNDS_MAX) } };
  return null;
}
