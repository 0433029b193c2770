import { recordingDice } from "../../../dice/recorded-dice";
import { format, localize } from "../../../i18n";
import { degreesOptions } from "../options";
import { degreesExtras, degreesRules } from "../state";
import type { DgCombat } from "./dg-combat";

/**
 * Rolls and places initiative for some of a fight's combatants (M5, M6, M8, M9, M86), on the GM's
 * client inside its queue. Who rolls is the port's `rollInitiativeFor` (a group once, M8; a partner
 * of another fighter here never, M86), with Foundry's dice recorded, so every die is a Roll on the
 * message named for its roller (its tooltip, Dice So Nice). The port places them
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
  const askedCombatants = new Set(ids);
  const asked = new Set(fighters.filter((f) => askedCombatants.has(f.combatantId)).map((f) => f.state.id));
  const thrown: Roll[] = [];
  const underWay = combat.started;
  const states = fighters.map((f) => f.state);
  const rolls = degreesExtras.rollInitiativeFor(states, { asked, underWay }, options, dice, (f) => thrown.push(...dice.take(format("SHINOBI.Degrees.Combat.initiativeOf", { name: f.name }))));
  if (!rolls) return;
  const placed = degreesRules.initiative.place(rolls, { current: combat.moment, underWay }, { combatants: states, options, dice });
  thrown.push(...dice.take(localize("SHINOBI.Degrees.Combat.tieRollOff")));
  const combatantIds = new Map(fighters.map((f) => [f.state.id, f.combatantId]));
  if (placed.length) await combat.updateEmbeddedDocuments("Combatant", placed.map((p) => ({ _id: combatantIds.get(p.id) ?? "", initiative: p.initiative, "system.tieOrder": p.tieOrder })));
  if (thrown.length) await ChatMessage.implementation.create({ flavor: localize("SHINOBI.Combat.initiativeRolled"), rolls: thrown });
}
