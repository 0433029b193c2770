import { askGm } from "../../../authority/gm-requests";
import { documentId, fieldOf, integerIn, oneOf, record, RequestRefused } from "../../../authority/request-fields";
import { format, localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";
import { DELAY_MAX, DELAY_MIN } from "../data/combat/fight-bounds";
import { degreesExtras, degreesRules } from "../state";
import { isOfType } from "../../../types/foundry-config";
import { degreesOptions } from "../options";
import { refusalError } from "../../../refusal-message";
import { mayCommand } from "./command";
import { announceTakeOff } from "./provoked";
import type { DgCombat } from "./dg-combat";

type Dg = RulesetTypesOf<"degrees">;
type User = NonNullable<typeof game.user>;

/** A player's basic action on the tracker, asked of the GM's client. */
export const DG_ACT_REQUEST = "dgAct";

/**
 * The basic actions the tracker offers as buttons (M10, M17, M19, M55, M67, M68, M69; standing
 * up; taking off and landing, M95; announcing a partner group's skipped standard action, M87): attacks, maneuvers and Feints go through the attack card, which
 * opens them at a target (and takes a held or prepared action, `release`).
 */
export const TRACKER_ACTIONS = ["move", "safeStep", "retreat", "standUp", "totalDefence", "delay", "hold", "prepareAction", "takeOff", "land", "mount", "dismount", "stepIn", "skipStandard"] as const;
export type TrackerAction = (typeof TRACKER_ACTIONS)[number];

/** The actions Hold and Prepare keep for later (M17, M69). */
export const KEPT_ACTIONS = ["standard", "movement", "partial"] as const;
type KeptKind = (typeof KEPT_ACTIONS)[number];

/** What a tracker button carries besides its action: a Delay's value (null: after everyone, M10), the action kept by Hold or Prepare. */
export interface ActDetails {
  delayTo?: number | null;
  keep?: KeptKind;
  /** Mount: the combatant to get on (M90). */
  mountId?: string;
  /** Move and Retreat: how the character goes (M57), which sets how far. */
  mode?: MoveMode;
}

/** How a tracker move goes (M57). */
export const MOVE_MODES = degreesExtras.lists.moveModes;
type MoveMode = (typeof MOVE_MODES)[number];
/** The tracker's actions that cover ground, reporting how far (M57). */
const MOVING: ReadonlySet<TrackerAction> = new Set(["move", "retreat"]);

/** What a player's client answers with: the round's actions left after it (M13–M16), and for a move the metres it covers (M57). */
export interface ActReport {
  actions: Dg["combatant"]["actions"];
  metres?: number;
}

/** The user may act for the combatant: owns its actor, or the actor of the one it is a partner of (M85). */
function owned(combat: DgCombat, combatantId: string, user: User): void {
  const actor = combat.combatants.get(combatantId)?.actor;
  if (!actor || !mayCommand(actor, user, combat)) throw new Error(localize("SHINOBI.Combat.notYours"));
}

/**
 * A basic action for a combatant the user commands (a Delay with its new value, or null to act once
 * everyone else has, M10, and Step in for one waiting so, after the turn under way; Hold and
 * Prepare with the action kept, M17, M69). The GM's client takes it
 * through the port; a GM's own click takes the same path on the GM's client. Refusals come back as
 * the rules word them.
 */
export async function requestAct(combat: DgCombat, combatantId: string, action: TrackerAction, details: ActDetails = {}): Promise<ActReport> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  owned(combat, combatantId, user);
  const extra = action === "delay" ? { delayTo: details.delayTo ?? null } : KEEPING.has(action) ? { keep: details.keep ?? "standard" } : action === "mount" ? { mountId: details.mountId ?? "" } : MOVING.has(action) ? { mode: details.mode ?? "normal" } : {};
  // The GM's client answers with the report it made (plain data).
  return (await askGm(DG_ACT_REQUEST, { combatId: combat.id, combatantId, action, ...extra })) as ActReport;
}

const KEEPING: ReadonlySet<TrackerAction> = new Set(["hold", "prepareAction"]);

/** A Delay's value read from a request: a whole number in the stored range, or null for "after everyone". */
function delayOf(value: unknown): number | null {
  return value === null ? null : integerIn(value, "delayTo", DELAY_MIN, DELAY_MAX);
}

/** The value a waiter steps in at (M10), from the fight as stored: the turn under way's, never the request's. */
function stepInValue(combat: DgCombat): number {
  try {
    return degreesExtras.stepInValue(combat.fighters().map((f) => f.state), combat.moment, degreesOptions());
  } catch (error) {
    throw refusalError(error);
  }
}

/** What a creature is as a mount (M91, M92): its NPC sheet says; a character is none. */
export function mountKindOf(actor: Actor.Implementation | null | undefined): (typeof degreesExtras.lists.mountKinds)[number] {
  return actor && isOfType(actor, "dgNpc") ? actor.system.mountKind : "none";
}

