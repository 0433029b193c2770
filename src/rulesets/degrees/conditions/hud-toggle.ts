import { effectsHolding } from "../../../documents/held-status";
import { applyCondition } from "./apply-condition";
import type { RulesetTypesOf } from "../../../rules/registry";
import { ConditionDetailsDialog, detailedCondition, favouredChoices, type ConditionDetails } from "./details-dialog";

type ConditionId = RulesetTypesOf<"degrees">["conditionId"];

/** Core's toggle options: `active` forces the status on (true) or off (false); absent, it flips. */
interface ToggleOptions {
  active?: boolean | null;
}

/**
 * A status switched on from the token HUD that takes details (Debilitated, Feinted, Flanked: M130 1,
 * 16, 17) asks for them first, then is put on as the `applyCondition` API puts it on (through the
 * GM's client for a player). Closing the dialog puts nothing on. Anything else, and switching one
 * off, is core's own toggle: null.
 */
export function degreesHudToggle(actor: Actor.Implementation, statusId: string, options: ToggleOptions): Promise<boolean | undefined> | null {
  const condition = detailedCondition(statusId);
  if (!condition || options.active === false || effectsHolding(actor, statusId).length > 0) return null;
  return askAndApply(actor, condition);
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
