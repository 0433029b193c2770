import type { RollkeepCombatant } from "../../src/rules/rollkeep/port/combatant";
import type { EmbeddedLike } from "../../src/rulesets/actor-like";
import { readState } from "../../src/rulesets/rollkeep/state";
import { packDocuments, systemFlag, type PackDocument } from "./pack-sources";

/** One document of a roll-and-keep pack as its YAML source holds it. */
export type RkSource = PackDocument;

/** The roll-and-keep packs this branch ships, by name. */
export const ROLLKEEP_PACKS = ["rollkeep-weapons", "rollkeep-armor", "rollkeep-maneuvers", "rollkeep-conditions", "rollkeep-wound-tables", "rollkeep-samurai", "rollkeep-macros"] as const;

/** Every document of one pack's sources, in file order. */
export const rkPack = packDocuments;

/** A flag of the system's own on a document. */
export const rkFlag = systemFlag;

/**
 * The engine's combatant for an actor source and its items, read the way the Foundry layer reads
 * a document (src/rulesets/rollkeep/state.ts), with the system data already cleaned by its model.
 */
export function combatantOf(actor: { name: string; type: string; system: unknown }, items: EmbeddedLike[]): RollkeepCombatant {
  const like = { id: "packActor0000000", uuid: null, isToken: false, name: actor.name, type: actor.type, system: actor.system, items, update: async () => undefined, updateEmbeddedDocuments: async () => undefined };
  return readState(like).state;
}
