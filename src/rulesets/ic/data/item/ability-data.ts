import { ABILITY_KINDS } from "../choices";
import { choiceField, htmlField, modifiersField } from "../fields";

const abilitySchema = () => ({
  kind: choiceField(ABILITY_KINDS, "ability", "SHINOBI.Ability.kind"),
  modifiers: modifiersField(),
  description: htmlField(),
});

export type AbilitySchema = ReturnType<typeof abilitySchema>;

/** An ability, unique or clan trait, with the modifiers it grants. */
export class AbilityData extends foundry.abstract.TypeDataModel<AbilitySchema, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "ability" } as const;

  static override defineSchema(): AbilitySchema {
    return abilitySchema();
  }
}
