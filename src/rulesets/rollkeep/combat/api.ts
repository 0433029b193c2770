import { actorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { duelWithin } from "./duel-dialog";
import type { DuelStakes } from "./duel-steps";
import type { RkCombat } from "./rk-combat";

/** The roll-and-keep combat of this world that is being viewed, if any. */
function viewedCombat(): RkCombat | null {
  // A roll-and-keep world's combats are RkCombat (its pieces register the class).
  return (game.combat as RkCombat | null | undefined) ?? null;
}

/**
 * Macros' door to a duel (`game.shinobi.rollkeep.startDuel(challenger, opponent, { stakes })`): the
 * two actors' combatants in the viewed fight, or a new fight holding both; their initiative rolled
 * if they have none; then the duel waits for its Assessment on the tracker (§10).
 */
export async function startDuel(challenger: Actor.Implementation, opponent: Actor.Implementation, { stakes = "firstBlood" }: { stakes?: DuelStakes } = {}): Promise<RkCombat> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Combat.gmOnly"));
  if (stakes !== "firstBlood" && stakes !== "death") throw new Error(format("SHINOBI.RollKeep.Duel.badStakes", { stakes: String(stakes) }));
  let combat = viewedCombat();
  const inFight = (c: RkCombat | null) => !!c && [challenger, opponent].every((a) => c.combatantOf(actorRef(a)));
  if (!inFight(combat)) {
    // Combat.create returns the configured class, RkCombat in a roll-and-keep world.
    combat = (await Combat.implementation.create({ type: "rk", combatants: [challenger, opponent].map((a) => ({ type: "rk", actorId: a.id, name: a.name, ...(a.isToken && a.token ? { tokenId: a.token.id, sceneId: a.token.parent?.id } : {}) })) })) as RkCombat | undefined ?? null;
  }
  if (!combat) throw new Error(localize("SHINOBI.Combat.noCombat"));
  await duelWithin(combat, { challenger: combat.combatantOf(actorRef(challenger))?.id ?? "", opponent: combat.combatantOf(actorRef(opponent))?.id ?? "", stakes });
  return combat;
}

