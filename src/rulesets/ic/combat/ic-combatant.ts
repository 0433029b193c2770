import { PortCombatant } from "../../port-combatant";

/**
 * A participant on the IC timeline. Its `initiative` is the IC it next acts on; the rest of
 * its timeline state (AP, running and delayed actions, stun, tie order) is its `ic` system data.
 * The class exists so the system's combatants are recognisable and can grow behaviour.
 */
export class IcCombatant<out SubType extends Combatant.SubType = Combatant.SubType> extends PortCombatant<SubType> {}
