import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { documentId, fieldOf, integerIn, oneOf, optional, record, RequestRefused } from "../../../authority/request-fields";
import { actorByRef, actorRef } from "../../../documents/actor-ref";
import { isOfType } from "../../../types/foundry-config";
import type { HeldWrites } from "../../../attack/card-requests";
import { declareMoment, fighterActor, holdFighters, readFighter, requireCommand, writeFighters, type Fighter } from "../attack/fighters";
import { templatePath } from "../../../constants";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { AwaitedFormDialog, awaitedDialogOptions } from "../awaited-form-dialog";
import { degreesOptions } from "../options";
import { rollCheckCard } from "../roll/check-card";
import { degreesExtras } from "../state";
import { statusIcon } from "../status-effects";

type Dg = RulesetTypesOf<"degrees">;
type User = NonNullable<typeof game.user>;

/** A removal check as made: which check, against what difficulty (M128). */
export interface RemovalChoice {
  check: string;
  dc: number;
}

/** The lowest and highest difficulty a removal check may be set: a natural 2 is the least any check rolls. */
export const REMOVAL_DC_MIN = 2;
export const REMOVAL_DC_MAX = 1000;
/** The difficulty a dialog offers when the condition's cause set none: the text's usual middling difficulty. */
const DEFAULT_DC = 12;

/** A removal choice read from a form or a macro: a check that removes conditions and a whole difficulty, a bad field refused by name. */
export function removalFromForm(fields: unknown): RemovalChoice {
  const given = record(fields, "removal");
  return { check: oneOf(fieldOf(given, "check"), "removal.check", degreesExtras.lists.removalChecks), dc: integerIn(fieldOf(given, "dc"), "removal.dc", REMOVAL_DC_MIN, REMOVAL_DC_MAX) };
}

/** The held instance an effect stands for, with the fighter it was read into (in the viewed fight, with its combatant); refused when the effect holds no condition of the actor's. */
function heldOn(actor: Actor.Implementation, effectId: string) {
  const read = readFighter(actor);
  for (const [instance, effect] of read.source.conditionEffects) if (effect === effectId) return { ...read, instance };
  throw new Error(localize("SHINOBI.Refusal.degrees.notHeld"));
}

/** The dialog asking how a condition its cause gave no rule for is shaken off: the check and its difficulty (the GM's ruling, M128). */
export class RemovalDialog extends AwaitedFormDialog<RemovalChoice> {
  static override DEFAULT_OPTIONS = awaitedDialogOptions("dg-removal-dialog", "SHINOBI.Degrees.Removal.title", 340);

  static override PARTS = {
    form: { template: templatePath("degrees/actor/removal-dialog.hbs") },
  };

  constructor(private readonly condition: string) {
    super();
  }

  protected override read(fields: unknown): RemovalChoice {
    return removalFromForm(fields);
  }

  protected override formContext(): Record<string, unknown> {
    const checks = Object.fromEntries(degreesExtras.lists.removalChecks.map((key) => [key, `SHINOBI.Degrees.Check.${key}`]));
    return { condition: `SHINOBI.Degrees.Condition.${this.condition}`, removal: { check: "vigor", dc: DEFAULT_DC }, checks, dcMin: REMOVAL_DC_MIN, dcMax: REMOVAL_DC_MAX };
  }

}

/** A removal check asked of the GM's client (M128): the grabber's part of a broken hold is seldom the player's to write. */
export const DG_REMOVE_REQUEST = "dgRemove";

/**
 * A removal check (M128) on one condition the actor holds (the effect holding it): with the check
 * and difficulty its cause set, else those chosen (asked in the dialog unless given). The GM's
 * client rolls it and writes the result (`handleRemoveRequest`). True when it came off; null when
 * the dialog was closed.
 */
export async function removeCondition(actor: Actor.Implementation, effectId: string, chosen?: RemovalChoice): Promise<boolean | null> {
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  const { instance } = heldOn(actor, effectId);
  if (!instance.removal && !game.user?.isGM) throw gmRemovalOnly();
  const rule = instance.removal ? null : chosen ? removalFromForm(chosen) : await askRemoval(instance);
  if (!instance.removal && !rule) return null;
  return (await askGm(DG_REMOVE_REQUEST, { actor: actorRef(actor), effectId, ...(rule ? { removal: rule } : {}) })) === true;
}

/**
 * A removal rule is the cause's to set (M128): with none on the condition, the GM names the check
 * and difficulty. Refused from anyone else, naming the field, so a player never picks their own.
 */
export function gmRemovalOnly(): Error {
  return new Error(format("SHINOBI.Degrees.GmOnly.removal", { field: "removal" }));
}

/**
 * The GM's side: the sender commands the actor; the effect must hold one of its conditions; the
 * check and difficulty are the condition's own when its cause set them (a request's are then
 * ignored), else a GM's request's, read as untrusted (with none, `gmRemovalOnly` refuses it). The check is rolled on a card with the
 * instance's own penalty left out and the verdict on it; on a success that instance comes off
 * (Exhausted steps down to Fatigued) and, when it was a Grab, the hold ends on the grabber too
 * (M79), each actor in one write.
 */
