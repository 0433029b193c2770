import { AP_MAX, FINAL_SPEED_MAX, ROLL_MAX, SEVERITY_MAX, TIE_ORDER_MAX } from "../bounds";
import { integerField, optionalIcField } from "../fields";

const icCombatantSchema = () => {
  const { SchemaField, StringField } = foundry.data.fields;
  return {
    ap: integerField(0, 0, AP_MAX, "SHINOBI.Combatant.ap"),
    /** Fixed order among combatants on the same IC, so every client sorts alike. */
    tieOrder: integerField(0, 0, TIE_ORDER_MAX),
    /** The initiative roll total this combatant entered with. */
    initiativeRoll: integerField(0, -ROLL_MAX, ROLL_MAX),
    delayed: new SchemaField({
      action: new StringField({ required: true, blank: true, initial: "" }),
      resolvesOn: optionalIcField(),
    }),
    variable: new SchemaField({
      action: new StringField({ required: true, blank: true, initial: "" }),
      /** What the running action does (a Block blocks, handseals lead to a jutsu), so no rule reads its name. */
      role: new StringField({ required: true, blank: false, initial: "other" }),
      startedOn: optionalIcField(),
      untilIc: optionalIcField(),
    }),
    /** The stun waiting out before the next action: its IC of delay (a Stun status's severity). */
    stun: integerField(0, 0, SEVERITY_MAX, "SHINOBI.Status.stun"),
    /** The last action declared and its final Speed, so interrupts against it can be checked. */
    declared: new SchemaField({
      action: new StringField({ required: true, blank: true, initial: "" }),
      speed: integerField(0, 0, FINAL_SPEED_MAX),
      ic: optionalIcField(),
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
