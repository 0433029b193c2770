import { parseDiceFormula, type DiceFormula } from "../dice";
import { isRuleRefusal, RuleRefusal } from "../refusal";
import { aimsAtSomeone, isDamaging, speedProfile, type ActionStatus, type IcAction } from "./action";
import type { IcRuleOptions } from "./options";
import { calmFloor, raisedBase, type SpeedProfile } from "./speed";

/**
 * The largest whole number an action may carry in any field (as for the rule options): beyond it
 * Speeds, costs and damage stop being exact arithmetic.
 */
export const ACTION_NUMBER_LIMIT = 1_000_000;

/** How a value reads in a refusal: text in quotes, so `"5"` is told apart from 5. */
function shown(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

function whole(name: string, field: string, value: unknown, min: number, max = ACTION_NUMBER_LIMIT): void {
  if (value === undefined) return;
  if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) return;
  throw new RuleRefusal("badActionNumber", { action: name, field, value: shown(value), min, max }, `${name}: ${field} must be a whole number from ${min} to ${max}, not ${shown(value)}`);
}

/**
 * What a declaration keeps of an action that passed checkAction. Actions are plain data that
 * never change once made, so each is checked once and this is made with it: one look-up per
 * declaration finds all of it.
 */
export interface CheckedAction extends TakenFacts {
  /** The action this record is for: a caller handing a record in with an action is believed only when this is that action. */
  action: IcAction;
  /** The options its own dice were last found within (see refuseForbiddenDice), or null. */
  diceWithin: IcRuleOptions | null;
  /** Its Seal Speed (0 without seals) and whether it is an interrupt: what sealsToMake reads. */
  sealSpeed: number;
  interrupt: boolean;
  /** Whether it rolls damage (isDamaging), read once. */
  damaging: boolean;
  /**
   * Its own damage dice, parsed, when it rolls them as written (not a multi-throw, whose dice
   * depend on the thrower), else null: the roll finds them here once `diceWithin` holds its options.
   */
  dice: DiceFormula | null;
}

/**
 * What a declaration reads of an action as it is taken, each field with its default filled in.
 * Actions come in as many shapes as there are ways of writing them (a scenario's, an item's, a
 * basic action's), and code reading several shapes checks each; this record has one shape, so a
 * declaration reads it rather than the action. An action's own is its CheckedAction; a
 * multi-throw's, whose Speed and Stamina depend on the thrower, is made for each declaration.
 */
export interface TakenFacts {
  /** The Speed-rule view of the action as taken (speedProfile). */
  profile: SpeedProfile;
  /** The base Speed the rules start from (raisedBase of `profile`), worked out once: finalSpeedFrom reads it. */
  base: number;
  /** The floor of its Speed with no Shock (calmFloor of `profile`), so a declaration without Shock applies only its AP. */
  floor: number;
  stamina: number;
  chakra: number;
  upkeep: number;
  delay: number;
  variable: boolean;
  /** A Rest: it lowers the running Stamina penalty. */
  resting: boolean;
  /** Whether it is aimed at someone (aimsAtSomeone): what a declaration tells its caller. */
  attacks: boolean;
}

const checked = new WeakMap<IcAction, CheckedAction>();

/**
 * Refuses an action whose numbers the rules cannot use — text, NaN, infinities, fractions,
 * negatives, numbers past `ACTION_NUMBER_LIMIT` (`badActionNumber`, naming the field) — or whose
 * damage is not a dice formula (`badDice`, naming `damage.dice`). An item's schema already keeps
 * most of this out; a scenario file or a hand-made action does not, and nothing here may turn
 * into a Speed of "105" or NaN.
 */
export function checkAction(action: IcAction): CheckedAction {
  const known = checked.get(action);
  if (known) return known;
  const name = typeof action.name === "string" ? action.name : shown(action.name);
  // A Speed of 0 is a variable action's unset length or a link's; an attack always takes time.
  whole(name, "speed", action.speed, action.role === "attack" && !action.variable && !action.interrupt && !action.link ? 1 : 0);
  for (const field of ["sealSpeed", "stamina", "chakra", "delay", "upkeep", "aoe", "knockback"] as const) whole(name, field, action[field], 0);
  whole(name, "accuracy", action.accuracy, -ACTION_NUMBER_LIMIT);
  whole(name, "bonusDamage", action.bonusDamage, -ACTION_NUMBER_LIMIT);
  if (action.multiThrow) whole(name, "multiThrow.count", action.multiThrow.count, 2);
  // A loop, not a closure: a closure over `name` would make every call, however quick, build a context for it.
  const statuses = action.statuses ?? [];
  for (let i = 0; i < statuses.length; i++) {
    const status = statuses[i] as ActionStatus;
    whole(name, `statuses[${i}].severity`, status.severity, 0);
    whole(name, `statuses[${i}].duration`, status.duration, 0);
    whole(name, `statuses[${i}].tn`, status.tn, 0);
  }
  const damaging = isDamaging(action);
  let dice: DiceFormula | null = null;
  if (action.damage) {
    try {
      const own = parseDiceFormula(action.damage.dice);
      if (damaging && !action.multiThrow) dice = own;
    } catch (error) {
      if (!isRuleRefusal(error)) throw error;
      throw new RuleRefusal(error.code, { ...error.data, action: name, field: "damage.dice" }, `${name}: damage.dice: ${error.message}`, error.problem);
    }
  }
  const profile = speedProfile(action);
  const facts: CheckedAction = {
    action,
    profile,
    base: raisedBase(profile),
    floor: calmFloor(profile),
    stamina: action.stamina ?? 0,
    chakra: action.chakra ?? 0,
    upkeep: action.upkeep ?? 0,
    delay: action.delay ?? 0,
    variable: !!action.variable,
    resting: action.role === "rest",
    attacks: aimsAtSomeone(action),
    diceWithin: null,
    sealSpeed: action.sealSpeed ?? 0,
    interrupt: !!action.interrupt,
    damaging,
    dice,
  };
  checked.set(action, facts);
  return facts;
}
