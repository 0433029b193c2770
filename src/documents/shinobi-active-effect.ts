import { hudStatusData } from "../rulesets/ic/status-effects";

export class ShinobiActiveEffect<out SubType extends ActiveEffect.SubType = ActiveEffect.SubType> extends ActiveEffect<SubType> {
  /** A rules status switched on from the token HUD becomes the same kind of effect the rules make (see hudStatusData). */
  protected static override async _fromStatusEffect(statusId: string, effectData: ActiveEffect.CreateData, options?: never): Promise<ActiveEffect.Implementation> {
    return super._fromStatusEffect(statusId, hudStatusData(statusId, effectData), options);
  }
}
