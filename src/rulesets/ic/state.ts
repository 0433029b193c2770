import { actorRef } from "../../documents/actor-ref";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../rules/registry";
import { toStatusInstance, toStoredStatus, type StoredStatus } from "./data/effect/status-instance";
import { conditionEffectSource, statusEffectFields } from "./status-effects";
import { woundFromItem, woundItemData, type StoredWound } from "./wound-items";

type Ic = RulesetTypesOf<"ic">;
export type IcState = Ic["combatant"];
type Status = IcState["statuses"][number];
type Wound = IcState["wounds"][number];
type Modifier = IcState["modifiers"][number];

/** An actor's IC system data as its data model stores it. */
export interface StoredActor {
  stats: { str: number; dex: number; agi: number; res: number; cha: number };
  xp: number;
  skills: IcState["skills"];
  vitality: { value: number; max: number };
  hp: { value: number; max: number };
  willpower: { value: number; max: number };
  fatigue: { level: number; staminaPenalty: number; chakraPenalty: number };
  upkeep: number;
}

/** A combatant's IC timeline data as its data model stores it (its next IC is the document's `initiative`). */
export interface StoredCombatant {
  ap: number;
  stun: number;
  variable: { action: string; role: string; startedOn: number | null; untilIc: number | null };
  delayed: { action: string; resolvesOn: number | null };
  declared: { action: string; speed: number; ic: number | null };
}

export interface EmbeddedLike {
  id: string | null;
  name: string | null;
  type: string;
  system: unknown;
  statuses?: Set<string>;
}

