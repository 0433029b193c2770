import type { DiceSource } from "../../rules/dice";
import { DEGREES_BASIC_ACTIONS } from "../../rules/degrees/port/actions";
import { degreesChakraPays } from "../../rules/degrees/port/declare";
import { partnerRound } from "../../rules/degrees/port/partners";
import { isRuleRefusal } from "../../rules/refusal";
import type { RulesetTypesOf } from "../../rules/registry";
import { scriptedDice } from "../scripted-dice";
import { find, firstFoe, placeOf, put, rules, strike, type Fight } from "./fight";
import { actionNamed, type FighterEntry } from "./fighters";
import type { DegreesTurn } from "./scenario";
import { asFileProblem } from "../validate";

type Dg = RulesetTypesOf<"degrees">;

const STRIKE = DEGREES_BASIC_ACTIONS.strike as Dg["action"];

/** What a fighter means to do with its turn: a scripted turn, or its tactics. */
interface TurnPlan {
  action: Dg["action"];
  target: string | null;
  choice: Dg["choice"];
  /** The target's answer when the file names one. */
  defence: string | undefined;
  dice: DiceSource;
  /** The scripted turn, whose refusal is the file's problem; null for tactics, which pass instead. */
  scripted: DegreesTurn | null;
}

function scripted(fight: Fight, me: Dg["combatant"], entry: FighterEntry, turn: DegreesTurn): TurnPlan {
  // The scenario checked that the fighter knows the action it names.
  const action = actionNamed(entry, turn.action) as Dg["action"];
  const target = turn.target ?? firstFoe(fight, me);
  const choice: Dg["choice"] = {
    at: fight.at,
    ...(turn.stance ? { stance: turn.stance } : {}),
    ...(turn.charge === undefined ? {} : { charge: { runMetres: turn.charge } }),
    ...(action.role === "delay" || action.role === "stepIn" ? { delayTo: turn.delayTo ?? null } : {}),
    ...(turn.mercy && target !== null ? { mercyStrike: { victim: find(fight, target) } } : {}),
    ...(turn.opportunity ? { opportunity: true } : {}),
    ...(turn.sneak === undefined ? {} : { sneak: { stealth: turn.sneak } }),
    ...(turn.keep ? { keep: { action: turn.keep } } : {}),
    ...(turn.release ? { release: true } : {}),
    ...partnersOf(fight, me),
  };
  return { action, target, choice, defence: turn.defence, dice: turn.dice ? scriptedDice(turn.dice, fight.dice, `turns[${turn.index}].dice`) : fight.dice, scripted: turn };
}

/** What the fighter's owner and partners count for this round (M87, M88): their standard actions, for the damage divisor, and the per-round limits they took; nothing for one alone. */
function partnersOf(fight: Fight, me: Dg["combatant"]): Pick<Dg["choice"], "partnerActions" | "partnerUses"> {
  return partnerRound(fight.fighters, me, fight.at, fight.options);
}

/** A tactics turn's choice: now, in the stance if any, with what the partners did (every turn makes one: a literal, no spreads). */
function tacticsChoice(fight: Fight, me: Dg["combatant"], stance: Dg["choice"]["stance"] | null): Dg["choice"] {
  const choice: Dg["choice"] = stance ? { at: fight.at, stance } : { at: fight.at };
  const shared = partnerRound(fight.fighters, me, fight.at, fight.options);
  if (shared.partnerActions !== undefined) choice.partnerActions = shared.partnerActions;
  if (shared.partnerUses !== undefined) choice.partnerUses = shared.partnerUses;
  return choice;
}

/** The next action of the tactics' rotation at the first foe standing, fighting defensively with a melee attack when the tactics say so. */
function fromTactics(fight: Fight, me: Dg["combatant"], place: number, entry: FighterEntry): TurnPlan {
  const { rotation, stance } = entry.tactics;
  const at = fight.cursors[place] ?? 0;
  fight.cursors[place] = at + 1;
  // The scenario checked every name of the rotation.
  const action = actionNamed(entry, rotation[at % rotation.length] as string) as Dg["action"];
  const melee = action.attack?.attack.delivery === "melee";
  return { action, target: firstFoe(fight, me), choice: tacticsChoice(fight, me, melee ? stance : null), defence: undefined, dice: fight.dice, scripted: null };
}

