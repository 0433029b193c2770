import { SYSTEM_ID } from "../constants";
import { format } from "../i18n";
import { queueFollowUp } from "./follow-up";
import { fieldsOf, guardedKeys, laidOver, restoringUpdate, unrestoring } from "./guarded-paths";

export { guardedKeys } from "./guarded-paths";

/**
 * What Foundry's server lets a player write that the rules read as fact. A combatant's owner may
 * update its `initiative`, `defeated` and `system` (core's permission for combatants, also through
 * the combat's own update, `combatants`), and the owner of the current combatant its combat's
 * `round` and `turn`; the server runs no system
 * code, so no hook of ours can refuse those writes from a client that skips its own hooks. What the
 * GM's client can do is notice them: each arrives with its author, and a player's change to these
 * fields of a fight of this system is put back to what the GM's client last wrote or saw. So is an
 * actor's owner's create, change or delete of one of the ruleset's status effects while that actor
 * is in a fight under way (`guardFightStatuses`, for a ruleset that names its statuses).
 */
export const COMBATANT_FIELDS = ["initiative", "defeated", "system"] as const;
const COMBAT_FIELDS = ["round", "turn"] as const;
/**
 * What a status effect holds that the rules or core read: which status it is (`type`, `statuses`),
 * its data (`system`: IC's severity, schedule, source; `flags.shinobi`: a degrees condition with
 * its turns and removal rule, a roll-and-keep Fasting's days), its length in rounds (`duration`: a
 * roll-and-keep timer, CO12), and what core applies of it (`changes`, `disabled`). Its name and
 * icon are for show, and other flags (a module's, core's overlay) are no rule's.
 */
export const STATUS_EFFECT_FIELDS = ["type", "system", `flags.${SYSTEM_ID}`, "statuses", "duration", "changes", "disabled"] as const;

/** An effect, or the data of one being written, as a guard reads it. */
export interface StatusData {
  type?: unknown;
  statuses?: unknown;
  flags?: unknown;
}

/** The status ids an effect names, as text: a Set on a document, a list in data being written, nothing else. */
export function statusIdsOf(effect: StatusData): string[] {
  const statuses = effect.statuses;
  if (typeof statuses !== "object" || statuses === null || !(Symbol.iterator in statuses)) return [];
  // The check above: a Set or an array, either iterable.
  return [...(statuses as Iterable<unknown>)].filter((id): id is string => typeof id === "string");
}

/**
 * A ruleset's statuses held by effects: whether an effect (or the data of one being written) holds
 * one, read from its status ids, type or the system's flags, never its name; the status it holds as
 * a notice names it (none: the effect's name); and whether an actor is in a fight under way, where
 * the rules' statuses are the GM's client's to write.
 */
export interface StatusGuard {
  holds(effect: StatusData): boolean;
  label?(effect: StatusData): string | null;
  fighting(actor: Actor.Implementation): boolean;
  /**
   * Whether the ruleset's token HUD asks the GM to put this status on in a fight (its own toggle, a
   * request), so a player refused on another path is pointed there; none: only the GM puts it on.
   */
  hudAsksGm?(effect: StatusData): boolean;
  /**
   * What the GM's client keeps of an effect's guarded fields to put back, when it believes less
   * than the effect holds (degrees: a removal rule a player wrote); none: all of them. Putting back
   * is a GM's write, so whatever it writes the rules then take as the GM's.
   */
  believed?(effect: ActiveEffect.Implementation, known: Record<string, unknown>): Record<string, unknown>;
}

/** The actor a status effect is on when that actor is in a fight under way; null otherwise (or on an item). */
export function fightingHolder(effect: ActiveEffect.Implementation, guard: StatusGuard): Actor.Implementation | null {
  const actor = effect.parent;
  return actor instanceof Actor && guard.fighting(actor) ? actor : null;
}

/** The fighting actor whose status effect a non-GM user writes (the write the guards stop); null for any other write. */
export function guardedHolder(effect: ActiveEffect.Implementation, userId: string, guard: StatusGuard): Actor.Implementation | null {
  return isGmUser(userId) || !guard.holds(effect) ? null : fightingHolder(effect, guard);
}

type Guarded = Record<string, unknown>;

