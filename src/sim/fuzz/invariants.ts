import { apCap } from "../../rules/ic/action-points";
import type { RulesetTypesOf } from "../../rules/registry";

type Ic = RulesetTypesOf<"ic">;
type Combatant = Ic["combatant"];

/**
 * Freezes a value and everything in it, so a port function that changed its input instead of
 * returning a new one fails loudly (a TypeError in strict code) rather than corrupting a fight.
 * Parts already frozen are shared, so refreezing a new state costs only what changed.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}

function badValue(n: number): boolean {
  return !(Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER);
}

// Frozen values found clean: they can never change, so each is scanned once however often it is seen.
const clean = new WeakSet<object>();

function hasBadNumber(value: unknown): boolean {
  if (typeof value === "number") return badValue(value);
  if (value === null || typeof value !== "object" || clean.has(value)) return false;
  for (const v of Object.values(value)) if (hasBadNumber(v)) return true;
  if (Object.isFrozen(value)) clean.add(value);
  return false;
}

function pathToBad(value: unknown, path: string): string | null {
  if (typeof value === "number") return badValue(value) ? `${path || "value"} is ${value}` : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, v] of Object.entries(value)) {
    const bad = pathToBad(v, `${path}.${key}`);
    if (bad) return bad;
  }
  return null;
}

/** The first number that is NaN, infinite or past exact arithmetic in a value, with its path. */
export function badNumber(value: unknown, path = ""): string | null {
  return hasBadNumber(value) ? pathToBad(value, path) : null;
}

export type PoolTotals = Map<string, number>;

/** Vitality plus HP of everyone: what damage takes away. */
export function poolTotals(combatants: readonly Combatant[]): PoolTotals {
  return new Map(combatants.map((c) => [c.id, c.vitality.value + c.hp.value]));
}

/** The invariants a fight keeps, each a method that reports a break through `fail`. */
export interface Check {
  fail(ic: number, invariant: string, message: string): void;
  numbers(ic: number, what: string, value: unknown): void;
  /** A declaration: Speed at least 1 and at its floor, AP spent within what was offered and held, the next IC ahead. */
  declaration(ic: number, before: Combatant, declared: Ic["declared"], apOffered: number, onTurn: boolean): void;
  poolsUnchanged(ic: number, before: PoolTotals, after: readonly Combatant[], when: string): void;
  /** The end of an IC: pools fell by exactly the damage the settled outcomes logged. */
  settled(ic: number, before: readonly Combatant[], after: readonly Combatant[], settled: readonly Ic["settled"][]): void;
  /** The clock: pools fell by exactly its damage events, AP as its grants say. */
  clock(to: number, before: readonly Combatant[], after: readonly Combatant[], events: readonly Ic["clockEvent"][]): void;
  /** Everyone's numbers in range: AP in 0..cap, pools within their maximum, Fatigue 0..5 and never falling, the dead staying dead. */
  state(ic: number, before: readonly Combatant[], after: readonly Combatant[]): void;
  /** Once an IC is over, nobody able to act is still due on it (an action of Speed 0 would act again). */
  nobodyActsAgain(ic: number, after: readonly Combatant[]): void;
}

function byId(list: readonly Combatant[]): Map<string, Combatant> {
  return new Map(list.map((c) => [c.id, c]));
}

