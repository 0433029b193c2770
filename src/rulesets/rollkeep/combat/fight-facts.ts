import { guardFightActorFields } from "../../../authority/actor-fields-guard";
import { isGmUser } from "../../../authority/fight-guard";
import { valueAt } from "../../../authority/guarded-paths";
import { format } from "../../../i18n";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { isOfType } from "../../../types/foundry-config";
import { fightOf } from "../attack/fighters";

/*
 * What every step of a begun roll-and-keep fight reads from the actor itself and its owner could
 * rewrite: the Void Points left (V1), the wounds (C11), the ratings (the traits and the Void
 * Ring, C1), the skills rolled (C3), the ring and trait penalties and the wound track's
 * adjustments (W3), and an NPC's typed-in armor, mook and four-legged flags (C7, C15, MK1). In such a fight they are the GM's to change: a player's own client refuses its change
 * of them, naming the field, and the GM's client that keeps the fights puts back one sent anyway.
 * The one exception is the owner's share: its own rolls and techniques spend its Void Points
 * (V3–V5, V11: `makeRoll`, the sheet's spend), so the port says which changes of the points left
 * are its own to write (`ownerMayLowerVoid`).
 */

const VOID_POINTS_LEFT = "system.voidPoints.value";
/** The fields, by their paths in the actor's source. */
const FIGHT_FACTS = [VOID_POINTS_LEFT, "system.wounds", "system.traits", "system.void", "system.skills", "system.penalties", "system.woundAdjustments", "system.armor", "system.mook", "system.fourLegged"] as const;

type Source = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);

/** The paths under `path` whose value `now` has changed from `known` (each trait on its own), the Void Points left only when the port says the owner may not make that change. */
function changedUnder(known: unknown, now: unknown, path: string): string[] {
  if (path === VOID_POINTS_LEFT) return typeof known === "number" && typeof now === "number" && RULESET_EXTRAS.rollkeep.ownerMayLowerVoid(known, now) ? [] : [path];
  if (isPlainObject(known) && isPlainObject(now)) return [...new Set([...Object.keys(known), ...Object.keys(now)])].flatMap((key) => changedUnder(known[key], now[key], `${path}.${key}`));
  return JSON.stringify(known) === JSON.stringify(now) ? [] : [path];
}

/** The fields a player's write took from `known` to `now` that are not the owner's to change in a fight, by their paths without `system.`. */
function overstepped(known: unknown, now: unknown): string[] {
  return FIGHT_FACTS.flatMap((path) => changedUnder(valueAt(known, path), valueAt(now, path), path)).map((path) => path.replace(/^system\./, ""));
}

/** Whether a begun roll-and-keep fight holds the actor. */
function fighting(actor: Actor.Implementation): boolean {
  return isOfType(actor, "rkSamurai", "rkNpc") && fightOf(actor) !== null;
}

/** Whether this user's sheet must offer the fight's facts read-only now: a player's, while a begun fight holds the actor. */
export function factsKeptByFight(actor: Actor.Implementation, user: { isGM: boolean } | null | undefined): boolean {
  return !user?.isGM && fighting(actor);
}

/** The hooks on every client: the refusal on a player's, the putting back on the GM's that keeps the fights. */
export function guardFightFacts(): void {
  Hooks.on("preUpdateActor", (actor, changes, _options, userId) => {
    if (isGmUser(userId) || !fighting(actor)) return true;
    const [field] = overstepped(actor.toObject(), foundry.utils.mergeObject(actor.toObject(), changes));
    if (field === undefined) return true;
    ui.notifications?.error(format("SHINOBI.Combat.factGuarded", { name: actor.name ?? "", field }));
    return false;
  });
  guardFightActorFields({ fields: FIGHT_FACTS, fighting, ownersShare: (known, now) => overstepped(known, now).length === 0 });
}
