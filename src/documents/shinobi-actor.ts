import { activePieces } from "../rulesets";
import { withRulesetTypes } from "../rulesets/pieces";
import { isOfType } from "../types/foundry-config";

/** A shinobi. Rolls read their numbers from the rules-derived system data. */
export class ShinobiActor<out SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  /** Uses one of this actor's techniques or weapons: the active ruleset's attack workflow (for IC, rulesets/ic/attack/use-item.ts). */
  async useTechnique(itemId: string, options: object = {}): Promise<unknown> {
    return activePieces().useItem(this, itemId, options);
  }

  /** The create dialog offers the actor types of the ruleset the world plays. */
  static override async createDialog(data?: Actor.CreateDialogData, createOptions?: Actor.Database.DialogCreateOptions, options: Actor.CreateDialogOptions = {}) {
    return super.createDialog(data, createOptions, withRulesetTypes(options, "Actor", activePieces()));
  }

  /** A token bar the ruleset reads its own way (IC's Fatigue bar edits the Fatigue level); any other as core does. */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    const update = activePieces().tokenBarUpdate(this, attribute, value, isDelta);
    return update ? this.update(update) : super.modifyTokenAttribute(attribute, value, isDelta, isBar);
  }

  /** A status the ruleset switches on its own way (the degrees details it asks first); any other as core does. */
  override async toggleStatusEffect(statusId: string, options: Actor.ToggleStatusEffectOptions = {}): Promise<ActiveEffect.Implementation | boolean | undefined> {
    const own = activePieces().hudStatusToggle?.(this, statusId, options);
    return own ?? super.toggleStatusEffect(statusId, options);
  }

  override getRollData(): Record<string, unknown> {
    return { ...super.getRollData(), ...(isOfType(this, "character", "npc", "rkSamurai", "rkNpc", "dgCharacter", "dgNpc") ? this.system.getRollData() : {}) };
  }
}
