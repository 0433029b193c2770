import type { AttackOutcome } from "./resolve/attack";
import type { RulesetPort, RulesetTypes, StatusDefinition } from "../ruleset";
import { BASIC_ACTIONS } from "./basic-actions";
import { icChecks } from "./checks";
import { MODIFIER_TARGETS } from "./modifiers";
import { combatValues, newCombatant, steadyValues, withChanges, type IcCombatant } from "./combatant";
import type { CombatValues } from "./derived";
import type { IcAction } from "./action";
import { placeByInitiative, rollInitiative } from "./initiative";
import { actingOn, nextOccupiedIc } from "./timeline";
import { actionFromItem, sealsAlreadyMade } from "./items";
import { DEFAULT_IC_OPTIONS, type IcRuleOptions } from "./options";
import { icOptionsFrom } from "./options-input";
import { answerAttack, defenseOptions, flowOutcomes, flowStage, openAttack, previewAttack, rollFlowDamage, spendWillpower, type AttackFlow, type DefenseAnswer } from "./resolve/attack-flow";
import { declareOnTimeline, previewOnTimeline, type DeclarationPreview, type TimelineChoice } from "./resolve/declare-on-timeline";
import type { DeclaredAction } from "./resolve/declare";
import { advanceCombatants } from "./resolve/clock-step";
import { settleOutcomes, type SettledAttack } from "./resolve/settle";
import type { ClockEvent } from "./status/clock";
import { STATUS_KINDS } from "./status/types";
import { imposeStatus, type StatusImposed } from "./status/impose";
import { statusesDue } from "./status/schedule";

/** The plain data the IC ruleset works on. */
export interface IcTypes extends RulesetTypes {
  combatant: IcCombatant;
  combatantInput: Parameters<typeof newCombatant>[0];
  action: IcAction;
  options: IcRuleOptions;
  derived: CombatValues;
  choice: TimelineChoice;
  preview: DeclarationPreview;
  declared: DeclaredAction;
  attack: AttackFlow;
  answer: DefenseAnswer;
  outcome: AttackOutcome;
  settled: SettledAttack;
  clockEvent: ClockEvent;
  imposed: StatusImposed;
}

/** The lasting states a combatant can be left in besides the timed statuses. */
const CONDITIONS = ["incapacitated", "unconscious", "dead"] as const;

const STATUSES: readonly StatusDefinition[] = [
  ...STATUS_KINDS.map((id) => ({ id, label: `SHINOBI.Status.${id}`, timed: true })),
  ...CONDITIONS.map((id) => ({ id, label: `SHINOBI.Condition.${id}`, timed: false })),
];

/** The Initiative Count ruleset behind the port: the functions the simulator has always tested. */
export const icRuleset: RulesetPort<IcTypes> = {
  id: "ic",
  label: "SHINOBI.Ruleset.ic",
  options: { defaults: DEFAULT_IC_OPTIONS, resolve: icOptionsFrom },
  statuses: STATUSES,
  newCombatant,
  derive: combatValues,
  checks: icChecks,
  modifierTargets: MODIFIER_TARGETS,
  actionFromItem,
  basicActions: BASIC_ACTIONS,
  initiative: {
    roll: (combatant, options, dice) => rollInitiative(steadyValues(combatant, options).initiativeBonus, dice),
    place: placeByInitiative,
  },
  preview: previewOnTimeline,
  declare: declareOnTimeline,
  // IC's answer and damage ignore `owned`: they always copy. An owned fight plays each attack in
  // one step instead (RULESET_EXTRAS.ic.resolveBasicExchange).
  attack: {
    open: (attacker, declared, aim, target) => openAttack(attacker, declared, aim, target),
    preview: previewAttack,
    defenses: defenseOptions,
    answer: answerAttack,
    reroll: spendWillpower,
    damage: rollFlowDamage,
    outcomes: flowOutcomes,
    stage: flowStage,
  },
  // IC's settle ignores `owned` (it copies): an owned, unlogged IC settles through
  // RULESET_EXTRAS.ic.settleOwned instead.
  settle: (combatants, outcomes, at, options, dice, detail) => settleOutcomes(combatants, outcomes, at, options, dice, detail),
  outsideCombat: (combatant) => withChanges(combatant, { ongoing: sealsAlreadyMade(0) }),
  impose: imposeStatus,
  upcoming: (combatant, from, until) => statusesDue(combatant.statuses, from, until),
  nextMoment: nextOccupiedIc,
  turnsAt: (combatants, at) => actingOn(combatants, at),
  // The tracker's round mirrors the count.
  roundOf: (ic) => ic,
  advance: advanceCombatants,
};
