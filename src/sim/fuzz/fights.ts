import { seededDice, type DiceSource } from "../../rules/dice";
import { newCombatant } from "../../rules/ic/combatant";
import { STATUS_KINDS } from "../../rules/ic/status/types";
import { isRuleRefusal } from "../../rules/refusal";
import { RULESETS, type RulesetTypesOf } from "../../rules/registry";
import { chooser, type Chooser } from "./mutate";
import { checkState, deepFreeze, poolTotals, type Check } from "./invariants";

type Ic = RulesetTypesOf<"ic">;
type Combatant = Ic["combatant"];
type Action = Ic["action"];
const rules = RULESETS.ic;

export interface FightFuzzOptions {
  seed: number;
  count: number;
  /** Moments (IC on which something happens) each fight is played for at most. */
  moments?: number;
}

export interface Violation {
  fight: number;
  ic: number;
  invariant: string;
  message: string;
}

export interface FightFuzzReport {
  fights: number;
  /** Moments played, over all fights. */
  steps: number;
  declarations: number;
  attacks: number;
  /** Declarations, answers and rerolls the rules refused (a RuleRefusal: expected, counted). */
  refusals: number;
  violations: number;
  fightsWithViolations: number;
  byInvariant: Record<string, number>;
  /** The first violations found, with the fight's number (replay it with that seed and count). */
  samples: Violation[];
  seconds: number;
}

const BASIC = rules.basicActions;
const basic = (name: string) => BASIC[name] as Action;
const DICE_FACES = [4, 6, 8, 10, 12] as const;
const ROLLS = ["none", "chakraControl", "athletics", "toxicology"] as const;

function randomStatuses(c: Chooser): NonNullable<Action["statuses"]> {
  return Array.from({ length: c.oneIn(2) ? 0 : c.int(1, 2) }, () => ({
    kind: c.pick(STATUS_KINDS),
    severity: c.int(1, 5),
    duration: c.oneIn(2) ? 0 : c.int(1, 30),
    roll: c.pick(ROLLS),
    tn: c.int(5, 20),
    onHit: c.oneIn(4),
  }));
}

/** An attack, utility or defensive technique with random numbers, edges (Speed 0, long Delays, big costs) included. */
function randomAction(c: Chooser, n: number, dex: number): Action {
  const kind = c.pick(["taijutsu", "ninjutsu", "genjutsu", "weapon", "defensive", "utility"] as const);
  if (kind === "defensive") {
    return { name: `Guard ${n}`, kind, role: "other", speed: c.int(0, 6), interrupt: true, defense: c.pick(["dodge", "parry", "block"] as const), accuracy: c.int(-2, 3), sealSpeed: c.oneIn(3) ? c.int(1, 8) : 0, chakra: c.oneIn(2) ? c.int(1, 15) : 0 };
  }
  if (kind === "utility") return { name: `Trick ${n}`, kind, role: "other", speed: c.int(0, 12), interrupt: c.oneIn(2), fixedSpeed: c.oneIn(4), stamina: c.int(0, 10) };
  const thrown = kind === "weapon" && dex >= 20 && c.oneIn(3);
  return {
    name: `${kind} ${n}`,
    kind,
    role: "attack",
    speed: c.oneIn(12) ? 0 : c.int(1, 22),
    sealSpeed: kind === "ninjutsu" || kind === "genjutsu" ? c.int(0, 14) : 0,
    stamina: c.int(0, 20),
    chakra: kind === "ninjutsu" ? c.int(0, 25) : 0,
    accuracy: c.int(-3, 3),
    damage: { dice: `${c.int(1, 4)}d${c.pick(DICE_FACES)}${c.oneIn(3) ? ` + ${c.int(1, 6)}` : ""}`, stat: c.pick(["str", "cha", "none"] as const), type: c.pick(["blunt", "slashing", "piercing", "energy", "none"] as const) },
    interrupt: c.oneIn(10),
    delay: c.oneIn(6) ? c.int(1, 6) : 0,
    fixedSpeed: c.oneIn(15),
    upkeep: c.oneIn(10) ? c.int(1, 6) : 0,
    environmental: c.oneIn(10),
    knockback: c.oneIn(5) ? c.int(1, 10) : 0,
    statuses: randomStatuses(c),
    ...(thrown ? { multiThrow: { weapon: c.pick(["shuriken", "kunai"] as const), count: c.int(2, Math.floor(dex / 10)) } } : {}),
  };
}

