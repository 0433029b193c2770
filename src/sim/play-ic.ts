import { fixedDice, type DiceSource } from "../rules/dice";
import { isRuleRefusal, RuleRefusal } from "../rules/refusal";
import { append } from "../rules/ic/append";
import { indexedCopy, positionOf } from "../rules/ic/roster";
import { ownedCombatant } from "../rules/ic/resolve/settle";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../rules/registry";
import type { DefenseChoice } from "../rules/ic/resolve/attack";

type Ic = RulesetTypesOf<"ic">;
type Combatant = Ic["combatant"];

/** The simulator plays the IC ruleset through its port, exactly as the table does. */
const rules = RULESETS.ic;

/**
 * One combatant's intended action when its IC comes up. playIc reads a plan only while it plays
 * that IC (a delayed attack keeps a copy), so a caller may write one plan over turn after turn.
 */
export interface TurnPlan {
  actorId: string;
  action: Ic["action"];
  targetId?: string;
  apSpent?: number;
  variableLength?: number;
  defense?: DefenseChoice;
  calledShot?: string;
  /** Dice for the actor's rolls in this action; for the defender's defence roll. */
  dice?: DiceSource;
  defenseDice?: DiceSource;
  /** The action's record from checkAction, when the caller keeps one: the declaration then looks nothing up (see TimelineChoice). */
  checked?: Ic["choice"]["checked"];
  /**
   * Where the actor and the target stand in the fight's list, when the caller knows (a duel's
   * two never move): believed only while that place holds that id, else found by id as ever.
   */
  actorAt?: number;
  targetAt?: number;
}

interface PendingAttack {
  declared: Ic["declared"];
  plan: TurnPlan;
}

export interface BattleState {
  ic: number;
  combatants: readonly Combatant[];
  /** Delayed actions waiting for their IC. */
  pending: PendingAttack[];
  /**
   * False when nobody in the fight holds a delayed action (of any kind, attack or not), so an
   * owned IC's settling walks nobody for one due; absent when not known (then everyone is walked).
   */
  holding?: boolean;
}

type Outcome = Ic["outcome"];

export interface BattleLogEntry {
  ic: number;
  actor: string;
  action: string;
  speed?: number;
  nextIc?: number;
  apUsed?: number;
  target?: string;
  exhaustion?: { kind: string; cost: number; total: number; passed: boolean; levelsGained: number }[];
  attack?: Omit<Outcome, "mitigation" | "statuses" | "defenseRefused"> & { statuses: string[]; defenseRefused: string | null };
  wounds?: Combatant["wounds"];
  note?: string;
  clock?: Ic["clockEvent"];
}

/** The rules refused a plan's declaration: the refusal, with the plan it refused, so a caller can name the turn. */
export class TurnRefusal extends RuleRefusal {
  constructor(
    readonly plan: TurnPlan,
    refusal: RuleRefusal,
  ) {
    super(refusal.code, refusal.data, refusal.message);
  }
}

/** The place a combatant was given (null if it was not), found by a loop: a closure over its id would be made for every combatant of every fight. */
function placeFor<P extends { id: string }>(placed: readonly P[], id: string): P | null {
  for (const p of placed) if (p.id === id) return p;
  return null;
}

/** Where a fight's placing starts, and dice with no faces (nothing to draw), made once for every fight: the placing only reads them. */
const START = Object.freeze({ current: 0, underWay: false });
const NO_DICE = fixedDice([]);

