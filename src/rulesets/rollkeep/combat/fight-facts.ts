import { factsKeptFor, guardFightFacts } from "../../../authority/actor-fields-guard";
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

/** The fields, by their paths in the actor's source, and the owner's share of the Void Points left. */
const FIGHT_FACTS = {
  fields: [VOID_POINTS_LEFT, "system.wounds", "system.traits", "system.void", "system.skills", "system.penalties", "system.woundAdjustments", "system.armor", "system.mook", "system.fourLegged"],
  fighting,
  refusal: "SHINOBI.Combat.factGuarded",
  ownerMay: (path: string, known: unknown, now: unknown) => path === VOID_POINTS_LEFT && typeof known === "number" && typeof now === "number" && RULESET_EXTRAS.rollkeep.ownerMayLowerVoid(known, now),
};

/** Whether a begun roll-and-keep fight holds the actor. */
function fighting(actor: Actor.Implementation): boolean {
  return isOfType(actor, "rkSamurai", "rkNpc") && fightOf(actor) !== null;
}

/** Whether this user's sheet must offer the fight's facts read-only now: a player's, while a begun fight holds the actor. */
export function factsKeptByFight(actor: Actor.Implementation, user: { isGM: boolean } | null | undefined): boolean {
  return factsKeptFor(FIGHT_FACTS, actor, user);
}

/** The hooks on every client: the refusal on a player's, the putting back on the GM's that keeps the fights. */
export function guardRollkeepFightFacts(): void {
  guardFightFacts(FIGHT_FACTS);
}
