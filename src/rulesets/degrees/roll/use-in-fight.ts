import { gmQueue } from "../../../authority/gm-queue";
import { askGm } from "../../../authority/gm-requests";
import { documentId, fieldOf, optional, record, RequestRefused } from "../../../authority/request-fields";
import { actorRef } from "../../../documents/actor-ref";
import { fighterActor, fightOf, readFighter, requireCommand } from "../attack/fighters";
import { sceneAfterUse, storeSceneUse } from "../scene-use";
import { drawActionOf, readReadying, type Readying } from "./draw-choice";
import { itemActionOf, postItemUse, useOutsideFight } from "./item-use";

type User = NonNullable<typeof game.user>;

/** A player's item used at no target, asked of the GM's client: in a fight (M15, M18, M70), or limited a scene (M4). */
export const DG_USE_REQUEST = "dgUse";

/** Asks the GM's client to use the actor's item: in the fight it is in, or, outside one, counted against the scene; a Draw in a fight says what it readies (M70). */
export async function requestItemUse(actor: Actor.Implementation, itemId: string, readying?: Readying): Promise<void> {
  await askGm(DG_USE_REQUEST, { actor: actorRef(actor), itemId, ...(readying ? { readying } : {}) });
}

/**
 * The GM's side of an item used at no target: the actor named by the request must be one the
 * sender commands; the item's action is read from the item as stored. A use a scene is counted
 * first (refused once used up, M4, M88). In the viewed fight the action is declared through the
 * fight, at its moment (whose turn, the round's actions, the chakra: the port refuses what the
 * rules forbid, and nothing is written); a Draw (by its data) is the port's Draw with what the
 * request says it readies (M70: only a Draw takes a `readying`). Outside one, as any use outside a
 * fight. The scene's count is stored only once the use went through, then the card is posted; all
 * of it in one task of the GM's queue.
 */
export async function handleUseRequest(payload: unknown, requester: User): Promise<void> {
  const request = record(payload, "payload");
  const actor = fighterActor(fieldOf(request, "actor"), "actor");
  requireCommand(actor, requester);
  const itemId = documentId(fieldOf(request, "itemId"), "itemId");
  const readying = optional(fieldOf(request, "readying"), readReadying);
  const { item, action } = itemActionOf(actor, itemId);
  const draw = drawActionOf(item);
  if (readying && !draw) throw new RequestRefused("readying");
  // One task of the GM's queue from the read to the writes: two uses sent together read the
  // chakra, the round's actions and the scene's count one after the other, never both the same.
  await gmQueue.run(async () => {
    const scene = sceneAfterUse(actor, readFighter(actor).state, action);
    const fight = fightOf(actor);
    if (!fight) return useOutsideFight(actor, item, action, () => storeSceneUse(scene));
    const declared = await fight.combat.declareInTask(fight.combatant.id ?? "", draw ?? action, readying ? { readying } : {});
    await storeSceneUse(scene);
    await postItemUse(actor, item, declared);
  });
}
