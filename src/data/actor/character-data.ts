import { ShinobiActorData } from "./shinobi-actor-data";

/** A player character. */
export class CharacterData extends ShinobiActorData {}
