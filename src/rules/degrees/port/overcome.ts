import type { DiceSource } from "../../dice";
import { RuleRefusal } from "../../refusal";
import type { AttackProfile } from "../attack/types";
import { actionBaseDamage } from "../combatant";
import { actingRefusal } from "../conditions/acting";
import { overcomeBase, type ExchangedTechnique } from "../maneuvers";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { actionRefusal } from "../turn-actions";
import type { FighterAction } from "./actions";
import type { DegreesAttackFlow } from "./attack-state";
import { declareDegrees, type DegreesDeclared } from "./declare";
import type { DegreesFighter } from "./fighter";

/**
 * Overcome (M75) at the table: right after a successful Nullify, the one who nullified (the target
 * or an ally, M71) spends a movement action, out of its turn, to send one of its own damaging
 * techniques back at the attacker: the same range type as the nullified one, its base damage
 * (elemental advantage included, by the GM's table) above the nullified one's, at −3, the attacker
 * defending as usual, the hit's base damage the difference. Our defaults (docs/rules-degrees.md):
 * the technique's chakra is not paid again (it is the nullifying power, carried on), and the
 * technique's own casting time is not spent, only the movement action.
 */

/** One of the nullifier's techniques it may Overcome with, its base damage if it may, or the code of the reason it may not (and its data). */
export interface OvercomeOffered {
  name: string;
  base: number | null;
  refused: string | null;
  data?: Readonly<Record<string, string | number>>;
}

/** A technique's range type, as Overcome compares them (M75): touch for what strikes in melee, ranged for the rest (an area technique flies to its area). */
function rangeType(profile: AttackProfile): ExchangedTechnique["range"] {
  return profile.delivery === "melee" ? "touch" : "ranged";
}

/** The nullified technique as the exchange reads it: its base damage as its caster stood, its range type and element. Power levels and metaskills were the Nullify's to judge. */
function incomingOf(flow: DegreesAttackFlow): ExchangedTechnique {
  return { powerLevel: flow.profile.ninpouPowerLevel ?? 0, metaskills: false, range: rangeType(flow.profile), baseDamage: flow.base, element: flow.profile.element };
}

/**
 * The base damage `nullifier` would Overcome with, using `action` (M75): refused (a RuleRefusal)
 * unless it nullified this very attack, can take a movement action now, and the action is one of
 * its damaging techniques of the same range type, stronger once the elements are weighed.
 */
export function overcomeWith(flow: DegreesAttackFlow, nullifier: DegreesFighter, action: FighterAction, options: DegreesOptions): number {
  if (flow.nullifiedBy === null || flow.nullifiedBy !== nullifier.id) throw degreesRefusal("overcomeNotNullifier", {}, "Only the one who just nullified this technique may overcome it");
  const attack = action.attack;
  if (action.key !== "technique" || action.role !== "attack" || !attack) throw degreesRefusal("overcomeNotTechnique", { technique: action.name }, `${action.name} is no damaging technique to overcome with`);
  const cannot = actingRefusal(nullifier.conditions, { kind: "movement" }, options) ?? actionRefusal(nullifier.actions, { kind: "movement" });
  if (cannot) throw cannot;
  const own: ExchangedTechnique = { powerLevel: attack.attack.ninpouPowerLevel ?? 0, metaskills: false, range: rangeType(attack.attack), baseDamage: actionBaseDamage(nullifier, attack, options), element: attack.attack.element };
  return overcomeBase(incomingOf(flow), own, options);
}

/** Each of the nullifier's damaging techniques with the base damage it would Overcome with, or why it may not (M75): what the card offers. */
export function degreesOvercomes(flow: DegreesAttackFlow, nullifier: DegreesFighter, actions: readonly FighterAction[], options: DegreesOptions): OvercomeOffered[] {
  const offered: OvercomeOffered[] = [];
  for (const action of actions) {
    if (action.key !== "technique" || action.role !== "attack") continue;
    try {
      offered.push({ name: action.name, base: overcomeWith(flow, nullifier, action, options), refused: null });
    } catch (error) {
      if (!(error instanceof RuleRefusal)) throw error;
      offered.push({ name: action.name, base: null, refused: error.code, data: error.data });
    }
  }
  return offered;
}

/**
 * Declares the Overcome (M75): refused with the reason when it may not be made (the fight moved on
 * past the nullified attack's moment, among the rest); else the
 * nullifier's movement action spent off its turn, and its attack at −3 declared with the
 * difference as its base damage, ready to open at the attacker of `flow`.
 */
export function declareOvercome(flow: DegreesAttackFlow, nullifier: DegreesFighter, action: FighterAction, at: number, options: DegreesOptions, dice: DiceSource): DegreesDeclared {
  // "Right after" the Nullify: at the moment of the nullified attack, before the fight moves on.
  if (at !== flow.at) throw degreesRefusal("overcomeLate", {}, "Overcome follows the Nullify at once, not once the fight has moved on");
  const base = overcomeWith(flow, nullifier, action, options);
  return declareDegrees(nullifier, action, { at, overcome: { base } }, options, dice);
}
