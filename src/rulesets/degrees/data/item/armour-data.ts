import { htmlField } from "../../../fields";
import { absorptionField, flagField } from "../fields";
import { AbsorbingItemData } from "./absorbing-data";

const armourFields = () => ({
  /** It takes the damage of a hit, after the degree, until none is left (M125). */
  absorption: absorptionField(),
  worn: flagField(false, "SHINOBI.Degrees.Armour.worn"),
  description: htmlField(),
});

export type ArmourFields = ReturnType<typeof armourFields>;

/** Armour of the degrees ruleset: the absorption it gives whoever wears it, and what is left of it. */
export class DgArmourData extends AbsorbingItemData<ArmourFields> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "dgArmour" } as const;

  static override defineSchema(): ArmourFields {
    return armourFields();
  }
}
