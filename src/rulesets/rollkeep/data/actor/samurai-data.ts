import { htmlField, integerField } from "../../../fields";
import { SCHOOL_RANK_MAX } from "../bounds";
import { characterFields } from "./character-fields";
import { RollkeepActorData } from "./rollkeep-actor-data";

const samuraiSchema = () => {
  const { SchemaField, StringField } = foundry.data.fields;
  return {
    ...characterFields(),
    school: new SchemaField({
      name: new StringField({ required: true, blank: true, initial: "", label: "SHINOBI.RollKeep.School.name" }),
      // R6: a spell's pool adds the caster's school rank.
      rank: integerField(1, 0, SCHOOL_RANK_MAX, "SHINOBI.RollKeep.School.rank"),
    }),
    biography: htmlField(),
    notes: htmlField(),
  };
};

export type SamuraiSchema = ReturnType<typeof samuraiSchema>;

/** A player's samurai: the full character, its armor and weapons as items. */
export class RkSamuraiData extends RollkeepActorData<SamuraiSchema> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Actor", type: "rkSamurai" } as const;

  static override defineSchema(): SamuraiSchema {
    return samuraiSchema();
  }
}
