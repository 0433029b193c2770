import { actorRef } from "../../documents/actor-ref";
import type { ActorLike } from "../actor-like";
import type { DegreesCombatant } from "../../rules/degrees";
import type { DegreesActorFields } from "./data/actor/actor-schema";
import type { ArmourFields } from "./data/item/armour-data";

/**
 * What an actor document gives the degrees rules: its sheet as the rules read it, its HP track,
 * its chakra and its armour's absorption left. The rest of a combatant (conditions, the round's
 * actions, a stance, the weapon in hand) comes from the fight, not from the actor.
 */
export type DegreesActorState = Pick<DegreesCombatant, "id" | "character" | "hp" | "chakra" | "absorption">;

type StoredActor = foundry.data.fields.SchemaField.SourceData<DegreesActorFields>;
type StoredArmour = foundry.data.fields.SchemaField.SourceData<ArmourFields>;

/** Which documents hold what the state was read from, so the writes after a rules step go back to them. */
export interface CharacterSource {
  actor: ActorLike;
  /** The worn armour whose absorption the state holds, or null when none is worn. */
  armourId: string | null;
}

// The degrees data models define these shapes (see ./data); reading them through one function
// keeps the assumption in one place, since an ActorLike's data is not narrowed by its type.
function stored<T>(doc: { system: unknown }): T {
  return doc.system as T;
}

/**
 * The armour the character wears. Only one can be worn; if the sheet marks several, the one that
 * absorbs most counts (our choice: the one that would be taken first to stop a blow).
 */
function wornArmour(actor: ActorLike): { id: string; absorption: StoredArmour["absorption"] } | null {
  let worn: { id: string; absorption: StoredArmour["absorption"] } | null = null;
  for (const item of actor.items) {
    if (item.type !== "dgArmour") continue;
    const armour = stored<StoredArmour>(item);
    if (armour.worn && (!worn || armour.absorption.max > worn.absorption.max)) worn = { id: item.id ?? "", absorption: armour.absorption };
  }
  return worn;
}

/**
 * The degrees rules' view of a `dgCharacter` or `dgNpc` actor and its items. Identified by the
 * actor's reference (see documents/actor-ref), so each unlinked token of one world actor is
 * someone of its own.
 */
export function readCharacter(actor: ActorLike): { state: DegreesActorState; source: CharacterSource } {
  const a = stored<StoredActor>(actor);
  const armour = wornArmour(actor);
  const { strength, dexterity, vigor, spirit } = a.attributes;
  const state: DegreesActorState = {
    id: actorRef(actor),
    character: {
      attributes: { strength, dexterity, vigor, spirit },
      campaignLevel: a.campaignLevel,
      size: a.size,
      permanentSize: a.permanentSize,
      accuracies: { ...a.accuracies },
      notice: a.skills.notice,
      bodyHardness: [a.bodyHardness],
      armourAbsorption: armour?.absorption.max ?? 0,
    },
    hp: { hp: a.hp.value, nonLethal: a.hp.nonLethal, stable: a.hp.stable },
    chakra: a.chakra.value,
    absorption: armour?.absorption.value ?? 0,
  };
  return { state, source: { actor, armourId: armour?.id ?? null } };
}

/** The stored writes one rules step makes to one actor: its own fields, and its worn armour. */
export interface CharacterWrites {
  /** The actor document the writes go to (a world actor, or a token's own). */
  document: ActorLike;
  actor: Record<string, unknown> | null;
  items: (Record<string, unknown> & { _id: string })[];
}

function changed<T>(path: string, before: T, after: T, into: Record<string, unknown>): void {
  if (before !== after) into[path] = after;
}

/**
 * What the actor must store after a rules step: only the fields that changed. The rules change
 * the HP track, chakra and the worn armour's absorption; the sheet's own numbers (attributes,
 * accuracies, size...) are never a rules step's to change, so none is written back.
 */
export function characterWrites(before: DegreesActorState, after: DegreesActorState, source: CharacterSource): CharacterWrites {
  const changes: Record<string, unknown> = {};
  changed("system.hp.value", before.hp.hp, after.hp.hp, changes);
  changed("system.hp.nonLethal", before.hp.nonLethal, after.hp.nonLethal, changes);
  changed("system.hp.stable", before.hp.stable, after.hp.stable, changes);
  changed("system.chakra.value", before.chakra, after.chakra, changes);
  // With no armour worn the absorption is 0, and the rules only ever wear it down, so it has nowhere to go.
  const wornDown = before.absorption !== after.absorption ? source.armourId : null;
  return {
    document: source.actor,
    actor: Object.keys(changes).length ? changes : null,
    items: wornDown ? [{ _id: wornDown, "system.absorption.value": after.absorption }] : [],
  };
}
