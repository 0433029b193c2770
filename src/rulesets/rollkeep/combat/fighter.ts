import type { ActorLike } from "../../actor-like";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { inHandAfter, readState, stateWrites, stored, type HeldInFight, type RollkeepState, type StateSource, type StateWrites } from "../state";
import type { StoredCharacter, StoredVoidPoints } from "../stored";

/**
 * THE way the roll-and-keep Foundry layer reads a fighter and writes it back (docs/rules-rollkeep.md,
 * "The round tracker"). The actor holds the character, its Void Points, wounds, stance and
 * conditions (status effects); the combatant holds its place in the rounds (initiative, tie
 * order, slot, the turn under way, Delay, the round the stance was taken in, the Center/Void
 * bonus spent, the Full Defense bonus, a Void Point's Armor TN for the round, the recoveries under
 * way, the Downs and Kills, the grapple and the Guards, M5).
 *
 *   const read = readFighter(actor, combatant);          // combatant null outside a fight
 *   const after = RULES.settle([read.state], ...)...;    // any port step
 *   await persistFight([fighterWrites(read.state, after, read.source)], combat);  // only what changed
 *
 * A combat's steps batch every fighter they changed through `persistFight` (persist-fight.ts); the
 * attack card writes through its own seam (attack/fighters.ts), which reads with `readFighter` too.
 */

