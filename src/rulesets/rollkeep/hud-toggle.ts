import { effectsHolding } from "../../documents/held-status";
import { applyCondition } from "./apply-condition";
import { fightOf } from "./attack/fighters";
import { RULESET_EXTRAS } from "../../rules/registry";

/** Core's toggle options: `active` forces the status on (true) or off (false); absent, it flips. */
interface ToggleOptions {
  active?: boolean | null;
}

/** Whether a status is a condition the port puts on when asked: not Out or Dead, which the wounds set. */
export function isImposable(statusId: string): boolean {
  return RULESET_EXTRAS.rollkeep.imposableConditions.some((id) => id === statusId);
}

/**
 * A condition a player switches on from the token HUD for an actor in a fight under way goes to the
 * GM's client (`rkApplyCondition`), which alone writes conditions there (the status guard refuses
 * the player's own write): the port imposes it at the fight's round, a recovery started. Anything
 * else, a GM's toggle and switching one off, is core's own toggle: null (a player's switching off
 * in a fight is refused by that guard: the fight or the GM ends a condition there).
 */
export function rollkeepHudToggle(actor: Actor.Implementation, statusId: string, options: ToggleOptions): Promise<boolean> | null {
  if (game.user?.isGM || options.active === false || effectsHolding(actor, statusId).length > 0) return null;
  if (!isImposable(statusId) || !fightOf(actor)) return null;
  return applyCondition(actor, statusId).then(() => true);
}
