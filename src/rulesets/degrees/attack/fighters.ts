import { actorByRef, actorRef } from "../../../documents/actor-ref";
import { DgCombat } from "../combat/dg-combat";
import { fighterWrites, persistFight, readFighter as readFighterIn, type Fighter } from "../combat/fighter";
import { persistCharacterWrites } from "../persist";
import { degreesRules, type DegreesActorLike, type DegreesState } from "../state";

export type { Fighter } from "../combat/fighter";

/**
 * THE one place the attack card reads fighters from documents and writes them back, through the
 * round tracker's reader and writer (combat/fighter.ts): an actor in the viewed degrees fight is
 * read with its combatant (its turn, its round's actions, its stance) and declares at the combat's
 * moment, where the port refuses anything off its turn (M15); outside a fight it is read alone and
 * declares at moment 0.
 */

/** The degrees fight the actor is in: the viewed combat, once begun, holding a combatant for it. */
function fightOf(actor: DegreesActorLike): { combat: DgCombat; combatant: Combatant.Implementation } | null {
  const combat = game.combat;
  if (!(combat instanceof DgCombat) || !combat.started) return null;
  const combatant = combat.combatantOf(actorRef(actor));
  return combatant ? { combat, combatant } : null;
}

/** The port's fighter for an actor, as the attack card needs it: in a fight, with its combatant's fight data; outside one, with every action to hand. */
export function readFighter(actor: DegreesActorLike & { hasPlayerOwner?: boolean }): Fighter {
  const fight = fightOf(actor);
  if (fight) return readFighterIn(actor, fight.combatant);
  const read = readFighterIn(actor, null);
  return { state: degreesRules.outsideCombat(read.state), source: read.source };
}

/** The mount a rider sits on (M92), read as a fighter of its own; null on foot, or when its actor is gone. */
export function mountOf(rider: DegreesState): Fighter | null {
  if (rider.mountedOn === undefined) return null;
  const mount = actorByRef(rider.mountedOn);
  return mount ? readFighter(mount) : null;
}

/** The moment an attacker declares at: the fight's, or 0 outside one. */
export function declareMoment(actor: DegreesActorLike): number {
  return fightOf(actor)?.combat.moment ?? 0;
}

/**
 * Writes what one card step did to its fighters as the tracker writes a step: the actors in one
 * batch (each one's condition effects in one deletion and one creation), then, in a fight, the
 * combatants whose fight data changed in one combatant batch.
 */
export async function writeFighters(changes: readonly { read: Fighter; after: DegreesState }[]): Promise<void> {
  const writes = changes.map((c) => fighterWrites(c.read.state, c.after, c.read.source));
  const combat = game.combat;
  if (combat instanceof DgCombat && writes.some((w) => w.combatant)) await persistFight(writes, combat);
  else await persistCharacterWrites(writes.map((w) => w.character));
}
