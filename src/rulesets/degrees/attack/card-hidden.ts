import { actorByRef } from "../../../documents/actor-ref";
import { format } from "../../../i18n";
import type { DegreesCardState } from "./card-state";

/**
 * What an attack card says of what the target cannot see (M111): that it meets an attacker it
 * cannot see Unprepared (read as Unaware, M131). Null when the table stated no such thing.
 */
export function hiddenView(card: DegreesCardState): { unseen: string | null } {
  const flow = card.flow;
  return { unseen: flow.situation.unseen ? format("SHINOBI.Degrees.Attack.unseen", { name: actorByRef(flow.targetId)?.name ?? flow.targetId }) : null };
}