export interface GuardedDoc {
  readonly id: string | null;
  readonly name?: string | null;
  readonly type?: string;
  toObject(): Record<string, unknown>;
  updateSource(changes: Record<string, unknown>): unknown;
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A combat, combatant or effect as the guard handles it. The cast: each core class has these
 * members, but its `update` takes the document's own typed changes, and the guard writes back a record
 * of the very fields it read from the document's own source.
 */
function asGuarded(doc: Combat.Implementation | Combatant.Implementation | ActiveEffect.Implementation): GuardedDoc {
  return doc as unknown as GuardedDoc;
}

/**
 * A combatant type's data model, made from nothing to read its initial values. The cast: core
 * types the registered models as the abstract base class, though each registered one is concrete.
 */
type FreshModel = new (source: object) => { toObject(): Record<string, unknown> };

/** The last values of the guarded fields the GM's client wrote or saw, by document. */
const lastKnown = new WeakMap<object, Guarded>();

/** Remembers a document's guarded fields as they stand (written or seen by the GM's client). */
export function rememberFight(doc: GuardedDoc, fields: readonly string[]): void {
  lastKnown.set(doc, fieldsOf(doc.toObject(), fields));
}

/** A put-back under way: its document, what it is put back to, and what the server holds until it lands. */
interface PutBack {
  doc: GuardedDoc;
  known: Guarded;
  /** The guarded fields as the player's write left them. */
  theirs: Guarded;
  fields: readonly string[];
}

/**
 * Puts a document's guarded fields back to what the GM's client last wrote or saw at once in the
 * GM's client's own copy, so that a task already waiting in the queue reads what the GM's client
 * knows, never the player's write. The write to the server follows (`sendBack`).
 */
function restoreCopy(doc: GuardedDoc, known: Guarded, fields: readonly string[]): PutBack {
  const theirs = fieldsOf(doc.toObject(), fields);
  doc.updateSource(restoringUpdate(doc.toObject(), known, fields));
  return { doc, known, theirs, fields };
}

/**
 * What a put-back's write sends, worked out when its turn in the GM's queue comes, from what the
 * GM's client knows then (`known` until it remembers more), so a GM's step queued before it is not
 * undone. The own copy already holds those values, so core's diff against it would send nothing:
 * the write goes with `diff: false`, as core's own `resetAll` writes after changing its copy.
 */
function backWrite({ doc, known, fields }: PutBack): Guarded {
  return restoringUpdate(doc.toObject(), lastKnown.get(doc) ?? known, fields);
}

/**
 * Runs put-backs' one write in the GM's queue. Should it fail, the server still holds the player's
 * values while the GM's copy holds the GM's, and a later write of the GM's diffed against that copy
 * would leave out the very values the server lacks: so each copy goes back to what the server
 * holds before the GM is told (`queueFollowUp`).
 */
async function sendBack(puts: readonly PutBack[], write: () => Promise<unknown>): Promise<void> {
  await queueFollowUp("SHINOBI.FollowUp.putBack", async () => {
    try {
      await write();
    } catch (error) {
      for (const { doc, known, theirs, fields } of puts) doc.updateSource(unrestoring(doc.toObject(), known, theirs, fields));
      throw error;
    }
  });
}

/** Sends one document's put-back, in a write of its own. */
async function sendOne(put: PutBack): Promise<void> {
  await sendBack([put], () => put.doc.update(backWrite(put), { diff: false }));
}

/** Puts a document's guarded fields back, in its own copy at once and then on the server. */
async function putBack(doc: GuardedDoc, known: Guarded, fields: readonly string[]): Promise<void> {
  await sendOne(restoreCopy(doc, known, fields));
}

export function isGmUser(userId: string): boolean {
  return game.users?.get(userId)?.isGM ?? false;
}

/** Whether this client is the one GM client that keeps the fights (several GMs would put things back twice). */
export function keepsTheFights(): boolean {
  return !!game.user && game.users?.activeGM === game.user;
}

/** A combat of this system's rulesets: its combatants' timelines are the rules'. */
function isSystemFight(combat: { type?: string } | null | undefined): boolean {
  return !!combat && combat.type !== undefined && combat.type !== "base";
}

/**
 * Whether a player's write of guarded fields, from what the GM's client last knew to what the
 * document now holds, is one the rules leave to the owner (a Void Point its own roll spent): kept
 * and remembered, not put back.
 */
export type OwnersShare = (known: Guarded, now: Guarded) => boolean;

/**
 * A document of a fight changed: by a GM, its guarded fields are remembered as they now are; by
 * anyone else, a change to them is put back to what was remembered, at once in the GM's client's
 * copy (the write to follow), unless it is the owner's share of them. Returns the put-back, if any,
 * and how to tell the GM who changed what once it is written.
 */
function fightChangeBack(doc: GuardedDoc, changes: Record<string, unknown>, userId: string, fields: readonly string[], ownersShare?: OwnersShare): { put: PutBack; tell: () => void } | null {
  if (!keepsTheFights()) return null;
  const touched = guardedKeys(changes, fields);
  if (isGmUser(userId) || touched.length === 0) {
    rememberFight(doc, fields);
    return null;
  }
  const known = lastKnown.get(doc);
  if (!known) return null;
  if (ownersShare?.(known, fieldsOf(doc.toObject(), fields))) {
    rememberFight(doc, fields);
    return null;
  }
  const tell = (): void => warnPutBack("SHINOBI.Guard.putBack", userId, { name: doc.name ?? doc.id ?? "", fields: touched.join(", ") });
  return { put: restoreCopy(doc, known, fields), tell };
}

/**
 * A document of a fight changed (see `fightChangeBack`): a player's change to its guarded fields is
 * put back in the GM's queue, and the GM told. Returns whether it put something back.
 */
export async function checkFightChange(doc: GuardedDoc, changes: Record<string, unknown>, userId: string, fields: readonly string[], ownersShare?: OwnersShare): Promise<boolean> {
  const back = fightChangeBack(doc, changes, userId, fields, ownersShare);
  if (!back) return false;
  await sendOne(back.put);
  back.tell();
  return true;
}

/**
 * A combat's update changed it and, inside it, combatants (`combatantChangesIn`): a player's change
 * to any of their guarded fields is put back in one write of the combat, the combatants' inside it
 * as core's `resetAll` writes them, so a step costs the same one write however many it touched.
 */
async function checkCombatChange(combat: Combat.Implementation, changes: Record<string, unknown>, userId: string): Promise<void> {
  const own = fightChangeBack(asGuarded(combat), changes, userId, COMBAT_FIELDS);
  const inside = combatantChangesIn(changes).flatMap(([id, change]) => {
    const combatant = combat.combatants.get(id);
    const back = combatant ? fightChangeBack(asGuarded(combatant), change, userId, COMBATANT_FIELDS) : null;
    return back ? [back] : [];
  });
  if (!own && inside.length === 0) return;
  const write = (): Guarded => ({
    ...(own ? backWrite(own.put) : {}),
    ...(inside.length > 0 ? { combatants: inside.map(({ put }) => ({ _id: put.doc.id, ...backWrite(put) })) } : {}),
  });
  const all = own ? [own, ...inside] : inside;
  await sendBack(
    all.map(({ put }) => put),
    () => asGuarded(combat).update(write(), { diff: false }),
  );
  for (const { tell } of all) tell();
}

/**
 * A combatant added to a fight. A player may add their own token (core's token HUD), but what it
 * starts with is the GM's: one a player made is given the fresh timeline of its type (no
 * initiative, not defeated, its data model's initial values) before it is remembered.
 */
export async function joinedFight(combatant: GuardedDoc, userId: string): Promise<void> {
  if (isGmUser(userId)) {
    rememberFight(combatant, COMBATANT_FIELDS);
    return;
  }
  const Model = combatant.type ? (CONFIG.Combatant.dataModels[combatant.type] as FreshModel | undefined) : undefined;
  const fresh = { initiative: null, defeated: false, system: Model ? new Model({}).toObject() : {} };
  const written = putBack(combatant, fresh, COMBATANT_FIELDS);
  // The GM's client's own copy holds the fresh timeline from here on: that is what it knows.
  rememberFight(combatant, COMBATANT_FIELDS);
  await written;
}

/**
 * A combatant taken out of a fight under way. A player may not leave a fight that way (outside
 * it no turn or action limits them): one a player deleted is put back as it was, with its id, its
 * guarded fields as last remembered, and the GM is told. Returns whether it was put back.
 */
export async function leftFight(combatant: GuardedDoc, combat: { createEmbeddedDocuments(name: "Combatant", data: object[], options: object): Promise<unknown> }, userId: string): Promise<boolean> {
  if (isGmUser(userId)) return false;
  const back = laidOver(combatant.toObject(), lastKnown.get(combatant), COMBATANT_FIELDS);
  await queueFollowUp("SHINOBI.FollowUp.putBack", async () => {
    await combat.createEmbeddedDocuments("Combatant", [back], { keepId: true });
  });
  warnPutBack("SHINOBI.Guard.putBackCombatant", userId, { name: combatant.name ?? combatant.id ?? "" });
  return true;
}

/**
 * The combatants' own changes a combat's update carries, by combatant id. Core lets a player write
 * the combatants they own inside the combat's update (`combatants: [{ _id, initiative, system }]`,
 * as its `resetAll` does), and runs no combatant hook for them: only the combat's.
 */
export function combatantChangesIn(changes: object): [string, Record<string, unknown>][] {
  const listed: unknown = Reflect.get(changes, "combatants");
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    // Checked above to be an object; its keys are read as unknowns.
    const { _id: id, ...change } = entry as Record<string, unknown>;
    return typeof id === "string" ? [[id, change] as [string, Record<string, unknown>]] : [];
  });
}

