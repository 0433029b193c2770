import { RequestRefused } from "../../../authority/request-fields";
import { rollkeepOptions } from "../options";
import { rollkeepRules } from "../state";
import type { RkCombat } from "./rk-combat";

/** A steed a rider may move at (CO8, ST2): its combatant, its name and the Water its sheet gives it. */
export interface Steed {
  id: string;
  name: string;
  water: number;
}

/**
 * The steeds a rider of this fight may ride: every other combatant whose NPC sheet marks it
 * four-legged, with its Water as the port derives it from that sheet (wounds and conditions
 * included), so neither the dialog nor a request ever states the number.
 */
export function steedsOf(combat: RkCombat, riderId: string): Steed[] {
  const options = rollkeepOptions();
  return combat.combatants.contents.flatMap((c) => {
    const fighter = c.id === riderId ? null : combat.fighterOf(c);
    if (!c.id || !fighter?.state.character.fourLegged) return [];
    return [{ id: c.id, name: c.name ?? "", water: rollkeepRules.derive(fighter.state, options).rings.water }];
  });
}

/** The Water of the steed a move names, read from its sheet; refused naming `field` when it is no steed of this fight. */
export function steedWaterOf(combat: RkCombat, riderId: string, steedId: string, field: string): number {
  const steed = steedsOf(combat, riderId).find((s) => s.id === steedId);
  if (!steed) throw new RequestRefused(field);
  return steed.water;
}
