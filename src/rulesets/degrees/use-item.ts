import { DEGREES_ATTACK, type AttackUse, type AttackUseOptions } from "./attack";
import { useDegreesItem } from "./roll/sheet-rolls";

/**
 * Using one of an actor's weapons or techniques, from its sheet, a macro or core's hooks: at a
 * targeted token it is the attack card (the choice dialog, the GM's client opening the attack);
 * an item that attacks no one, or an attack with nobody targeted, is the plain use (its cost paid,
 * its check rolled on a card). A dialog closed uses nothing.
 */
export async function useDegreesAction(actor: Actor.Implementation, itemId: string, options: AttackUseOptions = {}): Promise<AttackUse> {
  const used = await DEGREES_ATTACK.useItem(actor, itemId, options);
  if (!used.opened && used.why !== "cancelled") await useDegreesItem(actor, itemId);
  return used;
}