/** Starts a fight: initiative totals place everyone (the highest acts on IC 0). */
export function startBattle(combatants: readonly Combatant[], initiative: Readonly<Record<string, number>>): BattleState {
  // IC places by the rolls alone: no options are read, and a dice source with no faces says no die is drawn.
  const placed = rules.initiative.place(initiative, START, { combatants, options: rules.options.defaults, dice: NO_DICE });
  // Copied by the engine's own copy rather than spread, so every state of the fight has the one
  // shape the engine's copies have, and the code reading them sees a single shape; a copy with
  // pools of its own, which an owned IC's settling writes its hits into (see ownedCombatant).
  // The list is filled by push, never by map: optimised code makes a mapped list of another
  // kind than the interpreter does, and every step reading the fight's list would then meet two.
  const list: Combatant[] = [];
  let holding = false;
  for (const c of combatants) {
    const next = ownedCombatant(c);
    const place = placeFor(placed, c.id);
    next.nextIc = place ? place.initiative : 0;
    // The same id, as the placing holds it: a property name of the rolls, which V8 keeps as its
    // one interned copy. Every id of the fight is then that copy, so the steps' id comparisons
    // are learnt as comparisons of interned strings and made by address, where an id read from
    // a file would have them call a builtin that compares the characters.
    if (place) next.id = place.id;
    if (next.delayed !== null) holding = true;
    list.push(next);
  }
  return { ic: 0, pending: [], combatants: list, holding };
}

/**
 * The next IC after `after` anything happens on. The port decides it (`nextMoment`, the question
 * the table's End IC asks) over those with turns still to play (`actors`; null for everyone), as the table asks only
 * about those still fighting; the delayed attacks the simulator holds resolve too, though their
 * users' turns may be over (asking the port about such a user would also stop on its own IC, where
 * it has nothing to play). Before the first IC is played, `after` is the one before the start.
 */
export function nextEventIc(state: BattleState, actors: ReadonlySet<string> | null, after: number, options: Ic["options"]): number | null {
  const best = rules.nextMoment(actors === null ? state.combatants : stillActing(state.combatants, actors), after, options);
  return state.pending.length === 0 ? best : earliestPending(state.pending, after, best);
}

/** The earlier of `best` and the first IC after `after` a held delayed attack resolves on. */
function earliestPending(pending: readonly PendingAttack[], after: number, best: number | null): number | null {
  for (let i = 0; i < pending.length; i++) {
    const p = pending[i] as PendingAttack;
    if (p.declared.resolvesOn > after && (best === null || p.declared.resolvesOn < best)) best = p.declared.resolvesOn;
  }
  return best;
}

/** Those of `combatants` with turns still to play: apart from nextEventIc, whose callers mostly ask about everyone, so that it stays small enough to fold into their loops. */
function stillActing(combatants: readonly Combatant[], actors: ReadonlySet<string>): Combatant[] {
  return combatants.filter((c) => actors.has(c.id));
}

/**
 * Moves the count to `ic`: the port's clock (AP grants, ticks, fades, ticking wounds), logged.
 * With `owned` the state is the caller's alone (nothing else holds it or its combatants): it is
 * changed in place and handed back, instead of a new state beside it.
 */
export function advanceTo(state: BattleState, ic: number, options: Ic["options"], dice: DiceSource, log?: BattleLogEntry[], owned?: boolean): BattleState {
  if (ic <= state.ic) return state;
  // A fight of the caller's own with no log: the clock changes its combatants in place and
  // finds an idle step itself, and there is nothing to hand back but the count.
  if (owned === true && log === undefined) {
    RULESET_EXTRAS.ic.advanceOwned(state.combatants, state.ic, ic, options, dice);
    state.ic = ic;
    return state;
  }
  return clockStep(state, ic, options, dice, log, owned);
}

/**
 * advanceTo for a fight that is not the caller's, or that is logged. Apart, so that advanceTo
 * stays small enough for the optimiser to fold into the loop that calls it on every IC.
 */
