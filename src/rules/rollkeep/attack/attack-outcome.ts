import type { RollkeepAttack } from "./attack-state";
import type { CalledTarget } from "./maneuvers";

/** What a finished attack leaves to settle: the damage to take and every maneuver's effect. */
export interface RollkeepAttackOutcome {
  attackerId: string;
  targetId: string;
  hit: boolean;
  /** The damage roll's total (0 without one); wounds are taken with `takeWounds`, after Void and Reduction. */
  damage: number;
  /** M1: where a Called Shot or Focused Attack struck (no effect of its own; the GM rules on it). */
  location: CalledTarget | null;
  /** M2: the target drops the weapon. */
  disarmed: boolean;
  /** M7: the target is knocked Prone. */
  knockedProne: boolean;
  /** M8: feet the attacker may move the target (and follow, out of its own movement). */
  pushedFeet: number;
  /** M3: another attack now (4e: once this one is resolved; house: as a Free Action). */
  extraAttack: boolean;
  /** M9: free raises for the party's Tactics Pool. */
  tacticsRaises: number;
  /** M11: custom raise effects the GM adjudicates. */
  customEffects: string[];
}

/** The outcome of a finished attack (a miss has no effects: every maneuver needs the hit, AT1). */
export function attackOutcome(attack: RollkeepAttack): RollkeepAttackOutcome {
  const hit = attack.attackRoll?.success === true;
  const won = (maneuver: string) => hit && attack.contests.some((c) => c.maneuver === maneuver && c.result?.attackerWon === true);
  const maneuvers = hit ? attack.declaration.maneuvers : [];
  const called = maneuvers.find((m) => m.kind === "calledShot");
  const push = maneuvers.find((m) => m.kind === "pushPull");
  return {
    attackerId: attack.attacker.id,
    targetId: attack.target.id,
    hit,
    damage: attack.damage?.roll.total ?? 0,
    location: called?.target ?? null,
    disarmed: won("disarm"),
    knockedProne: won("knockdown"),
    pushedFeet: push && won("pushPull") ? push.feet : 0,
    extraAttack: maneuvers.some((m) => m.kind === "extraAttack"),
    tacticsRaises: maneuvers.some((m) => m.kind === "tacticalStrike") ? 1 : 0,
    customEffects: maneuvers.flatMap((m) => (m.kind === "custom" ? [m.name] : [])),
  };
}
