import { poolFormula } from "../../dice/syntax";
import { characterProblem, type characterFields, type CharacterJointFields } from "./character-fields";
import { rollkeepDerived, type RollkeepDerived } from "./derived";

type CharacterSchema = ReturnType<typeof characterFields>;

/**
 * What the samurai and NPC models share beside their fields: the numbers the rules derive, so a
 * sheet shows what a roll will use, the token bars, and the checks across the shared fields.
 */
export abstract class RollkeepActorData<Schema extends CharacterSchema> extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  /** Rings, Insight Rank, the Void Points a full pool holds, the wound track and rank, Armor TN, movement, the initiative pool. */
  declare derived: RollkeepDerived;

  /** The Void Points as a token bar: held out of the Void Ring (V1). */
  declare voidPointsBar: { value: number; max: number };

  /** The wounds taken as a token bar, out of the wounds at which Dead starts (C9, C12). */
  declare woundsBar: { value: number; max: number };

  override prepareDerivedData(): void {
    if (!this.parent) return;
    this.derived = rollkeepDerived(this.parent);
    this.voidPointsBar = { value: this.voidPoints.value, max: this.derived.voidPointsMax };
    this.woundsBar = { value: this.wounds, max: this.derived.woundTrack.find((step) => step.rank === "dead")?.from ?? this.wounds };
  }

  /** Roll data for formulas: the traits and rings by name, Insight Rank, and `@initiative`, the initiative pool (C8) core's tracker rolls. */
  getRollData(): Record<string, unknown> {
    const d = this.derived;
    return { ...d.traits, ...d.rings, insightRank: d.insightRank, initiative: poolFormula({ ...d.initiativePool, explodes: true }) };
  }

  /** Checks across fields: skill keys, and no more Void Points than the Void Ring. */
  static override validateJoint(data: CharacterJointFields): void {
    characterProblem(data);
  }
}
