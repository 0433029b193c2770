import { queueFollowUp } from "../../authority/follow-up";
import { isOfType } from "../../types/foundry-config";
import { degreesOptions } from "./options";
import { persistCharacterWrites } from "./persist";
import { characterWrites, degreesExtras, readCharacter } from "./state";

/**
 * After any change to a degrees actor's HP (a heal or a wound typed on the sheet, a token bar, a
 * macro), the active GM's client brings the HP table's conditions in line with the HP through the
 * port (M41–M43, F8): healed above 0 an unconscious character wakes, a disabled one is no longer
 * defenceless. Re-read from the documents in the GM's queue; nothing written when they agree.
 */
export function settleHpConditions(actor: Actor.Implementation, changed: object): void {
  if (!game.user || game.users?.activeGM !== game.user) return;
  const system = (changed as { system?: { hp?: unknown } }).system;
  if (system?.hp === undefined || !isOfType(actor, "dgCharacter", "dgNpc")) return;
  queueFollowUp("SHINOBI.FollowUp.hpConditions", async () => {
    const { state, source } = readCharacter(actor);
    const after = degreesExtras.hpSettled(state, degreesOptions());
    if (after !== state) await persistCharacterWrites([characterWrites(state, after, source)]);
  });
}
