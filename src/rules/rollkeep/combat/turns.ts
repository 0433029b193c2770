import { RuleRefusal, type Problem } from "../../refusal";

/** The reasons a turn is refused that more than one step of the rounds gives (S2, S12). */
export const TURN_PROBLEMS = {
  houseNoDelay: { code: "houseNoDelay", text: "the house rules have no Delay" },
  delayNotYourTurn: { code: "delayNotYourTurn", text: "only the one whose turn it is can delay" },
  hadTurn: { code: "hadTurn", text: "this character has already had a turn this round" },
  notYourTurn: { code: "notYourTurn", text: "it is not this character's turn" },
  noOneToPassTo: { code: "noOneToPassTo", text: "no one is left to pass the turn to" },
} as const satisfies Record<string, Problem>;

/** Refuses a combatant's turn (`id`, its actor reference). */
export function refuseTurn(id: string, problem: Problem): never {
  throw new RuleRefusal("turnRefused", { id }, `turn of ${id}: ${problem.text}`, problem);
}
