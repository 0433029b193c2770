import type { CombatValues } from "../rules/ic/derived";
import { CHECKS, isCheckKey } from "./check-bonus";
import { ShinobiRoll } from "./shinobi-roll";

/**
 * Rolls a d20 check for an actor and posts it to chat. Skills roll 1d20 + skill rank + the
 * skill's derived modifiers; combat checks add their derived bonus.
 */
export async function postStatRoll(actor: Actor.Implementation, key: string): Promise<void> {
  const system = actor.system as unknown as { derived: CombatValues; skills: Record<string, number> };
  let bonus: number;
  let label: string;
  if (isCheckKey(key)) {
    bonus = CHECKS[key].bonus(system.derived);
    label = CHECKS[key].label;
  } else if (key in system.skills) {
    bonus = system.skills[key] ?? 0;
    if (key === "awareness") bonus += system.derived.awarenessModifier;
    if (key === "stealth") bonus += system.derived.stealthModifier;
    label = `SHINOBI.Skill.${key}`;
  } else {
    throw new Error(`Unknown check "${key}"`);
  }
  const roll = new ShinobiRoll(`1d20 + ${bonus}`);
  await roll.evaluate();
  await roll.toMessage({
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    flavor: game.i18n?.localize(label) ?? label,
  });
}
