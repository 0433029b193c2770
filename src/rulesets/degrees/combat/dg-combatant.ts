import { PortCombatant } from "../../port-combatant";

/**
 * A participant in a degrees fight. Its `initiative` is its 1d8 + Dexterity + Notice as rolled (M5),
 * kept all battle; the rest of its place in the rounds is its `dg` system data (DgCombatantData),
 * read and written through combat/fighter.ts. The class exists so the ruleset's combatants are
 * recognisable and can grow behaviour.
 */
export class DgCombatant<out SubType extends Combatant.SubType = Combatant.SubType> extends PortCombatant<SubType> {}
