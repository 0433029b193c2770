import { choiceField, htmlField } from "../../../fields";
import { TECHNIQUE_KINDS, TECHNIQUE_RINGS, TECHNIQUE_TRIGGERS, type ModifierTarget } from "../choices";
import { modifiersField, modifiersProblem } from "../modifiers";

const techniqueSchema = () => ({
  kind: choiceField(TECHNIQUE_KINDS, "technique", "SHINOBI.RollKeep.Technique.kind"),
  /** R6: the ring a spell is cast with; a kata's or kiho's element; none for the rest. */
  ring: choiceField(TECHNIQUE_RINGS, "none", "SHINOBI.RollKeep.Technique.ring"),
  modifiers: modifiersField(),
  /** S9 (house): acts as each round begins, first or last of the round's; none for most. */
  trigger: choiceField(TECHNIQUE_TRIGGERS, "none", "SHINOBI.RollKeep.Technique.trigger.label"),
  description: htmlField(),
});

export type TechniqueSchema = ReturnType<typeof techniqueSchema>;

/**
 * A school technique, advantage, disadvantage, kata, kiho, spell or mastery (O5): the texts name
 * them without rules, so each is its kind, its ring and the modifiers it grants (D9).
 */
export class RkTechniqueData extends foundry.abstract.TypeDataModel<TechniqueSchema, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "rkTechnique" } as const;

  static override defineSchema(): TechniqueSchema {
    return techniqueSchema();
  }

  /** An Armor TN modifier carries a number, never dice. */
  static override validateJoint(data: { modifiers: { target: ModifierTarget; rolled: number; kept: number }[] }): void {
    const problem = modifiersProblem(data.modifiers);
    if (problem) throw new Error(problem);
  }
}
