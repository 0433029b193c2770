/** A technique, weapon, piece of gear, ability or wound. */
export class ShinobiItem<out SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  /** Items that grant modifiers change their owner's derived numbers; re-derive the owner when they change. */
  protected override _onUpdate(...args: Parameters<Item["_onUpdate"]>): void {
    super._onUpdate(...args);
    if (this.actor && "modifiers" in this.system) this.actor.reset();
  }
}
