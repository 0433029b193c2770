import { deriveFromEffects, penalisedBonus, withRunningPenalties, type CombatValues, type FatigueState } from "./derived";
import type { Modifier } from "./modifiers";
import { MAX_FATIGUE } from "./fatigue";
import { DEFAULT_IC_OPTIONS, type IcRuleOptions } from "./options";
import type { Pool } from "./pools";
import type { Stats } from "./stats";
import { sameStatusEffects, statusEffects, statusEffectsInto, type StatusEffects } from "./status/modifiers";
import type { StatusInstance } from "./status/types";
import type { Wound } from "./wounds";

export type CombatantCondition = "active" | "incapacitated" | "unconscious" | "dead";

export interface Skills {
  chakraControl: number;
  athletics: number;
  toxicology: number;
  stealth: number;
  awareness: number;
}

/** An ongoing variable-Speed action (Block, handseals, Move, preparing a sneak attack). */
export interface OngoingAction {
  name: string;
  role: string;
  startedIc: number;
  untilIc: number;
}

/** A declared action with Delay, waiting to resolve. */
export interface DelayedAction {
  name: string;
  resolvesOn: number;
}

/** One combatant's whole state on the timeline, as plain data. */
export interface IcCombatant {
  id: string;
  name: string;
  /** Which side they fight for; the simulator's duels end when one side is down. */
  side: string;
  stats: Stats;
  skills: Skills;
  vitality: Pool;
  hp: Pool;
  willpower: Pool;
  fatigue: FatigueState;
  upkeep: number;
  ap: number;
  nextIc: number;
  stun: number;
  statuses: StatusInstance[];
  wounds: Wound[];
  modifiers: Modifier[];
  damageReduction: number;
  ongoing: OngoingAction | null;
  delayed: DelayedAction | null;
  condition: CombatantCondition;
  /** Successful genjutsu against this combatant, by jutsu name, for the +5 familiarity. */
  genjutsuSeen: Record<string, number>;
}

export const NO_SKILLS: Skills = { chakraControl: 0, athletics: 0, toxicology: 0, stealth: 0, awareness: 0 };

// The parts of a combatant's state are never changed in place: a change replaces the part (a
// copy of the combatant, or the engine's own combatant given the new part) and keeps the
// references of the parts it did not touch. Most derived values depend only on stats, statuses,
// modifiers and the Fatigue level, which change rarely, so the last results are remembered by
// those references; the running penalties that change with nearly every action are applied on
// top. They are found by the stats object (each combatant keeps its own for a whole fight) in a
// WeakMap, one lookup however many combatants there are, and forgotten with the stats. Several
// entries are kept per stats object (the least recently taken up goes when there are too many):
// a fighter climbs through the Fatigue levels, and a simulator's next fight starts again from
// the same stats, so the values of each level are worked out once rather than once a fight. A
// new list of statuses that does what a remembered one does (statusEffects: a Burn of the same
// strength from another attack, an empty list) takes that entry over instead of working the
// values out again.
interface DerivedEntry {
  stats: Stats;
  /** The list of statuses last seen with these values, and what any list must do to share them. */
  statuses: readonly StatusInstance[];
  effects: StatusEffects;
  modifiers: object;
  level: number;
  options: IcRuleOptions;
  values: CombatValues;
  /** The last running penalties applied on top, and the result (most rolls repeat them). */
  fatigue: FatigueState | null;
  upkeep: number;
  penalised: CombatValues;
  /**
   * The entry its combatant moved to when this one last stopped fitting, by the Fatigue level it
   * moved to (its own, for a status gone or come; another, for a level up or a new fight): the
   * first one tried next time. By level because a fighter leaves an entry both ways, fight after
   * fight, and one hint for both kept pointing the wrong way a third of the time.
   */
  next: (DerivedEntry | null)[];
  /** When it was last taken up (a count of look-ups past a slot's entry): the least recent goes when the list is full. */
  used: number;
}
const ENTRIES_PER_STATS = 12;
const derivedByStats = new WeakMap<Stats, DerivedEntry[]>();

