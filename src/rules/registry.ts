import { degreesExtras } from "./degrees/port/extras";
import { degreesRuleset } from "./degrees/port/port";
import { icExtras } from "./ic/extras";
import { icRuleset } from "./ic/port";
import { rollkeepRuleset } from "./rollkeep/port/port";
import { rollkeepTable } from "./rollkeep/port/table";
import { rollkeepFormulaDice } from "./rollkeep/written-pool";
import type { AnyRulesetPort, RulesetPort } from "./ruleset";

/**
 * The rulesets the system knows, each behind the port. Adding one is one line here (and its own
 * folders); nothing else branches on a ruleset id.
 */
export const RULESETS = {
  ic: icRuleset,
  rollkeep: rollkeepRuleset,
  degrees: degreesRuleset,
} as const;

export type RulesetId = keyof typeof RULESETS;

/**
 * The dice notations rulesets add to Foundry roll formulas (roll-and-keep's `7k3`), for their
 * Foundry dice terms: a formula's pool is no part of a fight, so it is reached here rather than
 * through the port, as everything outside src/rules reaches a ruleset.
 */
export const FORMULA_DICE = {
  rollkeep: rollkeepFormulaDice,
} as const;

/**
 * What one ruleset's own Foundry pieces need beyond the shared port, reached here as the rest of a
 * ruleset is, never from its files: IC's reading of HP (the condition it gives, how low it goes);
 * degrees' lists its documents are stored with, a condition's
 * implications, a rest, a stabilising check and the scene's end; roll-and-keep's opening stances
 * and its iaijutsu duel's stages for the round tracker. Plain data with dice passed in, as the
 * port; kept apart because the port's interface is shared by rulesets that have none of them.
 */
export const RULESET_EXTRAS = {
  ic: icExtras,
  degrees: degreesExtras,
  rollkeep: rollkeepTable,
} as const;

export const DEFAULT_RULESET: RulesetId = "ic";

/** The plain-data types of one ruleset, for code that serves that ruleset alone. */
export type RulesetTypesOf<Id extends RulesetId> = (typeof RULESETS)[Id] extends RulesetPort<infer T> ? T : never;

export function isRulesetId(id: string): id is RulesetId {
  return Object.hasOwn(RULESETS, id);
}

/** The ruleset with this id; an unknown id is refused with the known ones named. */
export function rulesetById(id: string): AnyRulesetPort {
  if (!isRulesetId(id)) throw new Error(`Unknown ruleset "${id}"; known: ${Object.keys(RULESETS).join(", ")}`);
  // A specific port is used where its types are unknown; the port's methods are then only fed what it returned.
  return RULESETS[id] as unknown as AnyRulesetPort;
}