interface Fighter {
  rotation: Action[];
}

function randomFighter(c: Chooser, fight: number, i: number, sides: number): { combatant: Combatant; fighter: Fighter } {
  const stats = { str: c.int(10, 80), dex: c.int(10, 80), agi: c.int(10, 80), res: c.int(10, 80), cha: c.int(10, 80), xp: c.int(0, 2000) };
  const vitality = c.int(60, 600);
  const hp = c.int(30, 200);
  const combatant = newCombatant({
    id: `f${i}`,
    name: `F${fight}-${i}`,
    side: `s${i % sides}`,
    stats,
    skills: { chakraControl: c.int(0, 15), athletics: c.int(0, 15), toxicology: c.int(0, 10), stealth: c.int(0, 10), awareness: c.int(0, 10) },
    vitality: { value: vitality, max: vitality },
    hp: { value: hp, max: hp },
    willpower: { value: c.int(0, 3), max: 3 },
    damageReduction: c.oneIn(4) ? c.int(1, 10) : 0,
  });
  const basics = ["Basic Unarmed", "Rest", "Block", "Dodge", "Move", "Hide", "Search", "Abort", "Coup de Grace", "Multi-Throw", "Prepare Sneak Attack"];
  const rotation = [...Array.from({ length: c.int(1, 4) }, (_, n) => randomAction(c, n, stats.dex)), ...Array.from({ length: c.int(1, 3) }, () => basic(c.pick(basics)))];
  return { combatant, fighter: { rotation } };
}

/** AP offered: mostly what the rules allow, sometimes what they must refuse. */
function apOffer(c: Chooser, ap: number): number {
  const roll = c.int(1, 20);
  if (roll <= 12) return c.int(0, ap);
  if (roll <= 16) return ap;
  return c.pick([ap + 1, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]);
}

function lengthOffer(c: Chooser): number {
  return c.oneIn(10) ? c.pick([0, -2, 2.5, Number.NaN]) : c.int(1, 14);
}

/** A fight's mutable bookkeeping: the combatants as they stand, and the checks that watch them. */
class Fight {
  combatants: Combatant[];
  ic = 0;
  constructor(
    readonly n: number,
    combatants: Combatant[],
    readonly fighters: Map<string, Fighter>,
    readonly options: Ic["options"],
    readonly dice: DiceSource,
    readonly c: Chooser,
    readonly check: Check,
  ) {
    this.combatants = combatants;
  }

  find(id: string): Combatant {
    return this.combatants.find((x) => x.id === id) as Combatant;
  }

  replace(next: Combatant): void {
    const at = this.combatants.findIndex((x) => x.id === next.id);
    const list = [...this.combatants];
    list[at] = deepFreeze(next);
    this.combatants = list;
  }