/**
 * A stats object looked up lately, with its list of entries (the WeakMap's own) and the one it
 * used last. An attack asks about its attacker and its defender several times over, turn and
 * turn about: found by its stats, a fighter's entry is checked with four comparisons, and
 * nothing is written when it still holds (a list of the last entries used, whoever they were
 * for, would be reordered on nearly every look-up). When a fighter's level or statuses change,
 * its own list is searched without the WeakMap.
 */
interface Slot {
  stats: Stats | null;
  entries: DerivedEntry[];
  front: DerivedEntry;
}

/** An entry's hints, one a Fatigue level, none yet: filled with null rather than left with holes (a list with holes is of a slower kind). */
function noHints(): (DerivedEntry | null)[] {
  const hints: (DerivedEntry | null)[] = [];
  for (let level = 0; level <= MAX_FATIGUE; level++) hints.push(null);
  return hints;
}

/** An entry no combatant matches (none has its list of statuses): a slot's before its first look-up. */
const NO_STATS: Stats = { str: 0, dex: 0, agi: 0, res: 0, cha: 0, xp: 0 };
const NO_VALUES = deriveFromEffects(NO_STATS, 0, statusEffects([]), [], DEFAULT_IC_OPTIONS);
const NO_ENTRY: DerivedEntry = { stats: NO_STATS, statuses: [], effects: statusEffects([]), modifiers: {}, level: -1, options: DEFAULT_IC_OPTIONS, values: NO_VALUES, fatigue: null, upkeep: 0, penalised: NO_VALUES, next: noHints(), used: 0 };

function emptySlot(): Slot {
  return { stats: null, entries: [], front: NO_ENTRY };
}

// Three slots, the most recently claimed first: a duel's two fighters keep theirs for the whole
// run. A slot's list is the WeakMap's own; a slot given up forgets only its entry.
const first = emptySlot();
const second = emptySlot();
const third = emptySlot();

function fillSlot(slot: Slot, stats: Stats | null, entries: DerivedEntry[], front: DerivedEntry): void {
  slot.stats = stats;
  slot.entries = entries;
  slot.front = front;
}

/** A slot for stats not in any: the oldest claimed one is given up. */
function claimSlot(stats: Stats): Slot {
  fillSlot(third, second.stats, second.entries, second.front);
  fillSlot(second, first.stats, first.entries, first.front);
  let entries = derivedByStats.get(stats);
  if (!entries) derivedByStats.set(stats, (entries = []));
  fillSlot(first, stats, entries, NO_ENTRY);
  return first;
}

/** Scratch: what the statuses being looked up do, and the list they were worked out for (within one look-up; the look-up never runs inside itself). */
const looked: StatusEffects = statusEffects([]);
let lookedAt: object | null = null;

/**
 * Whether `e` holds this combatant's values: of its level, modifiers and options, and seen with
 * its very list of statuses or with one that does the same (which `e` then takes over). What
 * the statuses do is worked out only if an entry is left to compare it with, once a look-up.
 */
function fits(e: DerivedEntry, c: IcCombatant, options: IcRuleOptions): boolean {
  if (e.level !== c.fatigue.level || e.modifiers !== c.modifiers || e.options !== options) return false;
  const statuses = c.statuses;
  if (e.statuses === statuses) return true;
  // Two empty lists do the same (nothing): most look-ups that get here are a fighter's Fatigue
  // level changing with no status on either list, which need not work out what none do.
  if (statuses.length === 0 && e.statuses.length === 0) {
    e.statuses = statuses;
    return true;
  }
  if (lookedAt !== statuses) {
    statusEffectsInto(looked, statuses);
    lookedAt = statuses;
  }
  if (!sameStatusEffects(e.effects, looked)) return false;
  e.statuses = statuses;
  return true;
}

