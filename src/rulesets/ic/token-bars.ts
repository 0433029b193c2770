import { isOfType } from "../../types/foundry-config";
import { RULESET_EXTRAS } from "../../rules/registry";

/** What a new token shows first: Vitality, then HP (also `system.json`'s token attributes, which core fills every new actor's bars from). */
export const IC_TOKEN_BARS = { bar1: "vitality", bar2: "hp" };

/** The Fatigue bar on a token edits the Fatigue level itself, kept within 0 and the rules' highest level; other bars are core's. */
export function fatigueBarUpdate(actor: Actor.Implementation, attribute: string, value: number, isDelta: boolean): Actor.UpdateData | null {
  if (attribute !== "fatigueTrack" || !isOfType(actor, "character", "npc")) return null;
  const current = actor.system.fatigue.level;
  return { system: { fatigue: { level: Math.min(RULESET_EXTRAS.ic.fatigueMax, Math.max(0, Math.round(isDelta ? current + value : value))) } } };
}
