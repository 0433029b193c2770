import { activePieces } from "../rulesets";
import { withRulesetTypes } from "../rulesets/pieces";

/** A technique, weapon, piece of gear, ability or wound. */
export class ShinobiItem<out SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  /** The create dialog offers the item types of the ruleset the world plays. */
  static override async createDialog(data?: Item.CreateDialogData, createOptions?: Item.Database.DialogCreateOptions, options: Item.CreateDialogOptions = {}) {
    return super.createDialog(data, createOptions, withRulesetTypes(options, "Item", activePieces()));
  }

  /** Items that grant modifiers change their owner's derived numbers; re-derive the owner when they change. */
  protected override _onUpdate(...args: Parameters<Item["_onUpdate"]>): void {
    super._onUpdate(...args);
    if (this.actor && "modifiers" in this.system) this.actor.reset();
  }
}
