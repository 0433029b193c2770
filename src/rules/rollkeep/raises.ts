import type { RollkeepOptions } from "./options";
import { wholeRollNumber } from "./pool";
import { refuseRoll } from "./roll-refusal";

/** The raises a roller brings to a roll, all declared before it is made. */
export interface RaiseCall {
  /** R7: raises called, each +5 to the TN. */
  raisesCalled: number;
  /** R9: free raises used as raises: they count as raises but leave the TN alone. */
  freeRaises: number;
  /** R9: free raises spent instead to lower the TN by 5 each. */
  freeRaisesOnTn: number;
}

export const NO_RAISES: Readonly<RaiseCall> = Object.freeze({ raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0 });

/** The raises a roll counts for its effects (maneuvers, extra damage): called and free alike (R9). */
export function raisesCounted(call: RaiseCall): number {
  return call.raisesCalled + call.freeRaises;
}

/**
 * Checks the raises on a roll: none of any kind on an unskilled roll (R4), and no more than the
 * Void Ring (R8). Free raises stay outside that cap unless the GM's option counts them (R9, the
 * 4e habit); spending one on the TN is never a raise made, so it never counts.
 */
export function checkRaises(call: RaiseCall, voidRing: number, unskilled: boolean, options: Pick<RollkeepOptions, "freeRaisesCountTowardCap">): RaiseCall {
  const checked = {
    raisesCalled: wholeRollNumber(call.raisesCalled, "raisesCalled", 0, 100),
    freeRaises: wholeRollNumber(call.freeRaises, "freeRaises", 0, 100),
    freeRaisesOnTn: wholeRollNumber(call.freeRaisesOnTn, "freeRaisesOnTn", 0, 100),
  };
  const ring = wholeRollNumber(voidRing, "voidRing", 0, 100);
  if (unskilled && checked.raisesCalled + checked.freeRaises + checked.freeRaisesOnTn > 0) refuseRoll("raisesCalled", { code: "unskilledRaises", text: "no raise, free or called, can be used on an unskilled roll" });
  const capped = checked.raisesCalled + (options.freeRaisesCountTowardCap ? checked.freeRaises : 0);
  if (capped > ring) refuseRoll("raisesCalled", { code: "raisesOverVoidRing", data: { raises: capped, ring }, text: `${capped} raises are more than the Void Ring of ${ring} allows` });
  return checked;
}