function clockStep(state: BattleState, ic: number, options: Ic["options"], dice: DiceSource, log: BattleLogEntry[] | undefined, owned: boolean | undefined): BattleState {
  // Most steps of a fight pass no AP grant and nothing due: the clock would hand back the same
  // combatants and no events, so only the count moves.
  if (RULESET_EXTRAS.ic.clockIdle(state.combatants, state.ic, ic, options)) {
    if (owned !== true) return { ic, combatants: state.combatants, pending: state.pending };
    state.ic = ic;
    return state;
  }
  // The events are listed only when there is a log to read them.
  const { combatants, events } = rules.advance(state.combatants, state.ic, ic, options, dice, log !== undefined, owned);
  if (log) for (const e of events) log.push({ ic: e.ic, actor: e.combatantId, action: "clock", clock: e });
  if (!owned) return { ic, combatants, pending: state.pending };
  state.ic = ic;
  state.combatants = combatants;
  return state;
}

/** What the log keeps of an exhaustion roll. */
function exhaustionSummary(e: NonNullable<Ic["declared"]["exhaustion"]>[number]): NonNullable<BattleLogEntry["exhaustion"]>[number] {
  return { kind: e.kind, cost: e.cost, total: e.total, passed: e.passed, levelsGained: e.levelsGained };
}

// The basic defences a plan can script, each answer made once (the rules only read them).
const BASIC_ANSWERS: Readonly<Record<DefenseChoice, Ic["answer"]>> = Object.freeze({
  dodge: Object.freeze({ kind: "dodge" }),
  parry: Object.freeze({ kind: "parry" }),
  block: Object.freeze({ kind: "block" }),
  none: Object.freeze({ kind: "none" }),
});

/**
 * A scripted defence the rules refuse (no Block running, too slow) leaves the defender
 * undefended; the log keeps why. An answer the rules accept comes back as the port gave it.
 * For a copied fight: an owned one plays the whole attack in one step (see playIc).
 */
function answer(attack: Ic["attack"], attacker: Combatant, defender: Combatant, plan: TurnPlan, options: Ic["options"], dice: DiceSource): { attack: Ic["attack"]; defender: Combatant; refused?: string } {
  try {
    return rules.attack.answer(attack, attacker, defender, BASIC_ANSWERS[plan.defense ?? "dodge"], options, dice);
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    const answered = rules.attack.answer(attack, attacker, defender, BASIC_ANSWERS.none, options, dice);
    return { attack: answered.attack, defender: answered.defender, refused: String(error.data.reason ?? error.code) };
  }
}

/** Where the combatant with this id stands in the IC's list; a plan naming nobody there is a bug in its caller. */
function placeOf(combatants: readonly Combatant[], id: string): number {
  const i = positionOf(combatants, id);
  // The message is made apart, only when it is thrown, so that this stays small enough to fold into the IC's loop.
  return i >= 0 ? i : noCombatant(id);
}

/** placeOf's refusal: a plan naming nobody in the fight. */
function noCombatant(id: string): never {
  throw new Error(`No combatant "${id}"`);
}

/** An attack due on the IC being played: its declaration, its plan, and where its attacker stands. */
interface DueAttack {
  declared: Ic["declared"];
  plan: TurnPlan;
  // Places never change within an IC: known from the declaring loop, found for a delayed one.
  attackerAt: number;
}

/**
 * Scratch: the attacks due on the IC being played, `[0, dueCount)`, records written over from
 * IC to IC (playIc never runs inside itself), so an IC makes no list or entry for them. One
 * record each rather than a list per field: marking one due writes one record's fields, where
 * storing into three lists checks each list's kind and room.
 */
const dueAttacks: DueAttack[] = [];
let dueCount = 0;

/** Scratch: a declaration's choice and a copied fight's attack's aim, written for each (the port reads them only during the call). */
const choice: Ic["choice"] = { ic: 0, apSpent: undefined, variableLength: undefined, checked: undefined };
const aim: { targetId: string; calledShot?: string } = { targetId: "", calledShot: undefined };

/**
 * The records an owned IC writes over from one IC to the next rather than make anew: each
 * combatant's declaration and the n-th outcome's. Nothing of an IC is read once the next has
 * begun, but for delayed attacks, which keep copies of their own. A combatant's declarations are
 * written over one another (the one of its place in the list): each record then holds the same
 * actor, and its list of rolls, from turn to turn, so nothing new is stored into it (a young
 * combatant stored into a long-lived record costs a call).
 */
