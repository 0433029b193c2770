import { integerIn, RequestRefused } from "../../../authority/request-fields";
import { templatePath } from "../../../constants";
import { actorByRef, actorRef } from "../../../documents/actor-ref";
import { format } from "../../../i18n";
import { isOfType } from "../../../types/foundry-config";
import { AwaitedFormDialog, awaitedDialogOptions } from "../awaited-form-dialog";
import { degreesExtras } from "../state";
import type { ObjectAimChoice, ObjectRef } from "./object-attack";

/** An object a dialog offers: where it is, its name, and whether it is a gas (whose explosion only the table can state, M121). */
export interface OfferedObject extends ObjectRef {
  name: string;
  gas: boolean;
}

/** What the dialog answers: the object picked (null: the creature itself) and how the attack meets it. */
export interface ObjectDialogChoice {
  object: ObjectRef | null;
  aim: ObjectAimChoice;
}

/** The objects a targeted actor holds that may be attacked as objects (M117): its `dgObject` items not marked carried. */
export function objectsOf(holder: Actor.Implementation): OfferedObject[] {
  const offered: OfferedObject[] = [];
  for (const item of holder.items) if (isOfType(item, "dgObject") && !item.system.carried) offered.push({ actorId: actorRef(holder), itemId: item.id ?? "", name: item.name ?? "", gas: item.system.imaginary });
  return offered;
}

/**
 * Scenery, by the GM's convention: an actor that holds objects and nothing else (a "Gate" NPC
 * holding its doors, a smoke cloud's token). It is no creature to attack, so the dialog never
 * offers it; give it any other item (a weapon, a technique, armour) and it is a creature again.
 */
function isScenery(holder: Actor.Implementation): boolean {
  return holder.items.size > 0 && !holder.items.some((item) => !isOfType(item, "dgObject"));
}

/** How an attack meets scenery nobody is asked about: standing still, whole, no explosion stated (M117). */
const STANDING_STILL: ObjectAimChoice = { moving: false, parts: 1, explosion: false };

/**
 * The dialog's form read as its choice: the picked object by its item id ("" for the creature,
 * refused at scenery, which offers none), the flags, the parts from 1 to the port's most.
 */
export function objectChoiceFromForm(fields: Record<string, unknown>, offered: readonly OfferedObject[], creature = true): ObjectDialogChoice {
  const none = fields.object === "" || fields.object === undefined;
  const picked = none ? null : offered.find((o) => o.itemId === fields.object);
  if (picked === undefined || (none && !creature)) throw new RequestRefused("object");
  const aim = { moving: fields.moving === true, parts: integerIn(Number(fields.parts ?? 1), "parts", 1, degreesExtras.splitPartsMax), explosion: fields.explosion === true };
  return { object: picked ? { actorId: picked.actorId, itemId: picked.itemId } : null, aim };
}

/** What the dialog's form shows: the creature (not for scenery) and its objects to pick from, the difficulty each way, the split and explosion boxes. */
export function objectDialogContext(itemName: string, holderName: string, offered: readonly OfferedObject[], creature = true): Record<string, unknown> {
  const objects = Object.fromEntries(offered.map((o) => [o.itemId, o.name]));
  return {
    heading: format(creature ? "SHINOBI.Degrees.ObjectAttack.Dialog.heading" : "SHINOBI.Degrees.ObjectAttack.Dialog.sceneryHeading", { item: itemName, name: holderName }),
    objects: creature ? { "": format("SHINOBI.Degrees.ObjectAttack.Dialog.creature", { name: holderName }), ...objects } : objects,
    partsMax: degreesExtras.splitPartsMax,
  };
}

/**
 * Asked when the targeted actor holds objects (M117): attack the creature itself (the attack card
 * as ever) or one of its objects — standing still (DC 5) or moving (DC 9), the attack split among
 * how many targets (M123), an explosion (M121). A value out of range is shown and nothing is sent.
 */
export class ObjectAttackDialog extends AwaitedFormDialog<ObjectDialogChoice> {
  static override DEFAULT_OPTIONS = awaitedDialogOptions("dg-object-dialog", "SHINOBI.Degrees.ObjectAttack.Dialog.title", 360);

  static override PARTS = {
    form: { template: templatePath("degrees/attack/object-dialog.hbs") },
  };

  constructor(
    readonly itemName: string,
    readonly holderName: string,
    readonly offered: readonly OfferedObject[],
    /** The holder may be attacked itself: false for scenery. */
    readonly creature = true,
  ) {
    super();
  }

  protected override read(fields: unknown): ObjectDialogChoice {
    // The form handler hands the fields as a plain object.
    return objectChoiceFromForm(fields as Record<string, unknown>, this.offered, this.creature);
  }

  protected override formContext(): Record<string, unknown> {
    return objectDialogContext(this.itemName, this.holderName, this.offered, this.creature);
  }
}

/**
 * The targeted actor's objects, and what to attack: null when it holds none (the creature's card,
 * unasked); scenery's one solid object straight away, standing still and whole; else the dialog's
 * answer, with no creature to pick at scenery (a gas there still asks: only the table can say
 * the attack is an explosion, M121), "cancelled" when closed. Nothing is remembered between
 * attacks: a creature carrying objects is asked every time.
 */
export async function askObjectChoice(itemName: string, holderRef: string): Promise<ObjectDialogChoice | "cancelled" | null> {
  const holder = actorByRef(holderRef);
  const offered = holder ? objectsOf(holder) : [];
  if (!holder || offered.length === 0) return null;
  const scenery = isScenery(holder);
  const only = offered.length === 1 ? offered[0] : undefined;
  if (scenery && only && !only.gas) return { object: { actorId: only.actorId, itemId: only.itemId }, aim: STANDING_STILL };
  const dialog = new ObjectAttackDialog(itemName, holder.name ?? "", offered, !scenery);
  await dialog.render({ force: true });
  return (await dialog.chosen) ?? "cancelled";
}
