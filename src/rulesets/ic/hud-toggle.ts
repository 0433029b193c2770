import { askGm } from "../../authority/gm-requests";
import { gmQueue } from "../../authority/gm-queue";
import { fieldOf, oneOf, record, RequestRefused } from "../../authority/request-fields";
import { actorByRef, actorRef, actorRefField } from "../../documents/actor-ref";
import { effectsHolding } from "../../documents/held-status";
import { format, localize } from "../../i18n";
import { isOfType } from "../../types/foundry-config";
import { startedFightOf } from "./attack/use-item";
import { CONDITION_LABELS } from "./data/choices";
import { writeImposed } from "./persist";
import { readState } from "./state";
import { conditionEffectSource, HUD_STATUS_IDS, isStatusKind } from "./status-effects";

type User = NonNullable<typeof game.user>;

/** The request a token HUD toggle sends the GM's client (a GM's own is served on their client, through the same checks). */
export const HUD_TOGGLE_REQUEST = "icHudToggle";

/** Core's toggle options: `active` forces the status on (true) or off (false or null); absent, it flips. `overlay` shows a condition over the token. */
interface ToggleOptions {
  active?: boolean | null;
  overlay?: boolean | null;
}

/**
 * A rules status or condition switched on or off from the token HUD (or by core, as the tracker's
 * defeated toggle does) goes to the GM's client, which alone writes it: the status is put on by the
 * port at the fight's moment, a condition shown, and either taken off there too. Which way it goes
 * is read from what this client shows; the GM's client checks it against its own documents. In a
 * fight under way a player may put a status on but not take one off: that is the GM's. Any other
 * status id is core's toggle: null.
 */
export function icHudToggle(actor: Actor.Implementation, statusId: string, options: ToggleOptions): Promise<boolean> | null {
  if (!HUD_STATUS_IDS.includes(statusId)) return null;
  return askToggle(actor, statusId, options);
}

async function askToggle(actor: Actor.Implementation, status: string, options: ToggleOptions): Promise<boolean> {
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  const active = options.active === undefined ? effectsHolding(actor, status).length === 0 : options.active === true;
  const overlay = options.overlay === true ? { overlay: true } : {};
  return (await askGm(HUD_TOGGLE_REQUEST, { actor: actorRef(actor), status, active, ...overlay })) === true;
}

/** A yes-or-no field of a request; absent reads as `absent`. */
function flag(fields: Record<string, unknown>, field: string, absent?: boolean): boolean {
  const value = fieldOf(fields, field) ?? absent;
  if (typeof value !== "boolean") throw new RequestRefused(field);
  return value;
}

/**
 * The GM's side of a toggle: the actor named must be an IC character or NPC the requester owns,
 * the status one the HUD offers, `active` said outright. In the GM's queue, against the documents
 * as they stand: switched on when not already held, off when held (every effect standing for it
 * alone, as core's toggle takes off). Returns whether the status is on afterwards.
 */
export async function handleHudToggleRequest(payload: unknown, requester: User): Promise<boolean> {
  const fields = record(payload, "payload");
  const actor = actorByRef(actorRefField(fieldOf(fields, "actor"), "actor"));
  if (!actor?.testUserPermission(requester, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  if (!isOfType(actor, "character", "npc")) throw new RequestRefused("actor");
  const status = oneOf(fieldOf(fields, "status"), "status", HUD_STATUS_IDS);
  const active = flag(fields, "active");
  const overlay = flag(fields, "overlay", false);
  return gmQueue.run(async () => {
    const held = effectsHolding(actor, status);
    // A status the fight put on is the fight's to end (its ticks, its fade, a cure): a player taking one off mid-fight would shake off a Bleed or a Stun for free.
    if (!active && held.length && !requester.isGM && startedFightOf(actorRef(actor))) throw new Error(format("SHINOBI.Combat.statusOffGuarded", { name: actor.name ?? "", status }));
    if (active && !held.length) await switchOn(actor, status, requester.name ?? "", overlay);
    if (!active && held.length) await actor.deleteEmbeddedDocuments("ActiveEffect", held);
    return active;
  });
}

/**
 * A timed status is put on by the port, at severity 1 and until removed, its schedule counting from
 * the moment of the fight under way that holds the actor (on its combatant's timeline), or from 0
 * outside one; a condition is shown as the rules show one.
 */
async function switchOn(actor: Actor.Implementation, status: string, source: string, overlay: boolean): Promise<void> {
  if (isStatusKind(status)) {
    const fight = startedFightOf(actorRef(actor));
    const read = fight ? fight.combat.stateOf(fight.combatant) : null;
    const imposed = { kind: status, severity: 1, duration: null, source };
    if (fight && read) await writeImposed(read, imposed, fight.combat.currentIc, fight.combat);
    else await writeImposed(readState(actor), imposed, 0, null);
    return;
  }
  if (!isCondition(status)) return;
  await actor.createEmbeddedDocuments("ActiveEffect", [{ ...conditionEffectSource(status), ...(overlay ? { flags: { core: { overlay: true } } } : {}) }]);
}

function isCondition(id: string): id is keyof typeof CONDITION_LABELS {
  return Object.hasOwn(CONDITION_LABELS, id);
}
