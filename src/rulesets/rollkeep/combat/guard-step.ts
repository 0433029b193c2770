import { recordingDice } from "../../../dice/recorded-dice";
import { actorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { rollkeepOptions } from "../options";
import { fighterWrites } from "./fighter";
import type { GrappleCombat } from "./grapple-steps";
import { persistFight } from "./persist-fight";

/** The basic action's key a turn names to guard someone (M5). */
export const GUARD_KEY = "guard";

function fighterIdOf(combat: GrappleCombat, combatantId: string): string {
  const actor = combat.combatants.get(combatantId)?.actor;
  if (!actor) throw new Error(localize("SHINOBI.Combat.noCombatant"));
  return actorRef(actor);
}

/**
 * M5 on the GM's client (call it inside the GM queue): every fighter re-read from the documents,
 * the port's Guard at the fight's moment, the guard and its ward (and a ward it leaves) written in
 * one batch with their combatants, and a line in the chat. A refusal writes nothing.
 */
export async function takeGuardStep(combat: GrappleCombat, guardCombatantId: string, wardCombatantId: string): Promise<void> {
  const read = combat.fighters();
  const states = read.map((f) => f.state);
  const guardId = fighterIdOf(combat, guardCombatantId);
  const wardId = fighterIdOf(combat, wardCombatantId);
  let result: ReturnType<typeof RULESET_EXTRAS.rollkeep.guard.ward>;
  try {
    result = RULESET_EXTRAS.rollkeep.guard.ward(states, guardId, wardId, combat.moment, rollkeepOptions(), recordingDice());
  } catch (error) {
    throw refusalError(error);
  }
  await persistFight(read.map((f, i) => fighterWrites(f.state, result.combatants[i] ?? f.state, f.source)), combat);
  const name = (id: string) => states.find((s) => s.id === id)?.name ?? id;
  const content = format("SHINOBI.RollKeep.Guard.declared", { guard: name(guardId), ward: name(wardId) });
  await ChatMessage.implementation.create({ content: `<p class="shinobi rk-guard">${foundry.utils.escapeHTML(content)}</p>` });
}
