import { factsKeptByFight as keptByFight, guardFightFacts, type FightFacts } from "../../../authority/actor-fields-guard";
import { isOfType } from "../../../types/foundry-config";
import { fightOf } from "../attack/fighters";

/*
 * What every step of a begun degrees fight reads from the actor itself (state.ts `readCharacter`)
 * and its owner could rewrite on the sheet: the attributes, campaign level and size (F3, the
 * derived maxima and defences, M39, M48), the accuracies and skills rolled (Notice, Acrobatics...),
 * the HP track and chakra with the pills eaten (M41–M51), the body hardness (M122), Weapon
 * Training and the feats (M58, M62, M65, M70, M101, M112), how it flies (M101), the Disarm's mark
 * (M82) and an NPC's minion flag (M61). In such a fight they are the GM's to change: every spend
 * and wound of a fight is written by the GM's client (a use, a pill, a stabilising check are asked
 * of it), so the owner has no share of them there. A player's own client refuses its change,
 * naming the field; the GM's client that keeps the fights puts back one sent anyway.
 */
const FIGHT_FACTS: FightFacts = {
  fields: [
    "system.attributes", "system.campaignLevel", "system.size", "system.permanentSize", "system.accuracies", "system.skills",
    "system.hp", "system.chakra", "system.bodyHardness", "system.proficiencies", "system.feats", "system.flightHovers", "system.disarmed", "system.minion",
  ],
  fighting,
  refusal: "SHINOBI.Degrees.Sheet.factGuarded",
};

/** Whether a begun degrees fight holds the actor. */
function fighting(actor: Actor.Implementation): boolean {
  return isOfType(actor, "dgCharacter", "dgNpc") && fightOf(actor) !== null;
}

/** Whether this user's sheet must offer the fight's facts read-only now: a player's, while a begun fight holds the actor. */
export function factsKeptByFight(actor: Actor.Implementation, user: { isGM: boolean } | null | undefined): boolean {
  return keptByFight(FIGHT_FACTS, actor, user);
}

/** The hooks on every client: the refusal on a player's, the putting back on the GM's that keeps the fights. */
export function guardDegreesFightFacts(): void {
  guardFightFacts(FIGHT_FACTS);
}
