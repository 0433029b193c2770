import { defenceMet } from "../../rules/degrees/port/maneuver-effects";
import type { RulesetTypesOf } from "../../rules/registry";

type Dg = RulesetTypesOf<"degrees">;

/** What the log keeps of one attack: the check, the defence, the degree, the damage and what it did. */
export interface AttackEntry {
  round: number;
  kind: "attack";
  actor: string;
  target: string;
  action: string;
  /** The attack check's total and its natural 2d8 (M20, M34). */
  roll: number;
  natural: number;
  /** The defence the target chose (a defensive technique by name); null when none was asked for. */
  defence: string | null;
  /** What the attack total met: Dodge's difficulty, the defender's total in a contest (a Feint's: its Notice); null when it met none. */
  against: number | null;
  /** Why that defence was not allowed, when it was not: the attack then succeeded automatically (M23). */
  defenceRefused: string | null;
  /** What settled the attack before any defence (a critical hit or failure, a defenceless target). */
  decided: string | null;
  hit: boolean;
  critical: boolean;
  degree: number;
  damage: number;
  /** The target's lethal HP and non-lethal damage after it, and where they leave it (M41, M47). */
  hp: number;
  nonLethal: number;
  state: string;
  /** The conditions it left on the target (Bleeding, Prone, Feinted…). */
  gains: string[];
  /** A Disarm's or a Push's metres. */
  effects: string[];
}

/** One line of a degrees fight's log, round by round. */
export type DegreesLogEntry =
  | { round: number; kind: "round"; surprise: boolean }
  | { round: number; kind: "caught"; actor: string }
  | { round: number; kind: "turn"; actor: string; action: string | null; target?: string; passed?: string; delayTo?: number | null; resumed?: boolean }
  | AttackEntry
  | { round: number; kind: "refused"; actor: string; action: string; target: string; reason: string }
  | { round: number; kind: "tick"; actor: string; cause: string; amount: number }
  | { round: number; kind: "breath"; actor: string; total: number | null; dc: number; held: boolean }
  | { round: number; kind: "confused"; actor: string; face: number; behaviour: string }
  | { round: number; kind: "threshold"; actor: string; from: string; to: string }
  | { round: number; kind: "expired"; actor: string; condition: string }
  | { round: number; kind: "summoned"; actor: string; partner: string }
  | { round: number; kind: "scared"; actor: string; mount: string; total: number; dc: number; kept: boolean }
  | { round: number; kind: "lapsed"; actor: string; kept: "held" | "prepared" }
  | { round: number; kind: "hold"; actor: string; victim: string; kept: boolean };

function tickEntry(round: number, actor: string, t: Extract<Dg["clockEvent"], { kind: "tick" }>["tick"]): DegreesLogEntry {
  switch (t.kind) {
    case "hpLoss":
      return { round, kind: "tick", actor, cause: t.cause, amount: t.amount };
    case "breath":
      return { round, kind: "breath", actor, total: t.check.roll?.total ?? null, dc: t.check.dc, held: t.check.heldBreath };
    case "confused":
      return { round, kind: "confused", actor, face: t.face, behaviour: t.behaviour };
    case "threshold":
      return { round, kind: "threshold", actor, from: t.from, to: t.to };
  }
}

/** The log's entry for a clock event, or null for those the log leaves out (turn edges, round ends). */
export function clockEntry(round: number, event: Dg["clockEvent"]): DegreesLogEntry | null {
  switch (event.kind) {
    case "roundStarted":
      return { round, kind: "round", surprise: event.surprise };
    case "caughtBySurprise":
      return { round, kind: "caught", actor: event.combatantId };
    case "expired":
      return { round, kind: "expired", actor: event.combatantId, condition: event.condition };
    case "tick":
      return tickEntry(round, event.combatantId, event.tick);
    case "keptLapsed":
      return { round, kind: "lapsed", actor: event.combatantId, kept: event.kept };
    case "holdKept":
    case "holdLost":
      return { round, kind: "hold", actor: event.combatantId, victim: event.victim, kept: event.kind === "holdKept" };
    case "turnStarted":
    case "turnEnded":
    case "roundEnded":
      return null;
  }
}

const AID_WORDS: Readonly<Record<NonNullable<Dg["attack"]["aid"]>["kind"], string>> = { deflect: "deflects", takeHit: "takes the hit", catch: "catches", technique: "defends with a technique" };

/** What the maneuvers that reach the port left, in words: a sneak attack's Stealth, a mount's defence, a Trample, a mercy strike, a fall. */
function maneuverEffects(flow: Dg["attack"], o: Dg["outcome"]): string[] {
  const said: string[] = [];
  if (flow.sneak) said.push(`sneak attack: Stealth ${flow.sneak.roll.total}${flow.sneak.sneaks ? ", unseen" : ", spotted"}`);
  if (flow.mountId) said.push(`defended by its mount ${flow.mountId}`);
  if (flow.aid) said.push(`${flow.aid.by} ${AID_WORDS[flow.aid.kind]} for ${flow.aid.for}: ${flow.aid.success ? "done" : "too slow"} (${flow.aid.contest.defender.total} vs ${flow.aid.contest.attacker.total})`);
  if (o.trample) said.push(`trample: ${o.trample}`);
  if (o.mercy) said.push(`mercy strike: ${o.mercy.roll ? `Vigor ${o.mercy.roll.total} vs 10, ` : ""}${o.mercy.fate === "survives" ? "survives" : "its fate is the attacker's: knocked out"}`);
  if (o.fall) said.push(o.fall.fell ? `falls (Acrobatics ${o.fall.roll?.total ?? "—"} vs ${o.fall.dc})${o.fall.damage > 0 ? ` for ${o.fall.damage}, Prone` : ", off its mount"}` : `keeps its seat (Acrobatics ${o.fall.roll?.total ?? "—"} vs ${o.fall.dc})`);
  return said;
}

/** The log's entry for a settled attack. */
export function attackEntry(round: number, flow: Dg["attack"], settled: Dg["settled"], defence: string | null, defenceRefused: string | null): AttackEntry {
  const o = settled.outcome;
  const met = flow.contest ? flow.contest.defender.total : flow.result ? (defenceMet(flow.result)?.defence ?? null) : null;
  return {
    round,
    kind: "attack",
    actor: o.attackerId,
    target: o.targetId,
    action: o.action,
    roll: flow.roll.total,
    natural: flow.roll.natural,
    defence,
    against: met,
    defenceRefused,
    decided: flow.decided,
    hit: o.hit,
    critical: o.critical,
    degree: o.degree,
    damage: o.damage,
    hp: settled.hp,
    nonLethal: settled.nonLethal,
    state: settled.state,
    gains: [...(o.bleeding ? ["bleeding"] : []), ...o.targetGains.map((c) => c.id)],
    effects: [
      ...(o.disarmedMetres === null ? [] : [`disarmed, the weapon ${o.disarmedMetres} m away`]),
      ...(o.pushedMetres === null ? [] : [`pushed ${o.pushedMetres} m`]),
      ...o.attackerGains.map((c) => `${o.attackerId} ${c.id}`),
      ...maneuverEffects(flow, o),
    ],
  };
}
