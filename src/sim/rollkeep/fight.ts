import type { DiceSource } from "../../rules/dice";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../rules/registry";
import { roundOf } from "../../rules/rollkeep/port/moments";
import type { FighterEntry } from "./fighters";
import { attackEntry, type RollkeepLogEntry } from "./log";
import type { RollkeepScenario, RollkeepTurn } from "./scenario";

type Rk = RulesetTypesOf<"rollkeep">;

/** The simulator plays the roll-and-keep ruleset through its port, as the table will. */
export const rules = RULESETS.rollkeep;

/** A fight under way: the combatants as the port last returned them, the moment, the dice, the log. */
export interface Fight {
  scenario: RollkeepScenario;
  combatants: readonly Rk["combatant"][];
  at: number;
  /** The seeded dice every roll draws from unless a scripted turn fixes its faces. */
  dice: DiceSource;
  /** Null for runs nobody reads. */
  log: RollkeepLogEntry[] | null;
  /** Each combatant's scripted turns still to play, in order. */
  queues: Map<string, RollkeepTurn[]>;
  entries: Map<string, FighterEntry>;
}

export function find(fight: Fight, id: string): Rk["combatant"] {
  const c = fight.combatants.find((x) => x.id === id);
  if (!c) throw new Error(`No combatant "${id}"`);
  return c;
}

export function put(fight: Fight, c: Rk["combatant"]): void {
  fight.combatants = fight.combatants.map((x) => (x.id === c.id ? c : x));
}

export function upright(fight: Fight, c: Rk["combatant"]): boolean {
  return RULESET_EXTRAS.rollkeep.standing(c, fight.scenario.options);
}

/** The sides with anyone still standing. */
export function sidesStanding(fight: Fight): Set<string> {
  return new Set(fight.combatants.filter((c) => upright(fight, c)).map((c) => c.side));
}


/**
 * An attack carried through the port's steps up to its settling: opened (the attack roll), its
 * damage rolled, and the target's answer, a Void Point against the wounds when its tactics say so
 * and one is free (V6). The target's Void Points are written at once.
 */
export function strike(fight: Fight, declared: Rk["declared"], targetId: string, dice: DiceSource): Rk["attack"] {
  put(fight, declared.actor);
  const struck = RULESET_EXTRAS.rollkeep.attackThrough(declared, find(fight, targetId), fight.entries.get(targetId)?.tactics.voidOnWounds === true, fight.scenario.options, dice);
  put(fight, struck.target);
  return struck.flow;
}

/** Settles finished attacks together (a duel's kharmic strike; otherwise one at a time) and logs each. */
export function settleStrikes(fight: Fight, flows: readonly Rk["attack"][], extra: boolean): Rk["outcome"][] {
  const outcomes = flows.flatMap((flow) => rules.attack.outcomes(flow, find(fight, flow.attack.attacker.id)));
  const { combatants, settled } = rules.settle(fight.combatants, outcomes, fight.at, fight.scenario.options, fight.dice);
  fight.combatants = combatants;
  settled.forEach((s, i) => fight.log?.push(attackEntry(roundOf(fight.at), flows[i] as Rk["attack"], s, extra)));
  return outcomes;
}
