import { RuleRefusal, type Problem } from "../../refusal";
import { skillRank } from "../character/skills";
import { ASSESSMENT_FACTS } from "../duel/duel";
import { prepareAssessment } from "../duel/duel-rolls";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";
import { duelistRatings, IAIJUTSU } from "./duel";
import { deriveNow } from "./readings";

/** One of the facts an Assessment can reveal about the opponent (DU2). */
export type AssessmentFact = (typeof ASSESSMENT_FACTS)[number];

/** A fact learned, with what it is now: a rating, a count, the emphases' names, or the wound rank's name. */
export interface LearnedFact {
  fact: AssessmentFact;
  value: number | string | string[];
}

function refuseDuel(problem: Problem): never {
  throw new RuleRefusal("duelRefused", {}, `duel: ${problem.text}`, problem);
}

/**
 * DU2: the raises a duelist calls on its Assessment, checked as the roll will be (R8: no more than
 * the Void Ring; R4: none on an unskilled roll) before any die, so the call is refused when made.
 */
export function checkAssessmentCall(duelist: RollkeepCombatant, opponent: RollkeepCombatant, raises: number, options: RollkeepOptions): number {
  prepareAssessment(duelistRatings(duelist, options), deriveNow(opponent, options).insightRank, raises, options);
  return raises;
}

/**
 * DU2: the facts a duelist chose to learn about the opponent, as they stand now: at most as many
 * as the Assessment earned, each one of the six the text names, none twice.
 */
export function assessmentFacts(opponent: RollkeepCombatant, chosen: readonly unknown[], earned: number, options: RollkeepOptions): LearnedFact[] {
  if (chosen.length === 0) refuseDuel({ code: "noFactChosen", text: "choose at least one fact" });
  if (chosen.length > earned) refuseDuel({ code: "moreFactsThanEarned", data: { earned, chosen: chosen.length }, text: `the Assessment earned ${earned} fact(s), not ${chosen.length}` });
  const facts = chosen.map((c) => ASSESSMENT_FACTS.find((f) => f === c) ?? refuseDuel({ code: "notAFact", data: { fact: String(c) }, text: `"${String(c)}" is not a fact an Assessment reveals` }));
  if (new Set(facts).size !== facts.length) refuseDuel({ code: "factTwice", text: "a fact is learned once" });
  const derived = deriveNow(opponent, options);
  const value: Record<AssessmentFact, LearnedFact["value"]> = {
    void: derived.rings.void,
    reflexes: derived.traits.reflexes,
    iaijutsu: skillRank(opponent.character.skills, IAIJUTSU),
    iaijutsuEmphases: [...(opponent.character.skills[IAIJUTSU]?.emphases ?? [])],
    voidPoints: opponent.voidPoints.points,
    woundRank: derived.woundRank.rank,
  };
  return facts.map((fact) => ({ fact, value: value[fact] }));
}
