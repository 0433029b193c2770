import { RuleRefusal, type Problem } from "../../refusal";
import type { RollkeepVariant } from "../options";

/** C18: terrain the GM assigns, with how many ranks it takes off Water for moving. */
export type Terrain = "basic" | "moderate" | "difficult";
export const TERRAIN_WATER_LOSS: Readonly<Record<Terrain, number>> = { basic: 0, moderate: 1, difficult: 2 };
/** CO1: blindness takes two ranks off Water for moving. */
export const BLIND_WATER_LOSS = 2;

/** CO1: the Athletics/Agility TN a blind character rolls for a Simple move, or lands Prone instead. */
export const BLIND_MOVE_TN: Readonly<Record<RollkeepVariant, number>> = { "4e": 20, house: 15 };

/** The feet each kind of move covers, and the most a character may cover in a round. */
export interface MovementRates {
  /** The Water Ring used for moving, after terrain and blindness. */
  water: number;
  /** C17: a Free Action move, 5 × Water. */
  free: number;
  /** C17: a Simple Action move, 10 × Water. */
  simple: number;
  /** C17: the round's limit, 20 × Water. */
  cap: number;
}

export const FEET_PER_WATER = { free: 5, simple: 10, cap: 20 } as const;

/**
 * C17/C18/CO1: how far a character moves. Terrain lowers the Water used for moving, never below 1.
 * In 4e it lowers what each Move action covers and blindness two ranks more (the text sets no
 * floor for that); the round's cap stays 20 × the true Water. In the house rules terrain and
 * blindness lower the Water of the cap as well, never below 1 together (Δ C18).
 * A rider moves with the steed's Water (CO8): pass that Water in.
 */
export function movementRates(water: number, where: { terrain?: Terrain; blinded?: boolean }, variant: RollkeepVariant): MovementRates {
  const terrainLoss = TERRAIN_WATER_LOSS[where.terrain ?? "basic"];
  const blindLoss = where.blinded ? BLIND_WATER_LOSS : 0;
  const moving = variant === "4e" ? Math.max(0, Math.max(1, water - terrainLoss) - blindLoss) : Math.max(1, water - terrainLoss - blindLoss);
  const capWater = variant === "4e" ? water : moving;
  return { water: moving, free: FEET_PER_WATER.free * moving, simple: FEET_PER_WATER.simple * moving, cap: FEET_PER_WATER.cap * capWater };
}

/** What a character has moved this round with their own Move actions, and the lowest cap met. */
export interface RoundMovement {
  moved: number;
  cap: number | null;
  /** Whether a once-a-round stance bonus (Full Attack's +5 ft) has been used. */
  bonusUsed: boolean;
}

export const NO_MOVEMENT: Readonly<RoundMovement> = Object.freeze({ moved: 0, cap: null, bonusUsed: false });

/** One Move action: its kind, the feet wanted, the rates where it is made, and any stance's extra feet. */
export interface MoveStep {
  action: "free" | "simple";
  feet: number;
  rates: MovementRates;
  /** ST2/ST3: extra feet from Full Attack (once a round) or Fire (on the Free move). */
  bonusFeet?: number;
}

/** Refuses a move, saying what is wrong with it. */
export function refuseMove(problem: Problem): never {
  throw new RuleRefusal("badMove", {}, `move: ${problem.text}`, problem);
}

/**
 * One Move action (C17, C18): no further than the action covers (what it leaves over is lost, the
 * house rules say so and 4e counts per action too), and never past the lowest cap met this round;
 * a move into terrain whose lower cap the distance already moved passes cannot be made.
 * Stance bonus feet count toward the cap.
 */
export function moveOnce(state: RoundMovement, step: MoveStep): RoundMovement {
  if (!Number.isInteger(step.feet) || step.feet < 0) refuseMove({ code: "badFeet", data: { feet: String(step.feet) }, text: `feet must be a whole number of 0 or more, not ${String(step.feet)}` });
  const bonus = step.bonusFeet ?? 0;
  const allowance = step.rates[step.action] + bonus;
  if (step.feet > allowance) refuseMove({ code: step.action === "free" ? "freeMoveTooFar" : "simpleMoveTooFar", data: { feet: allowance }, text: `a ${step.action} move covers at most ${allowance} ft here` });
  const cap = Math.min(state.cap ?? step.rates.cap, step.rates.cap);
  if (state.moved + step.feet > cap) refuseMove({ code: "moveCap", data: { feet: state.moved + step.feet, cap }, text: `${state.moved + step.feet} ft would pass this round's limit of ${cap} ft` });
  return { moved: state.moved + step.feet, cap, bonusUsed: state.bonusUsed || (bonus > 0 && step.feet > step.rates[step.action]) };
}
