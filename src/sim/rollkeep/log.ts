import type { GrappleEvent } from "../../rules/rollkeep/port/grapple";
import type { RulesetTypesOf } from "../../rules/registry";

type Rk = RulesetTypesOf<"rollkeep">;

/** What the log keeps of one attack: the roll against the TN, the damage, and what it did. */
export interface AttackEntry {
  round: number;
  kind: "attack";
  actor: string;
  target: string;
  action: string;
  /** The attack pool as thrown (`6k3`, `10k10+4`), its total, and the TN it had to reach with every raise. */
  pool: string;
  roll: number;
  tn: number;
  raises: number;
  hit: boolean;
  maneuvers: string[];
  damagePool: string | null;
  damage: number | null;
  /** V6: the target spent a Void Point against the wounds. */
  voidOnWounds: boolean;
  wounds: { taken: number; total: number; rank: string } | null;
  downed: boolean;
  killed: boolean;
  /** What the maneuvers did: prone, disarmed, pushed 10 ft, an extra attack, a Tactics Pool raise, a custom effect. */
  effects: string[];
  /** M3: the attack an Extra Attack granted. */
  extra: boolean;
}

/** One line of a rollkeep fight's log, round by round. */
export type RollkeepLogEntry =
  | { round: number; kind: "round"; order: string[] }
  | { round: number; kind: "turn"; actor: string; action: string; stance: string; stanceChanged: boolean; target?: string; fullDefense?: { total: number; bonus: number }; refused?: string }
  | AttackEntry
  | { round: number; kind: "recovery"; actor: string; condition: string; total: number | null; tn: number | null; recovered: boolean }
  | { round: number; kind: "expired"; actor: string; effect: string }
  /** §11: what a grapple step or a turn-start control contest did (the port's events). */
  | { round: number; kind: "grapple"; actor: string; events: GrappleEvent[] }
  | { round: number; kind: "assessment"; actor: string; total: number; tn: number; facts: number; focusBonus: boolean }
  | { round: number; kind: "focus"; totals: Record<string, number>; firstStriker: string | null; freeRaises: number }
  | { round: number; kind: "duel"; stakes: string; result: string; winner: string | null };

/** A pool as the log writes it: `6k3`, `10k10+4`. */
export function poolText(pool: { rolled: number; kept: number; flat: number }): string {
  return `${pool.rolled}k${pool.kept}${pool.flat === 0 ? "" : pool.flat > 0 ? `+${pool.flat}` : pool.flat}`;
}

/** The log's entry for a settled attack. */
export function attackEntry(round: number, flow: Rk["attack"], settled: Rk["settled"], extra: boolean): AttackEntry {
  const { attack } = flow;
  const roll = attack.attackRoll;
  const o = settled.outcome;
  const effects = [
    ...(o.knockedProne ? ["knocked prone"] : []),
    ...(o.disarmed ? ["disarmed"] : []),
    ...(o.pushedFeet > 0 ? [`pushed ${o.pushedFeet} ft`] : []),
    ...(o.location ? [`struck at the ${o.location}`] : []),
    ...(o.extraAttack ? ["an extra attack"] : []),
    ...(o.tacticsRaises > 0 ? [`+${o.tacticsRaises} to the Tactics Pool`] : []),
    ...o.customEffects,
  ];
  return {
    round,
    kind: "attack",
    actor: o.attackerId,
    target: o.targetId,
    action: o.action,
    pool: roll ? poolText(roll.pool) : "",
    roll: roll?.total ?? 0,
    tn: roll?.tn?.effective ?? attack.armorTn,
    raises: roll?.raisesCounted ?? 0,
    hit: o.hit,
    maneuvers: attack.declaration.maneuvers.map((m) => m.kind),
    damagePool: attack.damage ? poolText(attack.damage.roll.pool) : null,
    damage: attack.damage ? attack.damage.roll.total : null,
    voidOnWounds: o.voidOnWounds,
    wounds: settled.wounds ? { taken: settled.wounds.taken, total: settled.wounds.wounds, rank: settled.wounds.after.rank } : null,
    downed: settled.wounds?.downed === true,
    killed: settled.wounds?.killed === true,
    effects,
    extra,
  };
}
