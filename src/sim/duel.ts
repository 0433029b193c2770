import { seededDice, type DiceSource } from "../rules/dice";
import type { IcAction } from "../rules/ic/action";
import { checkAction, type CheckedAction } from "../rules/ic/action-check";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import type { IcCombatant } from "../rules/ic/combatant";
import { RULESET_EXTRAS, RULESETS } from "../rules/registry";
import { DEFAULT_IC_OPTIONS, type IcRuleOptions } from "../rules/ic/options";
import type { DefenseChoice } from "../rules/ic/resolve/attack";
import { advanceTo, nextEventIc, playIc, startBattle, TurnRefusal, type BattleLogEntry, type BattleState, type TurnPlan } from "./play-ic";
import { isRuleRefusal } from "../rules/refusal";
import { parseAction, parseCombatant, variableLength } from "./scenario";
import { readYaml, ScenarioError, ScenarioErrors } from "./validate";

/** A duellist: a combatant, the actions it cycles through, and how it defends. */
export interface Duellist {
  combatant: IcCombatant;
  rotation: IcAction[];
  defense: DefenseChoice;
  /** Where it came from (its file), to name it in messages. */
  source?: string;
}

export interface DuelSummary {
  runs: number;
  /** Wins by duellist id (no prototype, so any id is just a key). */
  wins: Record<string, number>;
  draws: number;
  /** Mean IC at which the winner stood alone, over decided duels. */
  meanIcToVictory: number;
}

const DEFENSES: readonly DefenseChoice[] = ["dodge", "parry", "block", "none"];

/** Parses a duellist file: a combatant entry plus `rotation` and `defense`; throws a ScenarioError naming every problem's field. */
export function parseDuellist(text: string, source: string): Duellist {
  const errors = new ScenarioErrors();
  const raw = readYaml(text, errors);
  errors.throwIfAny(`duellist ${source}`);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) errors.add("line 1", "a duellist is a mapping of a combatant's fields, rotation and defense");
  errors.throwIfAny(`duellist ${source}`);
  const o = raw as Record<string, unknown>;
  const { combatant } = parseCombatant(errors, o, "duellist", ["rotation", "defense"]);
  const rotation = errors.list(o.rotation, "duellist.rotation").map((a, i) => parseAction(errors, a, `duellist.rotation[${i}]`));
  if (rotation.length === 0) errors.add("duellist.rotation", "needs at least one action");
  rotation.forEach((action, i) => {
    if (action.variable) variableLength(errors, undefined, action, `duellist.rotation[${i}].speed`);
  });
  const defenseName = o.defense === undefined ? "dodge" : typeof o.defense === "string" ? o.defense.toLowerCase() : "";
  // The list's own entry rather than the lowered text: a string made at run time is compared
  // character by character wherever the rules compare it, the literal by address.
  const defense = DEFENSES.find((d) => d === defenseName);
  if (defense === undefined) errors.add("duellist.defense", "must be Dodge, Parry, Block or none");
  errors.throwIfAny(`duellist ${source}`);
  // The cast: throwIfAny has thrown unless the defence was found.
  return { combatant, rotation, defense: defense as DefenseChoice, source };
}

// A fight still going after this many IC is called a draw (two turtles can dodge forever).
const MAX_IC = 3000;

/**
 * A duellist's plan, with the rotation entry it comes from (named only if the rules refuse it).
 * Each duellist has one for the whole duel, written over on each of its turns: playIc reads a
 * plan only while it plays its IC (a delayed attack keeps a copy), and every plan has the same
 * fields, so the code reading plans sees one shape.
 */
type DuelPlan = TurnPlan & { mine: Duellist; at: number; next: number; checks: (CheckedAction | undefined)[] };

const HANDSEALS = BASIC_ACTIONS["Perform Handseals"] as IcAction;
// A basic action never changes: checked once, as a rotation's actions are once a duel (aimPlan).
const HANDSEALS_CHECKED = checkAction(HANDSEALS);

function planSource(plan: DuelPlan): string {
  return `${plan.mine.source ?? plan.mine.combatant.id}: duellist.rotation[${plan.at}]`;
}

/** An action's record from checkAction, or none for one it refuses: that action's declaration refuses it on its turn, naming its rotation entry. */
function checkedOrNone(action: IcAction): CheckedAction | undefined {
  try {
    return checkAction(action);
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    return undefined;
  }
}

/**
 * A duellist's plan record aimed at its foe, before its first turn: every field written, so a
 * plan written over is as a new one. The rotation's actions are checked here (each found once), and
 * each turn's plan carries its action's record, so no declaration looks its action up.
 */
