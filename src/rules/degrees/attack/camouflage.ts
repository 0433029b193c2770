import type { DiceSource } from "../../dice";
import { hasFlag } from "../conditions/active";
import type { DegreesOptions } from "../options";
import { DIE } from "../roll";
import type { DefenderView } from "./types";

/** One camouflage die rolled after a successful attack (M110, M111). */
export interface CamouflageDie {
  camouflage: "partial" | "total";
  face: number;
  /** The attack fails on 2 or less against partial camouflage (25%), on 4 or less against total (50%). */
  missed: boolean;
}

/** The highest face that fails against a camouflage. */
export function camouflageMissUpTo(camouflage: "partial" | "total"): number {
  return camouflage === "partial" ? 2 : 4;
}

/**
 * One die per camouflage source, any failure a miss (M114: sources that stack are each rolled;
 * whether two sources stack is the GM's call, made when listing them).
 */
export function rollCamouflage(sources: readonly ("partial" | "total")[], dice: DiceSource): CamouflageDie[] {
  return sources.map((camouflage) => {
    const face = dice.roll(DIE);
    return { camouflage, face, missed: face <= camouflageMissUpTo(camouflage) };
  });
}

/**
 * The defender against a foe it cannot see (M111): Unprepared for this attack, which the
 * conditions read as Unaware (−3 defence, no Dodge bonuses, M131). A Blind defender sees no one.
 */
export function defenderAgainstUnseen(defender: DefenderView, seesAttacker: boolean, options: DegreesOptions): DefenderView {
  if (seesAttacker && !hasFlag(defender.conditions, "seesNothing", options)) return defender;
  return { ...defender, conditions: [...defender.conditions, { id: "unprepared", source: "unseenAttacker" }] };
}