/** Whether `user` may have the rider get on this mount: a GM always; a player a mount on the rider's side, or one they command (their own, or their character's partner). */
export function mayRide(combat: DgCombat, riderId: string, mount: Combatant.Implementation, user: User): boolean {
  if (user.isGM) return true;
  const rider = combat.combatants.get(riderId);
  const riderSide = rider ? combat.fighterOf(rider)?.state.side : undefined;
  const mountSide = combat.fighterOf(mount)?.state.side;
  return (mountSide !== undefined && mountSide === riderSide) || (mount.actor !== null && mayCommand(mount.actor, user, combat));
}

/**
 * The mount a rider gets on (M90–M92), read from the fight as stored: another combatant of it, a
 * mount by its sheet, with the rider's Animal Handling from the rider's own sheet (the port checks
 * a common mount's 2 and a special one's size). A player gets on a mount on their character's side
 * or one they command (their own, or their character's partner); a foe's, whose movement the ride
 * would spend, is the GM's to allow. Anything else is refused naming the field.
 */
function mountOf(combat: DgCombat, riderId: string, value: unknown, requester: User): NonNullable<Dg["choice"]["mount"]> {
  const mountId = documentId(value, "mountId");
  const mount = combat.combatants.get(mountId);
  const kind = mountKindOf(mount?.actor);
  const state = mount ? combat.fighterOf(mount)?.state : undefined;
  if (!mount || mountId === riderId || kind === "none" || !state) throw new RequestRefused("mountId");
  if (!mayRide(combat, riderId, mount, requester)) throw new Error(format("SHINOBI.Degrees.GmOnly.mount", { field: "mountId", mount: mount.name ?? "" }));
  const riderActor = combat.combatants.get(riderId)?.actor;
  const animalHandling = riderActor && isOfType(riderActor, "dgCharacter", "dgNpc") ? riderActor.system.skills.animalHandling : 0;
  return { mount: state, kind, animalHandling };
}

/**
 * The mount a rider's Move rides (M90), read from the fight as stored: the combatant of the actor
 * its rider's link names, and what its sheet makes it (a common mount has no actions; any other
 * creature the GM linked acts as a special one). Null when the mover rides nothing or its mount is
 * not in this fight (it then moves on its own).
 */
function riddenIn(combat: DgCombat, riderId: string): { id: string; kind: "common" | "special" } | null {
  const rider = combat.combatants.get(riderId);
  const ref = rider ? combat.fighterOf(rider)?.state.mountedOn : undefined;
  const mount = ref === undefined ? undefined : combat.combatantOf(ref);
  if (!mount?.id) return null;
  return { id: mount.id, kind: mountKindOf(mount.actor) === "common" ? "common" : "special" };
}

/**
 * The GM's side of a basic action: the sender is the user the server names and must own the
 * combatant; the action is one of the tracker's by key, read from the port's basic actions; the
 * port decides whether it may be taken now (whose turn, the round's budget, conditions).
 */
export async function handleActRequest(payload: unknown, requester: User): Promise<ActReport> {
  const request = record(payload, "payload");
  // Combats of a degrees world are this ruleset's own document class (its pieces register it).
  const combat = game.combats?.get(documentId(fieldOf(request, "combatId"), "combatId")) as DgCombat | undefined;
  if (!combat) throw new Error(localize("SHINOBI.Combat.noCombat"));
  const combatantId = documentId(fieldOf(request, "combatantId"), "combatantId");
  owned(combat, combatantId, requester);
  const key = oneOf(fieldOf(request, "action"), "action", TRACKER_ACTIONS);
  const action = degreesRules.basicActions[key];
  if (!action) throw new RequestRefused("action");
  const choice = key === "delay" ? { delayTo: delayOf(fieldOf(request, "delayTo") ?? null) } : KEEPING.has(key) ? { keep: { action: oneOf(fieldOf(request, "keep"), "keep", KEPT_ACTIONS) } } : key === "stepIn" ? { delayTo: stepInValue(combat) } : key === "mount" ? { mount: mountOf(combat, combatantId, fieldOf(request, "mountId"), requester) } : {};
  const mode = MOVING.has(key) ? oneOf(fieldOf(request, "mode") ?? "normal", "mode", MOVE_MODES) : null;
  const mount = key === "move" ? riddenIn(combat, combatantId) : null;
  if (mount && mode !== null) {
    const ridden = await combat.rideMove(combatantId, mount.id, mount.kind, mode);
    return { actions: ridden.rider.actions, metres: ridden.metres };
  }
  // Under a low ceiling nobody takes off (M94, M97): the fight's own ceiling, as the GM set it.
  const grounded = key === "takeOff" ? degreesExtras.takeOffRefusal(combat.ceiling) : null;
  if (grounded) throw refusalError(grounded);
  const declared = await combat.declareAction(combatantId, action, choice);
  if (key === "takeOff") await announceTakeOff(combat, combatantId);
  return mode === null ? { actions: declared.actor.actions } : { actions: declared.actor.actions, metres: degreesExtras.moveMetres(declared.actor, mode, degreesOptions()) };
}
