import { characterProblem, type characterFields, type CharacterJointFields } from "./character-fields";
import { rollkeepDerived, type RollkeepDerived } from "./derived";

type CharacterSchema = ReturnType<typeof characterFields>;

/**
 * What the samurai and NPC models share beside their fields: the numbers the rules derive, so a
 * sheet shows what a roll will use, and the checks across the shared fields.
 */
export abstract class RollkeepActorData<Schema extends CharacterSchema> extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  /** Rings, Insight Rank, the Void Points a full pool holds, the wound track and rank, Armor TN, movement, the initiative pool. */
  declare derived: RollkeepDerived;

  override prepareDerivedData(): void {
    if (this.parent) this.derived = rollkeepDerived(this.parent);
  }

  /** Checks across fields: skill keys, and no more Void Points than the Void Ring. */
  static override validateJoint(data: CharacterJointFields): void {
    characterProblem(data);
  }
}
