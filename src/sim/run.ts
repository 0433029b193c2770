import { fixedDice, seededDice, type DiceSource } from "../rules/dice";
import { RULESETS } from "../rules/registry";
import { advanceTo, nextEventIc, playIc, startBattle, type BattleLogEntry, type BattleState, type TurnPlan } from "./play-ic";
import type { Scenario, ScenarioTurn } from "./scenario";
import { ScenarioError } from "./validate";

export interface CombatantSummary {
  id: string;
  nextIc: number;
  ap: number;
  vitality: number;
  hp: number;
  fatigue: number;
  condition: string;
  statuses: { kind: string; severity: number }[];
  wounds: { severity: string; type: string; location: string; side: string | null }[];
}

export interface ScenarioResult {
  name: string;
  ic: number;
  initiative: Record<string, number>;
  log: BattleLogEntry[];
  combatants: CombatantSummary[];
}

/** A safety stop for scenarios whose turns never run out (they always do, but a typo should not hang). */
const MAX_IC = 10_000;

function planFor(turn: ScenarioTurn, fallback: DiceSource): TurnPlan & { turnIndex: number } {
  return {
    turnIndex: turn.index,
    actorId: turn.actor,
    action: turn.action,
    ...(turn.target ? { targetId: turn.target } : {}),
    apSpent: turn.ap,
    ...(turn.length !== undefined ? { variableLength: turn.length } : {}),
    defense: turn.defense,
    ...(turn.calledShot ? { calledShot: turn.calledShot } : {}),
    dice: turn.dice ? fixedDice(turn.dice, fallback) : fallback,
    defenseDice: turn.defenseDice ? fixedDice(turn.defenseDice, fallback) : fallback,
  };
}

export function summarise(state: BattleState): CombatantSummary[] {
  return state.combatants.map((c) => ({
    id: c.id,
    nextIc: c.nextIc,
    ap: c.ap,
    vitality: c.vitality.value,
    hp: c.hp.value,
    fatigue: c.fatigue.level,
    condition: c.condition,
    statuses: c.statuses.map((s) => ({ kind: s.kind, severity: s.severity })),
    wounds: c.wounds.map((w) => ({ severity: w.severity, type: w.type, location: w.location, side: w.side })),
  }));
}

/**
 * Plays a scenario: initiative (given or rolled), then IC by IC each combatant takes its next
 * scripted turn when its IC comes up, until every turn is taken (or nobody left can act).
 */
export function runScenario(scenario: Scenario, seed = 1): ScenarioResult {
  const dice = seededDice(seed);
  const initiative: Record<string, number> = {};
  for (const c of scenario.combatants) initiative[c.id] = scenario.initiative[c.id] ?? RULESETS.ic.initiative.roll(c, scenario.options, dice);
  let state = startBattle(scenario.combatants, initiative);
  const queues = new Map<string, ScenarioTurn[]>(scenario.combatants.map((c) => [c.id, scenario.turns.filter((t) => t.actor === c.id)]));
  const log: BattleLogEntry[] = [];
  for (;;) {
    const waiting = new Set([...queues].filter(([, q]) => q.length > 0).map(([id]) => id));
    const ic = nextEventIc(state, waiting);
    if (ic === null || ic > MAX_IC) break;
    state = advanceTo(state, ic, scenario.options, dice, log);
    const plans: TurnPlan[] = [];
    for (const c of state.combatants) {
      if (c.condition !== "active" || c.nextIc !== ic) continue;
      const turn = queues.get(c.id)?.shift();
      if (turn) plans.push(planFor(turn, dice));
    }
    try {
      state = playIc(state, plans, scenario.options, dice, log);
    } catch (error) {
      const which = plans.map((p) => `turns[${(p as TurnPlan & { turnIndex?: number }).turnIndex}]`).join(", ");
      throw new ScenarioError(`IC ${ic}, ${which}: ${(error as Error).message}`);
    }
    if (plans.length === 0 && state.pending.length === 0 && ![...waiting].some((id) => state.combatants.some((c) => c.id === id && c.condition === "active"))) break;
  }
  return { name: scenario.name, ic: state.ic, initiative, log, combatants: summarise(state) };
}
