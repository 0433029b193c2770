import { format } from "../i18n";
import { checkFightChange, isGmUser, keepsTheFights, rememberFight, type GuardedDoc, type OwnersShare } from "./fight-guard";
import { valueAt } from "./guarded-paths";

/**
 * Fields of an actor its owner may write (core's permission for actors) that a ruleset's rules read
 * as fact in a fight under way: its wounds, its ratings. A player's write of them is the GM's
 * client's to notice, as a combatant's is (fight-guard.ts), and to put back to what it last wrote
 * or saw, unless the rules leave that change to the owner.
 */
interface ActorFieldsGuard {
  /** The fields, by their paths in the actor's source (`system.wounds`). */
  fields: readonly string[];
  /** Whether the actor is one of the ruleset's, in a fight under way. */
  fighting(actor: Actor.Implementation): boolean;
  ownersShare?: OwnersShare;
}

/** The cast: an actor has every member the guard uses; its `update` takes the actor's own typed changes, and the guard writes back the very fields it read from the actor's source. */
function asGuarded(actor: Actor.Implementation): GuardedDoc {
  return actor as unknown as GuardedDoc;
}

/**
 * The GM's side (the player's own client refuses first, in the ruleset's hook): the GM client that
 * keeps the fights remembers the fields of every actor as it last wrote or saw them (at start-up,
 * as a fight or a fighter is made, on every write while the actor is not fighting) and, while it
 * is, puts back a player's change of them that is not the owner's share.
 */
export function guardFightActorFields(guard: ActorFieldsGuard): void {
  const remember = (actor: Actor.Implementation | null | undefined): void => {
    if (actor) rememberFight(asGuarded(actor), guard.fields);
  };
  const rememberFighters = (combat: Combat.Implementation): void => {
    for (const combatant of combat.combatants) remember(combatant.actor);
  };
  Hooks.once("ready", () => {
    if (keepsTheFights()) for (const combat of game.combats ?? []) rememberFighters(combat);
  });
  Hooks.on("createCombat", (combat) => {
    if (keepsTheFights()) rememberFighters(combat);
  });
  Hooks.on("createCombatant", (combatant) => {
    if (keepsTheFights()) remember(combatant.actor);
  });
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    if (!keepsTheFights()) return;
    // The cast: core types the hook's changes as the actor's own update data, an object all the
    // same; the guard reads only its keys' paths, whatever they hold.
    if (guard.fighting(actor)) void checkFightChange(asGuarded(actor), changes as Record<string, unknown>, userId, guard.fields, guard.ownersShare);
    else remember(actor);
  });
}

/** A ruleset's fight facts: the fields, when its actor is fighting, and which change of one field the owner may still make. */
interface FightFacts {
  /** The fields, by their paths in the actor's source (`system.wounds`). */
  fields: readonly string[];
  /** Whether the actor is one of the ruleset's, in a begun fight. */
  fighting(actor: Actor.Implementation): boolean;
  /** The lang key of a player's refusal, given the actor's `name` and the `field`. */
  refusal: string;
  /** Whether the owner may take the field at `path` (a whole guarded field) from `known` to `now` in a fight: its own rolls' spending, as the rules allow. */
  ownerMay?(path: string, known: unknown, now: unknown): boolean;
}

type Source = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);

/** The paths under `path` whose value `now` has changed from `known`, each key of an object on its own. */
function changedUnder(known: unknown, now: unknown, path: string): string[] {
  if (isPlainObject(known) && isPlainObject(now)) return [...new Set([...Object.keys(known), ...Object.keys(now)])].flatMap((key) => changedUnder(known[key], now[key], `${path}.${key}`));
  return JSON.stringify(known) === JSON.stringify(now) ? [] : [path];
}

/** The fields a player's write took from `known` to `now` that are not the owner's to change in a fight, by their paths without `system.`. */
function overstepped(facts: FightFacts, known: unknown, now: unknown): string[] {
  return facts.fields
    .flatMap((path) => {
      const [before, after] = [valueAt(known, path), valueAt(now, path)];
      return facts.ownerMay?.(path, before, after) ? [] : changedUnder(before, after, path);
    })
    .map((path) => path.replace(/^system\./, ""));
}

/** Whether this user's sheet must offer the fight's facts read-only now: a player's, while a begun fight holds the actor. */
export function factsKeptFor(facts: FightFacts, actor: Actor.Implementation, user: { isGM: boolean } | null | undefined): boolean {
  return !user?.isGM && facts.fighting(actor);
}

/**
 * The hooks on every client for a ruleset's fight facts: a player's own client refuses its change of
 * them before it is sent, naming the first field, and the GM's client that keeps the fights puts
 * back one sent anyway (`guardFightActorFields`).
 */
export function guardFightFacts(facts: FightFacts): void {
  Hooks.on("preUpdateActor", (actor, changes, _options, userId) => {
    if (isGmUser(userId) || !facts.fighting(actor)) return true;
    const [field] = overstepped(facts, actor.toObject(), foundry.utils.mergeObject(actor.toObject(), changes));
    if (field === undefined) return true;
    ui.notifications?.error(format(facts.refusal, { name: actor.name ?? "", field }));
    return false;
  });
  guardFightActorFields({ fields: facts.fields, fighting: facts.fighting, ownersShare: (known, now) => overstepped(facts, known, now).length === 0 });
}
