import type { absorptionField } from "../fields";
import { absorptionProblem, refuseFirst } from "../problems";

type AbsorbingFields = foundry.data.fields.DataSchema & { absorption: ReturnType<typeof absorptionField> };

/** An item that takes damage until it is destroyed, its absorption its HP (armour, constructions; M125). */
export abstract class AbsorbingItemData<Fields extends AbsorbingFields> extends foundry.abstract.TypeDataModel<Fields, Item.Implementation> {
  /** What is left of its absorption is no more than it had whole. */
  static override validateJoint(data: never): void {
    refuseFirst(absorptionProblem("absorption", (data as { absorption: { value: number; max: number } }).absorption));
  }
}