const declarations: (Ic["declared"] | undefined)[] = [];
const settlingOutcomes: Outcome[] = [];
/** Scratch beside settlingOutcomes: where the n-th outcome's defender stands, known as its attack is played, so settling need not search for it. */
const settlingPlaces: number[] = [];
// An IC that settles nothing hands settling one shared empty list (the cast: frozen, so nobody adds to it; appending to it makes a new list).
const NO_OUTCOMES = Object.freeze([]) as unknown as Outcome[];

/** Keeps a new owned declaration in its actor's place, the list filled up to it first (a list with holes is of a slower kind). */
function keepDeclaration(at: number, declared: Ic["declared"]): void {
  while (declarations.length < at) declarations.push(undefined);
  declarations[at] = declared;
}

/** A declaration to keep past its IC, with its Speed and rolls: an owned IC's own are written over on the next. */
function kept(declared: Ic["declared"]): Ic["declared"] {
  return { ...declared, speed: { ...declared.speed }, exhaustion: declared.exhaustion.map((roll) => ({ ...roll })) };
}

/**
 * Calls off the delayed attack of `actorId`, which its user aborted (the rules allow that until the
 * delay's final IC, that one included): dropped from those waiting, and from those due on this IC.
 * The pending list without it.
 */
function callOff(pending: PendingAttack[], actorId: string): PendingAttack[] {
  let kept = 0;
  for (let k = 0; k < dueCount; k++) {
    // The cast: the first `dueCount` records of the scratch list are this IC's.
    const entry = dueAttacks[k] as DueAttack;
    const declared = entry.declared;
    if (declared.actorId === actorId && declared.resolvesOn > declared.ic) continue;
    // Swapped, not copied: each place keeps a record of its own to write over.
    if (kept !== k) {
      dueAttacks[k] = dueAttacks[kept] as DueAttack;
      dueAttacks[kept] = entry;
    }
    kept++;
  }
  dueCount = kept;
  return pending.filter((p) => p.declared.actorId !== actorId);
}

/** Marks an attack due on this IC in the next scratch record; a list too short grows apart (moreDue), so the common path stays small enough to inline. */
function due(declared: Ic["declared"], plan: TurnPlan, attackerAt: number): void {
  if (dueCount < dueAttacks.length) {
    // The cast: the places below the list's length all hold records.
    const entry = dueAttacks[dueCount] as DueAttack;
    entry.declared = declared;
    entry.plan = plan;
    entry.attackerAt = attackerAt;
  } else moreDue(declared, plan, attackerAt);
  dueCount++;
}

/** A record more at the end of the due list, for an IC with more attacks due than any before it. */
function moreDue(declared: Ic["declared"], plan: TurnPlan, attackerAt: number): void {
  dueAttacks.push({ declared, plan, attackerAt });
}

/**
 * Plays out one IC through the port. Everyone acting on it declares first (Speed, AP, fatigue
 * rolls at once); then each attack is answered and its damage rolled, defenders' interrupts
 * pushing their next IC; then every outcome settles together at the end of the IC. Delayed
 * actions due on this IC resolve with the rest. With `owned` (see advanceTo) the state and its
 * combatants are changed in place and the same state comes back.
 */