function aimPlan(plan: DuelPlan, me: IcCombatant, place: number, mine: Duellist, foe: Duellist, dice: DiceSource): DuelPlan {
  const rotation = mine.rotation;
  const checks = plan.checks;
  // The plan is kept from duel to duel, and so are its records: one for the very action at its
  // place (a record names its action) is that action's still, so only a new one is looked up.
  for (let i = 0; i < rotation.length; i++) {
    const action = rotation[i] as IcAction;
    const known = checks[i];
    if (known === undefined || known.action !== action) checks[i] = checkedOrNone(action);
  }
  if (checks.length !== rotation.length) checks.length = rotation.length;
  plan.actorId = me.id;
  // A duel's two keep their places in the fight's list from start to end.
  plan.actorAt = place;
  plan.targetAt = 1 - place;
  plan.action = rotation[0] as IcAction;
  plan.checked = checks[0];
  plan.targetId = undefined;
  plan.apSpent = undefined;
  plan.variableLength = undefined;
  plan.defense = foe.defense;
  plan.calledShot = undefined;
  plan.dice = dice;
  plan.defenseDice = dice;
  plan.mine = mine;
  plan.at = 0;
  plan.next = 0;
  return plan;
}

/** The two plans of a duel and the lists of them an IC can play. */
interface DuelPlans {
  planA: DuelPlan;
  planB: DuelPlan;
  both: readonly DuelPlan[];
  onlyA: readonly DuelPlan[];
  onlyB: readonly DuelPlan[];
}

/**
 * The plans every duel writes over, made on the first (fightDuel never runs inside itself, and
 * playIc reads a plan only while it plays its IC). Kept from duel to duel rather than made for
 * each: a record made for one duel is young to the collector, and every store of it into the
 * IC's long-lived scratch records (playIc's attacks due) then costs a write barrier.
 */
let duelPlans: DuelPlans | null = null;

function plansFor(ca: IcCombatant, cb: IcCombatant, a: Duellist, b: Duellist, dice: DiceSource): DuelPlans {
  if (duelPlans === null) {
    // Every field is written by aimPlan: these first values only give the records their one shape.
    const fresh = (): DuelPlan => ({ actorId: "", action: HANDSEALS, targetId: undefined, apSpent: undefined, variableLength: undefined, defense: "dodge", calledShot: undefined, dice, defenseDice: dice, checked: HANDSEALS_CHECKED, actorAt: 0, targetAt: 1, mine: a, at: 0, next: 0, checks: [] });
    const planA = fresh();
    const planB = fresh();
    duelPlans = { planA, planB, both: [planA, planB], onlyA: [planA], onlyB: [planB] };
  }
  // From one call site, as the initiative is rolled: the optimiser folds aimPlan in once rather than twice.
  for (let k = 0; k < 2; k++) aimPlan(k === 0 ? duelPlans.planA : duelPlans.planB, k === 0 ? ca : cb, k, k === 0 ? a : b, k === 0 ? b : a, dice);
  return duelPlans;
}

const NEITHER: readonly DuelPlan[] = [];

/** The simple policy, written into the duellist's plan: the next action of the rotation, preceded by handseals when it needs them, spending every useful AP. */
function nextPlan(plan: DuelPlan, me: IcCombatant, foeId: string): DuelPlan {
  const rotation = plan.mine.rotation;
  // The plan keeps its place in the rotation itself, wrapped as it moves on: no cursor record
  // made for every duel, and no remainder (an integer division) taken on every turn.
  const at = plan.next;
  const action = rotation[at] as IcAction;
  // aimPlan checked every action of the rotation, in its order (none for one the rules refuse).
  const checked = plan.checks[at];
  plan.at = at;
  // The port's own reading of when seals are needed (the rule a declaration without them is
  // refused by), asked of the record when there is one (its fields are never absent), and only
  // of an action with a Seal Speed: for any other it gives 0.
  const seals = checked === undefined ? RULESET_EXTRAS.ic.sealsToMake(me, action) : checked.sealSpeed > 0 ? RULESET_EXTRAS.ic.sealsToMake(me, checked) : 0;
  if (seals > 0) {
    plan.action = HANDSEALS;
    plan.checked = HANDSEALS_CHECKED;
    plan.targetId = undefined;
    plan.apSpent = undefined;
    plan.variableLength = seals;
    return plan;
  }
  plan.next = at + 1 === rotation.length ? 0 : at + 1;
  plan.action = action;
  plan.checked = checked;
  plan.targetId = foeId;
  plan.apSpent = me.ap;
  plan.variableLength = undefined;
  return plan;
}

/**
 * What a duel throws for `error`, thrown while playing IC `ic` of these plans: a rule's refusal
 * as a ScenarioError naming the rotation entry refused, anything else as it was. A function of
 * its own so that fightDuel's bytecode, which sets how soon the optimiser takes the duel up,
 * does not carry a message no duel of a valid pair ever builds.
 */
function duelRefusal(error: unknown, plans: readonly DuelPlan[], seed: number, ic: number): unknown {
  if (!isRuleRefusal(error)) return error;
  // The cast: the refusal hands back the plan it refused as a TurnPlan, and every plan here is a DuelPlan.
  const culprit = error instanceof TurnRefusal ? [error.plan as DuelPlan] : plans;
  return new ScenarioError(`${culprit.map(planSource).join(" and ") || "duellist.rotation"}: ${error.message} (duel with seed ${seed}, IC ${ic})`);
}

