import { deriveCharacter } from "../character/derived";
import type { AttackResult } from "../attack/resolve";
import { movementMetres } from "../character/movement";
import { hasCondition } from "../conditions/active";
import type { ConditionInstance } from "../conditions/instance";
import { disarmDistance, pushDistance } from "../maneuvers";
import { startGrab } from "../maneuvers/grab";
import { takedownOutcome, trampleOutcome, type TakedownTarget, type TrampleOutcome } from "../maneuvers/knockdown";
import type { DegreesOptions } from "../options";
import type { SpecialManeuver } from "./actions";
import { type DegreesFighter } from "./fighter";

/** What a landed special maneuver does instead of damage (M79, M81–M83), or a Feint's condition (M59). */
export interface ManeuverEffect {
  targetGains: readonly ConditionInstance[];
  attackerGains: readonly ConditionInstance[];
  disarmedMetres: number | null;
  pushedMetres: number | null;
  /** A flier taken down falls for its Vigor (M103). */
  fallDamage: number;
  /** How a Trample ended (M80), hit or miss; null for any other attack. */
  trample: TrampleOutcome | null;
}

export const NO_EFFECT: ManeuverEffect = { targetGains: [], attackerGains: [], disarmedMetres: null, pushedMetres: null, fallDamage: 0, trample: null };

/** A Takedown's target as the rule reads it; refused when it is not standing (M81). */
export function takedownTarget(target: DegreesFighter, options: DegreesOptions): ReturnType<typeof takedownOutcome> {
  const reading: TakedownTarget = { conditions: target.conditions, winged: hasCondition(target.conditions, "winged", options), vigor: deriveCharacter(target.character).vigor };
  return takedownOutcome(reading, options);
}

/** The attack total and the defence it met: Dodge's difficulty, or the defender's total in a contest; null when no defence was rolled against (an automatic hit, a critical). */
export function defenceMet(result: AttackResult): { attack: number; defence: number } | null {
  for (const step of result.steps) {
    if (step.step === "dodge") return { attack: step.attackTotal, defence: step.dc };
    if (step.step === "contest") return { attack: step.contest.attacker.total, defence: step.contest.defender.total };
  }
  return null;
}

/**
 * What a landed special maneuver does (M78): a Takedown leaves the target Prone (M81), a Disarm
 * sends its weapon 3 m and more by the margin (M82), a Push moves it 1 m and more, as far as the
 * pusher can advance (M83), a Grab holds it Grabbed and the grabber Slow (M79).
 */
export function maneuverEffect(maneuver: SpecialManeuver | null, result: AttackResult, attacker: DegreesFighter, target: DegreesFighter, options: DegreesOptions): ManeuverEffect {
  // An automatic hit beat nothing by any margin.
  const { attack, defence } = defenceMet(result) ?? { attack: 0, defence: 0 };
  switch (maneuver) {
    case "takedown": {
      const down = takedownTarget(target, options);
      return { ...NO_EFFECT, targetGains: down.gains, fallDamage: down.fallDamage };
    }
    case "disarm":
      return { ...NO_EFFECT, disarmedMetres: disarmDistance(attack, defence) };
    case "push":
      return { ...NO_EFFECT, pushedMetres: pushDistance(attack, defence, movementMetres(deriveCharacter(attacker.character).movement, "normal", attacker.conditions, options)) };
    case "trample":
      // Only a hit reaches here: the target is knocked down and the charger goes through (M80).
      return { ...NO_EFFECT, targetGains: [{ id: "prone" }], trample: trampleOutcome(true, true, "dodge") };
    case "grab": {
      const hold = startGrab({ id: attacker.id, handsFree: attacker.wielding === null, canHold: true, melee: attacker.character.accuracies.melee, strength: deriveCharacter(attacker.character).strength }, target.id);
      return { ...NO_EFFECT, targetGains: [hold.victimGains], attackerGains: [hold.grabberGains] };
    }
    case null:
      return NO_EFFECT;
  }
}
