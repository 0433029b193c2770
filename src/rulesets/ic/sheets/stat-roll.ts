import { format, localize } from "../../../i18n";
import { readState, icRules } from "../state";
import { icOptions } from "../settings";
import { applyRollModeFor } from "../../../dice/roll-mode";
import { ShinobiRoll } from "../../../dice/shinobi-roll";

/** Rolls one of the checks the port offers for this actor (its dice and its bonus now) and posts it to chat. */
export async function postStatRoll(actor: Actor.Implementation, key: string): Promise<void> {
  const check = icRules.checks(readState(actor).state, icOptions()).find((c) => c.key === key);
  if (!check) throw new Error(format("SHINOBI.Sheet.noCheck", { key }));
  const roll = new ShinobiRoll(`${check.formula} + ${check.bonus}`);
  await roll.evaluate();
  await roll.toMessage(applyRollModeFor({ speaker: ChatMessage.implementation.getSpeaker({ actor }), flavor: localize(check.label) }, actor));
}
