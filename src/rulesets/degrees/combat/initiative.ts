import { recordingDice } from "../../../dice/recorded-dice";
import { format, localize } from "../../../i18n";
import { degreesOptions } from "../options";
import { degreesRules, type DegreesState } from "../state";
import type { DgCombat } from "./dg-combat";

/**
 * Rolls and places initiative for some of a fight's combatants (M5, M6, M8, M9, M86), on the GM's
 * client inside its queue. Each fighter's 1d8 + Dexterity + Notice is the port's `initiative.roll`
 * with Foundry's dice recorded, so every die is a Roll on the message (its tooltip, Dice So Nice).
 * A group rolls once: the first member rolled in this call, or a member already placed, gives its
 * value to the rest (M8). A partner of another fighter in this fight rolls nothing: it has no
 * initiative (M86), and the port places it where its owner is. The port places them
 * (`initiative.place`): the higher value first, a tie to the higher accuracy, then a roll-off of
 * one die each, whose order is kept as the tie order; before the fight begins everyone rolled is
 * placed again with them (a tie between two rolled apart is broken too); once the fight is under
 * way they line up after everyone placed and act from the next round (M9). One combatant batch,
 * and one message when any die was thrown.
 */
export async function rollFighters(combat: DgCombat, ids: readonly string[]): Promise<void> {
  const options = degreesOptions();
  const dice = recordingDice();
  const fighters = combat.fighters();
  const asked = new Set(ids);
  const present = new Set(fighters.map((f) => f.state.id));
  const follows = (s: DegreesState) => s.partnerOf !== undefined && s.partnerOf !== s.id && present.has(s.partnerOf);
  const rolls: Record<string, number> = {};
  const thrown: Roll[] = [];
  const groupValue = new Map<string, number>();
  for (const f of fighters) if (f.state.group !== null && f.state.initiative !== null && !asked.has(f.combatantId)) groupValue.set(f.state.group, f.state.initiative);
  for (const f of fighters) {
    if (!asked.has(f.combatantId) || follows(f.state)) continue;
    const group = f.state.group;
    const shared = group === null ? undefined : groupValue.get(group);
    const value = shared ?? degreesRules.initiative.roll(f.state, options, dice);
    if (group !== null) groupValue.set(group, value);
    thrown.push(...dice.take(format("SHINOBI.Degrees.Combat.initiativeOf", { name: f.state.name })));
    rolls[f.state.id] = value;
  }
  const partnersAsked = fighters.some((f) => asked.has(f.combatantId) && follows(f.state));
  if (!Object.keys(rolls).length && !partnersAsked) return;
  const underWay = combat.started;
  // Before the fight begins, those already rolled are placed again with the new ones, so a tie between two rolled apart is still broken and kept.
  if (!underWay) for (const f of fighters) if (!Object.hasOwn(rolls, f.state.id) && f.state.initiative !== null && !follows(f.state)) rolls[f.state.id] = f.state.initiative;
  const placed = degreesRules.initiative.place(rolls, { current: combat.moment, underWay }, { combatants: fighters.map((f) => f.state), options, dice });
  thrown.push(...dice.take(localize("SHINOBI.Degrees.Combat.tieRollOff")));
  const combatantIds = new Map(fighters.map((f) => [f.state.id, f.combatantId]));
  if (placed.length) await combat.updateEmbeddedDocuments("Combatant", placed.map((p) => ({ _id: combatantIds.get(p.id) ?? "", initiative: p.initiative, "system.tieOrder": p.tieOrder })));
  if (thrown.length) await ChatMessage.implementation.create({ flavor: localize("SHINOBI.Combat.initiativeRolled"), rolls: thrown });
}
