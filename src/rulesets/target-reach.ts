import { actorRef } from "../documents/actor-ref";
import { format } from "../i18n";

type User = NonNullable<typeof game.user>;

/** A target named by a request that its requester has no business aiming at, named by its field. */
class TargetOutOfReach extends Error {
  constructor(readonly field: string) {
    super(format("SHINOBI.Request.targetOutOfReach", { field }));
  }
}

/** Every token on the world's scenes that shows this actor (an unlinked token's actor is its own). */
function tokensShowing(actor: Actor.Implementation): TokenDocument.Implementation[] {
  const ref = actorRef(actor);
  return [...(game.scenes ?? [])].flatMap((scene) => [...scene.tokens].filter((t) => !!t.actor && actorRef(t.actor) === ref));
}

/**
 * Refuses, on the GM's client, a player's target outside the attacker's reach: in a fight, anyone
 * who is not one of its combatants, or is hidden there (its combatant or its token); outside one,
 * anyone without a visible token on a scene where the attacker has a token. So a forged request
 * cannot aim at a hidden NPC or someone on another scene, whose name and defences the card would
 * show (and, in IC, whom a hit would pull into the fight). An attacker with no token anywhere has
 * no board to check against. A GM aims where they like: the table is theirs.
 */
export function requireTargetInReach(attacker: Actor.Implementation, target: Actor.Implementation, fight: { combat: Combat } | null, requester: User, field: string): void {
  if (requester.isGM) return;
  const ref = actorRef(target);
  if (fight) {
    const combatant = fight.combat.combatants.find((c) => !!c.actor && actorRef(c.actor) === ref);
    if (!combatant || combatant.hidden || combatant.token?.hidden) throw new TargetOutOfReach(field);
    return;
  }
  const scenes = new Set(tokensShowing(attacker).map((t) => t.parent));
  if (scenes.size === 0) return;
  if (!tokensShowing(target).some((t) => scenes.has(t.parent) && !t.hidden)) throw new TargetOutOfReach(field);
}
