import type { RulesetTypes } from "../../ruleset";
import type { RollkeepDerived } from "../character/derive";
import type { RollkeepOptions } from "../options";
import type { RollkeepAction } from "./actions";
import type { RollkeepAnswer, RollkeepAttackFlow, RollkeepOutcome } from "./attack-flow";
import type { CombatantInput, RollkeepCombatant } from "./combatant";
import type { RollkeepImposed } from "./conditions";
import type { RollkeepChoice, RollkeepDeclared, RollkeepPreview } from "./declare";
import type { StanceWhen } from "./offers";
import type { RollkeepPreparedRoll, RollkeepRollOutcome, RollkeepRollRequest } from "./rolls";
import type { RollkeepClockEvent } from "./rounds";
import type { RollkeepSettled } from "./settle";

/** The plain data the roll-and-keep ruleset works on. */
export interface RollkeepTypes extends RulesetTypes {
  combatant: RollkeepCombatant;
  combatantInput: CombatantInput;
  action: RollkeepAction;
  options: RollkeepOptions;
  derived: RollkeepDerived;
  choice: RollkeepChoice;
  preview: RollkeepPreview;
  declared: RollkeepDeclared;
  attack: RollkeepAttackFlow;
  answer: RollkeepAnswer;
  outcome: RollkeepOutcome;
  settled: RollkeepSettled;
  clockEvent: RollkeepClockEvent;
  imposed: RollkeepImposed;
  rollRequest: RollkeepRollRequest;
  preparedRoll: RollkeepPreparedRoll;
  rollOutcome: RollkeepRollOutcome;
  /** When a stance is picked (the opening one, or one as a turn begins), as `offers.stancesOpen` asks. */
  stanceWhen: StanceWhen;
}
