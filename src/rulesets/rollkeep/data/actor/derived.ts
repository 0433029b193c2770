import type { RulesetTypesOf } from "../../../../rules/registry";
import { rollkeepOptions } from "../../options";
import type { ActorLike } from "../../../actor-like";
import { readState, rollkeepRules } from "../../state";

export type RollkeepDerived = RulesetTypesOf<"rollkeep">["derived"];

/** What the rules derive from an actor's documents now: rings, Insight Rank, Void Points, wound track and rank, Armor TN. */
export function rollkeepDerived(actor: ActorLike): RollkeepDerived {
  return rollkeepRules.derive(readState(actor).state, rollkeepOptions());
}
