import { ShinobiActorData } from "./shinobi-actor-data";

/** A GM-run shinobi: the same numbers as a character, shown on a compact sheet. */
export class NpcData extends ShinobiActorData {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Actor", type: "npc" } as const;
}
