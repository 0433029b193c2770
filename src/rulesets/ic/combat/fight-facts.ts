import { factsKeptByFight as keptByFight, guardFightFacts as guardFacts, type FightFacts } from "../../../authority/actor-fields-guard";
import { actorRef } from "../../../documents/actor-ref";
import { isOfType } from "../../../types/foundry-config";
import { startedFightOf } from "../attack/use-item";

/*
 * What every step of a begun IC fight reads from the actor itself (state.ts's readState) and its
 * owner could rewrite: the stats and XP (every derived value: accuracy, defenses, speed, the AP
 * cap), the skills rolled, the Vitality, HP and Willpower pools with their maxima (the costs paid,
 * the damage taken, the condition), the Fatigue level and penalties, and the upkeep. In such a
 * fight they are the GM's: the rules' own steps are written by the GM's client, so a player's
 * client refuses its change of them, naming the field, and the GM's client that keeps the fights
 * puts back one sent anyway. The stealth numbers, the biography and the notes stay the owner's.
 */
const IC_FACTS: FightFacts = {
  fields: ["system.stats", "system.xp", "system.skills", "system.vitality", "system.hp", "system.willpower", "system.fatigue", "system.upkeep"],
  fighting: (actor) => isOfType(actor, "character", "npc") && startedFightOf(actorRef(actor)) !== null,
  refusal: "SHINOBI.Combat.factGuardedIc",
};

/** Whether this user's sheet must offer the fight's facts read-only now: a player's, while a begun fight holds the actor. */
export function factsKeptByFight(actor: Actor.Implementation, user: { isGM: boolean } | null | undefined): boolean {
  return keptByFight(IC_FACTS, actor, user);
}

/** The hooks on every client: the refusal on a player's, the putting back on the GM's that keeps the fights. */
export function guardFightFacts(): void {
  guardFacts(IC_FACTS);
}
