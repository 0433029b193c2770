import { PortCombatant } from "../../port-combatant";

/**
 * A fighter in a roll-and-keep fight. Its `initiative` is the score rolled once for the fight (C8);
 * its place in the rounds (tie order, slot, the turn under way, Delay, recoveries…) is its `rk`
 * system data, read and written with the actor through fighter.ts.
 */
export class RkCombatant<out SubType extends Combatant.SubType = Combatant.SubType> extends PortCombatant<SubType> {}
