import type { SceneLimit } from "../scene";
import type { HandsNeed } from "../conditions/acting";
import type { DefensiveTechnique } from "../attack/types";
import { attackProfileOf } from "../attack/profile";
import type { CastingTime } from "../casting-time";
import type { DegreesAction } from "../combatant";
import type { TechniqueRange } from "../maneuvers/total-defence";
import type { TurnAction } from "../turn-actions";

/** The special maneuvers (M78–M83): a Melee check at −2 whose hit does what the maneuver says instead of damage (Trample only ends a Charge, M80). */
export type SpecialManeuver = "takedown" | "disarm" | "push" | "grab" | "trample";

/**
 * What an action is, as declaring it reads it: an attack (a Strike, a weapon, an offensive
 * technique), a special maneuver, a Feint, Total Defence, a Delay, a move, standing up, another
 * technique, drawing a weapon or an object (M70), or a defensive technique (which only answers an
 * attack, M25).
 */
export type ActionRole = "attack" | "maneuver" | "feint" | "totalDefence" | "delay" | "move" | "standUp" | "draw" | "technique" | "defence" | ExtraRole;

/**
 * The roles of the maneuvers that reach the port beside attacks: summoning a partner (M84–M86),
 * getting on and off a mount (M90), taking off and landing (M95), holding or preparing an action
 * (M17, M69), and stepping in after a Delay that named no value (M10).
 */
export type ExtraRole = "summon" | "mount" | "dismount" | "takeOff" | "land" | "hold" | "prepare" | "stepIn" | "skipStandard";

/** Something a fighter can do, by the rules' reading of it: what the port calls an action. */
export interface FighterAction {
  /** The basic action's key, or `weapon` / `technique` for an item's. */
  key: string;
  name: string;
  role: ActionRole;
  /** The action it takes (M13, M18): a technique names its own. */
  time: CastingTime;
  /** Chakra it costs, paid as it is declared (M48). */
  chakra: number;
  /** For a move: what kind, as the once-a-round limit reads it (M19, M68). */
  move?: "normal" | "safeStep";
  /** What an attack or a special maneuver rolls and, for an attack, deals. */
  attack?: DegreesAction;
  maneuver?: SpecialManeuver;
  /** Where a technique reaches: Total Defence allows personal ones only (M67). */
  range?: TechniqueRange;
  /** A defensive technique's cost, paid when it answers an attack (M25). */
  defence?: DefensiveTechnique;
  /** How often a scene it may be used (M4, M88), counted by `useInScene`; no limit when absent. */
  perScene?: SceneLimit;
  /** What it needs both hands for, which a lost arm or hand forbids without a feat (M130 4): a two-handed weapon, hand seals. */
  hands?: HandsNeed;
}

/** The unarmed Strike (M62): Melee, half Strength and no weapon damage but the best unarmed source's (M28, M31), non-lethal (M38). */
const UNARMED: DegreesAction = { name: "strike", accuracy: "melee", attack: attackProfileOf({ delivery: "melee", lethal: false }), damage: { source: "melee", added: 0 }, fixed: 0, ignoreHardness: 0, unarmed: true };

const basic = (key: string, role: ActionRole, time: CastingTime, more: Partial<FighterAction> = {}): FighterAction => fighterActionOf({ key, name: key, role, time, chakra: 0, ...more });

/**
 * An action with every field, always, in one order (the absent ones undefined), its attack too:
 * one shape for every action, basic or an item's. The steps that read actions (declaring, the
 * base damage, opening the attack) otherwise met the basic Strike, in another shape than the
 * items' attacks, only when a duellist first fell back on it, some hundreds of duels in, and V8
 * threw away their optimised code at once.
 */
export function fighterActionOf(a: FighterAction): FighterAction {
  return {
    key: a.key,
    name: a.name,
    role: a.role,
    time: a.time,
    chakra: a.chakra,
    move: a.move,
    attack: a.attack === undefined ? undefined : degreesActionOf(a.attack),
    maneuver: a.maneuver,
    range: a.range,
    defence: a.defence,
    perScene: a.perScene,
    hands: a.hands,
  };
}

/** What an attack rolls and deals, every field in one order (see `fighterActionOf`). */
function degreesActionOf(d: DegreesAction): DegreesAction {
  return { name: d.name, accuracy: d.accuracy, attack: d.attack, damage: d.damage, fixed: d.fixed, ignoreHardness: d.ignoreHardness, category: d.category, thrownCount: d.thrownCount, unarmed: d.unarmed, long: d.long, drain: d.drain };
}