/** The stats object's entry for this combatant (see fits), or null. Every entry in the list is of these stats. */
function storedEntry(entries: DerivedEntry[], c: IcCombatant, options: IcRuleOptions): DerivedEntry | null {
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as DerivedEntry;
    if (fits(e, c, options)) return e;
  }
  return null;
}

/** A new entry for this combatant, in the list: in the place of the least recently used one when the list is full. */
function newEntry(entries: DerivedEntry[], c: IcCombatant, options: IcRuleOptions): DerivedEntry {
  const effects = statusEffects(c.statuses);
  const values = deriveFromEffects(c.stats, c.fatigue.level, effects, c.modifiers, options);
  const entry: DerivedEntry = { stats: c.stats, statuses: c.statuses, effects, modifiers: c.modifiers, level: c.fatigue.level, options, values, fatigue: null, upkeep: 0, penalised: values, next: noHints(), used: 0 };
  if (entries.length < ENTRIES_PER_STATS) {
    entries.push(entry);
    return entry;
  }
  let oldest = 0;
  for (let i = 1; i < entries.length; i++) if ((entries[i] as DerivedEntry).used < (entries[oldest] as DerivedEntry).used) oldest = i;
  const gone = entries[oldest] as DerivedEntry;
  entries[oldest] = entry;
  // Nothing leads to the entry given up any more, so it is forgotten with the slot's.
  for (let i = 0; i < entries.length; i++) {
    const hints = (entries[i] as DerivedEntry).next;
    for (let level = 0; level < hints.length; level++) if (hints[level] === gone) hints[level] = null;
  }
  return entry;
}

/** Look-ups past a slot's entry so far: the time an entry was last taken up. */
let lookUps = 0;

/**
 * The entry for a combatant its slot's last one does not fit: the one it moved to from there
 * last time at its Fatigue level now (a fighter climbs the same levels, and gains and loses the
 * same statuses, fight after fight), else one from the list, else one made now. Nothing is
 * reordered: the list is searched only when that first guess fails.
 */
function frontEntry(slot: Slot, c: IcCombatant, options: IcRuleOptions): DerivedEntry {
  // Forgotten first too: a look-up that threw (a combatant the rules refuse) may have left it set.
  lookedAt = null;
  const last = slot.front;
  const level = c.fatigue.level;
  // A level outside the hints' whole-number range (none the rules reach) is searched for, as a
  // miss, and leaves no hint: a fraction would be a named property no entry's clearing reaches.
  const hinted = Number.isInteger(level) && level >= 0 && level <= MAX_FATIGUE;
  const hint = hinted ? (last.next[level] ?? null) : null;
  const entry = hint !== null && fits(hint, c, options) ? hint : (storedEntry(slot.entries, c, options) ?? newEntry(slot.entries, c, options));
  lookedAt = null;
  if (last !== NO_ENTRY && hinted) last.next[level] = entry;
  entry.used = ++lookUps;
  slot.front = entry;
  return entry;
}

/**
 * The remembered values for this combatant: every derived number is looked up here. The values
 * themselves, not their entry, are handed back, so that steadyValues is this very function and
 * an attack's look-up is one call, not two (in the warm-up every call is paid in full).
 */
function derivedValues(c: IcCombatant, options: IcRuleOptions): CombatValues {
  const stats = c.stats;
  const slot = first.stats === stats ? first : second.stats === stats ? second : third.stats === stats ? third : claimSlot(stats);
  const e = slot.front;
  if (e.statuses === c.statuses && e.modifiers === c.modifiers && e.level === c.fatigue.level && e.options === options) return e.values;
  return frontEntry(slot, c, options).values;
}

/** The derived numbers the running Stamina and Chakra penalties and Upkeep never touch: all but the two exhaustion bonuses. */
export type SteadyValues = Omit<CombatValues, "staminaBonus" | "chakraBonus">;

