import { format, localize } from "../../../i18n";
import type { DgCombat } from "./dg-combat";

/**
 * Macros' door to the surprise round (`game.shinobi.degrees.startSurprise(combat, { aware })`, the
 * degrees-macros pack): the combatants named are aware, every other is caught (M2, M11), and the
 * fight begins, with the surprise round when some but not all are aware (M12). GM only; the fight
 * must not have begun; every id must be one of its combatants.
 */
export async function startSurprise(combat: DgCombat, { aware }: { aware: readonly string[] }): Promise<DgCombat> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Combat.gmOnly"));
  if (combat.started) throw new Error(localize("SHINOBI.Degrees.Combat.awarenessLocked"));
  const unknown = aware.find((id) => !combat.combatants.has(id));
  if (unknown !== undefined) throw new Error(format("SHINOBI.Degrees.Combat.notACombatant", { id: String(unknown) }));
  return combat.startSurprise(aware);
}