/** How a duel ended: the winner's id (or null for a draw), the IC it ended on, and both duellists as they were left. */
export interface DuelEnd {
  winner: string | null;
  ic: number;
  combatants: readonly IcCombatant[];
}

/**
 * A duel's start: its dice seeded, both duellists' initiative rolled, the fight placed by it,
 * and the plans aimed. A function of its own, run once a duel, so that fightDuel's bytecode,
 * which sets how soon the optimiser takes the duel up, is mostly the loop every IC runs, and
 * its optimised code folds in only what that loop calls.
 */
function openDuel(a: Duellist, b: Duellist, options: IcRuleOptions, seed: number): { state: BattleState; plans: DuelPlans; dice: DiceSource } {
  const dice = seededDice(seed);
  // Rolled in the duellists' order (no pairs built on every duel), from one call site: the
  // optimiser folds the roll in once rather than twice.
  let rollA = 0;
  let rollB = 0;
  for (let k = 0; k < 2; k++) {
    const rolled = RULESETS.ic.initiative.roll((k === 0 ? a : b).combatant, options, dice);
    if (k === 0) rollA = rolled;
    else rollB = rolled;
  }
  // Stored from two sites, each always storing the same duellist's id: a site whose key varies
  // from store to store is a slow (megamorphic) one, and a new key added through it slower still.
  const initiative: Record<string, number> = {};
  initiative[a.combatant.id] = rollA;
  initiative[b.combatant.id] = rollB;
  // The fight's state is its own (startBattle copies the duellists), so every step changes it in place.
  const state = startBattle([a.combatant, b.combatant], initiative);
  // The duellists' plans, and the lists of them an IC can play, kept from duel to duel (see
  // duelPlans). Named by the fight's own ids (startBattle's interned copies: see there), not the files'.
  return { state, plans: plansFor(state.combatants[0] as IcCombatant, state.combatants[1] as IcCombatant, a, b, dice), dice };
}

/** One duel to incapacitation. A rule refusing a duellist's action is a ScenarioError naming it. */
export function fightDuel(a: Duellist, b: Duellist, seed: number, options: IcRuleOptions = DEFAULT_IC_OPTIONS, log?: BattleLogEntry[]): DuelEnd {
  const { state, plans: { planA, planB, both, onlyA, onlyB }, dice } = openDuel(a, b, options, seed);
  // The last IC played: none yet, so the start's own IC may be the first.
  let played = state.ic - 1;
  for (;;) {
    // By index rather than destructured: destructuring walks an iterator, on every IC of every duel.
    const ca = state.combatants[0] as IcCombatant;
    const cb = state.combatants[1] as IcCombatant;
    if (ca.condition !== "active" || cb.condition !== "active") {
      const winner = ca.condition === "active" ? ca.id : cb.condition === "active" ? cb.id : null;
      return { winner, ic: state.ic, combatants: state.combatants };
    }
    // The port's next moment, as the table's End IC asks it (both duellists can act, so there is one).
    const ic = nextEventIc(state, null, played, options) as number;
    if (ic > MAX_IC) return { winner: null, ic: state.ic, combatants: state.combatants };
    advanceTo(state, ic, options, dice, log, true);
    // Who acts, asked of each duellist as the clock left them (the port's turnsAt, without its
    // list): a bit each, the first duellist's 1 and the second's 2. One loop rather than a call
    // for each: the optimiser folds a call into the loop once, not twice, which leaves it room
    // to fold in the clock's step too.
    let acting = 0;
    for (let k = 0; k < 2; k++) {
      const me = state.combatants[k] as IcCombatant;
      // The rules' question asked only of the duellist whose next IC this is: the other's answer
      // is no, known without the call, which is paid in full until the loop is optimised.
      if (me.nextIc !== ic || !RULESET_EXTRAS.ic.actsOn(me, ic)) continue;
      nextPlan(k === 0 ? planA : planB, me, (state.combatants[1 - k] as IcCombatant).id);
      acting |= k + 1;
    }
    const plans = acting === 3 ? both : acting === 1 ? onlyA : acting === 2 ? onlyB : NEITHER;
    try {
      playIc(state, plans, options, dice, log, true);
    } catch (error) {
      throw duelRefusal(error, plans, seed, ic);
    }
    played = ic;
  }
}

/** The most duels one command may play: enough for any balance question, few enough to finish. */
export const MAX_DUEL_RUNS = 1_000_000;

/** Many duels with consecutive seeds: win rates and the mean IC to victory. */
export function runDuels(a: Duellist, b: Duellist, runs: number, seed = 1, options: IcRuleOptions = DEFAULT_IC_OPTIONS): DuelSummary {
  if (a.combatant.id === b.combatant.id) throw new ScenarioError(`${b.source ?? "duellist"}: duellist.id: ${JSON.stringify(b.combatant.id)} is the other duellist's id too; give each its own`);
  const wins = Object.create(null) as Record<string, number>;
  wins[a.combatant.id] = 0;
  wins[b.combatant.id] = 0;
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
