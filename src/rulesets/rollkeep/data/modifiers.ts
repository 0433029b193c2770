import { choiceField, integerField } from "../../fields";
import { MODIFIER_DICE_MAX, MODIFIER_FLAT_MAX } from "./bounds";
import { ARMOR_TN_TARGETS, MODIFIER_TARGETS, type ModifierTarget } from "./choices";

const fields = () => foundry.data.fields;

/**
 * D9: what an item (a technique, an advantage, a mastery) adds where the rules take it: dice
 * rolled and kept and a flat part on a roll's pool, or a number on a part of the Armor TN.
 */
export function modifiersField() {
  const { ArrayField, SchemaField } = fields();
  return new ArrayField(
    new SchemaField({
      target: choiceField(MODIFIER_TARGETS, "attack", "SHINOBI.RollKeep.Modifier.target"),
      rolled: integerField(0, -MODIFIER_DICE_MAX, MODIFIER_DICE_MAX, "SHINOBI.RollKeep.Modifier.rolled"),
      kept: integerField(0, -MODIFIER_DICE_MAX, MODIFIER_DICE_MAX, "SHINOBI.RollKeep.Modifier.kept"),
      flat: integerField(0, -MODIFIER_FLAT_MAX, MODIFIER_FLAT_MAX, "SHINOBI.RollKeep.Modifier.flat"),
    }),
  );
}

/** C6: a part of the Armor TN is a number; dice on one would be dropped without a word, so they are refused. */
export function modifiersProblem(modifiers: readonly { target: ModifierTarget; rolled: number; kept: number }[]): string | null {
  for (const [i, m] of modifiers.entries()) {
    if (!ARMOR_TN_TARGETS.includes(m.target)) continue;
    if (m.rolled !== 0) return `modifiers.${i}.rolled: an Armor TN modifier adds a number, not dice`;
    if (m.kept !== 0) return `modifiers.${i}.kept: an Armor TN modifier adds a number, not dice`;
  }
  return null;
}
