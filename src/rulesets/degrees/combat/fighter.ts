import { errorText, tellUnwritten } from "../../../authority/unwritten";
import { persistCharacterWrites } from "../persist";
import { characterWrites, degreesExtras, readCharacter, type CharacterSource, type CharacterWrites, type DegreesActorLike, type DegreesState } from "../state";

/**
 * THE way the degrees Foundry layer reads a fighter and writes it back (docs/rules-degrees.md,
 * "The round tracker"). The actor holds the character, its HP track, chakra, armour and conditions
 * (condition effects, state.ts); the combatant holds its place in the rounds (DgCombatantData:
 * initiative, tie order, group, awareness, the round granted, the turn, a Delay, the round's
 * actions and uses, the stance, a Charge's open guard).
 *
 *   const read = readFighter(actor, combatant);      // combatant null outside a fight
 *   const after = degreesRules.settle([read.state], …).combatants[0];   // any port step
 *   await persistFight([fighterWrites(read.state, after, read.source)], combat);   // only what changed, in few writes
 *
 * A step batches every fighter it changed through `fighterWrites` and `persistFight`: the
 * combatants first, then the actors.
 */

/** A combatant as a fighter is read from it: one made without the system's type (core's token HUD makes "base" ones) has no fight data yet. */
export interface FighterCombatant {
  id: string | null;
  initiative: number | null;
  system: unknown;
  /** Its token, whose disposition is the fighter's side. */
  token?: { disposition: number } | null;
  /** The combat it is in, where a step's writes for it go. */
  parent?: CombatWriter | null;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** The fight data DgCombatantData stores, whole. */
export interface StoredFighter {
  tieOrder: number;
  group: string;
  aware: boolean;
  grantedRound: number | null;
  turn: { round: number; at: number | null; putOff: boolean; over: boolean };
  delayedTo: number | null;
  actions: { standard: boolean; movement: boolean; partial: boolean; moved: boolean; oneOnly: boolean; freeTaken: string[] };
  uses: Record<string, number>;
  stance: "" | NonNullable<DegreesState["stance"]>;
  /** A Charge's open guard (M63), until its next turn starts. */
  guardOpen: boolean;
  /** The mount ridden and the owner served, by fighter id; blank for none. */
  mountedOn: string;
  partnerOf: string;
  /** An action kept for later (M17, M69); kind "" for none. */
  kept: { kind: "" | "held" | "prepared"; action: "standard" | "movement" | "partial"; round: number; trigger: string };
}

/** Where a fighter was read from: the actor's documents, and its combatant in a fight. */
export interface FighterSource extends CharacterSource {
  combatant: FighterCombatant | null;
}

export interface Fighter {
  state: DegreesState;
  source: FighterSource;
}

const NO_TURN: StoredFighter["turn"] = { round: 0, at: null, putOff: false, over: false };
const NO_ACTIONS: StoredFighter["actions"] = { standard: false, movement: false, partial: false, moved: false, oneOnly: false, freeTaken: [] };
const NOTHING_KEPT: StoredFighter["kept"] = { kind: "", action: "standard", round: 0, trigger: "" };

/** A combatant's stored fight data, each part filled in where a combatant of core's "base" type has none. */
export function storedFighter(combatant: { system: unknown }): StoredFighter {
  // DgCombatantData's source shape; a "base" combatant's system is an empty object.
  const s = (combatant.system ?? {}) as Partial<StoredFighter>;
  return {
    tieOrder: s.tieOrder ?? 0,
    group: s.group ?? "",
    aware: s.aware ?? true,
    grantedRound: s.grantedRound ?? null,
    turn: s.turn ?? NO_TURN,
    delayedTo: s.delayedTo ?? null,
    actions: s.actions ?? NO_ACTIONS,
    uses: s.uses ?? {},
    stance: s.stance ?? "",
    guardOpen: s.guardOpen ?? false,
    mountedOn: s.mountedOn ?? "",
    partnerOf: s.partnerOf ?? "",
    kept: s.kept ?? NOTHING_KEPT,
  };
}

/** A stored kept action as the port holds it, or null for none. */
function keptOf(kept: StoredFighter["kept"]): DegreesState["kept"] {
  if (kept.kind === "") return null;
  return { kind: kept.kind, action: kept.action, round: kept.round, ...(kept.trigger ? { trigger: kept.trigger } : {}) };
}

/** Core's token dispositions, as the sides of a fight: a fight ends when one side alone stands. */
const SIDES: Readonly<Record<number, string>> = { [-2]: "secret", [-1]: "hostile", 0: "neutral", 1: "friendly" };

/** The side a fighter is on: its token's disposition, or without a token, friendly for a player's character and hostile for the GM's. */
export function sideOf(actor: { hasPlayerOwner?: boolean }, combatant: FighterCombatant | null): string {
  const disposition = combatant?.token?.disposition;
  if (disposition !== undefined) return SIDES[disposition] ?? "neutral";
  return actor.hasPlayerOwner ? "friendly" : "hostile";
}

/** The group a fighter acts with (M8), as the port decides it: the combatant's, a GM's character's named group, else its side. */
function groupOf(actor: DegreesActorLike & { hasPlayerOwner?: boolean }, stored: StoredFighter, side: string): string | null {
  // DgNpcData stores the group's name.
  const npc = actor.type === "dgNpc" ? { group: (actor.system as { initiativeGroup?: string }).initiativeGroup ?? "" } : null;
  return degreesExtras.actingGroup(stored.group || null, npc, side);
}

/**
 * The port's fighter for an actor and, in a fight, its combatant: the actor read as state.ts reads
 * it (the port's `newCombatant` from its documents) with the combatant's fight data laid over it.
 * Outside a fight (`combatant` null) it is the actor alone, as the port starts every fighter.
 */
export function readFighter(actor: DegreesActorLike & { hasPlayerOwner?: boolean }, combatant: FighterCombatant | null): Fighter {
  const read = readCharacter(actor);
  const source: FighterSource = { ...read.source, combatant };
  if (!combatant) return { state: read.state, source };
  const s = storedFighter(combatant);
  const side = sideOf(actor, combatant);
  const state: DegreesState = {
    ...read.state,
    side,
    group: groupOf(actor, s, side),
    aware: s.aware,
    initiative: combatant.initiative,
    tieOrder: s.tieOrder,
    grantedRound: s.grantedRound,
    turn: s.turn.at === null ? null : { round: s.turn.round, at: s.turn.at, putOff: s.turn.putOff, over: s.turn.over },
    delayedTo: s.delayedTo,
    actions: { standard: s.actions.standard, movement: s.actions.movement, partial: s.actions.partial, moved: s.actions.moved, ...(s.actions.oneOnly ? { oneOnly: true } : {}), ...(s.actions.freeTaken.length ? { freeTaken: [...s.actions.freeTaken] } : {}) },
    uses: { ...s.uses },
    stance: s.stance === "" ? null : s.stance,
    guardOpen: s.guardOpen,
    kept: keptOf(s.kept),
  };
  // A rider and a partner are read as the port names them (M86–M92): by the other fighter's id.
  if (s.mountedOn !== "") state.mountedOn = s.mountedOn;
  if (s.partnerOf !== "") state.partnerOf = s.partnerOf;
  return { state, source };
}

/** The combatant's fight data for a fighter (what DgCombatantData holds); the group is the combatant's own, never the one read from the actor. */
function fightData(state: DegreesState, group: string): StoredFighter {
  const t = state.turn;
  const a = state.actions;
  return {
    tieOrder: state.tieOrder,
    group,
    aware: state.aware,
    grantedRound: state.grantedRound,
    turn: t === null ? NO_TURN : { round: t.round, at: t.at, putOff: t.putOff, over: t.over },
    delayedTo: state.delayedTo,
    actions: { standard: a.standard, movement: a.movement, partial: a.partial, moved: a.moved, oneOnly: a.oneOnly ?? false, freeTaken: [...(a.freeTaken ?? [])] },
    uses: { ...state.uses },
    stance: state.stance ?? "",
    guardOpen: state.guardOpen === true,
    mountedOn: state.mountedOn ?? "",
    partnerOf: state.partnerOf ?? "",
    kept: state.kept ? { kind: state.kept.kind, action: state.kept.action, round: state.kept.round, trigger: state.kept.trigger ?? "" } : NOTHING_KEPT,
  };
}

/** Everything one rules step writes for one fighter: its actor's (state.ts) and its combatant's. */
export interface FighterWrites {
  character: CharacterWrites;
  combatantId: string | null;
  /** The combatant's changed fields (its fight data whole, and `initiative` when it moved), or null. */
  combatant: Record<string, unknown> | null;
}

/**
 * The per-round uses as an update writes them: Foundry merges an object field's keys into the
 * stored ones, so a use gone (a new round cleared it) is deleted by name (`-=key`), or it would
 * outlive its round.
 */
function usesWrite(before: DegreesState["uses"], after: DegreesState["uses"]): Record<string, number | null> {
  const written: Record<string, number | null> = { ...after };
  for (const key of Object.keys(before)) if (!(key in after)) written[`-=${key}`] = null;
  return written;
}

/** What a fighter's documents must store after a rules step took it from `before` to `after`: only what changed. */
export function fighterWrites(before: DegreesState, after: DegreesState, source: FighterSource): FighterWrites {
  const character = characterWrites(before, after, source);
  const combatant = source.combatant;
  if (!combatant) return { character, combatantId: null, combatant: null };
  const group = storedFighter(combatant).group;
  const now = fightData(after, group);
  const changes: Record<string, unknown> = {};
  if (JSON.stringify(now) !== JSON.stringify(fightData(before, group))) changes.system = { ...now, uses: usesWrite(before.uses, after.uses) };
  if (after.initiative !== before.initiative) changes.initiative = after.initiative;
  return { character, combatantId: combatant.id, combatant: Object.keys(changes).length ? changes : null };
}

/**
 * What puts a fighter back to `was` (its state before a step) from `now` (read again from its
 * documents): `fighterWrites` from now to was, each condition still stored as it was taken as the
 * object read now, since the writes keep a condition by identity; so only what the step changed is
 * written back, and an effect it left alone is neither deleted nor made again.
 */
export function putBackWrites(now: Fighter, was: DegreesState): FighterWrites {
  const left = [...now.state.conditions];
  const conditions = was.conditions.map((c) => {
    const i = left.findIndex((n) => JSON.stringify(n) === JSON.stringify(c));
    return i < 0 ? c : (left.splice(i, 1)[0] ?? c);
  });
  return fighterWrites(now.state, { ...was, conditions }, now.source);
}

/** The combat a fight's writes go to: its own update (which may carry the combatants) or a combatant batch. */
export interface CombatWriter {
  update(changes: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments(name: "Combatant", updates: (Record<string, unknown> & { _id: string })[]): Promise<unknown>;
}

/**
 * Stores what one step of the fight did to any number of fighters in few round trips: the
 * combatants first (`persistCombatants`), then the actors as state.ts writes them (the world's in
 * one batch, a token's own by itself, each actor's condition effects in one deletion and one
 * creation). The fight goes first so that a step is never half taken where it can be taken again:
 * should its combat write fail nothing was written, and should the actors' fail after it, the fight
 * already records the step (an action spent, a turn over), so it is not taken twice, and the GM is
 * told what was not written (a notice that stays) to put right by hand. A step that can put itself
 * back instead (the clock's) says so with `unwritten`, which answers the actors' failure with the
 * error the step ends with.
 */
export async function persistFight(writes: readonly FighterWrites[], combat: CombatWriter, combatChanges?: Record<string, unknown>, unwritten: (error: unknown) => Error | Promise<Error> = (error) => fightUnwritten(writes, error)): Promise<void> {
  await persistCombatants(writes, combat, combatChanges);
  try {
    await persistCharacterWrites(writes.map((w) => w.character));
  } catch (error) {
    throw await unwritten(error);
  }
}

function changesCharacter(w: CharacterWrites): boolean {
  return w.actor !== null || w.items.length > 0 || w.conditionsAdded.length > 0 || w.effectsRemoved.length > 0;
}

/** Tells the GM (a notice that stays, and the console) which fighters a step the fight records were not written, and returns the same words for whoever asked. */
function fightUnwritten(writes: readonly FighterWrites[], error: unknown): Error {
  return tellUnwritten("SHINOBI.Degrees.Combat.fightersUnwritten", { what: writes.filter((w) => changesCharacter(w.character)).map((w) => w.character.document.name ?? "").join(", "), error: errorText(error) }, error);
}

/** The combatants' part of a fight's writes: inside the combat's own update when the step changes the combat too (one write for both), else in one combatant batch. */
async function persistCombatants(writes: readonly FighterWrites[], combat: CombatWriter, combatChanges?: Record<string, unknown>): Promise<void> {
  const combatants = writes.flatMap((w) => (w.combatant && w.combatantId ? [{ _id: w.combatantId, ...w.combatant }] : []));
  if (combatChanges) await combat.update({ ...combatChanges, ...(combatants.length ? { combatants } : {}) });
  else if (combatants.length) await combat.updateEmbeddedDocuments("Combatant", combatants);
}

