import { choiceField, htmlField, integerField } from "../../../fields";
import { HARDNESS_MAX } from "../bounds";
import { SIZES } from "../choices";
import { absorptionField, flagField } from "../fields";
import { AbsorbingItemData } from "./absorbing-data";

const objectFields = () => ({
  /** Base damage at or above it breaks the object; each hit it withstands takes 2 off (M118); a barrier takes it off the damage behind it (M119). */
  hardness: integerField(5, 0, HARDNESS_MAX, "SHINOBI.Degrees.hardness"),
  /** A construction's or a mechanism's HP, for those that have some (M125). */
  absorption: absorptionField(),
  /** Air, smoke, fog: worn away by blasts and wind, never reducing damage (M121). */
  imaginary: flagField(false, "SHINOBI.Degrees.Object.imaginary"),
  /** Its size category: a larger object is easier to hit (M105, M117). */
  size: choiceField(SIZES, "standard", "SHINOBI.Degrees.size"),
  /** In someone's hands or on them: only a Disarm attacks it (M117). */
  carried: flagField(false, "SHINOBI.Degrees.Object.carried"),
  description: htmlField(),
});

export type ObjectFields = ReturnType<typeof objectFields>;

/** An object, barrier or cover of the degrees ruleset: what it takes to break it (M117–M121). */
export class DgObjectData extends AbsorbingItemData<ObjectFields> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "dgObject" } as const;

  static override defineSchema(): ObjectFields {
    return objectFields();
  }
}
