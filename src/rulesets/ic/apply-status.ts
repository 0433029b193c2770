import { actorRef } from "../../documents/actor-ref";
import { localize } from "../../i18n";
import type { RulesetTypesOf } from "../../rules/registry";
import { fightOf } from "./attack/use-item";
import { persistWrites } from "./persist";
import { icRules, readState, stateWrites } from "./state";

type Imposed = RulesetTypesOf<"ic">["imposed"];

export interface StatusRequest {
  kind: Imposed["kind"];
  severity: number;
  /** IC it lasts; null or 0 for "until removed or faded by its own rule". */
  duration?: number | null;
  source?: string;
}

/**
 * Puts a status on an actor (the GM's macro and API), under the same stacking rules as a hit
 * and with its schedule counting from the current IC; in a fight a stun moves the combatant's
 * next action. The writes the port's result needs, nothing else.
 */
export async function applyStatus(actor: Actor.Implementation, request: StatusRequest): Promise<void> {
  if (!Number.isInteger(request.severity) || request.severity < 1) throw new Error(localize("SHINOBI.Status.badSeverity"));
  const status: Imposed = { kind: request.kind, severity: request.severity, source: request.source ?? "GM", duration: request.duration ? request.duration : null };
  const fight = fightOf(actorRef(actor));
  if (fight) return fight.combat.impose(fight.combatant.id ?? "", status);
  const { state, source } = readState(actor);
  await persistWrites([stateWrites(state, icRules.impose(state, status, 0), source)], null);
}
