import type { HeldWrites } from "../../../attack/card-requests";
import { RequestRefused } from "../../../authority/request-fields";
import { fightHolding } from "../../fight-holding";
import { actorByRef, actorRef, actorRefField } from "../../../documents/actor-ref";
import { DgCombat } from "../combat/dg-combat";
import { fighterWrites, persistFight, readFighter as readFighterIn, type Fighter } from "../combat/fighter";
import { localize } from "../../../i18n";
import { mayCommand } from "../combat/command";
import { persistCharacterWrites } from "../persist";
import { degreesExtras, degreesRules, type DegreesActorLike, type DegreesState } from "../state";
import { degreesOptions } from "../options";

export type { Fighter } from "../combat/fighter";

/**
 * THE one place the attack card reads fighters from documents and writes them back, through the
 * round tracker's reader and writer (combat/fighter.ts): an actor in a degrees fight under way is
 * read with its combatant (its turn, its round's actions, its stance) and declares at the combat's
 * moment, where the port refuses anything off its turn (M15); outside a fight it is read alone and
 * declares at moment 0.
 */

/** The degrees actor types a fighter is read from. */
export const FIGHTER_TYPES: ReadonlySet<string> = new Set(["dgCharacter", "dgNpc"]);

/** A degrees fight under way. */
function isDegreesFight(combat: Combat): combat is DgCombat {
  return combat instanceof DgCombat && combat.started;
}

/**
 * The degrees fight the actor is in: a begun one of the world's combats holding a combatant for
 * it, found from the documents, not from the combat the GM's client happens to view (fightHolding).
 */
export function fightOf(actor: DegreesActorLike): { combat: DgCombat; combatant: Combatant.Implementation } | null {
  return fightHolding(actorRef(actor), isDegreesFight);
}

/** A degrees actor named by a request's field: any other actor, or none, refused naming the field. */
export function fighterActor(value: unknown, field: string): Actor.Implementation {
  const actor = actorByRef(actorRefField(value, field));
  if (!actor || !FIGHTER_TYPES.has(actor.type)) throw new RequestRefused(field);
  return actor;
}

/** Whether `user` acts for `actor` on a card: its owner, or in the viewed fight its partner's owner (M85). */
export function commands(actor: Actor.Implementation, user: NonNullable<typeof game.user>): boolean {
  // An owner needs no fight looked up (a scan of the world's combats).
  return actor.testUserPermission(user, "OWNER") || mayCommand(actor, user, fightOf(actor)?.combat ?? null);
}

/** Refused unless `user` acts for `actor` (`commands`). */
export function requireCommand(actor: Actor.Implementation, user: NonNullable<typeof game.user>): void {
  if (!commands(actor, user)) throw new Error(localize("SHINOBI.Combat.notYours"));
}

/**
 * What the attacker's owner and partners did this round (M87, M88), counted by the GM's client
 * from the fight it is in: none outside a fight, where the player states the partners' standard
 * actions in the dialog.
 */
export function partnerRoundOf(actor: DegreesActorLike, state: DegreesState): ReturnType<typeof degreesExtras.partnerRound> | null {
  const fight = fightOf(actor);
  return fight ? degreesExtras.partnerRound(fight.combat.fighters().map((f) => f.state), state, fight.combat.moment, degreesOptions()) : null;
}

/**
 * Everyone in the viewed fight on the target's side, the target itself included, as fighters: who
 * might step in for it (M65, M77). Outside a fight, the target alone.
 */
export function sideOf(target: Actor.Implementation & DegreesActorLike): (Fighter & { actor: Actor.Implementation })[] {
  const fight = fightOf(target);
  const side = fight?.combat.fighterOf(fight.combatant)?.state.side;
  if (!fight || side === undefined) return [{ ...readFighter(target), actor: target }];
  return fight.combat.combatants.contents.flatMap((c) => {
    const read = c.actor && !c.isDefeated ? fight.combat.fighterOf(c) : null;
    return read && c.actor && read.state.side === side ? [{ ...read, actor: c.actor }] : [];
  });
}

/** The port's fighter for an actor, as the attack card needs it: in a fight, with its combatant's fight data; outside one, with every action to hand. */
export function readFighter(actor: DegreesActorLike & { hasPlayerOwner?: boolean }): Fighter {
  const fight = fightOf(actor);
  const inFight = fight?.combat.fighterOf(fight.combatant);
  if (inFight) return inFight;
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
  // The fight the fighters were read in: their combatants' own, not the viewed one, and not looked up again.
  const combat = changes.map((c) => c.read.source.combatant?.parent).find((c) => c !== undefined && c !== null);
  if (combat && writes.some((w) => w.combatant)) await persistFight(writes, combat);
  else await persistCharacterWrites(writes.map((w) => w.character));
}

/** Holds a card step's fighter writes (`writeFighters`) until its card is written, named by the fighters' names should they fail. */
export function holdFighters(held: HeldWrites, changes: readonly { read: Fighter; after: DegreesState }[]): void {
  held.later(changes.map((c) => c.read.state.name).join(", "), () => writeFighters(changes));
}
