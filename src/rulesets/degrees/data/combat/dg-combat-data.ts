import { integerField, optionalIntegerField } from "../../../fields";
import { CEILING_MAX, MOMENT_MAX } from "./fight-bounds";

const dgCombatSchema = () => ({
  /** Where the fight stands in the port's time (docs/rules-degrees.md, "Behind the port"); `round` mirrors its round, 0 the surprise round. */
  moment: integerField(0, 0, MOMENT_MAX, "SHINOBI.Degrees.Combat.moment"),
  /** The ceiling over the fight in metres, the GM's (M94, M97); null: in the open. */
  ceiling: optionalIntegerField(0, CEILING_MAX, "SHINOBI.Degrees.Combat.ceiling"),
});

export type DgCombatSchema = ReturnType<typeof dgCombatSchema>;

/** A degrees fight's own state: the moment it has reached, and the ceiling over it. Everything else is each combatant's (DgCombatantData) or its actor's. */
export class DgCombatData extends foundry.abstract.TypeDataModel<DgCombatSchema, Combat.Implementation> {
  static readonly metadata = { documentName: "Combat", type: "dg" } as const;

  static override defineSchema(): DgCombatSchema {
    return dgCombatSchema();
  }
}