/** The hooks on every client; only the GM client that keeps the fights acts on them. */
export function guardFights(): void {
  // A system fight and its combatants remembered as they stand, on start-up and as one is made.
  const rememberCombat = (combat: Combat.Implementation | null | undefined): void => {
    if (!combat || !keepsTheFights() || !isSystemFight(combat)) return;
    rememberFight(asGuarded(combat), COMBAT_FIELDS);
    for (const combatant of combat.combatants) rememberFight(asGuarded(combatant), COMBATANT_FIELDS);
  };
  Hooks.once("ready", () => {
    for (const combat of game.combats ?? []) rememberCombat(combat);
  });
  Hooks.on("createCombat", (combat) => rememberCombat(combat));
  Hooks.on("createCombatant", (combatant, _options, userId) => {
    if (keepsTheFights() && isSystemFight(combatant.parent)) void joinedFight(asGuarded(combatant), userId);
  });
  Hooks.on("deleteCombatant", (combatant, _options, userId) => {
    const combat = combatant.parent;
    if (keepsTheFights() && isSystemFight(combat) && combat?.started) void leftFight(asGuarded(combatant), combat, userId);
  });
  // Whoever wrote it, the guard's own put-back included (a GM's write, so only remembered): an
  // option on the write says nothing of its author, and a player's client can send any option.
  Hooks.on("updateCombat", (combat, changes, _options, userId) => {
    if (isSystemFight(combat)) void checkCombatChange(combat, changes, userId);
  });
  Hooks.on("updateCombatant", (combatant, changes, _options, userId) => {
    if (isSystemFight(combatant.parent)) void checkFightChange(asGuarded(combatant), changes, userId, COMBATANT_FIELDS);
  });
}

