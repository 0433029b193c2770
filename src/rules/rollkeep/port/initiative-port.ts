import type { DiceSource } from "../../dice";
import type { Placement, PlacementContext } from "../../ruleset";
import { changeInitiative, placeInitiative, rollInitiative } from "../combat/initiative";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";
import { deriveNow } from "./readings";
import type { RollkeepTypes } from "./types";

/** C8: the initiative roll, (Insight Rank + Reflexes) k Reflexes, with the combatant's effective Reflexes (C3). */
export function rollkeepInitiative(c: RollkeepCombatant, options: RollkeepOptions, dice: DiceSource): number {
  const derived = deriveNow(c, options);
  return rollInitiative({ id: c.id, insightRank: derived.insightRank, reflexes: derived.traits.reflexes }, options, dice).total;
}

/**
 * Places rolled scores. At the start of a fight every tie is settled once, for the fight: by
 * Reflexes then at random in 4e by default, at random in the house rules (S5, S7). A joiner lines
 * up after everyone already on its score (C8, S7), those placed before it read from the context.
 */
export function placeRollkeepInitiative(rolls: Readonly<Record<string, number>>, at: { underWay: boolean }, context: PlacementContext<RollkeepTypes>): Placement[] {
  const ids = Object.keys(rolls);
  if (!at.underWay) {
    const reflexes = (id: string) => {
      const c = context.combatants.find((x) => x.id === id);
      return c ? deriveNow(c, context.options).traits.reflexes : 0;
    };
    return placeInitiative(ids.map((id) => ({ id, initiative: rolls[id] ?? 0, reflexes: reflexes(id) })), context.options, context.dice);
  }
  let placements: Placement[] = context.combatants.flatMap((c) => (c.initiative === null || Object.hasOwn(rolls, c.id) ? [] : [{ id: c.id, initiative: c.initiative, tieOrder: c.tieOrder }]));
  for (const id of ids) placements = changeInitiative(placements, id, rolls[id] ?? 0);
  return placements.filter((p) => Object.hasOwn(rolls, p.id));
}
