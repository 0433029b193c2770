import type { RulesetTypesOf } from "../../../rules/registry";
import type { ActorLike } from "../../actor-like";
import { stored, type StateSource } from "../state";
import type { StoredSamurai, StoredTechnique, StoredWeapon } from "../stored";

type Rk = RulesetTypesOf<"rollkeep">;
/** What a roll throws, as the port's roll request names it. */
export type Rolled = Rk["rollRequest"]["rolled"];
type Ring = Extract<Rolled, { kind: "ring" }>["ring"];

/** R6: of the techniques, only a spell is rolled, with its ring; the texts give the rest no roll (O5). */
export function techniqueRing(technique: StoredTechnique): Ring | null {
  return technique.kind === "spell" && technique.ring !== "none" ? technique.ring : null;
}

/** The school rank a spell adds (R6): a samurai's; an NPC keeps no school. */
function schoolRank(actor: ActorLike): number {
  return actor.type === "rkSamurai" ? stored<StoredSamurai>(actor).school.rank : 0;
}

/**
 * What using one of the actor's items rolls: a weapon its attack (its own weapon and skill, in hand
 * or not), a spell its Ring + school rank; null for an item the texts give no roll (armor, and
 * every technique but a spell, O5).
 */
export function itemRolled(actor: ActorLike, itemId: string, source: StateSource): Rolled | null {
  const item = [...actor.items].find((i) => i.id === itemId);
  if (item?.type === "rkWeapon") {
    for (const [weapon, id] of source.weaponItems) if (id === itemId) return { kind: "attack", with: { weapon, skill: stored<StoredWeapon>(item).skill } };
    return null;
  }
  const ring = item?.type === "rkTechnique" ? techniqueRing(stored<StoredTechnique>(item)) : null;
  return ring === null ? null : { kind: "spell", ring, schoolRank: schoolRank(actor) };
}
