import { format } from "../../../i18n";
import { degreesOptions } from "../options";
import { degreesExtras } from "../state";
import type { DgCombat } from "./dg-combat";

const escape = (text: string) => foundry.utils.escapeHTML(text);

/**
 * After a take-off from the tracker (M95), on the GM's client: a chat line naming the foes of the
 * fight it may provoke, each still holding this round's opportunity attack (the port's
 * `mayStrikeAsItGoes`), to make from the attack dialog as an opportunity attack. Whose reach the
 * flier leaves is the table's to see on the board. Nothing is posted when no foe may strike.
 */
export async function announceTakeOff(combat: DgCombat, moverId: string): Promise<void> {
  const read = combat.fighters();
  const mover = read.find((f) => f.combatantId === moverId)?.state;
  if (!mover) return;
  const foes = degreesExtras.mayStrikeAsItGoes(read.map((f) => f.state), mover, { kind: "takeOff" }, degreesOptions());
  if (!foes.length) return;
  const line = format("SHINOBI.Degrees.Combat.Summary.takeOffProvokes", { name: escape(mover.name), foes: foes.map((f) => escape(f.name)).join(", ") });
  await ChatMessage.implementation.create({ content: `<div class="shinobi degrees dg-round-summary"><p>${line}</p></div>` });
}
