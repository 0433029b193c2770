import { RuleRefusal, type Problem } from "../../refusal";
import type { WoundState } from "../character/wound-ranks";
import type { RollkeepOptions } from "../options";
import { ACTION_SPEEDS, type ActionSpeed, type TurnAction } from "./action-catalog";
import { posture, type Stance } from "./stances";

/** What is left of a turn (A1, A4): two Simple Actions, a Complex one spending both, and the Free Actions taken. */
export interface TurnBudget {
  simple: number;
  complex: number;
  free: Record<string, number>;
  /** 4e Down (C11): Free Actions already paid for with a Void Point this turn. */
  downPaid: number;
}

/** Where the actor stands as it acts. */
export interface ActorSituation {
  stance: Stance;
  wounds: WoundState;
  stunned?: boolean;
  entangled?: boolean;
  grappled?: boolean;
  prone?: boolean;
}

export const SIMPLE_ACTIONS_PER_TURN = 2;

/**
 * A1/S10: a turn starts with two Simple Actions. 4e Center forfeits them all (ST7), Free Actions
 * too (`forfeit`); the house Void stance loses the two Simple Actions at the turn's start (ST8).
 */
export function startTurn(stance: Stance): TurnBudget {
  const centered = posture(stance) === "center";
  return { simple: centered ? 0 : SIMPLE_ACTIONS_PER_TURN, complex: 0, free: {}, downPaid: 0 };
}

function refuseAction(action: string, problem: Problem): never {
  throw new RuleRefusal("actionRefused", { turnAction: action }, `${action}: ${problem.text}`, problem);
}

/** The speed an action really costs: 4e Crippled moves cost a step more (C11); Guard is free in Earth stance (ST6). */
export function actionSpeed(action: TurnAction, situation: ActorSituation, variant: RollkeepOptions["variant"]): ActionSpeed {
  if (variant === "4e" && situation.wounds === "slowed" && action.kind === "move") return ACTION_SPEEDS[Math.min(2, ACTION_SPEEDS.indexOf(action.speed) + 1)] ?? "complex";
  if (situation.stance === "earth" && action.kind === "guard") return "free";
  return action.speed;
}

/** CO9: a Large weapon is not swung from the ground. */
export const PRONE_LARGE_WEAPON: Problem = { code: "proneLargeWeapon", text: "a prone character cannot attack with a Large weapon" };

/** C11, C13, CO3, CO4, CO7, CO9: what wounds and conditions forbid, or null. */
function conditionProblem(action: TurnAction, s: ActorSituation, speed: ActionSpeed): Problem | null {
  if (s.wounds === "out" || s.wounds === "dead") return { code: "outNoActions", text: "an unconscious or dead character takes no actions" };
  if (s.stunned) return { code: "stunnedNoActions", text: "a stunned character takes no actions" };
  if (s.entangled && action.kind !== "escape") return { code: "entangledOnlyEscape", text: "an entangled character can only try to break free" };
  if (s.grappled && action.kind !== "grapple") return { code: "grappledOnlyGrapple", text: "a grappled character can only take grapple actions" };
  if (s.wounds === "down" && (speed !== "free" || action.kind === "move")) return { code: "downFreeOnly", text: "a Down character takes Free Actions only, and no moves" };
  if (s.prone && action.kind === "move" && !action.crawl) return { code: "proneNoMove", text: "a prone character cannot move (standing takes a Simple Action)" };
  if (s.prone && action.kind === "attack" && action.large) return PRONE_LARGE_WEAPON;
  return null;
}

/** ST2–ST8: what the stance forbids, or null (Center's forfeit is in the budget). */
function stanceProblem(action: TurnAction, stance: Stance, speed: ActionSpeed): Problem | null {
  const attacking = action.kind === "attack";
  switch (stance) {
    case "fullAttack":
      if (attacking && action.ranged) return { code: "fullAttackRanged", text: "Full Attack allows no ranged attack" };
      if (action.kind === "guard") return { code: "fullAttackGuard", text: "no Guard in Full Attack" };
      if (action.kind === "move" && action.direction !== "toward") return { code: "fullAttackMoveAway", text: "in Full Attack one only moves toward enemies" };
      return speed !== "free" && !attacking && action.kind !== "move" ? { code: "fullAttackOnlyOffence", text: "in Full Attack the Simple and Complex Actions are attacks and moves" } : null;
    case "fire":
      if (action.kind === "guard") return { code: "fireGuard", text: "no Guard in Fire stance" };
      return action.kind === "move" && action.direction === "away" ? { code: "fireMoveAway", text: "no moving away from an enemy in Fire stance" } : null;
    case "defense":
    case "air":
      return attacking ? { code: "stanceNoAttacks", text: "no attacks in this stance" } : null;
    case "fullDefense":
      return speed !== "free" ? { code: "fullDefenseFreeOnly", text: "Full Defense leaves Free Actions only" } : null;
    case "earth":
      return speed !== "free" && (attacking || action.kind === "move") ? { code: "earthNoOffence", text: "no moving or attacking with Simple or Complex Actions in Earth stance" } : null;
    case "void":
      return action.kind === "move" ? { code: "voidNoMove", text: "no moving in Void stance" } : null;
    case "center":
      return { code: "centerForfeits", text: "Center forfeits every action" };
    default:
      return null;
  }
}

/**
 * Takes one action out of the turn, or refuses it (`actionRefused`, with the reason). A Free
 * Action is taken once a turn unless it says otherwise (4e: once a round, the same thing with one
 * turn a round); a Simple Action spends one of the two; a Complex Action spends both and counts as
 * one Complex Action (A4). A Down 4e character pays for Free Actions with a Void Point (C11):
 * `paidWithVoid` says the caller spent one (see `spendVoidPoint`), per action by default or once
 * for the turn by option.
 */
export function takeAction(budget: TurnBudget, action: TurnAction, situation: ActorSituation, options: Pick<RollkeepOptions, "variant" | "downVoidBuys">, paidWithVoid = false): TurnBudget {
  const speed = actionSpeed(action, situation, options.variant);
  const problem = conditionProblem(action, situation, speed) ?? stanceProblem(action, situation.stance, speed);
  if (problem !== null) refuseAction(action.key, problem);
  let downPaid = budget.downPaid;
  if (situation.wounds === "down") {
    const covered = options.downVoidBuys === "roundOfFreeActions" && downPaid > 0;
    if (!covered && !paidWithVoid) refuseAction(action.key, { code: "downPaysVoid", text: "a Down character pays a Void Point for a Free Action" });
    downPaid += 1;
  }
  if (speed === "free") {
    const taken = budget.free[action.key] ?? 0;
    if (taken >= (action.uses ?? 1)) refuseAction(action.key, { code: "freeActionUsed", text: "this Free Action has been taken as often as a turn allows" });
    return { ...budget, free: { ...budget.free, [action.key]: taken + 1 }, downPaid };
  }
  const cost = speed === "simple" ? 1 : SIMPLE_ACTIONS_PER_TURN;
  if (budget.simple < cost) refuseAction(action.key, speed === "simple" ? { code: "noSimpleLeft", text: "no Simple Action is left this turn" } : { code: "noComplexLeft", text: "no Complex Action is left this turn" });
  return { ...budget, simple: budget.simple - cost, complex: budget.complex + (speed === "complex" ? 1 : 0), downPaid };
}