export async function handleRemoveRequest(payload: unknown, requester: User): Promise<boolean> {
  const request = record(payload, "payload");
  const actor = fighterActor(fieldOf(request, "actor"), "actor");
  requireCommand(actor, requester);
  const effectId = documentId(fieldOf(request, "effectId"), "effectId");
  const releasing = fieldOf(request, "letGo");
  if (releasing !== undefined && releasing !== true) throw new RequestRefused("letGo");
  if (releasing) return gmQueue.run(() => releaseGrip(actor, effectId));
  const asked = optional(fieldOf(request, "removal"), removalFromForm) ?? null;
  // Only a GM's rule stands in for a cause's; a player's is read (a bad one refused) but never used.
  return gmQueue.run(() => rollRemoval(actor, effectId, requester.isGM ? asked : null));
}

/** A grabber lets go of its victim (M79, a free action, no roll): the hold ends on both, each in one write. */
export async function letGo(actor: Actor.Implementation, effectId: string): Promise<void> {
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  await askGm(DG_REMOVE_REQUEST, { actor: actorRef(actor), effectId, letGo: true });
}

async function releaseGrip(actor: Actor.Implementation, effectId: string): Promise<boolean> {
  const held = heldOn(actor, effectId);
  let released: ReturnType<typeof degreesExtras.letGo>;
  try {
    released = degreesExtras.letGo(held.state, held.instance);
  } catch (error) {
    throw refusalError(error);
  }
  await writeFighters([{ read: held, after: released.fighter }, ...otherSide(released.hold.victim, released.hold)]);
  return true;
}

/** The other side of a hold that ended (the grabber of a victim who broke free, or the victim let go): its part taken off; none for an actor gone. */
function otherSide(ref: string, hold: Dg["grabHold"]): { read: Fighter; after: Dg["combatant"] }[] {
  const other = actorByRef(ref);
  if (!other || !isOfType(other, "dgCharacter", "dgNpc")) return [];
  const read = readFighter(other);
  return [{ read, after: degreesExtras.releaseHold(read.state, hold) }];
}

/**
 * Rolls a removal check on the GM's client and writes what it did. Breaking free of a Grab in the
 * viewed fight is paid first with the victim's standard action on its own turn (M79), refused
 * before anything is rolled when it cannot be; a `reaction` (the hurt grabber's gift, checked by
 * the attack card) costs nothing.
 */
export async function rollRemoval(actor: Actor.Implementation, effectId: string, asked: RemovalChoice | null, reaction = false, held?: HeldWrites): Promise<boolean> {
  const on = heldOn(actor, effectId);
  const rule = on.instance.removal ?? asked;
  if (!rule) throw gmRemovalOnly();
  let bonus: number;
  let paid: Dg["combatant"];
  try {
    paid = degreesExtras.payRemoval(on.state, on.instance, declareMoment(actor), reaction, degreesOptions());
    bonus = degreesExtras.removalCheck(on.state, on.instance, rule.check, degreesOptions()).bonus;
  } catch (error) {
    throw refusalError(error);
  }
  const condition = localize(`SHINOBI.Degrees.Condition.${on.instance.id}`);
  const judged = (total: number) => ({ label: "SHINOBI.Degrees.Removal.outcome", value: localize(degreesExtras.meetsDc(total, rule.dc, degreesOptions()) ? "SHINOBI.Degrees.Removal.removed" : "SHINOBI.Degrees.Removal.kept") });
  const heading = { label: format("SHINOBI.Degrees.Removal.label", { condition, check: localize(`SHINOBI.Degrees.Check.${rule.check}`) }), img: statusIcon(on.instance.id), facts: [{ label: "SHINOBI.Degrees.Sheet.dc", value: rule.dc }], verdict: judged };
  const check = await rollCheckCard(actor, [bonus], heading);
  const { fighter, removed, hold } = degreesExtras.removeByCheck(paid, on.instance, check.total, rule.dc, degreesOptions());
  const changes = fighter === on.state ? [] : [{ read: on, after: fighter }, ...(hold ? otherSide(hold.grabber, hold) : [])];
  // Held by a card step, the check's card and the fighters are written after that step's card: a step tried again rolls nothing twice.
  if (held) {
    held.later(heading.label, check.post);
    if (changes.length) holdFighters(held, changes);
    return removed;
  }
  await check.post();
  if (changes.length) await writeFighters(changes);
  return removed;
}

/**
 * The victim's reaction check to break free of `grabber`'s hold once the grabber was hurt (M79):
 * its Grabbed from that hold, read from its documents (refused when the hold is gone), rolled as a
 * removal check that spends no action. True when it broke free.
 */
export async function breakFreeAsReaction(victim: Actor.Implementation, grabber: string, held: HeldWrites): Promise<boolean> {
  const read = readFighter(victim);
  for (const [instance, effectId] of read.source.conditionEffects) {
    const hold = instance.id === "grabbed" ? degreesExtras.holdOf(instance) : null;
    if (hold?.grabber === grabber && hold.victim === read.state.id) return rollRemoval(victim, effectId, null, true, held);
  }
  throw new Error(localize("SHINOBI.Refusal.degrees.notHeld"));
}

async function askRemoval(instance: Dg["conditionInstance"]): Promise<RemovalChoice | null> {
  const dialog = new RemovalDialog(instance.id);
  await dialog.render({ force: true });
  return dialog.chosen;
}