/** A fighter's actor as the writes need it: the state's actor, with its effects made and removed. */
export interface FighterActor extends ActorLike {
  effects?: Iterable<FighterEffect>;
  createEmbeddedDocuments(name: "ActiveEffect", data: object[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: "ActiveEffect", ids: string[]): Promise<unknown>;
}

/** An effect on a fighter's actor as the fight reads it: the statuses it stands for and, timed, its rounds (core's duration fields). */
export interface FighterEffect {
  id: string | null;
  name?: string;
  statuses: ReadonlySet<string>;
  disabled?: boolean;
  duration?: { rounds?: number | null; startRound?: number | null };
}

/** A combatant document as the fighter is read from it (one made without the system's type has no fight data yet). */
export interface CombatantLike {
  id: string | null;
  initiative: number | null;
  /** The fight it is in, whose round bounds the actor's own record of Void spends (`spendsInFight`). */
  parent?: { round: number } | null;
  system: unknown;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** The combatant's fight data as RkCombatantData stores it. */
export interface StoredFighter {
  tieOrder: number;
  slot: number | null;
  stanceTakenIn: number;
  stanceAtRoundStart: RollkeepState["stance"] | "";
  stanceAtRoundStartTakenIn: number;
  openingChosen: boolean;
  focusUsedIn: number | null;
  fullDefenseBonus: number;
  delayed: boolean;
  voidArmorTn: boolean;
  turn: { at: number | null; simple: number; complex: number; free: Record<string, number>; downPaid: number; extraAttackCalled: boolean; extraAttacks: number; moved: number; moveCap: number | null; moveBonusUsed: boolean };
  recovery: Record<"dazed" | "stunned", { failures: number; endsAfterRound: number | null }>;
  credits: { downs: number; kills: number };
  /** §11: empty strings for no controller and a bare-handed grapple. */
  grapple: { participants: string[]; controller: string; weaponInitiator: string; maintaining: string[] } | null;
  /** M5: the Guard it holds (its ward's fighter id, the round declared) and the fighters guarding it. */
  guarding: { wardId: string; round: number } | null;
  guardedBy: string[];
  /**
   * The fight's own copy of what the actor's owner could rewrite (`HeldInFight`): taken at the GM's
   * first step for this combatant, which sets its stance; until then (stance empty: `heldTaken`)
   * the actor's fields are read.
   */
  held: { stance: StoredCharacter["stance"] | ""; voidRound: StoredVoidPoints["round"]; voidSpent: StoredVoidPoints["spent"]; inHand: string[] };
}

/** Where a fighter was read from: the state's sources, the combatant, and the effect holding each condition. */
export interface FighterSource extends StateSource {
  actor: FighterActor;
  combatant: CombatantLike | null;
  /** The enabled effects naming each condition, by condition id. */
  effects: Map<string, string[]>;
}

export interface Fighter {
  state: RollkeepState;
  source: FighterSource;
}

const NO_RECOVERY = { failures: 0, endsAfterRound: null };
const NOT_TAKEN: StoredFighter["held"] = { stance: "", voidRound: null, voidSpent: [], inHand: [] };
const NO_TURN: StoredFighter["turn"] = { at: null, simple: 0, complex: 0, free: {}, downPaid: 0, extraAttackCalled: false, extraAttacks: 0, moved: 0, moveCap: null, moveBonusUsed: false };

/** Whether the fight has taken its copy of the actor's fields: every step that takes it sets the stance, which a fighter always has. */
export function heldTaken(held: StoredFighter["held"]): held is StoredFighter["held"] & { stance: StoredCharacter["stance"] } {
  return held.stance !== "";
}

/** A combatant's stored fight data, filled in where a combatant of core's "base" type has none. */
export function storedFighter(combatant: { system: unknown }): StoredFighter {
  const s = stored<Partial<StoredFighter>>(combatant);
  return {
    tieOrder: s.tieOrder ?? 0,
    slot: s.slot ?? null,
    stanceTakenIn: s.stanceTakenIn ?? 0,
    stanceAtRoundStart: s.stanceAtRoundStart ?? "",
    stanceAtRoundStartTakenIn: s.stanceAtRoundStartTakenIn ?? s.stanceTakenIn ?? 0,
    openingChosen: s.openingChosen ?? false,
    focusUsedIn: s.focusUsedIn ?? null,
    fullDefenseBonus: s.fullDefenseBonus ?? 0,
    delayed: s.delayed ?? false,
    voidArmorTn: s.voidArmorTn ?? false,
    // A turn stored before moves were counted has none of their fields.
    turn: { ...NO_TURN, free: {}, ...s.turn },
    recovery: { dazed: s.recovery?.dazed ?? NO_RECOVERY, stunned: s.recovery?.stunned ?? NO_RECOVERY },
    credits: s.credits ?? { downs: 0, kills: 0 },
    grapple: s.grapple ?? null,
    guarding: s.guarding ?? null,
    guardedBy: s.guardedBy ?? [],
    held: s.held ?? NOT_TAKEN,
  };
}

type HeldSpends = HeldInFight["voidPoints"];

/**
 * V2: the round's Void spends a fight counts. The fight's copy holds what the GM's steps spent; the
 * actor's own record adds what its owner's rolls spent (a sheet roll, a technique: V11), counted
 * only where it can hold spends back, never lift them: the same round's spends join the fight's, a
 * later round's up to the fight's own stands in for an older copy, and anything else is the owner's
 * rewrite and goes unread.
 */
function spendsInFight(fight: HeldSpends, own: HeldSpends, round: number): HeldSpends {
  if (own.round === null) return fight;
  if (own.round === fight.round) return { round: own.round, spent: [...fight.spent, ...own.spent.filter((s) => !fight.spent.includes(s))] };
  return own.round > (fight.round ?? -1) && own.round <= round ? own : fight;
}

/** The fight's copy of the actor's stance, round's spends and items in hand once the GM's client has taken it, the round's spends joined by the owner's own (`spendsInFight`); null before. */
function heldOf(s: StoredFighter, actor: FighterActor, round: number): HeldInFight | null {
  const h = s.held;
  if (!heldTaken(h)) return null;
  return { stance: h.stance, voidPoints: spendsInFight({ round: h.voidRound, spent: h.voidSpent }, stored<StoredCharacter>(actor).voidPoints, round), inHand: h.inHand };
}

/** The conditions a state carries, by the port's ids. */
export function conditionIds(state: RollkeepState): string[] {
  return Object.entries(state.conditions).flatMap(([id, on]) => (on === null || on === false ? [] : [id]));
}

function effectsByStatus(actor: FighterActor): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const effect of actor.effects ?? []) {
    if (effect.disabled || !effect.id) continue;
    for (const id of effect.statuses) map.set(id, [...(map.get(id) ?? []), effect.id]);
  }
  return map;
}

