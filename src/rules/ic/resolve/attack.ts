import type { DiceSource } from "../../dice";
import { blockedKind, isDamaging, type ActionStatus, type IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { combatValues, type IcCombatant } from "../combatant";
import { KUNAI, SHURIKEN, multiThrow, rollDamage } from "../damage";
import { CALLED_SHOT_PENALTY, aoeDodgePenalty, blockReduction, knockbackAfterDefense, resolveDefense, type DefenseResult } from "../defense";
import { canInterrupt, interruptTotal } from "../interrupt";
import { applyMitigation, type MitigationStep } from "../mitigation";
import type { IcRuleOptions } from "../options";
import { finalSpeed } from "../speed";
import { effectiveSeverity } from "../status/modifiers";
import type { DeclaredAction } from "./declare";

export type DefenseChoice = "dodge" | "parry" | "block" | "none";

export interface AttackOptions {
  defense: DefenseChoice;
  /** Called shot at a location: -4 Accuracy, wounds land there. */
  calledShot?: string;
  /** Yards between the defender and the edge of an area attack's reach, for the AoE dodge rule. */
  aoeRadius?: number;
}

/** What one attack does, to be applied with everything else at the end of the IC. */
export interface AttackOutcome {
  attackerId: string;
  defenderId: string;
  action: string;
  accuracy: number;
  defense: DefenseChoice;
  /** Why the chosen defense could not be used, if it could not. */
  defenseRefused: string | null;
  defenseRoll: number | null;
  result: DefenseResult;
  /** IC added to the defender's next action by their defensive interrupt. */
  defenderDelay: number;
  damageRolled: number;
  damageFormula: string;
  damage: number;
  mitigation: MitigationStep[];
  knockback: number;
  statuses: ActionStatus[];
  damageType: string;
  calledShot: string | null;
  multiThrow: boolean;
  blocked: boolean;
}

const DEFENSE_ACTIONS = { dodge: BASIC_ACTIONS.Dodge, parry: BASIC_ACTIONS.Parry } as const;

/** The total Speed of a Dodge or Parry interrupt for this defender (Shock adds half its severity). */
function defenseSpeed(defender: IcCombatant, choice: "dodge" | "parry"): number {
  const shock = defender.statuses.length ? effectiveSeverity(defender.statuses, "shock") : 0;
  return interruptTotal({ speed: finalSpeed({ base: DEFENSE_ACTIONS[choice]?.speed ?? 2, interrupt: true }, { shock }).speed });
}

/** Whether a defender may use a defense against this attack, and if not, why. */
export function defenseRefusal(defender: IcCombatant, declared: DeclaredAction, choice: DefenseChoice, speed?: number): string | undefined {
  if (choice === "none") return undefined;
  if (choice === "block") {
    const blocking = defender.ongoing?.role === "block" && defender.ongoing.untilIc >= declared.ic;
    return blocking ? undefined : "not blocking";
  }
  if (declared.action.environmental) return "environmental attacks can only be blocked";
  if (choice === "parry" && declared.action.kind === "ninjutsu") return "taijutsu cannot parry ninjutsu";
  return canInterrupt(speed ?? defenseSpeed(defender, choice), declared.speed.speed) ? undefined : `too slow to interrupt a Speed ${declared.speed.speed} action`;
}

function multiThrowProfile(action: IcAction, attacker: IcCombatant) {
  if (!action.multiThrow) return null;
  return multiThrow(action.multiThrow.weapon === "kunai" ? KUNAI : SHURIKEN, action.multiThrow.count, attacker.stats.dex);
}

/**
 * Resolves an attack: Accuracy against the defender's roll (with partial success), the
 * defender's interrupt cost, the damage roll and the mitigation order. Nothing is applied:
 * the outcome is queued and applied at the end of the IC, as simultaneous actions require.
 */
export function resolveAttack(attacker: IcCombatant, defender: IcCombatant, declared: DeclaredAction, opts: AttackOptions, options: IcRuleOptions, attackDice: DiceSource, defenseDice: DiceSource): AttackOutcome {
  const action = declared.action;
  const av = combatValues(attacker, options);
  const dv = combatValues(defender, options);
  const mt = multiThrowProfile(action, attacker);
  const accuracy = av.accuracy + (action.accuracy ?? 0) + (mt?.accuracy ?? 0) - (opts.calledShot ? CALLED_SHOT_PENALTY : 0);

  const helpless = defender.condition !== "active";
  const interruptSpeed = opts.defense === "dodge" || opts.defense === "parry" ? defenseSpeed(defender, opts.defense) : 0;
  const refusal = helpless ? "helpless" : defenseRefusal(defender, declared, opts.defense, interruptSpeed);
  const defense: DefenseChoice = refusal ? "none" : opts.defense;
  let defenseRoll: number | null = null;
  let result: DefenseResult = { outcome: "hit", failedBy: 0, damageFraction: 1 };
  let defenderDelay = 0;
  if (defense === "dodge" || defense === "parry") {
    const bonus = defense === "dodge" ? dv.dodgeBonus + (opts.aoeRadius ? aoeDodgePenalty(declared.speed.speed, dv.movementPerIc, opts.aoeRadius) : 0) : dv.parryBonus;
    defenseRoll = defenseDice.roll(20) + bonus;
    result = resolveDefense(accuracy, defenseRoll);
    defenderDelay = interruptSpeed;
  }

  const blocked = defense === "block";
  let damageRolled = 0;
  let damageFormula = "";
  let damage = 0;
  let mitigation: MitigationStep[] = [];
  if (isDamaging(action) && result.outcome !== "miss") {
    const stat = action.damage?.stat ?? "str";
    const bonus = (stat === "cha" ? av.chaDamageBonus : stat === "str" ? av.strDamageBonus : 0) + (mt?.damageBonusIncrease ?? 0);
    const roll = rollDamage(
      {
        dice: mt?.dice ?? action.damage?.dice ?? "",
        damageBonus: stat === "none" ? 0 : bonus,
        damageSpeed: declared.speed.damageSpeed,
        finalSpeed: declared.speed.speed,
        paralysis: effectiveSeverity(attacker.statuses, "paralysis"),
        flatBonus: action.bonusDamage,
      },
      attackDice,
    );
    damageRolled = roll.total;
    damageFormula = roll.formula;
    const mitigated = applyMitigation({
      damage: roll.total,
      partialFraction: result.damageFraction,
      damageReduction: defender.damageReduction,
      blockReduction: blocked ? blockReduction(blockedKind(action)) : 0,
    });
    damage = mitigated.damage;
    mitigation = mitigated.steps;
  }

  return {
    attackerId: attacker.id,
    defenderId: defender.id,
    action: action.name,
    accuracy,
    defense,
    defenseRefused: refusal && opts.defense !== "none" ? refusal : null,
    defenseRoll,
    result,
    defenderDelay,
    damageRolled,
    damageFormula,
    damage,
    mitigation,
    knockback: knockbackAfterDefense(action.knockback ?? 0, result, action.aoeCentred),
    statuses: result.outcome === "miss" ? [] : (action.statuses ?? []),
    damageType: action.damage?.type ?? "blunt",
    calledShot: opts.calledShot ?? null,
    multiThrow: !!mt,
    blocked,
  };
}