  /** Calls the port; a RuleRefusal is an answer (null), anything else thrown breaks the rule that the engine only ever refuses. */
  attempt<T>(what: string, fn: () => T, stats: { refusals: number }): T | null {
    try {
      return fn();
    } catch (error) {
      if (isRuleRefusal(error)) {
        stats.refusals++;
        return null;
      }
      this.check.fail(this.ic, "only RuleRefusals", `${what} threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      return null;
    }
  }
}

interface PendingAttack {
  declared: Ic["declared"];
  targetId: string;
}

const SEAL_REDUCTION_PER_DEX = 10;

/** One combatant's turn: an action of its rotation (handseals first when a jutsu needs them), else a Rest. */
function takeTurn(f: Fight, me: Combatant, stats: FightFuzzReport, pending: PendingAttack[]): Ic["declared"] | null {
  const c = f.c;
  let action = c.pick((f.fighters.get(me.id) as Fighter).rotation);
  const seals = Math.max(0, (action.sealSpeed ?? 0) - Math.floor(me.stats.dex / SEAL_REDUCTION_PER_DEX));
  let length = lengthOffer(c);
  if (!action.interrupt && seals > 0 && me.ongoing?.role !== "handseals") {
    action = basic("Perform Handseals");
    length = c.oneIn(8) ? lengthOffer(c) : seals;
  }
  const choice = { ic: f.ic, apSpent: apOffer(c, me.ap), ...(action.variable || c.oneIn(5) ? { variableLength: length } : {}) };
  const preview = f.attempt("preview", () => rules.preview(me, action, choice, f.options), { refusals: 0 });
  let declared = f.attempt("declare", () => rules.declare(me, action, choice, f.options, f.dice), stats);
  if (declared && preview && (preview.speed !== declared.speed.speed || preview.nextIc !== declared.actor.nextIc)) {
    f.check.fail(f.ic, "preview matches declaration", `${action.name}: previewed Speed ${preview.speed} → IC ${preview.nextIc}, declared Speed ${declared.speed.speed} → IC ${declared.actor.nextIc}`);
  }
  if (declared && !preview) f.check.fail(f.ic, "preview matches declaration", `${action.name}: the preview refused what the declaration accepted`);
  if (declared) f.check.declaration(f.ic, me, declared, choice.apSpent, true);
  if (!declared) {
    action = basic("Rest");
    declared = f.attempt("declare Rest", () => rules.declare(me, action, { ic: f.ic }, f.options, f.dice), { refusals: 0 });
    if (!declared) {
      f.check.fail(f.ic, "someone on their IC can always rest", `${me.name} could not Rest`);
      return null;
    }
    f.check.declaration(f.ic, me, declared, 0, true);
  }
  stats.declarations++;
  f.replace(declared.actor);
  const aims = !!declared.action.damage?.dice || !!declared.action.multiThrow || (declared.action.statuses?.length ?? 0) > 0 || declared.action.role === "coupDeGrace";
  const others = f.combatants.filter((o) => o.id !== me.id);
  if (aims && !declared.fails && others.length) pending.push({ declared, targetId: c.pick(others).id });
  return declared;
}

/** Someone not acting now interrupts (a Dodge, one of their interrupts) against a Speed declared this IC. */
function interrupt(f: Fight, speeds: readonly number[], stats: FightFuzzReport): void {
  const c = f.c;
  const candidates = f.combatants.filter((x) => x.condition === "active" && x.nextIc > f.ic);
  if (!candidates.length || !c.oneIn(4)) return;
  const me = c.pick(candidates);
  const own = (f.fighters.get(me.id) as Fighter).rotation.filter((a) => a.interrupt);
  const action = own.length && c.oneIn(2) ? c.pick(own) : basic("Dodge");
  const against = speeds.length && !c.oneIn(6) ? c.pick(speeds) : c.pick([0, 1, 40, -3, 2.5, Number.NaN]);
  const choice = { ic: f.ic, apSpent: apOffer(c, me.ap), againstSpeed: against };
  const declared = f.attempt("interrupt", () => rules.declare(me, action, choice, f.options, f.dice), stats);
  if (!declared) return;
  stats.declarations++;
  f.check.declaration(f.ic, me, declared, choice.apSpent, false);
  f.replace(declared.actor);
}

/** An attack due now, carried through the port's steps as a card carries it. */
function resolveAttack(f: Fight, p: PendingAttack, stats: FightFuzzReport): Ic["outcome"][] {
  const c = f.c;
  const attacker = f.find(p.declared.actorId);
  const target = f.find(p.targetId);
  let attack = f.attempt("open", () => rules.attack.open(attacker, p.declared, { targetId: target.id, ...(c.oneIn(8) ? { calledShot: "arm" } : {}) }, target, f.options, f.dice), stats);
  if (!attack) return [];
  stats.attacks++;
  const preview = rules.attack.preview(attacker, p.declared, f.options);
  f.check.numbers(f.ic, "attack preview", preview);
  rules.attack.defenses(attack, attacker, target, f.options);
  const protectors = f.combatants.filter((x) => x.id !== target.id && x.id !== attacker.id && x.condition === "active");
  const techniques = (f.fighters.get(target.id) as Fighter).rotation.filter((a) => a.kind === "defensive");
  const kind = c.pick(["dodge", "parry", "block", "none", "technique", "takeTheHit"] as const);
  let answer: Ic["answer"] = { kind: "dodge" };
  if (kind === "technique" && techniques.length) answer = { kind: "technique", technique: c.pick(techniques) };
  else if (kind === "takeTheHit" && protectors.length) answer = { kind: "takeTheHit", protector: c.pick(protectors) };
  else if (kind !== "technique" && kind !== "takeTheHit") answer = { kind };
  const open = attack;
  let answered = f.attempt("answer", () => rules.attack.answer(open, attacker, target, answer, f.options, f.dice), stats);
  if (!answered) answered = f.attempt("answer none", () => rules.attack.answer(open, attacker, target, { kind: "none" }, f.options, f.dice), { refusals: 0 });
  if (!answered) {
    f.check.fail(f.ic, "an attack can always go undefended", `${p.declared.action.name} could not be answered with none`);
    return [];
  }
  attack = answered.attack;
  f.replace(answered.defender);
  if (c.oneIn(4)) {
    const side = c.pick(["attacker", "defender"] as const);
    const spender = f.find(side === "attacker" ? attacker.id : answered.defender.id);
    const now = attack;
    const rerolled = f.attempt("reroll", () => rules.attack.reroll(now, side, spender, f.find(attacker.id), f.options, f.dice), stats);
    if (rerolled) {
      if (rerolled.spender.willpower.value !== spender.willpower.value - 1) f.check.fail(f.ic, "Willpower pays for a reroll", `${spender.name}: ${spender.willpower.value} → ${rerolled.spender.willpower.value}`);
      attack = rerolled.attack;
      f.replace(rerolled.spender);
    }
  }
  if (rules.attack.stage(attack).awaitsDamage) {
    const landed = attack;
    const protector = answer.kind === "takeTheHit" ? f.find(answer.protector.id) : null;
    const rolled = f.attempt("damage", () => rules.attack.damage(landed, f.find(attacker.id), f.find(target.id), protector, f.options, f.dice), stats);
    if (!rolled) return [];
    attack = rolled;
  }
  const done = attack;
  const outcomes = f.attempt("outcomes", () => rules.attack.outcomes(done, f.find(attacker.id)), stats) ?? [];
  f.check.numbers(f.ic, "outcomes", outcomes);
  return outcomes;
}

/** Plays one IC: turns, a possible interrupt, the attacks due, the settling, then the clock to the next moment. */
function playMoment(f: Fight, pending: PendingAttack[], stats: FightFuzzReport): boolean {
  const before = poolTotals(f.combatants);
  const speeds: number[] = [];
  for (const me of [...f.combatants]) {
    const now = f.find(me.id);
    if (now.condition !== "active" || now.nextIc !== f.ic) continue;
    const declared = takeTurn(f, now, stats, pending);
    if (declared) speeds.push(declared.speed.speed);
  }
  interrupt(f, speeds, stats);
  const outcomes: Ic["outcome"][] = [];
  const due = pending.filter((p) => p.declared.resolvesOn <= f.ic);
  for (const p of due) outcomes.push(...resolveAttack(f, p, stats));
  pending.splice(0, pending.length, ...pending.filter((p) => p.declared.resolvesOn > f.ic));
  f.check.poolsUnchanged(f.ic, before, f.combatants, "before the IC settles");
  const beforeSettle = f.combatants;
  const settled = f.attempt("settle", () => rules.settle(beforeSettle, outcomes, f.ic, f.options, f.dice), stats);
  if (!settled) return false;
  f.combatants = settled.combatants.map(deepFreeze);
  f.check.settled(f.ic, beforeSettle, f.combatants, settled.settled);
  f.check.state(f.ic, beforeSettle, f.combatants);
  f.check.nobodyActsAgain(f.ic, f.combatants);
  const sides = new Set(f.combatants.filter((x) => x.condition === "active").map((x) => x.side));
  if (sides.size < 2 && !pending.length) return false;
  const next = rules.nextMoment(f.combatants, f.ic, f.options);
  if (next === null) return false;
  if (next <= f.ic) {
    f.check.fail(f.ic, "the count moves forward", `the next moment is IC ${next}`);
    return false;
  }
  const beforeClock = f.combatants;
  const advanced = f.attempt("advance", () => rules.advance(beforeClock, f.ic, next, f.options, f.dice), stats);
  if (!advanced) return false;
  f.combatants = advanced.combatants.map(deepFreeze);
  f.check.clock(next, beforeClock, f.combatants, advanced.events);
  f.check.state(next, beforeClock, f.combatants);
  f.ic = next;
  return true;
}

function randomOptions(c: Chooser): Ic["options"] {
  if (!c.oneIn(4)) return rules.options.defaults;
  const partial: Record<string, unknown> = { apGrant: c.int(0, 10), apInterval: c.int(1, 40), fatiguePenaltyPerLevel: -c.int(0, 3) };
  if (Object.hasOwn(rules.options.defaults as object, "maxDicePerRoll")) Object.assign(partial, { maxDicePerRoll: c.int(1, 100), maxDiceTerms: c.int(1, 10) });
  return rules.options.resolve(partial);
}

/**
 * Random fights through the port, each seeded by its number: two to four combatants with random
 * stats and random actions (Speed 0, Delays, multi-throws, statuses, handseals, defensive
 * techniques), random AP and lengths (some the rules must refuse), interrupts off one's IC,
 * every defence, Take the Hit and Willpower, played as the table plays them. After every step
 * the invariants are checked (see invariants.ts); every break is counted.
 */
export function fuzzFights(o: FightFuzzOptions): FightFuzzReport {
  const started = performance.now();
  const report = emptyFightReport();
  const moments = o.moments ?? 60;
  // Refusals are thrown by the hundred thousand here and their stacks are never read: not capturing them halves the time.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    for (let n = 0; n < o.count; n++) playFight(o.seed, n, moments, report);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** A report with nothing counted yet. */
export function emptyFightReport(): FightFuzzReport {
  return { fights: 0, steps: 0, declarations: 0, attacks: 0, refusals: 0, violations: 0, fightsWithViolations: 0, byInvariant: {}, samples: [], seconds: 0 };
}

/** One fight, its number making its seed: built, played and checked, its breaks counted in `report`; returns the combatants as it left them. */
export function playFight(seed: number, n: number, moments: number, report: FightFuzzReport): readonly Combatant[] {
  const fightSeed = (seed * 1_000_003 + n) >>> 0;
  const c = chooser(fightSeed);
  const dice = seededDice(fightSeed ^ 0x5bd1e995);
  let broken = false;
  const check = checkState((ic, invariant, message) => {
    report.violations++;
    report.byInvariant[invariant] = (report.byInvariant[invariant] ?? 0) + 1;
    if (report.samples.length < 50) report.samples.push({ fight: n, ic, invariant, message });
    broken = true;
  });
  const count = c.int(2, 4);
  const sides = c.int(2, count);
  const made = Array.from({ length: count }, (_, i) => randomFighter(c, n, i, sides));
  const options = randomOptions(c);
  const rolls = Object.fromEntries(made.map((m) => [m.combatant.id, rules.initiative.roll(m.combatant, options, dice)]));
  const placed = new Map(rules.initiative.place(rolls, { current: 0, underWay: false }, { combatants: made.map((m) => m.combatant), options, dice }).map((p) => [p.id, p.initiative]));
  const combatants = made.map((m) => deepFreeze({ ...m.combatant, nextIc: placed.get(m.combatant.id) ?? 0 }));
  const fight = new Fight(n, combatants, new Map(made.map((m) => [m.combatant.id, m.fighter])), options, dice, c, check);
  fight.ic = Math.min(...combatants.map((x) => x.nextIc));
  const pending: PendingAttack[] = [];
  for (let step = 0; step < moments; step++) {
    report.steps++;
    if (!playMoment(fight, pending, report)) break;
  }
  report.fights++;
  if (broken) report.fightsWithViolations++;
  return fight.combatants;
}
