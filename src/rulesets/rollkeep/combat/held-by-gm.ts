import { isGmUser, keepsTheFights } from "../../../authority/fight-guard";
import { queueFollowUp } from "../../../authority/follow-up";
import { valueAt } from "../../../authority/guarded-paths";
import { format } from "../../../i18n";
import { isOfType } from "../../../types/foundry-config";
import { fightOf } from "../attack/fighters";
import { heldTaken, storedFighter, type StoredFighter } from "./fighter";

/*
 * The fight's copy of a fighter's stance and weapons in hand (`held` on its combatant, read over
 * the actor's by readFighter) answers to the GM alone. A player's own client refuses its owner's
 * change of them in a begun fight, naming the field (a direct write is sent anyway and goes unread);
 * the GM's own change on the sheet or an item (a weapon picked up again after a Disarm) is taken
 * into the fight's copy by the GM's client that keeps the fights.
 */

type Changes = Record<string, unknown>;
type Held = StoredFighter["held"];

/** Whether a change sets `path` to something other than `now` (a whole sheet's form carries the stance unchanged). */
function changesFrom(changes: Changes, path: string, now: unknown): boolean {
  const value = valueAt(changes, path);
  return value !== undefined && value !== now;
}

/** The fight's copy on the combatant of the begun fight holding the actor, once taken; null otherwise. */
function heldFor(actor: Actor.Implementation): { combatant: Combatant.Implementation; held: Held } | null {
  const fight = fightOf(actor);
  const held = fight ? storedFighter(fight.combatant).held : null;
  return fight && held && heldTaken(held) ? { combatant: fight.combatant, held } : null;
}

/** Whether this user's change of the actor's stance or weapons in hand would be refused now: a player's, while a begun fight keeps its copy (the sheet then offers them read-only). */
export function keptByFight(actor: Actor.Implementation, user: { isGM: boolean } | null | undefined): boolean {
  return !user?.isGM && heldFor(actor) !== null;
}

/**
 * The GM's change taken into the fight's copy, in the GM's queue: after a rules step's own writes
 * (which change the copy with the actor), so one of those finds nothing left to take.
 */
function retake(actor: Actor.Implementation, change: (was: Held) => Partial<Held>): void {
  queueFollowUp("SHINOBI.FollowUp.heldCopy", async () => {
    const found = heldFor(actor);
    if (!found) return;
    const now = { ...found.held, ...change(found.held) };
    if (JSON.stringify(now) !== JSON.stringify(found.held)) await found.combatant.update({ system: { held: now } });
  });
}

/** Refuses a player's change of a field the fight keeps, naming it. */
function refuse(actor: Actor.Implementation, field: string): false {
  ui.notifications?.error(format("SHINOBI.Combat.heldGuarded", { name: actor.name ?? "", field }));
  return false;
}

/** The hooks on every client: the refusal on a player's, the taking on the GM's that keeps the fights. */
export function guardHeldFields(): void {
  Hooks.on("preUpdateActor", (actor, changes, _options, userId) => {
    if (isGmUser(userId) || !isOfType(actor, "rkSamurai", "rkNpc") || !changesFrom(changes as Changes, "system.stance", actor.system.stance)) return true;
    return heldFor(actor) ? refuse(actor, "stance") : true;
  });
  Hooks.on("preUpdateItem", (item, changes, _options, userId) => {
    const actor = item.parent;
    if (isGmUser(userId) || !(actor instanceof Actor) || !isOfType(item, "rkWeapon") || !changesFrom(changes as Changes, "system.wielded", item.system.wielded)) return true;
    return heldFor(actor) ? refuse(actor, "wielded") : true;
  });
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    if (!keepsTheFights() || !isGmUser(userId) || !isOfType(actor, "rkSamurai", "rkNpc") || valueAt(changes as Changes, "system.stance") === undefined) return;
    const stance = actor.system.stance;
    retake(actor, () => ({ stance }));
  });
  Hooks.on("updateItem", (item, changes, _options, userId) => {
    const actor = item.parent;
    if (!keepsTheFights() || !isGmUser(userId) || !(actor instanceof Actor) || !isOfType(item, "rkWeapon") || valueAt(changes as Changes, "system.wielded") === undefined) return;
    const id = item.id ?? "";
    const wielded = item.system.wielded;
    retake(actor, (was) => ({ inHand: wielded ? [...was.inHand.filter((x) => x !== id), id] : was.inHand.filter((x) => x !== id) }));
  });
}
