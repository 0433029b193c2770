import { gmQueue } from "../../authority/gm-queue";
import { actorRef } from "../../documents/actor-ref";
import { format, localize } from "../../i18n";
import type { RulesetTypesOf } from "../../rules/registry";
import { fightOf } from "./attack/use-item";
import { DURATION_MAX, SEVERITY_MAX } from "./data/bounds";
import { writeImposed } from "./persist";
import { readState } from "./state";

type Imposed = RulesetTypesOf<"ic">["imposed"];

export interface StatusRequest {
  kind: Imposed["kind"];
  /** For a stun, the IC it pushes the next action back. */
  severity: number;
  /** IC it lasts; null or 0 for "until removed or faded by its own rule". */
  duration?: number | null;
  source?: string;
}

const isWhole = (n: unknown, min: number, max: number): boolean => typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;

/**
 * Puts a status on an actor (the GM's macro and API), under the same stacking rules as a hit
 * and with its schedule counting from the current IC; in a fight a stun moves the combatant's
 * next action. The writes the port's result needs, nothing else. Severity and duration keep the
 * ranges the status effect stores (data/bounds.ts); a stun needs a fight, since all it does is
 * delay the next action on the timeline.
 */
export async function applyStatus(actor: Actor.Implementation, request: StatusRequest): Promise<void> {
  if (!isWhole(request.severity, 1, SEVERITY_MAX)) throw new Error(format("SHINOBI.Status.badSeverity", { max: SEVERITY_MAX }));
  if (request.duration != null && !isWhole(request.duration, 0, DURATION_MAX)) throw new Error(format("SHINOBI.Status.badDuration", { max: DURATION_MAX }));
  const status: Imposed = { kind: request.kind, severity: request.severity, source: request.source ?? "GM", duration: request.duration ? request.duration : null };
  const fight = fightOf(actorRef(actor));
  if (fight) return fight.combat.impose(fight.combatant.id ?? "", status);
  if (request.kind === "stun") throw new Error(localize("SHINOBI.Status.stunOutsideFight"));
  // Outside a fight too, one task of the queue: the actor is read after any write queued before it lands.
  await gmQueue.run(() => writeImposed(readState(actor), status, 0, null));
}
