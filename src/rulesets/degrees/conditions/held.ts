import { degreesExtras, readCharacter } from "../state";
import { statusIcon } from "../status-effects";

/**
 * The conditions an actor holds, one row per instance (a stacked Bleeding is several), for its
 * sheet: the effect holding it, its icon and label, the turns it has left, the removal check its
 * cause set, and whether a removal check may take it off at all (not what the HP table sets, M128;
 * for a player, only one whose cause set its rule) or the character lets go (its part of a Grab it
 * keeps, M79).
 */
export function heldConditionRows(actor: Actor.Implementation) {
  const { state, source } = readCharacter(actor);
  return [...source.conditionEffects].map(([instance, effectId]) => ({
    effectId,
    id: instance.id,
    label: `SHINOBI.Degrees.Condition.${instance.id}`,
    img: statusIcon(instance.id),
    turns: instance.duration?.remaining ?? null,
    removal: instance.removal ? { check: `SHINOBI.Degrees.Check.${instance.removal.check}`, dc: instance.removal.dc } : null,
    // A hold it keeps is let go of, not shaken off (M79).
    letGo: degreesExtras.keepsHold(state, instance),
    // With no rule from its cause, the GM names the check and rolls it: a player's sheet offers none.
    removable: degreesExtras.removable(instance) && !degreesExtras.keepsHold(state, instance) && (instance.removal !== undefined || game.user?.isGM === true),
  }));
}