export function playIc(state: BattleState, plans: readonly TurnPlan[], options: Ic["options"], fallbackDice: DiceSource, log?: BattleLogEntry[], owned = false): BattleState {
  const ic = state.ic;
  // Combatants keep their places in the list all IC (and settling gets this same list), so each
  // is found by id in one look-up (placeOf), through the index the battle's lists share. The
  // cast: an owned state's list is the caller's to change.
  const combatants = owned ? (state.combatants as Combatant[]) : indexedCopy(state.combatants);
  // The attacks due now: delayed ones first, then this IC's, in the order declared.
  dueCount = 0;
  // Nothing delayed (most ICs): the empty list carries on, since appending to it starts a new one.
  let pending: PendingAttack[] = state.pending.length ? [] : state.pending;
  // Whether anyone may hold a delayed action once this IC's declarations are made: unknown counts as yes.
  let holding = state.holding !== false;
  for (let i = 0; i < state.pending.length; i++) {
    const p = state.pending[i] as PendingAttack;
    if (p.declared.resolvesOn <= ic) due(p.declared, p.plan, placeOf(combatants, p.declared.actorId));
    else pending = append(pending, p);
  }

  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i] as TurnPlan;
    // The plan's own place when it still holds its actor, tested here rather than in placeOf:
    // a call made only to learn what the plan says is paid in full until the IC is optimised.
    const hintedActor = plan.actorAt;
    const actorAt = hintedActor !== undefined && combatants[hintedActor]?.id === plan.actorId ? hintedActor : placeOf(combatants, plan.actorId);
    const actor = combatants[actorAt] as Combatant;
    if (actor.condition !== "active") continue;
    // Read before declaring: an owned declaration changes the actor in place.
    const heldBefore = actor.delayed;
    // A turn's declaration on an owned IC writes over the actor's own record from its last turn.
    // A second declaration of the same actor this IC could only be an interrupt, which the
    // port makes anew (it takes no record), so the first, which an attack may still read, is never written over.
    const into = owned ? declarations[actorAt] : undefined;
    let declared: Ic["declared"];
    try {
      choice.ic = ic;
      choice.apSpent = plan.apSpent;
      choice.variableLength = plan.variableLength;
      choice.checked = plan.checked;
      declared = rules.declare(actor, plan.action, choice, options, plan.dice ?? fallbackDice, owned, into);
    } catch (error) {
      throw isRuleRefusal(error) ? new TurnRefusal(plan, error) : error;
    }
    // Written over, the declaration is the record its place holds already (read once, above): only a new one is kept.
    if (owned && declared !== into) keepDeclaration(actorAt, declared);
    // An owned step hands back the very combatant it was given: nothing to store (each store into the list costs a write barrier).
    if (combatants[actorAt] !== declared.actor) combatants[actorAt] = declared.actor;
    if (declared.actor.delayed !== null) holding = true;
    if (log !== undefined) logDeclaration(log, ic, actor.id, plan, declared);
    // Only an Abort drops a pending delayed action: its attack is called off, whether it waits for a later IC or is due on this one.
    // Asked only of an actor that held one (else nothing was called off): most declarations, without the call.
    if (heldBefore !== null && RULESET_EXTRAS.ic.calledOff(heldBefore, declared.actor) !== null) pending = callOff(pending, actor.id);
    // Whether it attacks at all is the declaration's reading (the same as the attack preview's, the one the table's card shows).
    if (!plan.targetId || !declared.attacks) continue;
    // A delayed attack keeps its own copy of the plan: the caller may write over its plans next IC.
    if (declared.resolvesOn > ic) pending = append(pending, { declared: owned ? kept(declared) : declared, plan: { ...plan } });
    else due(declared, plan, actorAt);
  }

  // An owned IC lists its outcomes in a list written over from IC to IC; a copied one in a list of its own (`copied`).
  let settling = 0;
  let copied: CopiedAttacks | null = null;
  for (let k = 0; k < dueCount; k++) {
    // The cast: the first `dueCount` records of the scratch list are this IC's.
    const { declared, plan, attackerAt } = dueAttacks[k] as DueAttack;
    const attacker = combatants[attackerAt] as Combatant;
    // As the actor's: the plan's place when it holds the target (the test here, see above).
    const hintedTarget = plan.targetAt;
    const targetAt = hintedTarget !== undefined && combatants[hintedTarget]?.id === plan.targetId ? hintedTarget : placeOf(combatants, plan.targetId as string);
    const target = combatants[targetAt] as Combatant;
    if (owned) {
      // The fight's own target: the whole attack in one step, its outcome written over one
      // settled on an earlier IC. A refused scripted defence is answered with none there, the
      // outcome saying why, as `answer` below does for a copied fight.
      let outcome: Outcome | null;
      try {
        outcome = RULESET_EXTRAS.ic.resolveBasicExchange(attacker, declared, plan.calledShot, target, plan.defense ?? "dodge", options, plan.dice ?? fallbackDice, plan.defenseDice ?? fallbackDice, log !== undefined, settlingOutcomes[settling], plan.checked);
      } catch (error) {
        // An attack the rules refuse outright (a coup de grace on someone still standing) does
        // nothing, as open's refusal below. Any other refusal (a damage roll the options forbid)
        // stops the run, as it does a copied fight's.
        if (isRuleRefusal(error) && error.code === "coupDeGrace") continue;
        throw error;
      }
      // A failed technique makes no attack. The outcome is nearly always the one its place held
      // already: not stored again (each store into the list passes a write barrier).
      if (outcome === null) continue;
      if (settlingOutcomes[settling] !== outcome) settlingOutcomes[settling] = outcome;
      settlingPlaces[settling] = targetAt;
      settling++;
      continue;
    }
    // A copied fight's attack goes through the port's steps one by one, as the table's card does.
    copied ??= { outcomes: NO_OUTCOMES, refusals: null };
    attackCopied(copied, combatants, declared, plan, attacker, target, targetAt, options, fallbackDice, log !== undefined);
  }

  if (owned && !log) {
    // The fight's own list, settled in place: the outcomes are the first `settling` of the
    // scratch list, whose length is left as it is (setting it is a call into the runtime; the
    // records past the count are written over by later ICs' attacks).
    state.holding = RULESET_EXTRAS.ic.settleOwned(combatants, settlingOutcomes, settling, ic, options, fallbackDice, settlingPlaces, holding);
    state.pending = pending;
    return state;
  }
  return settleLogged(state, combatants, copied, settling, pending, holding, ic, options, fallbackDice, log, owned);
}

