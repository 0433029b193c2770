import { RuleRefusal } from "../../refusal";
import { isRanged, type Weapon } from "../attack/weapons";
import { basicActions, type TurnAction } from "../combat/action-catalog";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import type { ItemInput } from "../../ruleset";
import { checkedWeapon } from "./weapon-input";

/** A turn spent on nothing but its stance (Center forfeits every action, ST7; a stunned character acts not at all, CO3). */
export const PASS = "pass";
/** 4e: passing the turn to step in later this round (S2). */
export const DELAY = "delay";
/** Getting up from Prone (A3, CO9): a Simple Action that ends it. */
export const STAND = "stand";
/** The catalog key of an attack (A2, A6). */
export const ATTACK = "attack";

/** Something a combatant can do in its turn: a catalog action by key, or an attack with a weapon of its own. */
export interface RollkeepAction {
  /** The key its cost is read from (A1–A7: `attack`, `moveSimple`, `guard`…), or `pass` / `delay`. */
  key: string;
  name: string;
  /** An item's weapon; an attack without one swings what the combatant holds. */
  weapon?: Weapon;
  /** The skill that weapon is used with. */
  skill?: string;
}

const action = (key: string): RollkeepAction => ({ key, name: key });

/**
 * The actions everyone has, in either book: what one book lacks is refused as it is taken
 * (`turnActionFor`), since the port's list of basic actions cannot follow the world's variant.
 */
export const ROLLKEEP_BASIC_ACTIONS: Readonly<Record<string, RollkeepAction>> = Object.fromEntries(
  [PASS, DELAY, ...new Set([...Object.keys(basicActions(DEFAULT_ROLLKEEP_OPTIONS)), ...Object.keys(basicActions({ ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" }))])].map((key) => [key, action(key)]),
);

/**
 * How much of the turn an action takes under these options (A1–A7), with what the attack rules
 * need to know of its weapon (ST2 no ranged attacks in Full Attack, CO9 no Large weapon prone);
 * null for `pass` and `delay`, which take no action at all.
 */
export function turnActionFor(action: RollkeepAction, weapon: Weapon, options: RollkeepOptions): TurnAction | null {
  if (action.key === PASS || action.key === DELAY) return null;
  const catalog = basicActions(options);
  const known = Object.hasOwn(catalog, action.key) ? catalog[action.key] : undefined;
  if (known === undefined) throw new RuleRefusal("actionRefused", { turnAction: action.key }, `${action.key}: not an action of these rules`, options.variant === "4e" ? { code: "not4eAction", text: "not an action of the 4e rules" } : { code: "notHouseAction", text: "not an action of the house rules" });
  return action.key === ATTACK ? { ...known, ranged: isRanged(weapon), large: weapon.size === "large" } : known;
}

/** A weapon item as an attack with it (its system data: the weapon's fields and `skill`); other items are no action. */
export function actionFromItem(item: ItemInput): RollkeepAction | null {
  if (item.type !== "weapon") return null;
  // An object's fields, each of them checked by checkedWeapon.
  const system = typeof item.system === "object" && item.system !== null ? (item.system as Record<string, unknown>) : {};
  const skill = typeof system.skill === "string" && system.skill !== "" ? system.skill : "kenjutsu";
  return { key: ATTACK, name: item.name, weapon: checkedWeapon({ ...system, name: item.name }), skill };
}
