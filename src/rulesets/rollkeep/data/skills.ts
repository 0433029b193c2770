import { integerField } from "../../fields";
import { SKILL_MAX } from "./bounds";
import { skillKeyField, skillKeyProblem } from "./fields";

const fields = () => foundry.data.fields;

/** C2, D8: the skills a character has, each with its rank (0–10) and its emphases (names the sheet shows; no roll reads them by default). */
export function skillsField() {
  const { ArrayField, SchemaField, StringField } = fields();
  return new ArrayField(
    new SchemaField({
      key: skillKeyField("kenjutsu", "SHINOBI.RollKeep.Skill.key"),
      rank: integerField(1, 0, SKILL_MAX, "SHINOBI.RollKeep.Skill.rank"),
      emphases: new ArrayField(new StringField({ required: true, nullable: false, blank: false })),
    }),
    { label: "SHINOBI.RollKeep.Skill.skills" },
  );
}

/** Why a list of skills cannot be stored (a key that is not one, a skill listed twice), or null when it can. */
export function skillsProblem(skills: readonly { key: string }[]): string | null {
  const seen = new Set<string>();
  for (const [i, { key }] of skills.entries()) {
    const problem = skillKeyProblem(`skills.${i}.key`, key);
    if (problem) return problem;
    if (seen.has(key)) return `skills.${i}.key: ${key} is listed twice`;
    seen.add(key);
  }
  return null;
}
