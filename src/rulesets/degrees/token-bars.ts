import { isOfType } from "../../types/foundry-config";
import { HP_LIMIT } from "./data/bounds";

/** What a token can show: HP and chakra as bars (left out of the derived maxima), and the non-lethal damage taken. */
export const DEGREES_TRACKABLE = { bar: ["hpBar", "chakraBar"], value: ["hp.nonLethal"] };

/** What a new token shows first: HP, then chakra. */
export const DEGREES_TOKEN_BARS = { bar1: "hpBar", bar2: "chakraBar" };

const within = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/**
 * Editing one of the ruleset's bars on a token edits what it shows: lethal HP left (never past the
 * maximum, M46; below 0 as lethal damage goes, M41) or chakra left (0 to the maximum, M48). Other
 * bars are core's.
 */
export function degreesBarUpdate(actor: Actor.Implementation, attribute: string, value: number, isDelta: boolean): Actor.UpdateData | null {
  if (!isOfType(actor, "dgCharacter", "dgNpc")) return null;
  if (attribute === "hpBar") {
    const { value: now, max } = actor.system.hpBar;
    return { system: { hp: { value: within(isDelta ? now + value : value, -HP_LIMIT, max) } } };
  }
  if (attribute === "chakraBar") {
    const { value: now, max } = actor.system.chakraBar;
    return { system: { chakra: { value: within(isDelta ? now + value : value, 0, max) } } };
  }
  return null;
}
