import { effectsHolding } from "../../../documents/held-status";
import { applyCondition } from "./apply-condition";
import type { RulesetTypesOf } from "../../../rules/registry";
import { ConditionDetailsDialog, detailedCondition, favouredChoices, type ConditionDetails } from "./details-dialog";
import { degreesExtras } from "../state";
import { degreesOptions } from "../options";
import { fightOf } from "../attack/fighters";

type ConditionId = RulesetTypesOf<"degrees">["conditionId"];

/** Core's toggle options: `active` forces the status on (true) or off (false); absent, it flips. */
interface ToggleOptions {
  active?: boolean | null;
}

/** A condition that helps its holder (the port's `helpsHolder`: Haste, Winged), by the status id naming it; undefined otherwise. */
function helpfulCondition(statusId: string): ConditionId | undefined {
  const condition = degreesExtras.lists.conditions.find((id) => id === statusId);
  return condition && degreesExtras.helpsHolder(condition, degreesOptions()) ? condition : undefined;
}

/** A condition of the port's list, by the status id naming it; undefined otherwise. */
function knownCondition(statusId: string): ConditionId | undefined {
  return degreesExtras.lists.conditions.find((id) => id === statusId);
}

/**
 * A status switched on from the token HUD that takes details (Debilitated, Feinted, Flanked: M130 1,
 * 16, 17) asks for them first, then is put on as the `applyCondition` API puts it on (through the
 * GM's client for a player). Closing the dialog puts nothing on. A condition that helps its holder,
 * switched on by a player, goes the same way (the GM's client refuses it unless the world lets
 * players put those on), not through core's toggle, which would write the player's own actor. So
 * does any condition a player switches on for an actor in a fight under way, where only the GM's
 * client writes conditions (the status guard refuses the player's own write). Anything else, and
 * switching one off, is core's own toggle: null (a player's switching off in a fight is refused by
 * that guard: the fight or the GM ends a condition there).
 */
export function degreesHudToggle(actor: Actor.Implementation, statusId: string, options: ToggleOptions): Promise<boolean | undefined> | null {
  if (options.active === false || effectsHolding(actor, statusId).length > 0) return null;
  const condition = detailedCondition(statusId);
  if (condition) return askAndApply(actor, condition);
  const asked = game.user?.isGM ? undefined : (helpfulCondition(statusId) ?? (fightOf(actor) ? knownCondition(statusId) : undefined));
  return asked ? applyCondition(actor, { condition: asked }).then(() => true) : null;
}

async function askAndApply(actor: Actor.Implementation, condition: ConditionId): Promise<boolean | undefined> {
  const details = await askDetails(condition, actor);
  if (!details) return undefined;
  await applyCondition(actor, { condition, ...details });
  return true;
}

async function askDetails(condition: ConditionId, actor: Actor.Implementation): Promise<ConditionDetails | null> {
  const dialog = new ConditionDetailsDialog(condition, favouredChoices(actor));
  await dialog.render({ force: true });
  return dialog.chosen;
}
