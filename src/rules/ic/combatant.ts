import { deriveCombatValues, type CombatValues, type FatigueState } from "./derived";
import type { Modifier } from "./modifiers";
import type { IcRuleOptions } from "./options";
import type { Pool } from "./pools";
import type { Stats } from "./stats";
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

// Combatant states are never mutated (every change makes a new object), so derived values are
// remembered per state object: one IC asks for the same combatant's numbers several times.
const derivedCache = new WeakMap<IcCombatant, { options: IcRuleOptions; values: CombatValues }>();

/** The combatant's derived numbers under its current statuses, fatigue and modifiers. */
export function combatValues(c: IcCombatant, options: IcRuleOptions): CombatValues {
  const cached = derivedCache.get(c);
  if (cached && cached.options === options) return cached.values;
  const values = deriveCombatValues(c.stats, { fatigue: c.fatigue, upkeep: c.upkeep, statuses: c.statuses, modifiers: c.modifiers }, options);
  derivedCache.set(c, { options, values });
  return values;
}

export function canAct(c: IcCombatant): boolean {
  return c.condition === "active";
}

/** A fresh combatant with full pools, for tests and scenarios. */
export function newCombatant(init: Pick<IcCombatant, "id" | "name" | "stats"> & Partial<IcCombatant>): IcCombatant {
  return {
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
  };
}