/**
 * The combatant's derived numbers that do not move with the running penalties (see
 * SteadyValues), for a roll that reads neither exhaustion bonus: an attack's Accuracy, a
 * defence, a damage bonus. They come straight from the remembered values, without the copy
 * with the running penalties applied that nearly every action's exhaustion roll would rebuild.
 * derivedValues itself under the narrower type, not a wrapper around it: one call a look-up.
 */
export const steadyValues: (c: IcCombatant, options: IcRuleOptions) => SteadyValues = derivedValues;

/** The bonus to this combatant's Stamina or Chakra exhaustion roll now, running penalties and Upkeep taken off (as combatValues has it), without the penalised copy of every value. */
export function exhaustionBonus(c: IcCombatant, kind: "stamina" | "chakra", options: IcRuleOptions): number {
  return penalisedBonus(derivedValues(c, options), kind, c.fatigue, c.upkeep);
}

/** The combatant's derived numbers under its current statuses, fatigue and modifiers. */
export function combatValues(c: IcCombatant, options: IcRuleOptions): CombatValues {
  derivedValues(c, options);
  // The look-up leaves the combatant's entry at the front of its stats' slot, one of the three
  // (a stats object in none is given the first): read there rather than returned, so that every
  // other look-up hands back the values alone.
  const stats = c.stats;
  const entry = first.stats === stats ? first.front : second.stats === stats ? second.front : third.front;
  if (entry.fatigue !== c.fatigue || entry.upkeep !== c.upkeep) {
    entry.penalised = withRunningPenalties(entry.values, c.fatigue, c.upkeep);
    entry.fatigue = c.fatigue;
    entry.upkeep = c.upkeep;
  }
  return entry.penalised;
}

/**
 * A shallow copy of a combatant for the engine to change and return. Written field by field on
 * purpose: V8 copies this literal some twenty times faster than it spreads a twenty-field
 * object, and copying combatants is the hottest thing the simulator does.
 */
export function cloneCombatant(c: IcCombatant): IcCombatant {
  return {
    id: c.id,
    name: c.name,
    side: c.side,
    stats: c.stats,
    skills: c.skills,
    vitality: c.vitality,
    hp: c.hp,
    willpower: c.willpower,
    fatigue: c.fatigue,
    upkeep: c.upkeep,
    ap: c.ap,
    nextIc: c.nextIc,
    stun: c.stun,
    statuses: c.statuses,
    wounds: c.wounds,
    modifiers: c.modifiers,
    damageReduction: c.damageReduction,
    ongoing: c.ongoing,
    delayed: c.delayed,
    condition: c.condition,
    genjutsuSeen: c.genjutsuSeen,
  };
}

/** A copy of a combatant with some fields changed; the original is left as it was. */
export function withChanges(c: IcCombatant, changes: Partial<IcCombatant>): IcCombatant {
  return Object.assign(cloneCombatant(c), changes);
}

/** Whether a combatant may act at all, on its IC or by interrupting: only while active. */
export function canAct(c: Pick<IcCombatant, "condition">): boolean {
  return c.condition === "active";
}

/** A fresh combatant with full pools, for tests and scenarios. */
export function newCombatant(init: Pick<IcCombatant, "id" | "name" | "stats"> & Partial<IcCombatant>): IcCombatant {
  // Copied once more by cloneCombatant, so that a new combatant has the very shape (the same
  // fields, in the same order) of every state the engine makes from it: code reading both then
  // checks for one shape rather than two.
  return cloneCombatant({
    side: init.id,
    skills: NO_SKILLS,
    vitality: { value: 300, max: 300 },
    hp: { value: 100, max: 100 },
    willpower: { value: 3, max: 3 },
    fatigue: { level: 0, staminaPenalty: 0, chakraPenalty: 0 },
    upkeep: 0,
    ap: 0,
    nextIc: 0,
    stun: 0,
    statuses: [],
    wounds: [],
    modifiers: [],
    damageReduction: 0,
    ongoing: null,
    delayed: null,
    condition: "active",
    genjutsuSeen: {},
    ...init,
  });
}
