import { CONDITION_LABELS, STATUS_LABELS } from "../choices";
import { choiceField, htmlField, integerField } from "../fields";

const statusItemSchema = () => ({
  kind: choiceField({ ...STATUS_LABELS, ...CONDITION_LABELS }, "bleed", "SHINOBI.Status.kind"),
  severity: integerField(1, 0, undefined, "SHINOBI.Status.severity"),
  duration: integerField(0, 0, undefined, "SHINOBI.Status.duration"),
  description: htmlField(),
});

export type StatusItemSchema = ReturnType<typeof statusItemSchema>;

/** A status or condition as a compendium entry: what it does, and the severity and duration to apply by default. */
export class StatusItemData extends foundry.abstract.TypeDataModel<StatusItemSchema, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "status" } as const;

  static override defineSchema(): StatusItemSchema {
    return statusItemSchema();
  }
}
