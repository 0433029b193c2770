import { seededDice, type DiceSource } from "../rules/dice";
import { isRuleRefusal } from "../rules/refusal";
import { RULESETS } from "../rules/registry";
import { advanceTo, nextEventIc, playIc, startBattle, TurnRefusal, type BattleLogEntry, type BattleState, type TurnPlan } from "./play-ic";
import type { Scenario, ScenarioTurn } from "./scenario";
import { scriptedDice } from "./scripted-dice";
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

/**
 * The longest a scenario may run. Every action takes at least 1 IC and a file's numbers are
 * bounded (see FILE_RANGES), so a scenario always ends; this keeps one that would run for ages
 * from doing so, with a message naming the turn still waiting.
 */
export const MAX_SCENARIO_IC = 10_000;

function planFor(turn: ScenarioTurn, fallback: DiceSource): TurnPlan & { turnIndex: number } {
  const path = `turns[${turn.index}]`;
  return {
    turnIndex: turn.index,
    actorId: turn.actor,
    action: turn.action,
    ...(turn.target ? { targetId: turn.target } : {}),
    apSpent: turn.ap,
    ...(turn.length !== undefined ? { variableLength: turn.length } : {}),
    defense: turn.defense,
    ...(turn.calledShot ? { calledShot: turn.calledShot } : {}),
    dice: turn.dice ? scriptedDice(turn.dice, fallback, `${path}.dice`) : fallback,
    defenseDice: turn.defenseDice ? scriptedDice(turn.defenseDice, fallback, `${path}.defense.dice`) : fallback,
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
  const initiative = Object.create(null) as Record<string, number>;
  for (const c of scenario.combatants) initiative[c.id] = scenario.initiative[c.id] ?? RULESETS.ic.initiative.roll(c, scenario.options, dice);
  let state = startBattle(scenario.combatants, initiative);
  const queues = new Map<string, ScenarioTurn[]>(scenario.combatants.map((c) => [c.id, scenario.turns.filter((t) => t.actor === c.id)]));
  const log: BattleLogEntry[] = [];
  // The last IC played: none yet, so the start's own IC may be the first.
  let played = state.ic - 1;
  for (;;) {
    const waiting = new Set([...queues].filter(([, q]) => q.length > 0).map(([id]) => id));
    const ic = nextEventIc(state, waiting, played, scenario.options);
    if (ic === null) break;
    if (ic > MAX_SCENARIO_IC) throw new ScenarioError(`${waitingTurn(queues, state)}: the scenario would run past IC ${MAX_SCENARIO_IC}, the longest one may last (it reached IC ${state.ic}, next IC ${ic})`);
    state = advanceTo(state, ic, scenario.options, dice, log);
    const plans: (TurnPlan & { turnIndex: number })[] = [];
    for (const id of RULESETS.ic.turnsAt(state.combatants, ic, scenario.options)) {
      const turn = queues.get(id)?.shift();
      if (turn) plans.push(planFor(turn, dice));
    }
    try {
      state = playIc(state, plans, scenario.options, dice, log);
    } catch (error) {
      // A rule refusing a turn is the file's problem, named by the IC and the turns in play; anything else is a bug and crashes.
      if (!isRuleRefusal(error)) throw error;
      const culprit = error instanceof TurnRefusal ? [error.plan as TurnPlan & { turnIndex: number }] : plans;
      const which = culprit.map((p) => `turns[${p.turnIndex}]`).join(", ") || "turns";
      throw new ScenarioError(`IC ${ic}, ${which}: ${error.message}`);
    }
    played = ic;
    if (plans.length === 0 && state.pending.length === 0 && ![...waiting].some((id) => state.combatants.some((c) => c.id === id && c.condition === "active"))) break;
  }
  return { name: scenario.name, ic: state.ic, initiative, log, combatants: summarise(state) };
}

/** The first turn still waiting to be played (or the delayed one still pending), for a message. */
function waitingTurn(queues: ReadonlyMap<string, ScenarioTurn[]>, state: BattleState): string {
  let first: number | null = null;
  for (const q of queues.values()) if (q[0] && (first === null || q[0].index < first)) first = q[0].index;
  const pending = state.pending[0]?.plan as (TurnPlan & { turnIndex?: number }) | undefined;
  return first !== null ? `turns[${first}]` : pending?.turnIndex !== undefined ? `turns[${pending.turnIndex}]` : "turns";
}
