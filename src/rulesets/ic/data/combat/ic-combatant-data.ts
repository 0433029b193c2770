import { integerField } from "../fields";

const icCombatantSchema = () => {
  const { SchemaField, StringField, NumberField } = foundry.data.fields;
  const optionalIc = () => new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null });
  return {
    ap: integerField(0, 0, undefined, "SHINOBI.Combatant.ap"),
    /** Fixed order among combatants on the same IC, so every client sorts alike. */
    tieOrder: integerField(0, 0),
    /** The initiative roll total this combatant entered with. */
    initiativeRoll: integerField(0, null),
    delayed: new SchemaField({
      action: new StringField({ required: true, blank: true, initial: "" }),
      resolvesOn: optionalIc(),
    }),
    variable: new SchemaField({
      action: new StringField({ required: true, blank: true, initial: "" }),
      /** What the running action does (a Block blocks, handseals lead to a jutsu), so no rule reads its name. */
      role: new StringField({ required: true, blank: false, initial: "other" }),
      startedOn: optionalIc(),
      untilIc: optionalIc(),
    }),
    stun: integerField(0, 0, undefined, "SHINOBI.Status.stun"),
    /** The last action declared and its final Speed, so interrupts against it can be checked. */
    declared: new SchemaField({
      action: new StringField({ required: true, blank: true, initial: "" }),
      speed: integerField(0, 0),
      ic: optionalIc(),
    }),
  };
};

export type IcCombatantSchema = ReturnType<typeof icCombatantSchema>;

/** A combatant's place on the IC timeline beyond its next acting IC (held in `initiative`). */
export class IcCombatantData extends foundry.abstract.TypeDataModel<IcCombatantSchema, Combatant.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Combatant", type: "ic" } as const;

  static override defineSchema(): IcCombatantSchema {
    return icCombatantSchema();
  }
}
