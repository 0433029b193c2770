import { actorByRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { degreesOptions } from "../options";
import { postCheckCard } from "../roll/check-card";
import { degreesExtras } from "../state";
import type { DgCombat } from "./dg-combat";
import { fighterWrites, persistFight, type FighterWrites } from "./fighter";
import { mountKindOf } from "./requests";

/**
 * Common mounts take fright as the fight starts (M91), on the GM's client: the port says which
 * riders (`frightsAtStart`: every rider of the fight whose mount's NPC sheet makes it a common one)
 * and with what check (the better of Animal Handling and Acrobatics, from the rider's sheet); each
 * rolls it against 12 on a card that says whether it kept control. Those who fail are off their
 * mounts and Unbalanced, unhurt (`afterScaredMount`), written in one batch.
 */
export async function scareMounts(combat: DgCombat): Promise<void> {
  const options = degreesOptions();
  const fighters = combat.fighters();
  const mountOf = (ref: string) => combat.combatantOf(ref)?.actor ?? actorByRef(ref);
  const kindOf = (ref: string) => {
    const kind = mountKindOf(mountOf(ref));
    return kind === "none" ? null : kind;
  };
  const writes: FighterWrites[] = [];
  for (const { rider, mountId, check, dc } of degreesExtras.frightsAtStart(fighters.map((f) => f.state), kindOf, options)) {
    const read = fighters.find((f) => f.state === rider);
    const actor = read ? combat.combatants.get(read.combatantId)?.actor : undefined;
    if (!read || !actor) continue;
    const mount = mountOf(mountId);
    const kept = (total: number) => degreesExtras.meetsDc(total, dc, options);
    const message = await postCheckCard(actor, [check.bonus], {
      label: format("SHINOBI.Degrees.ScaredMount.heading", { mount: mount?.name ?? "", check: localize(check.label) }),
      img: mount?.img ?? null,
      facts: [{ label: "SHINOBI.Degrees.Sheet.dc", value: dc }],
      verdict: (total) => ({ label: "SHINOBI.Degrees.ScaredMount.outcome", value: localize(kept(total) ? "SHINOBI.Degrees.ScaredMount.kept" : "SHINOBI.Degrees.ScaredMount.thrown") }),
    });
    const total = message?.rolls[0]?.total;
    if (total === undefined) continue;
    const after = degreesExtras.afterScaredMount(rider, total, options);
    if (!after.inControl) writes.push(fighterWrites(rider, after.rider, read.source));
  }
  if (writes.length) await persistFight(writes, combat);
}