/** The parts of an Actor the IC state is read from and its changes written to. */
export interface ActorLike {
  id: string | null;
  /** With `isToken`, its identity in the rules (see documents/actor-ref): a token's own actor has its own. */
  uuid: string | null;
  isToken: boolean;
  name: string | null;
  system: unknown;
  items: Iterable<EmbeddedLike>;
  effects: Iterable<EmbeddedLike>;
  update(changes: Record<string, unknown>): Promise<unknown>;
  createEmbeddedDocuments(name: "ActiveEffect", data: ActiveEffect.CreateData[]): Promise<unknown>;
  createEmbeddedDocuments(name: "Item", data: Item.CreateData[]): Promise<unknown>;
  updateEmbeddedDocuments(name: "ActiveEffect", updates: (Record<string, unknown> & { _id: string })[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: "ActiveEffect" | "Item", ids: string[]): Promise<unknown>;
}

/** The parts of a Combatant the IC state is read from. */
export interface CombatantLike {
  id: string | null;
  initiative: number | null;
  system: unknown;
}

/** Which stored document holds each status and wound, so the writes after a rules step touch only what changed. */
export interface StateSource {
  actor: ActorLike;
  combatant: CombatantLike | null;
  statusEffects: Map<Status, string>;
  woundItems: Map<Wound, string>;
  /** Condition effects (incapacitated, unconscious, dead) the actor already shows, by condition, with the effect holding each. */
  conditions: Map<string, string>;
}

// The IC data models define these shapes (see ./data); reading them through one function keeps
// the assumption in one place until fvtt-types knows the system's models.
function stored<T>(doc: { system: unknown }): T {
  return doc.system as T;
}

/** A combatant's stored timeline data; one made without the system's type (core's token HUD makes "base" ones) has none yet. */
export function storedCombatant(combatant: { system: unknown }): Partial<StoredCombatant> {
  return stored<Partial<StoredCombatant>>(combatant);
}

const CONDITION_ORDER = ["dead", "unconscious", "incapacitated"] as const;

/** The condition the documents show: a condition effect the GM or the rules set, or the HP the rules read it from. */
function conditionOf(hp: { value: number; max: number }, conditions: ReadonlyMap<string, string>): IcState["condition"] {
  for (const condition of CONDITION_ORDER) if (conditions.has(condition)) return condition;
  return RULESET_EXTRAS.ic.hpCondition(hp);
}

/** Modifiers the actor's items grant (abilities, wounds, gear), each credited to its item. */
function itemModifiers(actor: ActorLike): Modifier[] {
  const modifiers: Modifier[] = [];
  for (const item of actor.items) {
    for (const m of (stored<{ modifiers?: { target: Modifier["target"]; value: number }[] }>(item).modifiers ?? [])) modifiers.push({ target: m.target, value: m.value, source: item.id ?? item.name ?? "" });
  }
  return modifiers;
}

/**
 * The IC rules' view of an actor (and, in a fight, its combatant): numbers, statuses, wounds,
 * item modifiers, and its place on the timeline. Identified by the actor's reference (see
 * documents/actor-ref), so each unlinked token of one world actor is someone of its own.
 */
export function readState(actor: ActorLike, combatant: CombatantLike | null = null): { state: IcState; source: StateSource } {
  const a = stored<StoredActor>(actor);
  const statusEffects = new Map<Status, string>();
  const conditions = new Map<string, string>();
  for (const effect of actor.effects) {
    if (effect.type === "status") statusEffects.set(toStatusInstance(stored<StoredStatus>(effect)), effect.id ?? "");
    else for (const id of effect.statuses ?? []) conditions.set(id, effect.id ?? "");
  }
  const woundItems = new Map<Wound, string>();
  for (const item of actor.items) if (item.type === "wound") woundItems.set(woundFromItem(stored<StoredWound>(item)), item.id ?? "");
  const c = combatant ? storedCombatant(combatant) : null;
  const state: IcState = {
    id: actorRef(actor),
    name: actor.name ?? "",
    side: actorRef(actor),
    stats: { ...a.stats, xp: a.xp },
    skills: a.skills,
    vitality: a.vitality,
    hp: a.hp,
    willpower: a.willpower,
    fatigue: a.fatigue,
    upkeep: a.upkeep,
    ap: c?.ap ?? 0,
    nextIc: combatant?.initiative ?? 0,
    stun: c?.stun ?? 0,
    statuses: [...statusEffects.keys()],
    wounds: [...woundItems.keys()],
    modifiers: itemModifiers(actor),
    damageReduction: 0,
    ongoing: c?.variable?.action && c.variable.untilIc !== null ? { name: c.variable.action, role: c.variable.role, startedIc: c.variable.startedOn ?? 0, untilIc: c.variable.untilIc } : null,
    delayed: c?.delayed?.action && c.delayed.resolvesOn !== null ? { name: c.delayed.action, resolvesOn: c.delayed.resolvesOn } : null,
    condition: conditionOf(a.hp, conditions),
    genjutsuSeen: {},
  };
  return { state, source: { actor, combatant, statusEffects, woundItems, conditions } };
}

/** The stored writes one rules step makes to one actor and its combatant. */
export interface StateWrites {
  /** The actor document the writes go to (a world actor, or a token's own). */
  document: ActorLike;
  combatantId: string | null;
  actor: Record<string, unknown> | null;
  combatant: Record<string, unknown> | null;
  effects: { create: ActiveEffect.CreateData[]; update: (Record<string, unknown> & { _id: string })[]; remove: string[] };
  items: { create: Item.CreateData[]; remove: string[] };
}

function changedPool(path: string, before: { value: number }, after: { value: number }, into: Record<string, unknown>): void {
  if (before.value !== after.value) into[`system.${path}.value`] = after.value;
}

/** What the actor document must store after a rules step: only the fields that changed. */
function actorChanges(before: IcState, after: IcState): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  changedPool("vitality", before.vitality, after.vitality, changes);
  changedPool("hp", before.hp, after.hp, changes);
  changedPool("willpower", before.willpower, after.willpower, changes);
  if (before.fatigue !== after.fatigue) changes["system.fatigue"] = { ...after.fatigue };
  if (before.upkeep !== after.upkeep) changes["system.upkeep"] = after.upkeep;
  return Object.keys(changes).length ? changes : null;
}

/** What the combatant document must store after a rules step: its next IC and its timeline data. */
function combatantChanges(before: IcState, after: IcState): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  if (before.nextIc !== after.nextIc) changes.initiative = after.nextIc;
  if (before.ap !== after.ap) changes["system.ap"] = after.ap;
  if (before.stun !== after.stun) changes["system.stun"] = after.stun;
  if (before.ongoing !== after.ongoing) {
    const o = after.ongoing;
    changes["system.variable"] = o ? { action: o.name, role: o.role, startedOn: o.startedIc, untilIc: o.untilIc } : { action: "", role: "other", startedOn: null, untilIc: null };
  }
  if (before.delayed !== after.delayed) changes["system.delayed"] = after.delayed ? { action: after.delayed.name, resolvesOn: after.delayed.resolvesOn } : { action: "", resolvesOn: null };
  return Object.keys(changes).length ? changes : null;
}