/** What a declaration's log entry reads. Apart from playIc, as the other logged and copied steps are: code a run without a log never reaches would only make playIc's bytecode longer, which delays its optimisation and takes from its inlining budget. */
function logDeclaration(log: BattleLogEntry[], ic: number, actorId: string, plan: TurnPlan, declared: Ic["declared"]): void {
  log.push({
    ic,
    actor: actorId,
    action: plan.action.name,
    speed: declared.speed.speed,
    nextIc: declared.actor.nextIc,
    apUsed: declared.speed.apUsed,
    ...(plan.targetId ? { target: plan.targetId } : {}),
    ...(declared.exhaustion.length ? { exhaustion: declared.exhaustion.map(exhaustionSummary) } : {}),
    ...(declared.fails ? { note: "the technique fails: pushed past unconsciousness" } : declared.upkeepFatigue ? { note: `upkeep beyond the chakra bonus: Fatigue +${declared.upkeepFatigue}` } : {}),
  });
}

/** A copied IC's outcomes so far, and the scripted defences the rules refused, by outcome. */
interface CopiedAttacks {
  outcomes: Outcome[];
  refusals: Map<Outcome, string> | null;
}

/**
 * One attack of a copied fight (not the caller's own), through the port's steps one at a time as
 * the table's card takes them; what it leaves to settle is added to `copied`. `target` stands at
 * `targetAt` of `combatants`, which is the IC's own copy: a step's new combatant is stored there.
 */
