import { DURATION_MAX, SEVERITY_MAX } from "../bounds";
import { CONDITION_LABELS, STATUS_LABELS } from "../choices";
import { choiceField, htmlField, integerField } from "../fields";

const statusItemSchema = () => ({
  kind: choiceField({ ...STATUS_LABELS, ...CONDITION_LABELS }, "bleed", "SHINOBI.Status.kind"),
  /** The severity applied by default; a condition (dead, unconscious...) has none (0). */
  severity: integerField(1, 0, SEVERITY_MAX, "SHINOBI.Status.severity"),
  duration: integerField(0, 0, DURATION_MAX, "SHINOBI.Status.duration"),
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

  /** A status (not a condition) is applied at severity 1 or more: the rules drop one at 0. */
  static override validateJoint(data: never): void {
    const { kind, severity } = data as { kind: string; severity: number };
    if (Object.hasOwn(STATUS_LABELS, kind) && severity < 1) throw new Error(`severity: a ${kind} status needs a severity of at least 1`);
  }
}
