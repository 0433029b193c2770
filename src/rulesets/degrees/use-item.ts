import { DEGREES_ATTACK, type AttackUse, type AttackUseOptions } from "./attack";
import { isPillItem, takePills } from "./roll/pills";
import { useDegreesItem } from "./roll/sheet-rolls";

/**
 * Using one of an actor's weapons or techniques, from its sheet, a macro or core's hooks: at a
 * targeted token it is the attack card (the choice dialog, the GM's client opening the attack);
 * an item that attacks no one, or an attack with nobody targeted, is the plain use (its cost paid,
 * its check rolled on a card). The soldier pills (the maneuvers pack's item, known by its flag)
 * ask how many and are taken through the GM's client (M51). A dialog closed uses nothing.
 */
export async function useDegreesAction(actor: Actor.Implementation, itemId: string, options: AttackUseOptions = {}): Promise<AttackUse> {
  const item = actor.items.get(itemId);
  if (item && isPillItem(item)) {
    await takePills(actor);
    return { opened: false, why: "notAnAttack" };
  }
  const used = await DEGREES_ATTACK.useItem(actor, itemId, options);
  if (!used.opened && used.why !== "cancelled") await useDegreesItem(actor, itemId);
  return used;
}
