import type { RollkeepOptions } from "../options";

/** How much of a turn an action takes (A1, A4). */
export type ActionSpeed = "free" | "simple" | "complex";
export const ACTION_SPEEDS: readonly ActionSpeed[] = ["free", "simple", "complex"];

/** What an action is, for the rules that forbid some (stances, conditions, wound ranks). */
export type ActionKind = "attack" | "move" | "guard" | "grapple" | "escape" | "other";

/** An action as a turn spends it. */
export interface TurnAction {
  key: string;
  speed: ActionSpeed;
  kind: ActionKind;
  /** How often a Free Action may be taken a turn (A1, A4: once, unless it says otherwise). */
  uses?: number;
  ranged?: boolean;
  /** An attack with a [Large] weapon (CO9). */
  large?: boolean;
  /** A move toward an enemy (Full Attack allows no other, ST2) or away from one (Fire forbids it, ST3). */
  direction?: "toward" | "away" | "neither";
  /** The house rules' Crawl, the one move a prone character may make (CO9). */
  crawl?: boolean;
}

const action = (key: string, speed: ActionSpeed, kind: ActionKind = "other", more: Partial<TurnAction> = {}): TurnAction => ({ key, speed, kind, ...more });

/** The actions both books give the same cost. */
const SHARED: readonly TurnAction[] = [
  action("moveFree", "free", "move"),
  action("moveSimple", "simple", "move"),
  action("guard", "simple", "guard"),
  action("stand", "simple"),
  action("fullDefenseRoll", "complex"),
  action("grappleStart", "complex", "attack"),
  action("grappleHit", "complex", "grapple"),
  action("grappleBreak", "simple", "grapple"),
  action("escape", "complex", "escape"),
];

/**
 * A3 (4e): the other actions the text gives a cost; A2: an attack takes a Complex Action by default.
 * A few words, and letting go of what one holds, are Free Actions, our reading of the text's
 * "minor activities" (A1): what a Down character may still do, for a Void Point (C11, V7).
 */
function actions4e(options: Pick<RollkeepOptions, "attackSpeed4e">): TurnAction[] {
  return [action("attack", options.attackSpeed4e, "attack"), action("pickUpWeapon", "simple"), action("grappleThrow", "complex", "grapple"), action("grapplePass", "free", "grapple"), action("speakShort", "free"), action("letGo", "free")];
}

/** A5–A7 and G9 (house): the default speed of every other action the house rules list. */
function actionsHouse(): TurnAction[] {
  const free = ["speakShort", "drawSmallObject", "letGo", "beginSpell", "completeSpell", "payFreeCost"].map((key) => action(key, "free"));
  const simple = ["speakLong", "readyWeapon", "recoverObject", "paySimpleCost"].map((key) => action(key, "simple"));
  const complex = ["stringBow", "mountHorse", "skillTest", "payComplexCost"].map((key) => action(key, "complex"));
  return [
    ...free,
    ...simple,
    ...complex,
    action("readySmallWeapon", "free", "other", { uses: 2 }),
    action("attack", "complex", "attack"),
    action("crawl", "complex", "move", { crawl: true }),
    action("grappleThrow", "simple", "grapple"),
    action("grappleDrag", "simple", "grapple"),
    action("grappleMaintain", "complex", "grapple"),
    action("grappleCommunicateShort", "free", "grapple"),
    action("grappleCommunicateLong", "simple", "grapple"),
  ];
}

/** The actions every combatant has, by key, for the world's variant. */
export function basicActions(options: Pick<RollkeepOptions, "variant" | "attackSpeed4e">): Record<string, TurnAction> {
  const list = [...SHARED, ...(options.variant === "4e" ? actions4e(options) : actionsHouse())];
  return Object.fromEntries(list.map((a) => [a.key, a]));
}