/** Tells the GM who wrote what the guard put back. */
function warnPutBack(key: string, userId: string, data: Record<string, string>): void {
  const who = game.users?.get(userId)?.name ?? userId;
  ui.notifications?.warn(format(key, { user: who, ...data }));
}

/**
 * The actor and status a notice about a status effect names: the status as the ruleset names it
 * (in the effect, or in the data a change would give it), else the effect's name (for show, not
 * for deciding).
 */
export function statusNamed(effect: ActiveEffect.Implementation, actor: Actor.Implementation, guard: StatusGuard, data: StatusData = effect): Record<string, string> {
  return { name: actor.name ?? "", status: guard.label?.(data) ?? effect.name ?? effect.id ?? "" };
}

/** Remembers an effect's status fields as the GM's client believes them. */
function rememberEffect(effect: ActiveEffect.Implementation, guard: StatusGuard): void {
  const known = fieldsOf(effect.toObject(), STATUS_EFFECT_FIELDS);
  lastKnown.set(asGuarded(effect), guard.believed ? guard.believed(effect, known) : known);
}

/** Remembers the status fields of a fighter's effects as the GM's client finds them (they were written before it looked). */
function rememberEffects(actor: Actor.Implementation | null | undefined, guard: StatusGuard): void {
  for (const effect of actor?.effects ?? []) rememberEffect(effect, guard);
}

