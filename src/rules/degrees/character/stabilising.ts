import { meetsDc } from "../checks";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import { stabilise, thresholdState, type HpTrack } from "./hit-points";

/** The difficulty of stopping a wound (M42, M130 24): Vigor 18 as a reaction, Medicine 16 as a standard action. */
export const STABILISE_DC = { vigor: 18, medicine: 16 } as const;
export type StabiliseWay = keyof typeof STABILISE_DC;

/** The wounded character as a stabilising check reads and changes it. */
export interface Wounded {
  hp: HpTrack;
  conditions: readonly ConditionInstance[];
}

/**
 * One check to stop a wound (M42, M130 24): Vigor by the wounded character itself (M42 default,
 * even unconscious; the caller keeps it to once a round with `useLimit`) or Medicine by anyone,
 * paying a standard action. A dying character who is saved is Stable, its bleeding stopped with
 * it ("Stable when the bleeding stops"); otherwise one Bleeding stack stops, one check an
 * instance as for any condition (M128).
 */
export function stabiliseAttempt(wounded: Wounded, way: StabiliseWay, total: number, options: DegreesOptions): Wounded & { stopped: boolean } {
  if (!meetsDc(total, STABILISE_DC[way], options)) return { ...wounded, stopped: false };
  if (thresholdState(wounded.hp, options) === "dying") return { hp: stabilise(wounded.hp), conditions: wounded.conditions.filter((c) => c.id !== "bleeding"), stopped: true };
  const stack = wounded.conditions.findIndex((c) => c.id === "bleeding");
  if (stack < 0) return { ...wounded, stopped: false };
  return { hp: wounded.hp, conditions: wounded.conditions.filter((_, i) => i !== stack), stopped: true };
}
