import { degreesActorFields, type DegreesActorFields } from "./actor-schema";
import { DegreesActorData, actorLinksProblem, type ActorLinks } from "./degrees-actor-data";
import { refuseFirst } from "../problems";

/** A player character of the degrees ruleset. */
export class DgCharacterData extends DegreesActorData {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Actor", type: "dgCharacter" } as const;

  static override defineSchema(): DegreesActorFields {
    return degreesActorFields();
  }

  /** Its links name actors. */
  static override validateJoint(data: never): void {
    refuseFirst(actorLinksProblem(data as ActorLinks));
  }
}
