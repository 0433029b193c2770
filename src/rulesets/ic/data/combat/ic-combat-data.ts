import { IC_MAX } from "../bounds";
import { integerField } from "../fields";

const icCombatSchema = () => {
  const { ArrayField, ObjectField } = foundry.data.fields;
  return {
    /** The Initiative Count the fight has reached; `round` mirrors it. */
    currentIc: integerField(0, 0, IC_MAX, "SHINOBI.Combat.currentIc"),
    /** Snapshots of earlier counts, newest last, so the GM can undo an IC step. */
    history: new ArrayField(new ObjectField()),
    /**
     * Effects of this IC's actions (damage, statuses) waiting for the end of the IC: actions on
     * one IC are simultaneous, so everything lands together when the GM ends it.
     */
    queued: new ArrayField(new ObjectField()),
  };
};

export type IcCombatSchema = ReturnType<typeof icCombatSchema>;

/** Combat state on the IC timeline. */
export class IcCombatData extends foundry.abstract.TypeDataModel<IcCombatSchema, Combat.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Combat", type: "ic" } as const;

  static override defineSchema(): IcCombatSchema {
    return icCombatSchema();
  }
}
