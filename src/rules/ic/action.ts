import type { StatusKind } from "./status/types";
import type { DamageType } from "./wounds";
import type { SpeedProfile } from "./speed";

export type ActionKind = "taijutsu" | "ninjutsu" | "genjutsu" | "weapon" | "defensive" | "utility";

/** What a defensive or special basic action does when resolved. */
export type ActionRole = "attack" | "dodge" | "parry" | "block" | "takeTheHit" | "move" | "rest" | "handseals" | "hide" | "improveHiding" | "search" | "pointOut" | "prepareSneakAttack" | "coupDeGrace" | "abort" | "other";

export const ACTION_ROLES: readonly ActionRole[] = ["attack", "dodge", "parry", "block", "takeTheHit", "move", "rest", "handseals", "hide", "improveHiding", "search", "pointOut", "prepareSneakAttack", "coupDeGrace", "abort", "other"];

/** The roles of the basic defences every combatant has; an attack card offers them as buttons. */
export const BASIC_DEFENSE_ROLES: readonly ActionRole[] = ["dodge", "parry", "block", "takeTheHit"];

/** How a defensive technique protects its user: rolled like a Dodge or a Parry, or taken like a Block. */
export type DefenseMode = "dodge" | "parry" | "block";

export interface ActionStatus {
  kind: StatusKind;
  severity: number;
  /** IC it lasts; 0 means until removed or faded by its own rule. */
  duration: number;
  /** The skill the victim resists with, or none (automatic). */
  roll: "none" | "chakraControl" | "athletics" | "toxicology";
  /** The status roll's TN. */
  tn: number;
  /** Applies on any hit, even for no damage (paraelemental clan effects). */
  onHit?: boolean;
}

/**
 * An action as plain data, with the same field names as the technique item: the simulator
 * reads it from YAML, the Foundry layer builds it from an item.
 */
export interface IcAction {
  name: string;
  kind: ActionKind;
  role?: ActionRole;
  speed: number;
  sealSpeed?: number;
  stamina?: number;
  chakra?: number;
  /** Added to the attacker's Accuracy. */
  accuracy?: number;
  damage?: { dice: string; stat: "str" | "cha" | "none"; type: DamageType | "none" };
  interrupt?: boolean;
  /** A defensive technique's way of protecting (see DefenseMode). */
  defense?: DefenseMode;
  delay?: number;
  abort?: boolean;
  variable?: boolean;
  link?: boolean;
  fixedSpeed?: boolean;
  upkeep?: number;
  aoe?: number;
  aoeCentred?: boolean;
  knockback?: number;
  environmental?: boolean;
  multiThrow?: { weapon: "shuriken" | "kunai"; count: number };
  statuses?: ActionStatus[];
  /** Flat damage bonus (abilities), never multiplied by Speed. */
  bonusDamage?: number;
}

/**
 * The same action with every field of IcAction present, in the interface's order, an absent one
 * as undefined. The rules read an action's fields on every step; when the basic actions and the
 * simulator's parsed actions all share this one layout, each read sees one object shape instead
 * of one per combination of fields written. Undefined fields are invisible to JSON and to
 * `toEqual`, and nothing enumerates an action's keys.
 */
export function actionRecord(a: IcAction): IcAction {
  // Typed with every field required (each may be undefined), so a field added to IcAction and
  // not listed here fails to compile instead of being dropped from every action.
  const record: { [K in keyof Required<IcAction>]: IcAction[K] } = {
    name: a.name,
    kind: a.kind,
    role: a.role,
    speed: a.speed,
    sealSpeed: a.sealSpeed,
    stamina: a.stamina,
    chakra: a.chakra,
    accuracy: a.accuracy,
    damage: a.damage,
    interrupt: a.interrupt,
    defense: a.defense,
    delay: a.delay,
    abort: a.abort,
    variable: a.variable,
    link: a.link,
    fixedSpeed: a.fixedSpeed,
    upkeep: a.upkeep,
    aoe: a.aoe,
    aoeCentred: a.aoeCentred,
    knockback: a.knockback,
    environmental: a.environmental,
    multiThrow: a.multiThrow,
    statuses: a.statuses,
    bonusDamage: a.bonusDamage,
  };
  return record;
}

/**
 * The Speed-rule view of an action (a declaration finds the action's own in checkAction's
 * record). Every field is set, flags true or false and no Delay as 0, so the Speed reads plain
 * booleans and numbers rather than testing what an absent field is worth.
 */
export function speedProfile(action: IcAction, base = action.speed): SpeedProfile {
  return {
    base,
    interrupt: !!action.interrupt,
    variable: !!action.variable,
    fixedSpeed: !!action.fixedSpeed,
    delay: action.delay ?? 0,
    multiThrow: !!action.multiThrow,
  };
}

const NON_BLANK = /\S/;

/** Whether a formula has anything but blanks in it. Every step of an attack asks, so a formula that starts with a digit or a "d" is answered without the regular expression. */
function written(formula: string): boolean {
  const first = formula.charCodeAt(0);
  // Printable ASCII other than the space is never blank; anything else asks the expression.
  return (first > 32 && first < 127) || NON_BLANK.test(formula);
}

/** True for actions that roll damage. */
export function isDamaging(action: IcAction): boolean {
  return !!action.multiThrow || (!!action.damage && written(action.damage.dice));
}

/**
 * Whether an action is aimed at someone, read from the action alone: it deals damage, carries
 * statuses, or finishes off the helpless. The attack preview's `attacks` (the card's reading) and
 * every declaration's say the same, since both are this.
 */
export function aimsAtSomeone(action: IcAction): boolean {
  return isDamaging(action) || (action.statuses?.length ?? 0) > 0 || action.role === "coupDeGrace";
}

/** Which kind of block an attack meets: weapons lose a quarter, unarmed and ninjutsu half. */
export function blockedKind(action: IcAction): "weapon" | "unarmed" | "ninjutsu" | "other" {
  if (action.kind === "weapon" || action.multiThrow) return "weapon";
  if (action.kind === "ninjutsu") return "ninjutsu";
  if (action.kind === "taijutsu") return "unarmed";
  return "other";
}