/**
 * Declares a tactics plan on the fight's own fighter (`owned`: a refused declaration leaves it as
 * it was); refused, it falls back on the unarmed Strike, and refused again, the turn passes with the reason.
 */
function declareTactics(fight: Fight, me: Dg["combatant"], plan: TurnPlan): { declared: Dg["declared"] | null; refused: string | null } {
  // A technique the chakra left cannot pay for (the usual refusal, first met some hundreds of duels
  // in) is swapped for the Strike before declaring, through the one declaration below: thrown, or
  // reaching a call not made before, it would throw away the turn's optimised code. The Strike
  // keeps the plan's choice unless that fights defensively (the Strike falls back on no stance).
  const paid = plan.action === STRIKE || degreesChakraPays(me, plan.action, plan.choice);
  const noStance = plan.choice.stance === undefined;
  try {
    const action = paid ? plan.action : STRIKE;
    const choice = paid || noStance ? plan.choice : tacticsChoice(fight, me, null);
    return { declared: rules.declare(me, action, choice, fight.options, plan.dice, true), refused: null };
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    if (!paid || plan.action === STRIKE) return { declared: null, refused: error.message };
  }
  try {
    return { declared: rules.declare(me, STRIKE, tacticsChoice(fight, me, null), fight.options, plan.dice, true), refused: null };
  } catch (again) {
    if (!isRuleRefusal(again)) throw again;
    return { declared: null, refused: again.message };
  }
}

/**
 * One fighter's turn: its next scripted turn if one is left, else its tactics, declared through
 * the port and logged, and an attack, maneuver or Feint carried through to its settling. A
 * scripted turn the rules refuse stops the run, named; a tactics turn passes with the reason.
 */
export function playTurn(fight: Fight, id: string): void {
  const place = placeOf(fight, id);
  const me = fight.fighters[place] as Dg["combatant"];
  const entry = fight.entries[place];
  if (!entry) throw new Error(`No entry for "${id}"`);
  // A fight without scripted turns (a duel) has no queue to look in.
  const turn = fight.queues.size === 0 ? undefined : fight.queues.get(id)?.shift();
  const plan = turn ? scripted(fight, me, entry, turn) : fromTactics(fight, me, place, entry);
  const round = rules.roundOf(fight.at);
  const where = turn ? `round ${round}, turns[${turn.index}]` : "";
  const offensive = plan.action.role === "attack" || plan.action.role === "maneuver" || plan.action.role === "feint";
  const { declared, refused } = offensive && plan.target === null ? { declared: null, refused: "no foe is left standing" } : turn ? { declared: asFileProblem(where, () => rules.declare(me, plan.action, plan.choice, fight.options, plan.dice)), refused: null } : declareTactics(fight, me, plan);
  // An owned declaration changed the fight's own fighter in place: nothing to put back then.
  if (declared && declared.actor !== me) put(fight, declared.actor);
  if (declared?.summoned) put(fight, declared.summoned);
  fight.log?.push({
    round,
    kind: "turn",
    actor: id,
    action: declared?.action.name ?? null,
    ...(declared?.attack && plan.target ? { target: plan.target } : {}),
    ...(refused ? { passed: refused } : {}),
    ...(declared?.action.role === "delay" ? { delayTo: declared.actor.delayedTo } : {}),
  });
  if (!declared?.attack || plan.target === null) return;
  const target = plan.target;
  if (turn) {
    asFileProblem(where, () => strike(fight, declared, target, plan.defence, plan.dice, turn.aid));
    return;
  }
  try {
    strike(fight, declared, target, undefined, plan.dice);
  } catch (error) {
    // Refused as it opens (a Takedown on someone already down): the action is spent, nothing happens.
    if (!isRuleRefusal(error)) throw error;
    fight.log?.push({ round, kind: "refused", actor: id, action: declared.action.name, target, reason: error.message });
  }
}
