import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { choice, flag, number, numbers, type OptionSettingEntry } from "../../settings/rule-options";

type Options = RulesetTypesOf<"degrees">["options"];

/** The size categories, smallest first, as the size options' lines list them. */
const SIZES = RULESET_EXTRAS.degrees.lists.sizes;

/**
 * Every degrees rule option (docs/rules-degrees.md, each **GM option**), offered as a `dg<Option>`
 * world setting. The port checks the values (`options.resolve`) but does not list them, so the
 * choices and ranges are written here; tests/foundry/degrees-pieces.test.ts holds them to the
 * port's (every choice accepted, the ends of every range accepted and one past them refused).
 * Options a sheet's derived numbers follow (where HP leave a character, movement, penalties)
 * reload the world.
 */
export const OPTION_SETTINGS: { readonly [K in keyof Options]: OptionSettingEntry } = {
  degreeFloors: numbers(["1", "2", "3", "4"], "list"),
  dcTie: choice(["meet", "beat"]),
  contestedTie: choice(["reroll", "attacker"]),
  maxTieRerolls: number(0, 100),
  hpOverflow: choice(["clamp", "subtract"]),
  thresholds: numbers(["unconscious", "dying", "dead"], "record", true),
  dyingLoss: number(0, 1000),
  bleedingLoss: number(0, 1000),
  penaltyCap: number(0, 1000, true),
  fatiguedPenalty: number(0, 3, true),
  blindedPenalty: number(0, 3, true),
  partnerDivision: choice(["base", "final"]),
  partnerActionsCount: choice(["announced", "used"]),
  durationCount: choice(["coming", "round"]),
  delayLasts: choice(["round", "battle"]),
  heldAtRoundEnd: flag(),
  holdUpkeep: choice(["turnStart", "byHand"]),
  tumbleDcBase: number(0, 30),
  soldierPillTiming: choice(["afterHour", "immediate"]),
  suffocationDc: number(2, 40),
  hourlyHealing: flag(),
  maneuverSizeDefence: choice(["onePlusDifference", "perCategory"]),
  fractionRounding: choice(["up", "down"], true),
  elementalAdvantage: choice(["fiveElements", "none"]),
  elementalBonus: number(0, 20),
  // The size table (F2), a line of ten numbers a column, smallest size first; the sheets derive from it.
  sizeStrengthVigor: numbers(SIZES, "record", true),
  sizeReach: numbers(SIZES, "record", true),
  sizeStealth: numbers(SIZES, "record", true),
  sizeIntimidate: numbers(SIZES, "record", true),
  sizeMovement: numbers(SIZES, "record", true),
  weaponHardness: flag(),
};
