import { actorByRef } from "../../../documents/actor-ref";
import { format } from "../../../i18n";
import { isOfType } from "../../../types/foundry-config";
import { RollkeepAttackDialog } from "../attack/attack-dialog";
import { readState } from "../state";
import { RollkeepRollDialog } from "./roll-dialog";
import { itemRolled, type Rolled } from "./rolled";

export interface RollkeepUseOptions {
  /** The actor attacked (a world actor's id, or an actor UUID: an unlinked token's own); defaults to the user's first targeted token. */
  targetActorId?: string;
}

/** The actor of the user's first targeted token (its own actor, for an unlinked token), if any. */
function targetedActor(options: RollkeepUseOptions): Actor.Implementation | null {
  if (options.targetActorId) return actorByRef(options.targetActorId);
  for (const token of game.user?.targets ?? []) if (token.actor) return token.actor;
  return null;
}

/**
 * Using an item from a sheet: a weapon at a targeted roll-and-keep actor opens the attack dialog
 * (raises, maneuvers, the odds against its Armor TN), which makes the attack and posts its card; a
 * weapon with no target, or a spell, opens the roll dialog, which posts the roll. An item the texts
 * give no roll is refused with the reason.
 */
export async function useRollkeepItem(actor: Actor.Implementation, itemId: string, options: RollkeepUseOptions = {}): Promise<RollkeepRollDialog> {
  const item = actor.items.get(itemId);
  const rolled = itemRolled(actor, itemId, readState(actor).source);
  if (!item || !rolled) throw new Error(format("SHINOBI.RollKeep.Roll.noRoll", { name: item?.name ?? itemId }));
  const target = targetedActor(options);
  // Only a roll-and-keep actor has an Armor TN to aim at.
  if (rolled.kind === "attack" && target && isOfType(target, "rkSamurai", "rkNpc")) {
    const dialog = new RollkeepAttackDialog({ actor, itemId, target });
    await dialog.render({ force: true });
    return dialog;
  }
  return openRollDialog(actor, rolled, { label: item.name ?? "", img: item.img ?? null });
}

/** Opens the roll dialog for one of the actor's rolls. */
export async function openRollDialog(actor: Actor.Implementation, rolled: Rolled, heading: { label: string; img: string | null }): Promise<RollkeepRollDialog> {
  const dialog = new RollkeepRollDialog({ actor, rolled, heading });
  await dialog.render({ force: true });
  return dialog;
}
