import type { DiceSource } from "../../dice";
import type { Sense } from "../conditions/acting";
import { searchAfterSneakAttack } from "../maneuvers/sneak-attack";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import type { CheckRoll } from "../roll";
import type { DegreesAttackFlow } from "./attack-state";
import type { DegreesFighter } from "./fighter";
import { senseCheck } from "./senses";

/** The target's search for a sneak attacker: its Notice through a sense, and whether it placed the attacker. */
export interface SneakSearch {
  sense: Sense;
  roll: CheckRoll;
  /** The attacker's Stealth total it was rolled against. */
  stealth: number;
  located: boolean;
}

/**
 * The search at the end of the sneak attacker's turn (M54): the attack's target rolls its Notice,
 * through the sense it names (the sheet's check, conditions included: refused by sight when Blind,
 * by hearing when Deafened), against the Stealth total the attack opened with; meeting it places
 * the attacker (M111: total camouflage no longer keeps it from this target). Refused for an
 * attack that was no sneak attack (`degrees.notSneakAttack`). Whether the attacker is still out
 * of sight, which the search needs, is the GM's to judge.
 */
export function sneakSearch(flow: DegreesAttackFlow, target: DegreesFighter, sense: Sense, options: DegreesOptions, dice: DiceSource): SneakSearch {
  const stealth = flow.sneak?.roll.total;
  if (stealth === undefined) throw degreesRefusal("notSneakAttack", {}, "Only a sneak attack is searched for");
  const notice = senseCheck(target, "notice", sense, options);
  // Every fighter has a Notice check, and one searcher out of sight rolls one search.
  const [found] = notice ? searchAfterSneakAttack(stealth, false, [{ id: target.id, notice: notice.bonus, modifiers: [] }], options, dice) : [];
  if (!found) throw new Error("the sneak attack's target rolled no Notice");
  return { sense, roll: found.roll, stealth, located: found.located };
}
