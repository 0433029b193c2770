import { actorByRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { degreesOptions } from "../options";
import { postCheckCard } from "../roll/check-card";
import { degreesExtras } from "../state";
import type { DgCombat } from "./dg-combat";
import { fighterWrites, persistFight, type FighterWrites } from "./fighter";
import { mountKindOf } from "./requests";

/**
 * Common mounts take fright as the fight starts (M91), on the GM's client: every rider of the fight
 * whose mount's NPC sheet makes it a common one rolls the port's check (the better of Animal
 * Handling and Acrobatics, from the rider's sheet) against 12 on a card that says whether it kept
 * control. Those who fail are off their mounts and Unbalanced, unhurt, written in one batch.
 */
export async function scareMounts(combat: DgCombat): Promise<void> {
  const options = degreesOptions();
  const writes: FighterWrites[] = [];
  for (const rider of combat.fighters()) {
    const ref = rider.state.mountedOn;
    const mount = ref === undefined ? null : (combat.combatantOf(ref)?.actor ?? actorByRef(ref));
    const actor = combat.combatants.get(rider.combatantId)?.actor;
    if (!actor || mountKindOf(mount) !== "common") continue;
    const { check, dc } = degreesExtras.scaredMountCheck(rider.state, options);
    const kept = (total: number) => degreesExtras.meetsDc(total, dc, options);
    const message = await postCheckCard(actor, [check.bonus], {
      label: format("SHINOBI.Degrees.ScaredMount.heading", { mount: mount?.name ?? "", check: localize(check.label) }),
      img: mount?.img ?? null,
      facts: [{ label: "SHINOBI.Degrees.Sheet.dc", value: dc }],
      verdict: (total) => ({ label: "SHINOBI.Degrees.ScaredMount.outcome", value: localize(kept(total) ? "SHINOBI.Degrees.ScaredMount.kept" : "SHINOBI.Degrees.ScaredMount.thrown") }),
    });
    const total = message?.rolls[0]?.total;
    if (total === undefined) continue;
    const after = degreesExtras.afterScaredMount(rider.state, total, options);
    if (!after.inControl) writes.push(fighterWrites(rider.state, after.rider, rider.source));
  }
  if (writes.length) await persistFight(writes, combat);
}
