import { actorRef } from "../documents/actor-ref";
import { format } from "../i18n";
import { requireSameFight } from "./same-fight";

type User = NonNullable<typeof game.user>;

/** A target named by a request that its requester has no business aiming at, named by its field. */
class TargetOutOfReach extends Error {
  constructor(readonly field: string, key = "SHINOBI.Request.targetOutOfReach") {
    super(format(key, { field }));
  }
}

/** Every token on the world's scenes that shows this actor (an unlinked token's actor is its own). */
function tokensShowing(actor: Actor.Implementation): TokenDocument.Implementation[] {
  const ref = actorRef(actor);
  return [...(game.scenes ?? [])].flatMap((scene) => [...scene.tokens].filter((t) => !!t.actor && actorRef(t.actor) === ref));
}

/**
 * Refuses, on the GM's client, a player's target outside the attacker's reach. A fight under way
 * that holds either of them must hold both (`requireSameFight`): an attacker outside it would strike
 * with no turn or actions to spend. In the attacker's fight, anyone who is not one of its
 * combatants, or is hidden there (its combatant or its token), is out of reach; outside one, anyone
 * without a visible token on a scene where the attacker has a token. An attacker with no token is
 * refused anyone who has one (it has no place on the target's scene); only when neither stands on
 * any scene is there no board to check. So a forged request cannot aim at a hidden NPC or someone on
 * another scene, whose name and defences the card would show (and, in IC, whom a hit would pull
 * into the fight). A GM aims where they like: the table is theirs.
 */
export function requireTargetInReach(attacker: Actor.Implementation, target: Actor.Implementation, fight: { combat: Combat } | null, requester: User, field: string): void {
  if (requester.isGM) return;
  if (fight) requireShownIn(fight.combat, target, field);
  requireSameFight(attacker, target, requester, field);
  if (!fight) requireOnAttackersScene(attacker, target, field);
}

/** A target in the attacker's fight: one of its combatants, hidden neither as one nor by its token. */
function requireShownIn(combat: Combat, target: Actor.Implementation, field: string): void {
  const ref = actorRef(target);
  const combatant = combat.combatants.find((c) => !!c.actor && actorRef(c.actor) === ref);
  if (!combatant || combatant.hidden || combatant.token?.hidden) throw new TargetOutOfReach(field);
}

/** A target outside a fight: a visible token on a scene where the attacker has one, unless neither stands on any scene. */
function requireOnAttackersScene(attacker: Actor.Implementation, target: Actor.Implementation, field: string): void {
  const scenes = new Set(tokensShowing(attacker).map((t) => t.parent));
  const shown = tokensShowing(target);
  // Neither on any scene: no board to check, the table's word (as for an object off the map).
  if (scenes.size === 0 && shown.length === 0) return;
  if (scenes.size === 0) throw new TargetOutOfReach(field, "SHINOBI.Request.attackerOffBoard");
  if (!shown.some((t) => scenes.has(t.parent) && !t.hidden)) throw new TargetOutOfReach(field);
}
