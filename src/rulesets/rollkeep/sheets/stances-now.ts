import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { fighterOf, fightOf } from "../attack/fighters";

type Rk = RulesetTypesOf<"rollkeep">;

/**
 * ST9, ST10: the stances the port lets the actor take now, for the sheet's select: as its turn
 * begins in the begun fight that holds it (its round, its conditions), else as an opening stance
 * (its conditions narrow that too).
 */
export function stancesNow(actor: Actor.Implementation, options: Rk["options"]): Rk["combatant"]["stance"][] {
  const fighter = fighterOf(actor);
  const moment = fightOf(actor) ? { when: "turnStart" as const, at: fighter.at } : { when: "opening" as const };
  return RULESET_EXTRAS.rollkeep.offers.stancesOpen(fighter.state, moment, options);
}
