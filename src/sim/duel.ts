import { parse } from "yaml";
import { seededDice, type DiceSource } from "../rules/dice";
import type { IcAction } from "../rules/ic/action";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import type { IcCombatant } from "../rules/ic/combatant";
import { modifiedSealSpeed } from "../rules/ic/handseals";
import { RULESETS } from "../rules/registry";
import { DEFAULT_IC_OPTIONS, type IcRuleOptions } from "../rules/ic/options";
import type { DefenseChoice } from "../rules/ic/resolve/attack";
import { advanceTo, playIc, startBattle, type BattleLogEntry, type TurnPlan } from "./play-ic";
import { parseAction, parseCombatant } from "./scenario";
import { ScenarioErrors } from "./validate";

/** A duellist: a combatant, the actions it cycles through, and how it defends. */
export interface Duellist {
  combatant: IcCombatant;
  rotation: IcAction[];
  defense: DefenseChoice;
}

export interface DuelSummary {
  runs: number;
  wins: Record<string, number>;
  draws: number;
  /** Mean IC at which the winner stood alone, over decided duels. */
  meanIcToVictory: number;
}

/** Parses a duellist file: a combatant entry plus `rotation` and `defense`. */
export function parseDuellist(text: string, source: string): Duellist {
  const errors = new ScenarioErrors();
  const raw = parse(text) as Record<string, unknown>;
  const { combatant } = parseCombatant(errors, raw, source);
  const rotation = errors.list(raw?.rotation, `${source}.rotation`).map((a, i) => parseAction(errors, a, `${source}.rotation[${i}]`));
  if (rotation.length === 0) errors.add(`${source}.rotation`, "needs at least one action");
  const defenseName = typeof raw?.defense === "string" ? raw.defense.toLowerCase() : "dodge";
  if (!["dodge", "parry", "block", "none"].includes(defenseName)) errors.add(`${source}.defense`, "must be Dodge, Parry, Block or none");
  errors.throwIfAny(source);
  return { combatant, rotation, defense: defenseName as DefenseChoice };
}

// A fight still going after this many IC is called a draw (two turtles can dodge forever).
const MAX_IC = 3000;

/** The simple policy: the next action of the rotation, preceded by handseals when it needs them, spending every useful AP. */
function nextPlan(me: IcCombatant, foe: Duellist, mine: Duellist, cursor: { index: number }, dice: DiceSource): TurnPlan {
  const action = mine.rotation[cursor.index % mine.rotation.length] as IcAction;
  const seals = modifiedSealSpeed(action.sealSpeed ?? 0, me.stats.dex);
  if (!action.interrupt && seals > 0 && me.ongoing?.role !== "handseals") {
    return { actorId: me.id, action: BASIC_ACTIONS["Perform Handseals"] as IcAction, variableLength: seals, dice };
  }
  cursor.index++;
  return { actorId: me.id, action, targetId: foe.combatant.id, apSpent: me.ap, defense: foe.defense, dice, defenseDice: dice };
}

/** One duel to incapacitation; returns the winner's id (or null for a draw) and the IC it ended on. */
export function fightDuel(a: Duellist, b: Duellist, seed: number, options: IcRuleOptions = DEFAULT_IC_OPTIONS, log?: BattleLogEntry[]): { winner: string | null; ic: number } {
  const dice = seededDice(seed);
  const fighters = [a, b];
  const initiative = Object.fromEntries(fighters.map((f) => [f.combatant.id, RULESETS.ic.initiative.roll(f.combatant, options, dice)]));
  let state = startBattle([a.combatant, b.combatant], initiative);
  const cursors = [{ index: 0 }, { index: 0 }];
  for (;;) {
    const [ca, cb] = state.combatants as [IcCombatant, IcCombatant];
    if (ca.condition !== "active" || cb.condition !== "active") {
      const winner = ca.condition === "active" ? ca.id : cb.condition === "active" ? cb.id : null;
      return { winner, ic: state.ic };
    }
    let ic = Math.min(ca.nextIc, cb.nextIc);
    for (const p of state.pending) ic = Math.min(ic, p.declared.resolvesOn);
    if (ic > MAX_IC) return { winner: null, ic: state.ic };
    state = advanceTo(state, ic, options, dice, log);
    const plans: TurnPlan[] = [];
    if (ca.nextIc === ic && state.combatants[0]?.condition === "active") plans.push(nextPlan(state.combatants[0], b, a, cursors[0] as { index: number }, dice));
    if (cb.nextIc === ic && state.combatants[1]?.condition === "active") plans.push(nextPlan(state.combatants[1], a, b, cursors[1] as { index: number }, dice));
    state = playIc(state, plans, options, dice, log);
  }
}

/** Many duels with consecutive seeds: win rates and the mean IC to victory. */
export function runDuels(a: Duellist, b: Duellist, runs: number, seed = 1, options: IcRuleOptions = DEFAULT_IC_OPTIONS): DuelSummary {
  const wins: Record<string, number> = { [a.combatant.id]: 0, [b.combatant.id]: 0 };
  let draws = 0;
  let icTotal = 0;
  for (let i = 0; i < runs; i++) {
    const { winner, ic } = fightDuel(a, b, seed + i, options);
    if (winner === null) draws++;
    else {
      wins[winner] = (wins[winner] ?? 0) + 1;
      icTotal += ic;
    }
  }
  const decided = runs - draws;
  return { runs, wins, draws, meanIcToVictory: decided ? icTotal / decided : 0 };
}
