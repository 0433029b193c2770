import { degreesRefusal } from "../refusals";
import { takeAction, type ActionBudget, type TurnAction } from "../turn-actions";
import type { HeldAction, RoundClock } from "./clock-state";
import { slotOf } from "./turns";

function ownTurn(clock: RoundClock, holder: string): void {
  const slot = clock.current === null ? undefined : slotOf(clock, clock.current);
  if (!slot?.members.includes(holder)) throw degreesRefusal("notYourTurn", {}, "Actions are kept for later only on the holder's own turn");
}

/** What keeping an action leaves: the clock holding it and the budget it was paid from. */
export interface Kept {
  clock: RoundClock;
  budget: ActionBudget;
}

/**
 * Holds an action for later in the round (M17), paid now so it is not used twice. It never
 * passes into the next round: the round's end reports it unused, for the GM to allow or not.
 */
export function holdAction(clock: RoundClock, budget: ActionBudget, holder: string, action: TurnAction): Kept {
  ownTurn(clock, holder);
  return { clock: { ...clock, held: [...clock.held, { holder, kind: "held", action }] }, budget: takeAction(budget, action) };
}

/**
 * Prepare Action (M69): a standard action paying for one action (standard, or a movement or
 * partial converted from it) to be taken as a reaction when the stated trigger happens, before
 * the holder's next turn, which ends it if unused. Nothing else may be taken with it in that action.
 */
export function prepareAction(clock: RoundClock, budget: ActionBudget, holder: string, action: TurnAction, trigger: string): Kept {
  ownTurn(clock, holder);
  if (action.kind === "fullRound" || action.kind === "free") throw degreesRefusal("prepareOneAction", { actionType: action.kind }, "A prepared action is one standard action, or a movement or partial action in its place");
  return { clock: { ...clock, held: [...clock.held, { holder, kind: "prepared", action, trigger }] }, budget: takeAction(budget, { kind: "standard" }) };
}

/** Takes a held or prepared action now (its check is still rolled, M69); refused when the holder keeps none. */
export function releaseAction(clock: RoundClock, holder: string): { clock: RoundClock; held: HeldAction } {
  const held = clock.held.find((h) => h.holder === holder);
  if (!held) throw degreesRefusal("nothingHeld", { holder }, `${holder} keeps no action`);
  return { clock: { ...clock, held: clock.held.filter((h) => h !== held) }, held };
}
