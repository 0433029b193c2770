import type { RuleRefusal } from "../../refusal";
import type { Stance } from "../combatant";
import { degreesRefusal } from "../refusals";
import { takeAction, type ActionBudget } from "../turn-actions";

/** Where a technique reaches (F4): personal-range ones affect only the user. */
export type TechniqueRange = "personal" | "touch" | "ranged" | "area";

/** Something a character wants to do, as Total Defence judges it. */
export interface Intent {
  /** It could harm an enemy (an attack, an offensive technique, a maneuver), whatever action pays for it. */
  offensive?: boolean;
  techniqueRange?: TechniqueRange;
  move?: "normal" | "safeStep" | "teleport";
}

/**
 * Why Total Defence forbids this until the character's next turn, or null (M67): nothing
 * offensive, even paid with a movement or partial action; techniques of personal range only;
 * no movement but a Safe Step.
 */
export function totalDefenceRefusal(stance: Stance | null, intent: Intent): RuleRefusal | null {
  if (stance !== "totalDefence") return null;
  if (intent.offensive) return degreesRefusal("totalDefenceOffence", {}, "No offensive action during Total Defence");
  if (intent.techniqueRange !== undefined && intent.techniqueRange !== "personal") return degreesRefusal("totalDefenceRange", { range: intent.techniqueRange }, "Only personal-range techniques during Total Defence");
  if (intent.move !== undefined && intent.move !== "safeStep") return degreesRefusal("totalDefenceMove", {}, "Only a Safe Step moves during Total Defence");
  return null;
}

/** An effect the character keeps going, and whether it needs its concentration. */
export interface KeptEffect {
  name: string;
  concentration: boolean;
}

/**
 * Taking Total Defence (M67): a standard action; the stance's +3 to Dodge and Anticipate comes from
 * `stanceModifiers` until the next turn. Sustained effects stay; those held by concentration end at
 * once, named in `ending` for the caller to remove.
 */
export function takeTotalDefence(budget: ActionBudget, kept: readonly KeptEffect[]): { budget: ActionBudget; stance: Stance; ending: string[] } {
  return { budget: takeAction(budget, { kind: "standard" }), stance: "totalDefence", ending: kept.filter((e) => e.concentration).map((e) => e.name) };
}
