import { deriveCharacter, type DegreesDerived } from "../../../../rules/degrees";
import { readCharacter } from "../../state";
import { actorLinkProblem } from "../problems";
import type { DegreesActorFields } from "./actor-schema";

/** The links every degrees actor stores, as `validateJoint` receives them. */
export interface ActorLinks {
  partnerOf: string;
  mountedOn: string;
}

/** Why an actor's links are refused, or null: each is blank or names an actor. */
export function actorLinksProblem(data: ActorLinks): string | null {
  return actorLinkProblem("partnerOf", data.partnerOf) ?? actorLinkProblem("mountedOn", data.mountedOn);
}

/**
 * What characters and NPCs share beyond their schema: the numbers derived through the degrees
 * rules (HP and chakra maxima, movement, initiative, Dodge difficulty...), so a sheet shows
 * exactly what the rules will use.
 */
export abstract class DegreesActorData<Fields extends DegreesActorFields = DegreesActorFields> extends foundry.abstract.TypeDataModel<Fields, Actor.Implementation> {
  declare derived: DegreesDerived;

  override prepareDerivedData(): void {
    const parent = this.parent;
    if (parent) this.derived = deriveCharacter(readCharacter(parent).state.character);
  }
}
