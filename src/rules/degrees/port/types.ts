import type { RulesetTypes } from "../../ruleset";
import type { DefensiveTechnique, Wielded } from "../attack/types";
import type { DegreesCharacter } from "../character/character";
import type { ThresholdState } from "../character/hit-points";
import type { ConditionId } from "../conditions/definitions";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import type { SceneEnd, SceneState } from "../scene";
import type { GrabHold } from "../maneuvers/grab";
import type { SizeCategory } from "../size";
import type { FighterAction } from "./actions";
import type { DegreesAnswer, DegreesAttackFlow, DegreesOutcome } from "./attack-state";
import type { DegreesFighterDerived } from "./checks";
import type { DegreesClockEvent } from "./clock";
import type { DegreesImposed } from "./conditions";
import type { DegreesChoice, DegreesDeclared, DegreesPreview } from "./declare";
import type { DegreesCheckResult, DegreesRest } from "./extras";
import type { DegreesFighter, FighterInput } from "./fighter";
import type { DegreesSettled } from "./settle";

/**
 * The plain data the degrees ruleset works on: the port's bundle, and the shapes its own Foundry
 * pieces read and write besides (a character as the sheet stores it, a condition as an effect
 * holds it, a rest, a check's result, the scene), reached through `RulesetTypesOf<"degrees">`.
 */
export interface DegreesTypes extends RulesetTypes {
  combatant: DegreesFighter;
  combatantInput: FighterInput;
  action: FighterAction;
  options: DegreesOptions;
  derived: DegreesFighterDerived;
  choice: DegreesChoice;
  preview: DegreesPreview;
  declared: DegreesDeclared;
  attack: DegreesAttackFlow;
  answer: DegreesAnswer;
  outcome: DegreesOutcome;
  settled: DegreesSettled;
  clockEvent: DegreesClockEvent;
  imposed: DegreesImposed;
  character: DegreesCharacter;
  size: SizeCategory;
  conditionId: ConditionId;
  conditionInstance: ConditionInstance;
  thresholdState: ThresholdState;
  wielded: Wielded;
  defensiveTechnique: DefensiveTechnique;
  rest: DegreesRest;
  checkResult: DegreesCheckResult;
  scene: SceneState;
  sceneEnd: SceneEnd;
  grabHold: GrabHold;
}