export function checkState(fail: (ic: number, invariant: string, message: string) => void): Check {
  const numbers = (ic: number, what: string, value: unknown) => {
    const bad = badNumber(value);
    if (bad) fail(ic, "numbers stay finite and exact", `${what}: ${bad}`);
  };
  const lossMatches = (ic: number, invariant: string, before: readonly Combatant[], after: readonly Combatant[], logged: Map<string, number>) => {
    const old = byId(before);
    for (const c of after) {
      const b = old.get(c.id);
      if (!b) continue;
      const lost = b.vitality.value + b.hp.value - (c.vitality.value + c.hp.value);
      const expected = logged.get(c.id) ?? 0;
      if (lost !== expected) fail(ic, invariant, `${c.name} lost ${lost} Vitality and HP, the log says ${expected}`);
    }
  };
  return {
    fail,
    numbers,
    declaration(ic, before, declared, apOffered, onTurn) {
      numbers(ic, "declaration", declared);
      const { speed, floor, apUsed } = declared.speed;
      const name = `${before.name}'s ${declared.action.name}`;
      if (!(speed >= 1)) fail(ic, "Speed is at least 1", `${name} takes Speed ${speed}`);
      if (speed < floor) fail(ic, "Speed floors hold", `${name} takes Speed ${speed} under its floor ${floor}`);
      if (!Number.isInteger(apUsed) || apUsed < 0 || apUsed > before.ap || apUsed > apOffered) fail(ic, "AP spent within what was offered and held", `${name} spent ${apUsed} AP of ${before.ap} (offered ${apOffered})`);
      if (!declared.action.variable && declared.actor.ap !== before.ap - apUsed) fail(ic, "AP spent within what was offered and held", `${name}: AP ${before.ap} - ${apUsed} left ${declared.actor.ap}`);
      if (onTurn && declared.actor.nextIc <= ic) fail(ic, "Speed is at least 1", `${name} on IC ${ic} acts next on IC ${declared.actor.nextIc}`);
      if (!onTurn && declared.actor.nextIc <= before.nextIc) fail(ic, "Speed is at least 1", `${name} interrupts but still acts on IC ${declared.actor.nextIc}`);
    },
    poolsUnchanged(ic, before, after, when) {
      for (const c of after) if (before.get(c.id) !== c.vitality.value + c.hp.value) fail(ic, "pools change only by logged damage", `${c.name}'s pools changed ${when}`);
    },
    settled(ic, before, after, settled) {
      const logged = new Map<string, number>();
      for (const { outcome } of settled) if (!outcome.coupDeGrace) logged.set(outcome.defenderId, (logged.get(outcome.defenderId) ?? 0) + Math.max(0, Math.floor(outcome.damage)));
      lossMatches(ic, "pools change only by logged damage", before, after, logged);
      numbers(ic, "settled outcomes", settled);
    },
    clock(to, before, after, events) {
      numbers(to, "clock events", events);
      const logged = new Map<string, number>();
      const granted = new Map<string, number>();
      for (const e of events) {
        if (e.type === "damage") logged.set(e.combatantId, (logged.get(e.combatantId) ?? 0) + e.amount);
        if (e.type === "apGrant") granted.set(e.combatantId, e.ap);
      }
      lossMatches(to, "pools change only by logged damage", before, after, logged);
      for (const c of after) {
        const ap = granted.get(c.id);
        if (ap !== undefined && c.condition === "active" && c.ap !== ap) fail(to, "AP changes only by logged grants", `${c.name} has ${c.ap} AP, the last grant says ${ap}`);
      }
    },
    state(ic, before, after) {
      const old = byId(before);
      for (const c of after) {
        numbers(ic, c.name, c);
        const b = old.get(c.id);
        const cap = apCap(c.stats.agi);
        if (!Number.isInteger(c.ap) || c.ap < 0 || c.ap > cap) fail(ic, "AP within 0..cap", `${c.name} has ${c.ap} AP (cap ${cap})`);
        if (c.vitality.value < 0 || c.vitality.value > c.vitality.max || c.hp.value > c.hp.max) fail(ic, "pools within their maximum", `${c.name}: Vitality ${c.vitality.value}/${c.vitality.max}, HP ${c.hp.value}/${c.hp.max}`);
        if (c.willpower.value < 0 || c.willpower.value > c.willpower.max) fail(ic, "pools within their maximum", `${c.name}: Willpower ${c.willpower.value}/${c.willpower.max}`);
        if (c.fatigue.level < 0 || c.fatigue.level > 5) fail(ic, "Fatigue within 0..5", `${c.name} is at Fatigue ${c.fatigue.level}`);
        if (!b) continue;
        if (c.vitality.max !== b.vitality.max || c.hp.max !== b.hp.max) fail(ic, "pools within their maximum", `${c.name}'s maximums changed`);
        if (c.fatigue.level < b.fatigue.level) fail(ic, "Fatigue never falls in a fight", `${c.name}: Fatigue ${b.fatigue.level} → ${c.fatigue.level}`);
        if (b.condition === "dead" && c.condition !== "dead") fail(ic, "the dead stay dead", `${c.name} is ${c.condition}`);
        if (b.condition !== "active" && c.condition === "active") fail(ic, "nobody gets back up mid-fight", `${c.name}: ${b.condition} → active`);
      }
    },
    nobodyActsAgain(ic, after) {
      for (const c of after) if (c.condition === "active" && c.nextIc <= ic) fail(ic, "Speed is at least 1", `${c.name} is still due on IC ${c.nextIc} once IC ${ic} is over`);
    },
  };
}