/**
 * The effects with a duration in rounds, as the port's timers (CO12): core stamps the round an
 * effect was made in during a fight; one made before it began counts from round 0. A duration the
 * rules refuse (over 1000 rounds) is refused naming the effect's place.
 */
function timersOf(actor: FighterActor): RollkeepState["timers"] {
  const timers: { id: string; startRound: number; rounds: number }[] = [];
  for (const effect of actor.effects ?? []) {
    const rounds = effect.duration?.rounds ?? 0;
    if (effect.disabled || !effect.id || rounds <= 0) continue;
    timers.push({ id: effect.id, startRound: effect.duration?.startRound ?? 0, rounds });
  }
  return timers.length ? RULESET_EXTRAS.rollkeep.checkedTimers(timers, "effects") : timers;
}

/**
 * The port's combatant for an actor, and in a fight its combatant: `readState` (the actor and its
 * items) with the combatant's fight data laid over it, the stance, the round's Void spends and the
 * weapon in hand among them once the fight has taken them (the actor's owner can rewrite the actor's
 * own; the combatant's are the GM's). Outside a fight (`combatant` null) it is the actor alone, as
 * the port starts every combatant.
 */
export function readFighter(actor: FighterActor, combatant: CombatantLike | null): Fighter {
  const s = combatant ? storedFighter(combatant) : null;
  const read = readState(actor, s && heldOf(s, actor, combatant?.parent?.round ?? 0));
  const source: FighterSource = { ...read.source, actor, combatant, effects: effectsByStatus(actor) };
  if (!combatant || !s) return { state: read.state, source };
  const was = read.state;
  const recovering = (id: "dazed" | "stunned") => (was.conditions[id] === null ? null : { id, ...s.recovery[id] });
  const t = s.turn;
  const movement = { moved: t.moved, cap: t.moveCap, bonusUsed: t.moveBonusUsed };
  const turn = t.at === null ? null : { at: t.at, budget: { simple: t.simple, complex: t.complex, free: { ...t.free }, downPaid: t.downPaid }, extraAttackCalled: t.extraAttackCalled, extraAttacks: t.extraAttacks, movement };
  const state: RollkeepState = {
    ...was,
    initiative: combatant.initiative,
    tieOrder: s.tieOrder,
    slot: s.slot,
    stanceTakenIn: s.stanceTakenIn,
    stanceAtRoundStart: s.stanceAtRoundStart === "" ? was.stance : s.stanceAtRoundStart,
    stanceAtRoundStartTakenIn: s.stanceAtRoundStartTakenIn,
    focusUsedIn: s.focusUsedIn,
    fullDefenseBonus: s.fullDefenseBonus,
    delayed: s.delayed,
    voidArmorTn: s.voidArmorTn,
    turn,
    conditions: { ...was.conditions, dazed: recovering("dazed"), stunned: recovering("stunned") },
    credits: { ...s.credits },
    timers: timersOf(actor),
    // A grapple holds two at least (G7); anything less stored is none.
    grapple: s.grapple && s.grapple.participants.length >= 2 ? { participants: [...s.grapple.participants], controller: s.grapple.controller || null, weaponInitiator: s.grapple.weaponInitiator || null, maintaining: [...s.grapple.maintaining] } : null,
    // A Guard names its ward; one stored without is none.
    guarding: s.guarding?.wardId ? { ...s.guarding } : null,
    guardedBy: [...s.guardedBy],
  };
  return { state, source };
}

