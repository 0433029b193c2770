import { degreesRefusal } from "../refusals";
import type { TurnAction } from "../turn-actions";

/** How many thrown weapons fit in one hand, normally (M70). */
export const THROWN_PER_HAND = 3;

/** What a character readies or hands over (M70, M82). */
export type Readying =
  /** Draw or sheathe a weapon, or an object used as one (explosives); two at once with Ambidexterity. */
  | { kind: "weapon"; count: 1 | 2; ambidexterity?: boolean }
  /** Thrown weapons, as many as fit in one or both hands. */
  | { kind: "thrown"; count: number; perHand?: number }
  /** Arrows or bolts: free when the firing weapon is drawn the same turn. */
  | { kind: "ammunition"; weaponDrawnThisTurn: boolean }
  /** Any other object with no rule of its own. */
  | { kind: "object" }
  /** An item lost to a Disarm (M82). */
  | { kind: "disarmed" }
  /** Hand or toss something to someone, who then pays its own draw. */
  | { kind: "handOver" };

/**
 * The actions readying something costs (M70): a partial action to draw or sheathe a weapon, two
 * without Ambidexterity for two; thrown weapons in one partial action, up to three a hand; ammunition
 * a partial action, or free with the weapon drawn this turn; a movement action (not a move) to pick
 * up any other object or to hand something over; a partial action to pick up a disarmed item (M82).
 */
export function readyingCost(readying: Readying): TurnAction[] {
  switch (readying.kind) {
    case "weapon":
      return readying.count === 2 && !readying.ambidexterity ? [{ kind: "partial" }, { kind: "partial" }] : [{ kind: "partial" }];
    case "thrown": {
      const fits = 2 * (readying.perHand ?? THROWN_PER_HAND);
      if (readying.count > fits) throw degreesRefusal("handsFull", { count: readying.count, fits }, "More thrown weapons than two hands hold");
      return [{ kind: "partial" }];
    }
    case "ammunition":
      return readying.weaponDrawnThisTurn ? [{ kind: "free", name: "drawAmmunition" }] : [{ kind: "partial" }];
    case "object":
    case "handOver":
      return [{ kind: "movement" }];
    case "disarmed":
      return [{ kind: "partial" }];
  }
}
