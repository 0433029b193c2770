import { actorRef, type ActorRef } from "../documents/actor-ref";

/**
 * The fight an actor is in, found from the world's combats rather than the one this client views:
 * the GM may be looking at another encounter while a player acts in theirs, and a request must
 * meet its own fight's turn order either way. `ofKind` says which combats count (a ruleset's own,
 * started where it needs that). If several hold the actor (by its reference: each unlinked token
 * is its own), the viewed one wins, then a started one before one not yet begun, then the oldest
 * (the world's own order), so the same documents always give the same fight.
 */
export function fightHolding<C extends Combat>(ref: ActorRef, ofKind: (combat: Combat) => combat is C): { combat: C; combatant: Combatant.Implementation } | null {
  // Typed as core's Combat, not the configured implementation: each ruleset's combat is its own subclass.
  const viewed: Combat | null | undefined = game.combat;
  const others: Combat[] = [...(game.combats ?? [])].filter((c) => c !== viewed);
  const ordered = [...(viewed ? [viewed] : []), ...others.filter((c) => c.started), ...others.filter((c) => !c.started)];
  for (const combat of ordered) {
    if (!ofKind(combat)) continue;
    const combatant = combat.combatants.find((c) => !!c.actor && actorRef(c.actor) === ref);
    if (combatant) return { combat, combatant };
  }
  return null;
}
