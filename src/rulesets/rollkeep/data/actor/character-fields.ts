import { choiceField, integerField } from "../../../fields";
import { INSIGHT_RANK_MAX, WOUNDS_MAX } from "../bounds";
import { STANCES } from "../choices";
import { ratingField, traitsField } from "../fields";
import { penaltiesField, woundAdjustmentsField } from "./adjustment-fields";
import { skillsField, skillsProblem } from "../skills";
import { voidPointsField, voidPointsProblem } from "../void-points";

/**
 * What samurai and NPCs both hold: what the rules read a character from (traits, the Void Ring,
 * Insight Rank, skills, wounds taken, penalties and wound-track adjustments) and what a fight changes (Void Points, the stance).
 */
export const characterFields = () => ({
  traits: traitsField(),
  void: ratingField("SHINOBI.RollKeep.Ring.void"),
  // C4: the Insight Rank's formula is in a book that is not among the sources, so it is typed in.
  insightRank: integerField(1, 0, INSIGHT_RANK_MAX, "SHINOBI.RollKeep.insightRank"),
  skills: skillsField(),
  voidPoints: voidPointsField(),
  wounds: integerField(0, 0, WOUNDS_MAX, "SHINOBI.RollKeep.wounds"),
  penalties: penaltiesField(),
  woundAdjustments: woundAdjustmentsField(),
  // 4e is the default book (O1), so a new character stands in its Attack stance.
  stance: choiceField(STANCES, "attack", "SHINOBI.RollKeep.stance"),
});

/** The shared fields' values as the joint checks read them. */
export interface CharacterJointFields {
  void: number;
  skills: { key: string }[];
  voidPoints: { value: number };
}

/** Throws a readable error, naming the field, when a character's fields do not fit together. */
export function characterProblem(data: CharacterJointFields): void {
  const problem = skillsProblem(data.skills) ?? voidPointsProblem(data.voidPoints.value, data.void);
  if (problem) throw new Error(problem);
}
