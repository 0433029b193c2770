import { integerIn, RequestRefused } from "../../../authority/request-fields";
import { templatePath } from "../../../constants";
import { actorByRef, actorRef } from "../../../documents/actor-ref";
import { format } from "../../../i18n";
import { isOfType } from "../../../types/foundry-config";
import { AwaitedFormDialog, awaitedDialogOptions } from "../awaited-form-dialog";
import { degreesExtras } from "../state";
import type { ObjectAimChoice, ObjectRef } from "./object-attack";

/** An object a dialog offers: where it is, and its name. */
export interface OfferedObject extends ObjectRef {
  name: string;
}

/** What the dialog answers: the object picked (null: the creature itself) and how the attack meets it. */
export interface ObjectDialogChoice {
  object: ObjectRef | null;
  aim: ObjectAimChoice;
}

/** The objects a targeted actor holds that may be attacked as objects (M117): its `dgObject` items not marked carried. */
export function objectsOf(holder: Actor.Implementation): OfferedObject[] {
  return holder.items.filter((item) => isOfType(item, "dgObject") && !item.system.carried).map((item) => ({ actorId: actorRef(holder), itemId: item.id ?? "", name: item.name ?? "" }));
}

/** The dialog's form read as its choice: the picked object by its item id ("" for the creature), the flags, the parts from 1 to the port's most. */
export function objectChoiceFromForm(fields: Record<string, unknown>, offered: readonly OfferedObject[]): ObjectDialogChoice {
  const picked = fields.object === "" || fields.object === undefined ? null : offered.find((o) => o.itemId === fields.object);
  if (picked === undefined) throw new RequestRefused("object");
  const aim = { moving: fields.moving === true, parts: integerIn(Number(fields.parts ?? 1), "parts", 1, degreesExtras.splitPartsMax), explosion: fields.explosion === true };
  return { object: picked ? { actorId: picked.actorId, itemId: picked.itemId } : null, aim };
}

/** What the dialog's form shows: the creature and its objects to pick from, the difficulty each way, the split and explosion boxes. */
export function objectDialogContext(itemName: string, holderName: string, offered: readonly OfferedObject[]): Record<string, unknown> {
  return {
    heading: format("SHINOBI.Degrees.ObjectAttack.Dialog.heading", { item: itemName }),
    objects: { "": format("SHINOBI.Degrees.ObjectAttack.Dialog.creature", { name: holderName }), ...Object.fromEntries(offered.map((o) => [o.itemId, o.name])) },
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
  ) {
    super();
  }

  protected override read(fields: unknown): ObjectDialogChoice {
    // The form handler hands the fields as a plain object.
    return objectChoiceFromForm(fields as Record<string, unknown>, this.offered);
  }

  protected override formContext(): Record<string, unknown> {
    return objectDialogContext(this.itemName, this.holderName, this.offered);
  }
}

/** The targeted actor's objects, and the dialog's answer when it holds any: null when it holds none (the creature's card, unasked), "cancelled" when closed. */
export async function askObjectChoice(itemName: string, holderRef: string): Promise<ObjectDialogChoice | "cancelled" | null> {
  const holder = actorByRef(holderRef);
  const offered = holder ? objectsOf(holder) : [];
  if (!holder || offered.length === 0) return null;
  const dialog = new ObjectAttackDialog(itemName, holder.name ?? "", offered);
  await dialog.render({ force: true });
  return (await dialog.chosen) ?? "cancelled";
}
