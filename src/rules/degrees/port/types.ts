import type { RulesetTypes } from "../../ruleset";
import type { DegreesOptions } from "../options";
import type { FighterAction } from "./actions";
import type { DegreesAnswer, DegreesAttackFlow, DegreesOutcome } from "./attack-flow";
import type { DegreesFighterDerived } from "./checks";
import type { DegreesClockEvent } from "./clock";
import type { DegreesImposed } from "./conditions";
import type { DegreesChoice, DegreesDeclared, DegreesPreview } from "./declare";
import type { DegreesFighter } from "./fighter";
import type { DegreesSettled } from "./settle";

/** The plain data the degrees ruleset works on. */
export interface DegreesTypes extends RulesetTypes {
  combatant: DegreesFighter;
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
}
