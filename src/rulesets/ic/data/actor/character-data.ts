import { ShinobiActorData } from "./shinobi-actor-data";

/** A player character. */
export class CharacterData extends ShinobiActorData {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Actor", type: "character" } as const;
}