/** The combatant's stored fight data for a state (what RkCombatantData holds), with the items in hand. */
function fightData(state: RollkeepState, openingChosen: boolean, inHand: readonly string[]): StoredFighter {
  const recovery = (id: "dazed" | "stunned") => {
    const r = state.conditions[id];
    return r === null ? NO_RECOVERY : { failures: r.failures, endsAfterRound: r.endsAfterRound };
  };
  const t = state.turn;
  return {
    tieOrder: state.tieOrder,
    slot: state.slot,
    stanceTakenIn: state.stanceTakenIn,
    stanceAtRoundStart: state.stanceAtRoundStart,
    stanceAtRoundStartTakenIn: state.stanceAtRoundStartTakenIn,
    openingChosen,
    focusUsedIn: state.focusUsedIn,
    fullDefenseBonus: state.fullDefenseBonus,
    delayed: state.delayed,
    voidArmorTn: state.voidArmorTn,
    turn: t === null ? { ...NO_TURN, free: {} } : { at: t.at, simple: t.budget.simple, complex: t.budget.complex, free: { ...t.budget.free }, downPaid: t.budget.downPaid, extraAttackCalled: t.extraAttackCalled, extraAttacks: t.extraAttacks, moved: t.movement.moved, moveCap: t.movement.cap, moveBonusUsed: t.movement.bonusUsed },
    recovery: { dazed: recovery("dazed"), stunned: recovery("stunned") },
    credits: { ...state.credits },
    grapple: state.grapple && { participants: [...state.grapple.participants], controller: state.grapple.controller ?? "", weaponInitiator: state.grapple.weaponInitiator ?? "", maintaining: [...state.grapple.maintaining] },
    guarding: state.guarding && { ...state.guarding },
    guardedBy: [...state.guardedBy],
    held: { stance: state.stance, voidRound: state.voidPoints.round, voidSpent: [...state.voidPoints.spent], inHand: [...inHand] },
  };
}

/** Everything one rules step writes for one fighter: the actor's fields and items, its condition effects, its combatant. */
export interface FighterWrites extends StateWrites {
  document: FighterActor;
  /** Conditions the step put on (status ids, each made an effect) and the effects of those it took off. */
  effects: { create: string[]; remove: string[] };
  combatantId: string | null;
  /** The combatant's changed fields (its fight data whole, and its initiative when it moved), or null. */
  combatant: Record<string, unknown> | null;
}

/** The timed effects the step wore off (CO12): their effects go. */
function wornOff(before: RollkeepState, after: RollkeepState): string[] {
  if (before.timers === after.timers) return [];
  const lasting = new Set(after.timers.map((t) => t.id));
  return before.timers.flatMap((t) => (lasting.has(t.id) ? [] : [t.id]));
}

/**
 * What a fighter's documents must store after a rules step took its state from `before` to
 * `after`: only what changed. `opening` marks the house opening stance as chosen (S8).
 */
export function fighterWrites(before: RollkeepState, after: RollkeepState, source: FighterSource, opening?: boolean): FighterWrites {
  const writes = stateWrites(before, after, source);
  const had = new Set(conditionIds(before));
  const has = new Set(conditionIds(after));
  const effects = {
    create: [...has].filter((id) => !had.has(id)),
    remove: [...new Set([...[...had].filter((id) => !has.has(id)).flatMap((id) => source.effects.get(id) ?? []), ...wornOff(before, after)])],
  };
  const combatant = source.combatant;
  if (!combatant) return { ...writes, document: source.actor, effects, combatantId: null, combatant: null };
  const was = storedFighter(combatant);
  const chosen = opening ?? was.openingChosen;
  const now = fightData(after, chosen, inHandAfter(before, after, source));
  const changes: Record<string, unknown> = {};
  // The fight's first step for this combatant takes its copy of the actor's own fields (`held`), changed or not.
  if (!heldTaken(was.held) || JSON.stringify(now) !== JSON.stringify(fightData(before, was.openingChosen, source.inHand))) changes.system = now;
  if (after.initiative !== before.initiative) changes.initiative = after.initiative;
  return { ...writes, document: source.actor, effects, combatantId: combatant.id, combatant: Object.keys(changes).length ? changes : null };
}

/** A condition's effect as the token HUD makes it: the status list's name and icon, naming the status. */
export function conditionEffect(statusId: string): object {
  const status = CONFIG.statusEffects.find((s) => s.id === statusId);
  return { name: game.i18n?.localize(status?.name ?? statusId) ?? statusId, img: status?.img ?? null, statuses: [statusId] };
}