/** A status effect a player made on an actor in a fight under way is taken off again; any other effect is remembered as made. Returns whether it was taken off. */
export async function statusCreated(effect: ActiveEffect.Implementation, userId: string, guard: StatusGuard): Promise<boolean> {
  if (!keepsTheFights()) return false;
  const actor = guardedHolder(effect, userId, guard);
  if (!actor) {
    rememberEffect(effect, guard);
    return false;
  }
  await queueFollowUp("SHINOBI.FollowUp.putBack", async () => {
    await actor.deleteEmbeddedDocuments("ActiveEffect", [effect.id ?? ""]);
  });
  warnPutBack("SHINOBI.Guard.putBackStatusCreate", userId, statusNamed(effect, actor, guard));
  return true;
}

/**
 * A player's change to what a status effect holds (or to an effect, making it hold a status) on an
 * actor in a fight under way is put back to what the GM's client last wrote or saw; any other
 * change is remembered. Returns whether it put something back.
 */
export async function statusChanged(effect: ActiveEffect.Implementation, changes: Record<string, unknown>, userId: string, guard: StatusGuard): Promise<boolean> {
  if (!keepsTheFights()) return false;
  const doc = asGuarded(effect);
  const known = lastKnown.get(doc);
  const touched = guardedKeys(changes, STATUS_EFFECT_FIELDS);
  const concerned = !isGmUser(userId) && touched.length > 0 && (guard.holds(effect) || (known !== undefined && guard.holds(known)));
  const actor = concerned ? fightingHolder(effect, guard) : null;
  if (!actor) {
    rememberEffect(effect, guard);
    return false;
  }
  if (!known) return false;
  await putBack(doc, known, STATUS_EFFECT_FIELDS);
  warnPutBack("SHINOBI.Guard.putBackStatusUpdate", userId, { ...statusNamed(effect, actor, guard), fields: touched.join(", ") });
  return true;
}

/** A status effect a player deleted from an actor in a fight under way is made again with its id, as last remembered. Returns whether it was put back. */
export async function statusDeleted(effect: ActiveEffect.Implementation, userId: string, guard: StatusGuard): Promise<boolean> {
  const actor = keepsTheFights() ? guardedHolder(effect, userId, guard) : null;
  if (!actor) return false;
  const back = laidOver(effect.toObject(), lastKnown.get(asGuarded(effect)), STATUS_EFFECT_FIELDS);
  await queueFollowUp("SHINOBI.FollowUp.putBack", async () => {
    await actor.createEmbeddedDocuments("ActiveEffect", [back], { keepId: true });
  });
  warnPutBack("SHINOBI.Guard.putBackStatusDelete", userId, statusNamed(effect, actor, guard));
  return true;
}

/**
 * The GM's side of the status guard (combatant-guard.ts refuses on the player's own client): the
 * GM client that keeps the fights remembers its fighters' effects and puts back a player's write
 * of a status effect on an actor in a fight under way, whichever client sent it.
 */
export function guardFightStatuses(guard: StatusGuard): void {
  Hooks.once("ready", () => {
    if (!keepsTheFights()) return;
    for (const combat of game.combats ?? []) if (isSystemFight(combat)) for (const combatant of combat.combatants) rememberEffects(combatant.actor, guard);
  });
  Hooks.on("createCombat", (combat) => {
    if (keepsTheFights() && isSystemFight(combat)) for (const combatant of combat.combatants) rememberEffects(combatant.actor, guard);
  });
  Hooks.on("createCombatant", (combatant) => {
    if (keepsTheFights() && isSystemFight(combatant.parent)) rememberEffects(combatant.actor, guard);
  });
  Hooks.on("createActiveEffect", (effect, _options, userId) => void statusCreated(effect, userId, guard));
  Hooks.on("updateActiveEffect", (effect, changes, _options, userId) => void statusChanged(effect, changes, userId, guard));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => void statusDeleted(effect, userId, guard));
}
