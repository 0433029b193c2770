import { SYSTEM_ID } from "../constants";
import { DEFAULT_RULESET, isRulesetId, type RulesetId } from "../rules/registry";
import { icPieces } from "./ic";
import type { RulesetPieces } from "./pieces";

/** Every ruleset's Foundry pieces, by id: adding a ruleset is one line here and one in the rules registry. */
export const RULESET_PIECES: Record<RulesetId, RulesetPieces> = {
  ic: icPieces,
};

/** The ruleset this world plays (the `ruleset` world setting, which needs a reload); the default before settings exist. */
export function activeRulesetId(): RulesetId {
  const key = `${SYSTEM_ID}.ruleset`;
  const chosen = game.settings?.settings?.has(key) ? game.settings.get(SYSTEM_ID, "ruleset") : DEFAULT_RULESET;
  return isRulesetId(chosen) ? chosen : DEFAULT_RULESET;
}

/** The Foundry pieces of the ruleset this world plays. */
export function activePieces(): RulesetPieces {
  return RULESET_PIECES[activeRulesetId()];
}

export { registerRulesetPieces } from "./pieces";
