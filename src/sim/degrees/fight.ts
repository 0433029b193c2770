import type { DiceSource } from "../../rules/dice";
import { degreesDefenceOffered } from "../../rules/degrees/port/attack-flow";
import { standing } from "../../rules/degrees/port/fighter";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../rules/registry";
import type { FighterEntry } from "./fighters";
import { attackEntry, type DegreesLogEntry } from "./log";
import type { DegreesTurn } from "./scenario";

type Dg = RulesetTypesOf<"degrees">;

/** The simulator plays the degrees ruleset through its port, as the table will. */
export const rules = RULESETS.degrees;
const extras = RULESET_EXTRAS.degrees;

/**
 * A fight under way: the fighters as the port last returned them, the moment, the dice, the log.
 * The fight owns its list and every fighter in it from `newFight` (which copies them) to its end,
 * and nobody reads what they were before a step: the port's steps are played with `owned`, and
 * change them in place.
 */
export interface Fight {
  options: Dg["options"];
  /** The last round played. */
  rounds: number;
  fighters: Dg["combatant"][];
  at: number;
  /** The seeded dice every roll draws from unless a scripted turn fixes its faces. */
  dice: DiceSource;
  /** Null for runs nobody reads: nothing is logged, and the damage keeps no steps. */
  log: DegreesLogEntry[] | null;
  /** Each fighter's entry, at its place in `fighters` (newFight places them in the entries' order): found by place, as every turn asks, not looked up by id. */
  entries: readonly FighterEntry[];
  /** Each fighter's scripted turns still to play, in order. */
  queues: ReadonlyMap<string, DegreesTurn[]>;
  /**
   * Where each fighter is in its tactics' rotation, by its place in `fighters` (which never
   * changes: a step replaces a fighter where it stands). A list, not a map by id: every tactics
   * turn reads and moves one, and a list's slot costs less than a lookup by name.
   */
  cursors: number[];
}

// The loops over the fight's fighters here, asked several times a turn, are indexed: a for…of
// makes an iterator and a result per fighter until its code is optimised, and a run's first
// duels are played before it is.
export function find(fight: Fight, id: string): Dg["combatant"] {
  return fight.fighters[placeOf(fight, id)] as Dg["combatant"];
}

/** Where the fighter with this id stands in the fight's list. */
export function placeOf(fight: Fight, id: string): number {
  const list = fight.fighters;
  for (let i = 0; i < list.length; i++) if ((list[i] as Dg["combatant"]).id === id) return i;
  throw new Error(`No combatant "${id}"`);
}

/** The fighter with `f`'s id replaced by `f`, in the fight's own list. */
export function put(fight: Fight, f: Dg["combatant"]): void {
  const list = fight.fighters;
  for (let i = 0; i < list.length; i++) if ((list[i] as Dg["combatant"]).id === f.id) list[i] = f;
}

/** What an owned step of the port hands back is the fight's list itself, or a new one: the fight's own either way. */
export function keep(fight: Fight, combatants: readonly Dg["combatant"][]): void {
  // The cast: see above; nothing else holds the list.
  fight.fighters = combatants as Dg["combatant"][];
}

/** What `standingSide` says when two sides or more still have someone standing: the fight goes on. */
export const SEVERAL_SIDES = Symbol("several sides");

/** The one side with anyone still standing, null when none has, SEVERAL_SIDES while the fight goes on. */
export function standingSide(fight: Fight): string | null | typeof SEVERAL_SIDES {
  let side: string | null = null;
  const list = fight.fighters;
  for (let i = 0; i < list.length; i++) {
    const f = list[i] as Dg["combatant"];
    if (!standing(f, fight.options)) continue;
    if (side === null) side = f.side;
    else if (f.side !== side) return SEVERAL_SIDES;
  }
  return side;
}

/** The first foe still standing, in the file's order: the default target. */
export function firstFoe(fight: Fight, me: Dg["combatant"]): string | null {
  // A partner not yet called into the fight is nobody's target yet (M86).
  const list = fight.fighters;
  for (let i = 0; i < list.length; i++) {
    const f = list[i] as Dg["combatant"];
    if (f.side !== me.side && f.initiative !== null && standing(f, fight.options)) return f.id;
  }
  return null;
}


/** The answers with nothing but their kind, made once: the port never changes an answer. */
const PLAIN_ANSWERS = { dodge: { kind: "dodge" }, block: { kind: "block" }, anticipate: { kind: "anticipate" }, evade: { kind: "evade" } } as const satisfies Record<string, Dg["answer"]>;

/** A defence named in a file or tactics, as the port's answer. */
export function answerNamed(name: string): Dg["answer"] {
  // Each answer read by its own name: a lookup by a name held in a variable is a slow keyed load, and every tactics defence comes here.
  switch (name) {
    case "dodge":
      return PLAIN_ANSWERS.dodge;
    case "block":
      return PLAIN_ANSWERS.block;
    case "anticipate":
      return PLAIN_ANSWERS.anticipate;
    case "evade":
      return PLAIN_ANSWERS.evade;
    default:
      return { kind: "technique", technique: name };
  }
}