function attackCopied(copied: CopiedAttacks, combatants: Combatant[], declared: Ic["declared"], plan: TurnPlan, attacker: Combatant, target: Combatant, targetAt: number, options: Ic["options"], fallbackDice: DiceSource, detail: boolean): void {
  let attack: Ic["attack"];
  try {
    aim.targetId = target.id;
    aim.calledShot = plan.calledShot;
    attack = rules.attack.open(attacker, declared, aim, target, options, plan.dice ?? fallbackDice);
  } catch (error) {
    // An attack the rules refuse outright (a coup de grace on someone still standing) does nothing.
    if (isRuleRefusal(error)) return;
    throw error;
  }
  // A failed technique's attack is born settled (the port's openAttack): nothing to answer or
  // land. Read from the attack itself: a settled attack awaits nothing, and one just opened
  // awaits its answer otherwise (the stage's `awaitsAnswer`), so the port's stage is not asked.
  if (attack.settled) return;
  const answered = answer(attack, attacker, target, plan, options, plan.defenseDice ?? fallbackDice);
  attack = answered.attack;
  // A basic defence is answered by the target itself (Take the Hit, which a plan never scripts, by another).
  const defenderAt = answered.defender.id === target.id ? targetAt : placeOf(combatants, answered.defender.id);
  if (combatants[defenderAt] !== answered.defender) combatants[defenderAt] = answered.defender;
  // The damage meets the target as the answer left it (a Dodge's push, a technique's costs), as
  // the table re-reads the defender after the answer's writes. The formula and mitigation steps
  // are worked out only when there is a log to read them.
  if (rules.attack.stage(attack).awaitsDamage) attack = rules.attack.damage(attack, attacker, combatants[targetAt] as Combatant, null, options, plan.dice ?? fallbackDice, detail);
  const landed = rules.attack.outcomes(attack, attacker);
  for (let i = 0; i < landed.length; i++) {
    const outcome = landed[i] as Outcome;
    copied.outcomes = append(copied.outcomes, outcome);
    if (answered.refused) (copied.refusals ??= new Map()).set(outcome, answered.refused);
  }
}


/**
 * Settles a logged or copied IC on copies (an owned one without a log settles in place in
 * playIc) and logs each outcome: each entry reads its defender as its outcome left it, where
 * settled in place a later outcome on the same defender would change what an earlier one's
 * entry reads.
 */
function settleLogged(state: BattleState, combatants: Combatant[], copied: CopiedAttacks | null, settling: number, pending: PendingAttack[], holding: boolean, ic: number, options: Ic["options"], fallbackDice: DiceSource, log: BattleLogEntry[] | undefined, owned: boolean): BattleState {
  let outcomes = copied !== null ? copied.outcomes : NO_OUTCOMES;
  const refusals = copied !== null ? copied.refusals : null;
  if (settling) {
    // Never emptied (emptying a list gives up its storage, which the next IC would make again),
    // and its length set only when it changes (setting an array's length calls into the runtime).
    if (settlingOutcomes.length !== settling) settlingOutcomes.length = settling;
    outcomes = settlingOutcomes;
  }
  // An owned fight with a log still settles on copies: each entry reads its defender as its outcome left it.
  const settled = rules.settle(combatants, outcomes, ic, options, fallbackDice, log !== undefined);
  if (log) {
    for (const { outcome, applied } of settled.settled) {
      const { mitigation: _m, statuses: _s, ...rest } = outcome;
      log.push({
        ic,
        actor: outcome.attackerId,
        action: outcome.action,
        target: outcome.defenderId,
        attack: { ...rest, defenseRefused: refusals?.get(outcome) ?? rest.defenseRefused, statuses: applied.statuses },
        ...(applied.suffocationRoll ? { exhaustion: [exhaustionSummary(applied.suffocationRoll)] } : {}),
        ...(applied.wounds.length ? { wounds: applied.wounds } : {}),
        ...(applied.handsealsBroken ? { note: `${outcome.defenderId}'s handseals break` } : {}),
        ...(outcome.coupDeGrace && applied.defender.condition === "dead" ? { note: "coup de grace: the target dies" } : {}),
      });
    }
  }
  if (!owned) return { ic, combatants: settled.combatants, pending };
  state.combatants = settled.combatants;
  state.pending = pending;
  // Settling may have cleared a hold, but not made one: a hold known of stays known of.
  state.holding = holding;
  return state;
}