const sameStart = (a: Status, b: Status) => a.kind === b.kind && a.source === b.source && a.appliedIc === b.appliedIc;
const sameSource = (a: Status, b: Status) => a.kind === b.kind && a.source === b.source;
const sameStored = (a: Status, b: Status) => JSON.stringify(toStoredStatus(a)) === JSON.stringify(toStoredStatus(b));

/**
 * Effects to make for what the actor should now show, reusing effects that show something it no
 * longer does: a status that ended and one that began become one update of the old effect, not a
 * deletion and a creation, so the common steps cost one write per actor (see persistWrites).
 * Returns the effects left over for deletion.
 */
function reuseOrCreate<T extends object>(spare: readonly string[], wanted: readonly T[], create: (fields: T) => ActiveEffect.CreateData, effects: StateWrites["effects"]): string[] {
  wanted.forEach((fields, i) => {
    const _id = spare[i];
    if (_id) effects.update.push({ _id, ...fields });
    else effects.create.push(create(fields));
  });
  return spare.slice(wanted.length);
}

/**
 * Status effects to create, update and delete. An unchanged status keeps its effect, and so does
 * one the rules handed back unchanged (nothing stored changes, nothing is written); a changed one
 * updates the effect holding the same status (same kind, source and start, else same kind and
 * source: a renewed poison), so effects keep their places; a new status takes over the effect of
 * one that ended; the rest are created or deleted.
 */
function statusChanges(after: IcState, source: StateSource): StateWrites["effects"] {
  const effects: StateWrites["effects"] = { create: [], update: [], remove: [] };
  const unmatched = new Map(source.statusEffects);
  for (const status of after.statuses) unmatched.delete(status);
  const fresh: Status[] = [];
  for (const status of after.statuses) {
    if (source.statusEffects.has(status)) continue;
    const olds = [...unmatched.keys()];
    const match = olds.find((old) => sameStart(old, status)) ?? olds.find((old) => sameSource(old, status));
    if (!match) {
      fresh.push(status);
      continue;
    }
    if (!sameStored(match, status)) effects.update.push({ _id: unmatched.get(match) ?? "", system: toStoredStatus(status) });
    unmatched.delete(match);
  }
  effects.remove.push(...reuseOrCreate([...unmatched.values()], fresh.map((s) => statusEffectFields(s)), (fields) => ({ ...fields, type: "status" }), effects));
  return effects;
}

const sameWound = (a: Wound, b: Wound) => a.severity === b.severity && a.type === b.type && a.location === b.location && a.side === b.side && a.pool === b.pool;

/**
 * Wound items to create for new wounds, and to delete for wounds a worse one replaced (or an
 * undo took back). A wound keeps its item when it is the same wound, or one just like it.
 */
function woundChanges(after: IcState, source: StateSource): StateWrites["items"] {
  const unmatched = new Map(source.woundItems);
  const create: Wound[] = [];
  for (const wound of after.wounds) {
    const match = unmatched.has(wound) ? wound : [...unmatched.keys()].find((old) => sameWound(old, wound));
    if (match) unmatched.delete(match);
    else create.push(wound);
  }
  return { create: create.map(woundItemData), remove: [...unmatched.values()] };
}

/** Every write one rules step needs for one actor: its fields, its combatant, its status effects, its wound items, a new condition. */
export function stateWrites(before: IcState, after: IcState, source: StateSource): StateWrites {
  const effects = statusChanges(after, source);
  if (after.condition !== before.condition) {
    // The condition the rules now give is shown; one they no longer give (an undone fall) is taken off, or shows the new one.
    const dropped = [...source.conditions].filter(([condition]) => condition !== after.condition).map(([, id]) => id);
    const shown = after.condition !== "active" && !source.conditions.has(after.condition) ? [conditionEffectSource(after.condition)] : [];
    effects.remove.push(...reuseOrCreate(dropped, shown, (fields) => fields, effects));
  }
  return { document: source.actor, combatantId: source.combatant?.id ?? null, actor: actorChanges(before, after), combatant: combatantChanges(before, after), effects, items: woundChanges(after, source) };
}

/** The IC ruleset's port, for the IC Foundry pieces. */
export const icRules = RULESETS.ic;