/**
 * The target's answer: the defence named for this attack as it is (a refused one is the
 * attacker's automatic success, M23), or else its tactics' defence when the rules allow it, Dodge
 * otherwise: tactics never choose what the rules refuse.
 */
function answerFor(fight: Fight, flow: Dg["attack"], attacker: Dg["combatant"], target: Dg["combatant"], named: string | undefined): { answer: Dg["answer"]; refused: string | null } {
  if (named !== undefined) {
    const answer = answerNamed(named);
    return { answer, refused: degreesDefenceOffered(flow, attacker, target, answer, fight.options)?.refused ?? null };
  }
  const wanted = fight.entries[placeOf(fight, target.id)]?.tactics.defence ?? "dodge";
  if (wanted === "dodge") return { answer: PLAIN_ANSWERS.dodge, refused: null };
  const answer = answerNamed(wanted);
  const offered = degreesDefenceOffered(flow, attacker, target, answer, fight.options);
  return { answer: offered !== null && offered.refused === null ? answer : PLAIN_ANSWERS.dodge, refused: null };
}

/** A rider answers Dodge, Block and Anticipate with its mount's, while the mount stands (M92). */
function withMount(fight: Fight, target: Dg["combatant"], chosen: { answer: Dg["answer"]; refused: string | null }): { answer: Dg["answer"]; refused: string | null } {
  const answer = chosen.answer;
  if (target.mountedOn === undefined || (answer.kind !== "dodge" && answer.kind !== "block" && answer.kind !== "anticipate")) return chosen;
  const mount = find(fight, target.mountedOn);
  return standing(mount, fight.options) ? { answer: { kind: answer.kind, mount }, refused: chosen.refused } : chosen;
}

/** A scripted aid as the port's answer, its helper as the fight has it now (M65, M77). */
function aidAnswer(fight: Fight, aid: NonNullable<DegreesTurn["aid"]>): Dg["answer"] {
  const by = find(fight, aid.by);
  return aid.kind === "deflect" ? { kind: "deflect", by } : { kind: "help", help: aid.kind, by, ...(aid.move ? { move: true } : {}) };
}

/**
 * An attack carried through the port's steps to its settling, at once (turns are not
 * simultaneous): opened (the attack check), answered first by a scripted helper if any (a
 * deflection, Help Ally), then by the target when a defence is still asked for, its damage worked
 * out against whoever is its target then (a helper who took the hit), then settled and logged.
 * `named` is a scripted defence, if any.
 */
export function strike(fight: Fight, declared: Dg["declared"], targetId: string, named: string | undefined, dice: DiceSource, aid?: DegreesTurn["aid"]): void {
  const attacker = declared.actor;
  let flow = rules.attack.open(attacker, declared, { targetId }, find(fight, targetId), fight.options, dice);
  let refused: string | null = null;
  let defence: string | null = null;
  if (aid && rules.attack.stage(flow).awaitsAnswer) {
    const helped = rules.attack.answer(flow, attacker, find(fight, targetId), aidAnswer(fight, aid), fight.options, dice);
    flow = helped.attack;
    put(fight, helped.defender);
  }
  if (rules.attack.stage(flow).awaitsAnswer) {
    const target = find(fight, targetId);
    const chosen = withMount(fight, target, answerFor(fight, flow, attacker, target, named));
    refused = chosen.refused;
    defence = chosen.answer.kind === "technique" ? chosen.answer.technique : chosen.answer.kind;
    const answered = rules.attack.answer(flow, attacker, target, chosen.answer, fight.options, dice, true);
    flow = answered.attack;
    // An owned answer that changed nothing of the defender hands back the fight's own: nothing to put back then.
    if (answered.defender !== target) put(fight, answered.defender);
  }
  // Someone who took the hit in the target's place (Help Ally, M77) is the attack's target from then on.
  if (rules.attack.stage(flow).awaitsDamage) flow = rules.attack.damage(flow, attacker, find(fight, flow.targetId), null, fight.options, dice, fight.log !== null, true);
  const { combatants, settled } = rules.settle(fight.fighters, rules.attack.outcomes(flow, attacker), fight.at, fight.options, fight.dice, fight.log !== null, true);
  keep(fight, combatants);
  // After a mercy strike the victim's fate may be the attacker's (M61): the simulator's attackers knock out rather than kill, as the table's Knock out button does, through the port's mercyFate.
  for (let i = 0; i < settled.length; i++) {
    const s = settled[i] as (typeof settled)[number];
    if (s.outcome.mercy?.fate === "attackerChooses") put(fight, extras.mercyFate(find(fight, s.outcome.targetId), "knockOut", fight.options));
  }
  if (fight.log) for (const s of settled) fight.log.push(attackEntry(rules.roundOf(fight.at), flow, s, defence, refused));
}
