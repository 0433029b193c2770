import { RuleRefusal } from "../../refusal";
import type { RulesetPort } from "../../ruleset";
import { DEFAULT_DEGREES_OPTIONS } from "../options";
import { degreesOptionsFrom } from "../options-input";
import { FRESH_ROUND } from "../turn-actions";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import { answerDegreesAttack, degreesDamage, degreesDefences, degreesOutcomes, degreesStage, openDegreesAttack, previewDegreesAttack } from "./attack-flow";
import { degreesChecks, deriveFighter } from "./checks";
import { advanceDegrees } from "./clock";
import { DEGREES_STATUSES, imposeOnFighter } from "./conditions";
import { declareDegrees, previewDegrees } from "./declare";
import { copyOf, newDegreesFighter } from "./fighter";
import { placeDegreesInitiative, rollDegreesInitiative } from "./initiative-port";
import { actionFromItem } from "./item-input";
import { MODIFIER_TARGETS } from "./modifier-targets";
import { roundOf } from "./moments";
import { settleDegrees } from "./settle";
import { conditionsDue, nextTurnMoment, turnsAt } from "./timeline";
import type { DegreesTypes } from "./types";

/**
 * The degrees ruleset behind the port (docs/rules-degrees.md, "Behind the port"). Time is a moment
 * that encodes the round and each turn's start and end (moments.ts), so durations end at the start
 * or the end of the affected character's own turn. The attacker rolls as the attack opens, the
 * target answers with a defence, the damage is worked out step by step, and each attack settles
 * as soon as it is over: turns are not simultaneous.
 */
export const degreesRuleset: RulesetPort<DegreesTypes> = {
  id: "degrees",
  label: "SHINOBI.Ruleset.degrees",
  options: { defaults: DEFAULT_DEGREES_OPTIONS, resolve: degreesOptionsFrom },
  statuses: DEGREES_STATUSES,
  newCombatant: newDegreesFighter,
  derive: deriveFighter,
  checks: degreesChecks,
  modifierTargets: MODIFIER_TARGETS,
  actionFromItem,
  basicActions: DEGREES_BASIC_ACTIONS,
  initiative: { roll: rollDegreesInitiative, place: placeDegreesInitiative },
  preview: previewDegrees,
  declare: declareDegrees,
  attack: {
    open: (attacker, declared, _aim, target, options, dice) => openDegreesAttack(attacker, declared, target, options, dice),
    preview: (_attacker, declared) => previewDegreesAttack(declared),
    defenses: degreesDefences,
    answer: answerDegreesAttack,
    reroll: () => {
      throw new RuleRefusal("notYet", {}, "the degrees rules have no reroll to buy");
    },
    damage: (flow, _attacker, target, _protector, options, dice, detail, owned) => degreesDamage(flow, target, options, dice, detail, owned),
    outcomes: degreesOutcomes,
    stage: degreesStage,
  },
  // Degrees' settling lists what it did either way: `detail` is not read, `owned` is.
  settle: (combatants, outcomes, _at, options, _dice, _detail, owned) => settleDegrees(combatants, outcomes, options, owned),
  outsideCombat: (f) => {
    const out = copyOf(f);
    out.initiative = null;
    out.grantedRound = null;
    out.turn = null;
    out.delayedTo = null;
    out.actions = FRESH_ROUND;
    return out;
  },
  impose: imposeOnFighter,
  upcoming: conditionsDue,
  nextMoment: nextTurnMoment,
  turnsAt: (combatants, at) => turnsAt(combatants, at),
  roundOf,
  advance: advanceDegrees,
};
