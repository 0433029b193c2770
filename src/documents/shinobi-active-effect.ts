import { applyWithinBounds } from "../authority/effect-change-bounds";
import { activePieces } from "../rulesets";

export class ShinobiActiveEffect<out SubType extends ActiveEffect.SubType = ActiveEffect.SubType> extends ActiveEffect<SubType> {
  /** A rules status switched on by core's token HUD toggle becomes the same kind of effect the rules make (the ruleset says how, if it does). */
  protected static override async _fromStatusEffect(statusId: string, effectData: ActiveEffect.CreateData, options?: never): Promise<ActiveEffect.Implementation> {
    return super._fromStatusEffect(statusId, activePieces().hudStatusData?.(statusId, effectData) ?? effectData, options);
  }

  /** One change to an actor's data, applied only within the data model's bounds (authority/effect-change-bounds.ts). */
  override apply(actor: Actor.Implementation, change: ActiveEffect.ChangeData): ReturnType<ActiveEffect["apply"]> {
    return applyWithinBounds(this, actor, change, () => super.apply(actor, change));
  }
}
