import { htmlField, integerField } from "../../../fields";
import { ARMOR_NUMBER_MAX } from "../bounds";
import { characterFields } from "./character-fields";
import { RollkeepActorData } from "./rollkeep-actor-data";

const npcSchema = () => {
  const { SchemaField, BooleanField } = foundry.data.fields;
  return {
    ...characterFields(),
    // C7, C15: what the NPC wears, typed in as a stat block gives it; worn armor items count too.
    armor: new SchemaField({
      bonus: integerField(0, 0, ARMOR_NUMBER_MAX, "SHINOBI.RollKeep.Armor.bonus"),
      reduction: integerField(0, 0, ARMOR_NUMBER_MAX, "SHINOBI.RollKeep.Armor.reduction"),
    }),
    // MK1 (house rules): a humanoid without techniques, with the mook wound track and damage.
    mook: new BooleanField({ initial: false, label: "SHINOBI.RollKeep.mook" }),
    // M7: a beast on four legs takes twice the raises to knock down.
    fourLegged: new BooleanField({ initial: false, label: "SHINOBI.RollKeep.fourLegged" }),
    notes: htmlField(),
  };
};

export type NpcSchema = ReturnType<typeof npcSchema>;

/** A GM's character on a compact sheet: the same numbers as a samurai, its armor typed in, and the mook flag. */
export class RkNpcData extends RollkeepActorData<NpcSchema> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Actor", type: "rkNpc" } as const;

  static override defineSchema(): NpcSchema {
    return npcSchema();
  }
}
