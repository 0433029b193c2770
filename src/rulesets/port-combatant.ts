/**
 * A combatant of any of the system's rulesets. Core's own `Combatant#rollInitiative` rolls the
 * world's initiative formula and writes the total straight onto the combatant, around the
 * ruleset's port and the GM's queue (a macro or a module may call it). Here it asks the fight to
 * roll instead, which every ruleset's Combat does through its port on the GM's client: the one
 * roll a tracker's button makes.
 */
export class PortCombatant<out SubType extends Combatant.SubType = Combatant.SubType> extends Combatant<SubType> {
  override async rollInitiative(): Promise<this | undefined> {
    const combat = this.combat;
    if (!combat || !this.id) return undefined;
    await combat.rollInitiative([this.id]);
    return this;
  }
}
