import { STATUS_LABELS } from "../choices";
import { DURATION_MAX, IC_MAX, SEVERITY_MAX } from "../bounds";
import { choiceField, integerField, optionalIcField } from "../fields";

const statusEffectSchema = () => {
  const { StringField, NumberField, BooleanField } = foundry.data.fields;
  return {
    kind: choiceField(STATUS_LABELS, "bleed", "SHINOBI.Status.kind"),
    /** The rules drop a status whose severity reaches 0, so a stored one has at least 1. */
    severity: integerField(1, 1, SEVERITY_MAX, "SHINOBI.Status.severity"),
    /** What caused it; same-source stacking rules compare this. */
    source: new StringField({ required: true, blank: true, initial: "" }),
    /** The IC it was applied on; every periodic schedule counts from here. */
    appliedIc: integerField(0, 0, IC_MAX),
    /** IC it lasts; null lasts until removed or faded by its own rule. */
    duration: new NumberField({ required: true, nullable: true, integer: true, min: 0, max: DURATION_MAX, initial: null }),
    ongoing: new BooleanField({ initial: false }),
    /** A Sleep an attack broke: the sleeper is awake but defends at -5 until their first action. */
    woken: new BooleanField({ initial: false }),
    releasedIc: optionalIcField(),
  };
};

export type StatusEffectSchema = ReturnType<typeof statusEffectSchema>;

/** A timed status on an actor (Bleed 4 from a kunai, applied on IC 12), as the IC rules see it. */
export class StatusEffectData extends foundry.abstract.TypeDataModel<StatusEffectSchema, ActiveEffect.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "ActiveEffect", type: "status" } as const;

  static override defineSchema(): StatusEffectSchema {
    return statusEffectSchema();
  }
}
