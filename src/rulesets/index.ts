import { SYSTEM_ID } from "../constants";
import { DEFAULT_RULESET, isRulesetId, RULESETS, type RulesetId } from "../rules/registry";
import { degreesPieces } from "./degrees";
import { icPieces } from "./ic";
import type { RulesetPieces } from "./pieces";
import { rollkeepPieces } from "./rollkeep";

/**
 * Every ruleset's Foundry pieces, by id: adding a ruleset is one line here and one in the rules
 * registry. A ruleset of the registry with no pieces yet is not offered to worlds.
 */
export const RULESET_PIECES: Partial<Record<RulesetId, RulesetPieces>> = {
  ic: icPieces,
  rollkeep: rollkeepPieces,
  degrees: degreesPieces,
};

/** The rulesets a world may play: those with their Foundry pieces, in the registry's order. */
export function tableRulesetIds(): RulesetId[] {
  return Object.values(RULESETS).flatMap((r) => (isRulesetId(r.id) && RULESET_PIECES[r.id] ? [r.id] : []));
}

/** The ruleset this world plays (the `ruleset` world setting, which needs a reload); the default before settings exist, or for one not offered. */
export function activeRulesetId(): RulesetId {
  const key = `${SYSTEM_ID}.ruleset`;
  const chosen = game.settings?.settings?.has(key) ? game.settings.get(SYSTEM_ID, "ruleset") : DEFAULT_RULESET;
  return isRulesetId(chosen) && RULESET_PIECES[chosen] ? chosen : DEFAULT_RULESET;
}

/** The Foundry pieces of the ruleset this world plays. */
export function activePieces(): RulesetPieces {
  const pieces = RULESET_PIECES[activeRulesetId()];
  if (!pieces) throw new Error(`The default ruleset "${DEFAULT_RULESET}" has no Foundry pieces`);
  return pieces;
}

export { registerRulesetPieces } from "./pieces";
