import { askGm } from "../../../authority/gm-requests";
import { documentId, fieldOf, optional, record, RequestRefused } from "../../../authority/request-fields";
import { actorRef } from "../../../documents/actor-ref";
import { localize } from "../../../i18n";
import { fighterActor, fightOf, requireCommand } from "../attack/fighters";
import { drawActionOf, readReadying, type Readying } from "./draw-choice";
import { itemActionOf, postItemUse } from "./item-use";

type User = NonNullable<typeof game.user>;

/** A player's item used at no target in a fight, asked of the GM's client (M15, M18, M70). */
export const DG_USE_REQUEST = "dgUse";

/** Asks the GM's client to use the actor's item in the fight it is in; a Draw says what it readies (M70). */
export async function requestUseInFight(actor: Actor.Implementation, itemId: string, readying?: Readying): Promise<void> {
  await askGm(DG_USE_REQUEST, { actor: actorRef(actor), itemId, ...(readying ? { readying } : {}) });
}

/**
 * The GM's side of an item used in a fight: the actor named by the request must be one the sender
 * commands and must fight in the viewed combat; the item's action is read from the item as stored
 * (a Draw, by its data, as the port's Draw with what the request says it readies, M70: only a Draw
 * takes a `readying`) and declared through the fight, at its moment (whose turn, the round's
 * actions, the chakra: the port refuses what the rules forbid, and nothing is written), then its
 * card is posted.
 */
export async function handleUseRequest(payload: unknown, requester: User): Promise<void> {
  const request = record(payload, "payload");
  const actor = fighterActor(fieldOf(request, "actor"), "actor");
  requireCommand(actor, requester);
  const itemId = documentId(fieldOf(request, "itemId"), "itemId");
  const readying = optional(fieldOf(request, "readying"), readReadying);
  const fight = fightOf(actor);
  if (!fight) throw new Error(localize("SHINOBI.Degrees.Sheet.notInFight"));
  const used = itemActionOf(actor, itemId);
  const draw = drawActionOf(used.item);
  if (readying && !draw) throw new RequestRefused("readying");
  const declared = await fight.combat.declareAction(fight.combatant.id ?? "", draw ?? used.action, readying ? { readying } : {});
  await postItemUse(actor, used.item, declared);
}
