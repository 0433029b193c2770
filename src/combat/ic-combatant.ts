/** A participant on the IC timeline; its `initiative` is the IC it next acts on. */
export class IcCombatant extends Combatant {
  /** Action Points banked for lowering the Speed of a coming action. */
  get actionPoints(): number {
    return (this.system as unknown as { ap: number }).ap;
  }
}
