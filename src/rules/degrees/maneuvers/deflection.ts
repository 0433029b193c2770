import type { DiceSource } from "../../dice";
import { contest, type ContestResult } from "../checks";
import type { DegreesOptions } from "../options";
import type { RuleRefusal } from "../../refusal";
import { degreesRefusal } from "../refusals";
import type { CheckRoll, RollModifier } from "../roll";

/** The thrown attack to deflect and the deflector's means (M65). */
export interface DeflectionSituation {
  incomingCount: number;
  attackerDexterity: number;
  incomingTagged: boolean;
  deflector: { quickDraw: boolean; thrownInHand: number; dexterity: number; ranged: number; modifiers: readonly RollModifier[]; ownTagged: boolean };
}

/** Why projectiles cannot be deflected now, or null (M65): Quick Draw, as many in hand, no higher attacker Dexterity, no own tags. */
export function deflectionRefusal(s: DeflectionSituation): RuleRefusal | null {
  const d = s.deflector;
  if (!d.quickDraw) return degreesRefusal("deflectQuickDraw", {}, "Deflecting projectiles needs Quick Draw");
  if (d.thrownInHand < s.incomingCount) return degreesRefusal("deflectCount", { needed: s.incomingCount, held: d.thrownInHand }, `Deflecting needs ${s.incomingCount} thrown weapons; ${d.thrownInHand} in hand`);
  if (s.attackerDexterity > d.dexterity) return degreesRefusal("deflectDexterity", { attacker: s.attackerDexterity, own: d.dexterity }, "The attacker's Dexterity is higher");
  if (d.ownTagged) return degreesRefusal("deflectTagged", {}, "Kunai with explosive tags cannot deflect");
  return null;
}

/**
 * Projectile deflection (M65), a partial action the caller pays: Ranged contests the attack
 * check, the deflector needing to be higher. Deflected, nobody is damaged, and the attacker's
 * explosive tags go off in mid-air (their blast is the caller's).
 */
export function deflectProjectiles(attack: CheckRoll, s: DeflectionSituation, options: DegreesOptions, dice: DiceSource): { contest: ContestResult; deflected: boolean; tagsExplode: boolean } {
  const refused = deflectionRefusal(s);
  if (refused) throw refused;
  const result = contest({ accuracy: attack.accuracy, modifiers: attack.modifiers }, { accuracy: s.deflector.ranged, modifiers: s.deflector.modifiers }, options, dice, attack);
  const deflected = !result.attackerWins;
  return { contest: result, deflected, tagsExplode: deflected && s.incomingTagged };
}
