import type { RulesetPort } from "../../ruleset";
import { ITEM_MODIFIER_TARGETS } from "../character/modifiers";
import { DEFAULT_ROLLKEEP_OPTIONS, rollkeepOptionsFrom } from "../options";
import { actionFromItem, ROLLKEEP_BASIC_ACTIONS } from "./actions";
import { answerFlow, flowAnswers, flowOutcomes, flowStage, openAttack, previewFlow, rollFlowDamage } from "./attack-flow";
import { rollkeepChecks } from "./checks";
import { imposeCondition, ROLLKEEP_STATUSES } from "./conditions";
import { declareAction, previewDeclaration } from "./declare";
import { placeRollkeepInitiative, rollkeepInitiative } from "./initiative-port";
import { deriveNow } from "./readings";
import { prepareRollkeepRoll, rollkeepChance, rollkeepOutcome } from "./rolls";
import { advanceRounds } from "./rounds";
import { newRollkeepCombatant } from "./combatant";
import { settleOutcomes } from "./settle";
import { linkGuards } from "./guard";
import { momentOf, roundOf } from "./moments";
import { nextRoundMoment, recoveriesDue, turnsAt } from "./timeline";
import { RuleRefusal } from "../../refusal";
import { rollkeepTactics } from "./tactics";
import type { RollkeepTypes } from "./types";

/**
 * The roll-and-keep ruleset behind the port (docs/rules-rollkeep.md, "Behind the port"). Time is
 * a moment that encodes the round and the place in its order (moments.ts); an attack is rolled by
 * the attacker as it opens, its damage rolled next, and the target answers the damage (a Void
 * Point against the wounds) before it settles, at once: turns are not simultaneous.
 */
/** What roll-and-keep offers besides the port every ruleset answers: the party's Tactics Pool (M9). */
export interface RollkeepPortExtras {
  readonly tactics: typeof rollkeepTactics;
  /** The moment of a round's n-th turn (moments.ts), the inverse of `roundOf`: where a table that keeps rounds but no order yet declares. */
  momentOf(round: number, slot: number): number;
}

export const rollkeepRuleset: RulesetPort<RollkeepTypes> & RollkeepPortExtras = {
  id: "rollkeep",
  label: "SHINOBI.Ruleset.rollkeep",
  options: { defaults: DEFAULT_ROLLKEEP_OPTIONS, resolve: rollkeepOptionsFrom },
  statuses: ROLLKEEP_STATUSES,
  newCombatant: newRollkeepCombatant,
  derive: deriveNow,
  checks: rollkeepChecks,
  // D9, C6, AT7: what a technique's, advantage's or mastery's standing modifier may name (the character's `modifiers`).
  modifierTargets: ITEM_MODIFIER_TARGETS,
  actionFromItem,
  basicActions: ROLLKEEP_BASIC_ACTIONS,
  initiative: { roll: rollkeepInitiative, place: placeRollkeepInitiative },
  preview: previewDeclaration,
  declare: declareAction,
  attack: {
    open: (attacker, declared, _aim, target, options, dice) => openAttack(attacker, declared, target, options, dice),
    preview: previewFlow,
    defenses: (flow, _attacker, target, options) => flowAnswers(flow, target, options),
    answer: (flow, _attacker, target, answer, options) => answerFlow(flow, target, answer, options),
    reroll: () => {
      throw new RuleRefusal("notYet", {}, "roll-and-keep has no reroll to buy");
    },
    damage: (flow, _attacker, _target, _protector, options, dice) => rollFlowDamage(flow, options, dice),
    outcomes: flowOutcomes,
    stage: flowStage,
  },
  // M5: a guard who falls guards no one.
  settle: (combatants, outcomes, at, options) => {
    const settled = settleOutcomes(combatants, outcomes, options);
    return { ...settled, combatants: linkGuards(settled.combatants, at, options) };
  },
  outsideCombat: (c) => ({ ...c, initiative: null, slot: null, turn: null, delayed: false }),
  impose: imposeCondition,
  upcoming: recoveriesDue,
  nextMoment: nextRoundMoment,
  turnsAt,
  roundOf,
  rolls: { prepare: prepareRollkeepRoll, chance: rollkeepChance, outcome: rollkeepOutcome },
  advance: advanceRounds,
  tactics: rollkeepTactics,
  momentOf,
};