/**
 * The actions everyone has (the text's maneuvers that are actions of their own). Charging and
 * fighting defensively are ways of making a melee attack, so they are chosen with it (the choice's
 * `charge` and `stance`), not actions of their own.
 */
export const DEGREES_BASIC_ACTIONS: Readonly<Record<string, FighterAction>> = Object.fromEntries(
  [
    basic("strike", "attack", "standard", { attack: UNARMED }),
    // Special maneuvers are unarmed by nature (M78): the caller names the armed Melee when a weapon or feat allows it.
    ...(["takedown", "disarm", "push", "grab"] as const).map((maneuver) => basic(maneuver, "maneuver", "standard", { attack: { ...UNARMED, name: maneuver }, maneuver })),
    // Trample only ends a Charge, a full-round action (M63, M80).
    basic("trample", "maneuver", "fullRound", { attack: { ...UNARMED, name: "trample" }, maneuver: "trample" }),
    basic("feint", "feint", "standard"),
    basic("totalDefence", "totalDefence", "standard"),
    basic("delay", "delay", "free"),
    basic("move", "move", "movement", { move: "normal" }),
    basic("safeStep", "move", "movement", { move: "safeStep" }),
    basic("retreat", "move", "fullRound", { move: "normal" }),
    basic("standUp", "standUp", "movement"),
    // A partial action for one weapon; what is readied sets the cost as it is declared (M70).
    basic("drawWeapon", "draw", "partial"),
    // Calling a partner into the fight (or commanding it) is a free action of its owner (M85).
    basic("summon", "summon", "free"),
    basic("mount", "mount", "movement"),
    basic("dismount", "dismount", "movement"),
    basic("takeOff", "takeOff", "movement", { move: "normal" }),
    basic("land", "land", "movement"),
    basic("hold", "hold", "free"),
    basic("prepareAction", "prepare", "standard"),
    basic("stepIn", "stepIn", "reaction"),
    // Announcing, before acting, that one of a partner group skips its standard action this round (M87): it costs nothing.
    basic("skipStandard", "skipStandard", "free"),
    // Grabbing and swallowing soldier pills, any number, is one partial action (M51); the pills' effect is `takeSoldierPills`'s.
    basic("soldierPill", "technique", "partial", { range: "personal" }),
    // Medicine on someone else's wound is a standard action (M42); the caller rolls its check.
    basic("stabilise", "technique", "standard"),
  ].map((action) => [action.key, action]),
);

/** How a refusal names an action: an item's by the item's name, a basic action by its key (its name in the player's language). */
export function actionNamed(action: FighterAction): { action: string } | { basicAction: string } {
  return Object.hasOwn(DEGREES_BASIC_ACTIONS, action.key) ? { basicAction: action.key } : { action: action.name };
}

/**
 * The turn's action an action takes, for the round's budget (M13, M14, M19): worked out once per
 * action, as every declaration asks (twice). The last action asked comes first, without a
 * WeakMap lookup: a declaration asks about the same action again at once.
 */
export function turnActionOf(action: FighterAction): TurnAction | { kind: "reaction" } {
  if (action === lastAction && lastTaken !== null) return lastTaken;
  let taken = turnActions.get(action);
  if (!taken) {
    taken = turnAction(action);
    turnActions.set(action, taken);
  }
  lastAction = action;
  lastTaken = taken;
  return taken;
}

const turnActions = new WeakMap<FighterAction, TurnAction | { kind: "reaction" }>();
let lastAction: FighterAction | null = null;
let lastTaken: TurnAction | { kind: "reaction" } | null = null;

function turnAction(action: FighterAction): TurnAction | { kind: "reaction" } {
  switch (action.time) {
    case "reaction":
      return { kind: "reaction" };
    case "free":
      // The same free action is taken once a round (M13): each is counted by its key.
      return { kind: "free", name: action.key };
    case "partial":
    case "standard":
      return { kind: action.time };
    case "movement":
    case "fullRound":
      return action.move ? { kind: action.time, move: action.move } : { kind: action.time };
  }
}

// The basic actions' turn actions are made with them: the Strike a duellist falls back on is first
// asked about some hundreds of duels in, and a miss then reached calls the optimised declaration
// had never made (V8 keeps no feedback of a function's first few calls), so it was compiled again.
for (const action of Object.values(DEGREES_BASIC_ACTIONS)) turnActions.set(action, turnAction(action));
