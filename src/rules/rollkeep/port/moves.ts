import type { DiceSource } from "../../dice";
import type { TurnAction } from "../combat/action-catalog";
import { stanceEffects } from "../combat/stance-effects";
import { BLIND_MOVE_TN, moveOnce, refuseMove, movementRates, TERRAIN_WATER_LOSS, type RoundMovement, type Terrain } from "../character/movement";
import { MAX_RATING } from "../character/traits";
import type { RollkeepOptions } from "../options";
import { rollPool, type PoolRoll } from "../roll-pool";
import { wholeNumberOf } from "../whole-number";
import type { RollkeepCombatant } from "./combatant";
import { deriveNow, stanceHolder } from "./readings";
import { prepareRollkeepRoll } from "./rolls";

/** Which way a move goes, for the stances that care (ST2: Full Attack only toward an enemy; ST3: Fire never away from one). */
export type MoveDirection = NonNullable<TurnAction["direction"]>;
export const MOVE_DIRECTIONS: readonly MoveDirection[] = ["toward", "away", "neither"];
export const TERRAINS = Object.keys(TERRAIN_WATER_LOSS) as Terrain[]; // the keys of a record typed by Terrain

/** A move as the table states it: how far, which way, over what ground, and a rider's steed's Water (C17, C18, CO8). */
export interface MoveChoice {
  feet: number;
  direction: MoveDirection;
  /** C18: basic unless given. */
  terrain?: Terrain;
  /** CO8: a rider moves with the steed's Water Ring. */
  steedWater?: number;
}

/** What a move may cover and has covered, for a dialog to show before it is made. */
export interface MoveAllowance {
  /** The most this move action covers here, stance bonus included and the round's cap respected. */
  allowance: number;
  /** The round's cap met so far (C17, C18: the lowest of those met). */
  cap: number;
  /** Feet moved this round before this move. */
  moved: number;
  /** CO1: the TN of the Athletics/Agility roll a blind Simple move makes first, or null. */
  blindRollTn: number | null;
}

/** A move planned: the allowance, and the round's movement once it is made. */
export interface MovePlan extends MoveAllowance {
  after: RoundMovement;
}

/** The distance each move action covers (C17); the house Crawl, a prone character's one move, covers a Free move's 5 × Water (CO9). */
const MOVE_DISTANCE: Readonly<Record<string, "free" | "simple">> = { moveFree: "free", moveSimple: "simple", crawl: "free" };
/** The actions that are moves, for a table to ask how far they go. */
export const MOVE_ACTIONS: readonly string[] = Object.keys(MOVE_DISTANCE);
/** No move in the texts goes near this; only absurd distances are refused. */
export const MAX_MOVE_FEET = 10_000;


/** A move choice as a caller gave it, every field checked (a RuleRefusal names the bad one). */
export function checkedMove(move: MoveChoice): MoveChoice {
  const feet = wholeNumberOf("move", move.feet, "move.feet", 0, MAX_MOVE_FEET);
  if (!MOVE_DIRECTIONS.includes(move.direction)) refuseMove({ code: "moveDirection", data: { choices: MOVE_DIRECTIONS.join(", ") }, text: `move.direction must be one of ${MOVE_DIRECTIONS.join(", ")}` });
  if (move.terrain !== undefined && !TERRAINS.includes(move.terrain)) refuseMove({ code: "moveTerrain", data: { choices: TERRAINS.join(", ") }, text: `move.terrain must be one of ${TERRAINS.join(", ")}` });
  const steedWater = move.steedWater === undefined ? undefined : wholeNumberOf("move", move.steedWater, "move.steedWater", 1, MAX_RATING);
  return { feet, direction: move.direction, ...(move.terrain ? { terrain: move.terrain } : {}), ...(steedWater === undefined ? {} : { steedWater }) };
}

/**
 * One Move action (C17, C18, CO1, CO8, ST2, ST3): the rates at the mover's Water (a rider's
 * steed's), lowered by terrain and blindness; Full Attack's +5 ft on one move a round (4e) or
 * Fire's on the Free move (house), which the house Exhausted lose; the round's cap; and, for a
 * blind Simple move, the roll it makes first. A move past what the action covers or the cap is
 * refused (`badMove`).
 */
export function planMove(c: RollkeepCombatant, actionKey: string, move: MoveChoice, movement: RoundMovement, options: RollkeepOptions): MovePlan {
  const distance = MOVE_DISTANCE[actionKey];
  if (distance === undefined) refuseMove({ code: "notAMove", data: { turnAction: actionKey }, text: `${actionKey} is not a move` });
  if (move.steedWater !== undefined && !c.conditions.mounted) refuseMove({ code: "steedWaterNotRiding", text: "only a rider moves with a steed's Water" });
  const derived = deriveNow(c, options);
  const rates = movementRates(move.steedWater ?? derived.rings.water, { ...(move.terrain ? { terrain: move.terrain } : {}), blinded: c.conditions.blinded }, options.variant);
  const bonus = stanceEffects(c.stance, stanceHolder(c, derived), options.variant).moveBonus;
  const bonusFeet = bonus === null ? 0 : bonus.on === "free" ? (actionKey === "moveFree" ? bonus.feet : 0) : movement.bonusUsed ? 0 : bonus.feet;
  const cap = Math.min(movement.cap ?? rates.cap, rates.cap);
  const allowance = Math.max(0, Math.min(rates[distance] + bonusFeet, cap - movement.moved));
  const after = moveOnce(movement, { action: distance, feet: move.feet, rates, bonusFeet });
  const blindRollTn = c.conditions.blinded && actionKey === "moveSimple" ? BLIND_MOVE_TN[options.variant] : null;
  return { allowance, cap, moved: movement.moved, blindRollTn, after };
}

/** CO1: the Athletics/Agility roll of a blind Simple move, as any Skill roll of the mover is made (wounds, conditions); a failure leaves it Prone instead of moving. */
export function blindMoveRoll(c: RollkeepCombatant, tn: number, options: RollkeepOptions, dice: DiceSource): { total: number; tn: number; success: boolean; dice: PoolRoll } {
  const prepared = prepareRollkeepRoll(c, { rolled: { kind: "skill", skill: "athletics", trait: "agility" }, tn, round: null }, options);
  const thrown = rollPool(prepared.roll.pool, dice);
  const effective = prepared.roll.tn?.effective ?? tn;
  return { total: thrown.total, tn: effective, success: thrown.total >= effective, dice: thrown };
}
