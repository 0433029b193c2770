import { SYSTEM_ID } from "../constants";
import type { IcAction } from "../rules/ic/action";
import { apCap } from "../rules/ic/action-points";
import type { CombatValues } from "../rules/ic/derived";
import { joiningIcs, startingIcs } from "../rules/ic/initiative";
import { finalSpeed } from "../rules/ic/speed";
import { speedProfile } from "../rules/ic/action";
import { effectiveSeverity } from "../rules/ic/status/modifiers";
import { advanceClock } from "../rules/ic/status/clock";
import type { StatusInstance } from "../rules/ic/status/types";
import { nextActingIc } from "../rules/ic/timeline";
import { clockWrites, type ClockSubject } from "./clock-updates";
import { settleQueuedEffects, type QueuedEffect } from "./queued-effects";
import { statusEffectsOf } from "../data/effect/status-instance";
import { canInterrupt, interruptTotal } from "../rules/ic/interrupt";
import { applyStun } from "../rules/ic/status/apply";
import { abortNextIc } from "../rules/ic/timeline";
import { currentRuleOptions } from "../settings";
import { foundryDice } from "../dice/foundry-dice";
import { writeWoundsAndStatuses } from "../documents/settled-writes";

/** Hooks modules can listen to (documented in docs/combat.md). */
export const IC_HOOKS = {
  icStart: "shinobi.icStart",
  actionDeclared: "shinobi.actionDeclared",
  icEnd: "shinobi.icEnd",
} as const;

interface CombatantSystem {
  ap: number;
  tieOrder: number;
  initiativeRoll: number;
  delayed: { action: string; resolvesOn: number | null };
  variable: { action: string; startedOn: number | null; untilIc: number | null };
  stun: number;
  declared: { action: string; speed: number; ic: number | null };
}

interface ActorSystem {
  stats: { agi: number; res: number };
  vitality: { value: number; max: number };
  hp: { value: number; max: number };
  derived: CombatValues;
  statuses: StatusInstance[];
}

/** A snapshot of the timeline taken before each IC step, so the GM can undo it. */
interface HistoryEntry {
  ic: number;
  combatants: { _id: string; initiative: number | null; system: CombatantSystem }[];
  actors: { _id: string; vitality: number; hp: number }[];
}

export interface DeclareOptions {
  apSpent?: number;
  /** The chosen length of a variable-Speed action. */
  length?: number;
  /** For an interrupt: the combatant whose action it interrupts (it must be fast enough). */
  against?: string;
}

const sys = <T>(doc: { system: unknown }) => doc.system as T;


// fvtt-types only knows core hook names; the system's own hooks go through this one cast.
const callHook = (hook: string, ...args: unknown[]) => (Hooks.callAll as unknown as (hook: string, ...args: unknown[]) => boolean)(hook, ...args);

/**
 * A fight on the Initiative Count timeline. Each combatant's `initiative` is the IC it next
 * acts on, so the lowest acts first; ties keep a stored order every client agrees on. Only
 * the GM's client writes it: players' requests arrive through the `shinobi.combatAction` query.
 */
export class IcCombat extends Combat {
  /** The IC the fight has reached. */
  get currentIc(): number {
    return sys<{ currentIc: number }>(this).currentIc;
  }

  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    return compareTimelinePlaces(placeOf(a), placeOf(b));
  }

  /** Everyone acting on the current IC: they act simultaneously. */
  get actingNow(): Combatant.Implementation[] {
    return this.combatants.filter((c) => c.initiative === this.currentIc && !c.isDefeated);
  }

  #requireGm(): void {
    if (!game.user?.isGM) throw new Error(game.i18n?.localize("SHINOBI.Combat.gmOnly") ?? "Only the GM's client changes the timeline");
  }

  /**
   * Rolls initiative (1d20 + AGI/10) for the given combatants and places them: at the start,
   * everyone at (highest − own); once the fight is under way, as joiners (one alone on the
   * current IC, several spread from it). One write for all of them.
   */
  override async rollInitiative(ids: string | string[]): Promise<this> {
    this.#requireGm();
    const list = typeof ids === "string" ? [ids] : ids;
    const rolls: Record<string, number> = {};
    for (const id of list) {
      const combatant = this.combatants.get(id);
      if (!combatant) continue;
      const bonus = sys<ActorSystem>(combatant.actor ?? { system: { derived: { initiativeBonus: 0 } } }).derived?.initiativeBonus ?? 0;
      const roll = new Roll(`1d20 + ${bonus}`);
      await roll.evaluate();
      rolls[id] = roll.total ?? 0;
    }
    const underWay = this.combatants.some((c) => c.initiative !== null && !(c.id && c.id in rolls));
    const ics = underWay ? joiningIcs(this.currentIc, rolls) : startingIcs(rolls, this.currentIc);
    // Ties on one IC keep the roll order (best roll first), then the id: stored, so all clients agree.
    const ordered = Object.keys(rolls).sort((a, b) => (rolls[b] ?? 0) - (rolls[a] ?? 0) || a.localeCompare(b));
    const updates = ordered.map((id, index) => ({ _id: id, initiative: ics[id] ?? this.currentIc, "system.initiativeRoll": rolls[id] ?? 0, "system.tieOrder": index }));
    await this.updateEmbeddedDocuments("Combatant", updates);
    return this;
  }

  /**
   * Declares an action for a combatant acting now: the engine works out its Speed (AP, Shock
   * and every floor) and the IC it leads to. Interrupts may be declared off-turn; anything
   * else only on the combatant's own IC. One write.
   */
  async declareAction(combatantId: string, action: IcAction, options: DeclareOptions = {}): Promise<{ speed: number; nextIc: number; apUsed: number }> {
    this.#requireGm();
    const combatant = this.combatants.get(combatantId);
    if (!combatant) throw new Error(`No combatant ${combatantId} in this fight`);
    const state = sys<CombatantSystem>(combatant);
    const onTurn = combatant.initiative === this.currentIc;
    if (!onTurn && !action.interrupt) throw new Error(`${combatant.name} does not act on IC ${this.currentIc}`);
    if ((options.apSpent ?? 0) > state.ap) throw new Error(`${combatant.name} has only ${state.ap} AP`);
    const statuses = combatant.actor ? sys<ActorSystem>(combatant.actor).statuses ?? [] : [];
    const base = action.variable ? (options.length ?? action.speed) : action.speed;
    const speed = finalSpeed(speedProfile(action, base), { apSpent: options.apSpent ?? 0, shock: effectiveSeverity(statuses, "shock") });
    if (action.interrupt && options.against) {
      const against = this.declaredThisIc(options.against);
      if (!against) throw new Error(`${this.combatants.get(options.against)?.name ?? options.against} has declared nothing on IC ${this.currentIc} to interrupt`);
      if (!canInterrupt(interruptTotal({ speed: speed.speed }), against.speed)) throw new Error(`${action.name} (Speed ${speed.speed}) is too slow to interrupt a Speed ${against.speed} action`);
    }
    // An interrupt pushes the already-scheduled next action; a turn's action sets it from now.
    const nextIc = onTurn && !action.interrupt ? nextActingIc(this.currentIc, speed.speed) : (combatant.initiative ?? this.currentIc) + speed.speed;
    const update: Record<string, unknown> = { _id: combatantId, initiative: nextIc, "system.ap": state.ap - speed.apUsed };
    if (onTurn && !action.interrupt) Object.assign(update, { "system.stun": 0, "system.declared": { action: action.name, speed: speed.speed, ic: this.currentIc } });
    if (action.variable) Object.assign(update, { "system.variable": { action: action.name, startedOn: this.currentIc, untilIc: nextIc } });
    else if (onTurn) Object.assign(update, { "system.variable": { action: "", startedOn: null, untilIc: null } });
    if (action.delay) Object.assign(update, { "system.delayed": { action: action.name, resolvesOn: this.currentIc + action.delay } });
    await this.updateEmbeddedDocuments("Combatant", [update]);
    const result = { speed: speed.speed, nextIc, apUsed: speed.apUsed };
    callHook(IC_HOOKS.actionDeclared, this, combatant, action, result);
    return result;
  }

  /** The action a combatant declared on the current IC, if any. */
  declaredThisIc(combatantId: string): { action: string; speed: number } | null {
    const declared = sys<CombatantSystem>(this.combatants.get(combatantId) ?? { system: {} }).declared;
    return declared && declared.ic === this.currentIc && declared.action ? { action: declared.action, speed: declared.speed } : null;
  }

  /** Which of these interrupts are fast enough to use against what `againstId` declared this IC. */
  legalInterrupts(defenderId: string, againstId: string, candidates: readonly IcAction[]): IcAction[] {
    const against = this.declaredThisIc(againstId);
    const defender = this.combatants.get(defenderId);
    if (!against || !defender) return [];
    const statuses = defender.actor ? sys<ActorSystem>(defender.actor).statuses ?? [] : [];
    const shock = effectiveSeverity(statuses, "shock");
    return candidates.filter((a) => a.interrupt && canInterrupt(interruptTotal({ speed: finalSpeed(speedProfile(a), { shock }).speed }), against.speed));
  }

  /** Aborts what a combatant is doing: it acts again on the following IC. One write. */
  async abortAction(combatantId: string): Promise<void> {
    this.#requireGm();
    await this.updateEmbeddedDocuments("Combatant", [
      { _id: combatantId, initiative: abortNextIc(this.currentIc), "system.variable": { action: "", startedOn: null, untilIc: null }, "system.delayed": { action: "", resolvesOn: null } } as never,
    ]);
  }

  /**
   * Stuns a combatant: its next action moves back by the magnitude (a stronger stun replaces a
   * weaker one, adding only the difference). A running variable-Speed action other than
   * handseals is cut short first. One write.
   */
  async stun(combatantId: string, magnitude: number): Promise<void> {
    this.#requireGm();
    const combatant = this.combatants.get(combatantId);
    if (!combatant) throw new Error(`No combatant ${combatantId} in this fight`);
    const state = sys<CombatantSystem>(combatant);
    let nextIc = combatant.initiative ?? this.currentIc;
    const update: Record<string, unknown> = { _id: combatantId };
    const running = state.variable?.untilIc !== null && state.variable?.untilIc !== undefined;
    if (running && !/handseal/i.test(state.variable.action)) {
      nextIc = abortNextIc(this.currentIc);
      update["system.variable"] = { action: "", startedOn: null, untilIc: null };
    }
    const stunned = applyStun(nextIc, running ? 0 : state.stun, magnitude);
    Object.assign(update, { initiative: stunned.nextIc, "system.stun": stunned.stun });
    await this.updateEmbeddedDocuments("Combatant", [update]);
  }

  /**
   * Queues an action's effects (damage, statuses; one per target) until the end of the IC:
   * actions on one IC are simultaneous, so nothing lands until the GM ends it. One write.
   */
  async queueEffect(...effects: QueuedEffect[]): Promise<void> {
    this.#requireGm();
    const queued = [...((sys<{ queued: QueuedEffect[] }>(this).queued ?? []) as QueuedEffect[]), ...effects];
    await this.update({ "system.queued": queued } as never);
  }

  /** The next IC anyone acts on (or a delayed action resolves), from the current one on. */
  nextOccupiedIc(): number | null {
    let best: number | null = null;
    for (const c of this.combatants) {
      if (c.isDefeated) continue;
      const candidates = [c.initiative, sys<CombatantSystem>(c).delayed?.resolvesOn ?? null];
      for (const ic of candidates) if (ic !== null && ic !== undefined && ic > this.currentIc && (best === null || ic < best)) best = ic;
    }
    return best;
  }

  /**
   * Ends the current IC and moves to the next occupied one. The engine's clock says what
   * happens in between (AP every 20 IC, Bleed/Poison/Ignite ticks, fades, expiries); the result
   * is written as one combatant batch, one actor batch, status changes per affected actor, one
   * combat update and one summary message.
   */
  async endIc(): Promise<number | null> {
    this.#requireGm();
    const from = this.currentIc;
    const to = this.nextOccupiedIc();
    if (to === null) return null;
    callHook(IC_HOOKS.icEnd, this, from);
    const settled = this.#settleQueued(from);
    const subjects = this.#clockSubjects(settled.actors);
    const result = advanceClock(subjects.map((s) => s.clock), from, to);
    const writes = clockWrites(subjects, result);
    const history = [...(sys<{ history: unknown[] }>(this).history ?? []), this.#snapshot()].slice(-20);
    // Delayed actions due on the ending IC have resolved: clear them in the same combatant batch.
    const combatantUpdates = new Map<string, Record<string, unknown>>(writes.combatants.map((u) => [u._id, { ...u }]));
    for (const c of this.combatants) {
      const resolvesOn = sys<CombatantSystem>(c).delayed?.resolvesOn;
      if (c.id && resolvesOn !== null && resolvesOn !== undefined && resolvesOn <= from) {
        combatantUpdates.set(c.id, { ...(combatantUpdates.get(c.id) ?? { _id: c.id }), "system.delayed": { action: "", resolvesOn: null } });
      }
    }
    const actorUpdates = new Map<string, { _id: string; "system.vitality.value": number; "system.hp.value": number }>();
    for (const u of [...settled.actors, ...writes.actors]) actorUpdates.set(u._id, u);
    if (combatantUpdates.size) await this.updateEmbeddedDocuments("Combatant", [...combatantUpdates.values()] as never);
    if (actorUpdates.size) await Actor.implementation.updateDocuments([...actorUpdates.values()]);
    // Wounds from this IC's hits are placed now, on their wound tables; then the statuses.
    await writeWoundsAndStatuses(settled, foundryDice());
    for (const change of writes.effects) {
      const actor = game.actors?.get(change.actorId);
      if (!actor) continue;
      if (change.updates.length) await actor.updateEmbeddedDocuments("ActiveEffect", change.updates);
      if (change.deletions.length) await actor.deleteEmbeddedDocuments("ActiveEffect", change.deletions);
    }
    await this.update({ round: to, "system.currentIc": to, "system.history": history, "system.queued": [] } as never);
    const summary = [...settled.summary, ...writes.summary];
    if (summary.length) {
      await ChatMessage.implementation.create({ content: `<div class="${SYSTEM_ID} clock"><h4>IC ${from} → ${to}</h4><ul>${summary.map((l) => `<li>${l}</li>`).join("")}</ul></div>` });
    }
    callHook(IC_HOOKS.icStart, this, to);
    return to;
  }

  /** Undoes the last IC step: the count, every combatant's place and AP, and the pools the clock changed. */
  async undoIc(): Promise<boolean> {
    this.#requireGm();
    const history = [...((sys<{ history: HistoryEntry[] }>(this).history ?? []) as HistoryEntry[])];
    const last = history.pop();
    if (!last) return false;
    await this.updateEmbeddedDocuments("Combatant", last.combatants.map((c) => ({ _id: c._id, initiative: c.initiative, system: c.system })));
    if (last.actors.length) await Actor.implementation.updateDocuments(last.actors.map((a) => ({ _id: a._id, "system.vitality.value": a.vitality, "system.hp.value": a.hp })));
    await this.update({ round: last.ic, "system.currentIc": last.ic, "system.history": history } as never);
    return true;
  }

  #snapshot(): HistoryEntry {
    return {
      ic: this.currentIc,
      combatants: this.combatants.map((c) => ({ _id: c.id ?? "", initiative: c.initiative, system: foundry.utils.deepClone(sys<CombatantSystem>(c)) })),
      actors: this.combatants
        .map((c) => c.actor)
        .filter((a): a is Actor.Implementation => !!a)
        .map((a) => ({ _id: a.id ?? "", vitality: sys<ActorSystem>(a).vitality.value, hp: sys<ActorSystem>(a).hp.value })),
    };
  }

  /** Settles the effects queued during the ending IC against the actors' current pools and statuses. */
  #settleQueued(ic: number) {
    const queued = (sys<{ queued: QueuedEffect[] }>(this).queued ?? []) as QueuedEffect[];
    const targets = [...new Set(queued.map((q) => q.targetActorId))].flatMap((id) => {
      const actor = game.actors?.get(id);
      if (!actor) return [];
      const a = sys<ActorSystem>(actor);
      return [{ actorId: id, name: actor.name ?? id, vitality: a.vitality, hp: a.hp, statuses: statusEffectsOf(actor as never) }];
    });
    return settleQueuedEffects(targets, queued, ic, currentRuleOptions());
  }

  #clockSubjects(settledPools: readonly { _id: string; "system.vitality.value": number; "system.hp.value": number }[] = []): ClockSubject[] {
    const subjects: ClockSubject[] = [];
    for (const c of this.combatants) {
      const actor = c.actor;
      if (!actor) continue;
      const settled = settledPools.find((p) => p._id === actor.id);
      const stored = sys<ActorSystem>(actor);
      const a = settled ? { ...stored, vitality: { ...stored.vitality, value: settled["system.vitality.value"] }, hp: { ...stored.hp, value: settled["system.hp.value"] } } : stored;
      const effects = [...actor.effects].filter((e) => (e.type as string) === "status");
      subjects.push({
        combatantId: c.id ?? "",
        actorId: actor.id ?? "",
        name: c.name ?? actor.name ?? "",
        clock: { id: c.id ?? "", res: a.stats.res, ap: sys<CombatantSystem>(c).ap, apCap: apCap(a.stats.agi), vitality: a.vitality, hp: a.hp, statuses: a.statuses ?? [] },
        effectIds: effects.map((e) => e.id ?? ""),
      });
    }
    return subjects;
  }
}

interface TimelinePlace {
  ic: number | null;
  tieOrder: number;
  id: string;
}

function placeOf(c: Combatant.Implementation): TimelinePlace {
  return { ic: c.initiative, tieOrder: sys<{ tieOrder?: number }>(c).tieOrder ?? 0, id: c.id ?? "" };
}

/** Lower IC first, unrolled combatants last, then the stored tie order, then the id. */
export function compareTimelinePlaces(a: TimelinePlace, b: TimelinePlace): number {
  const ia = a.ic ?? Number.POSITIVE_INFINITY;
  const ib = b.ic ?? Number.POSITIVE_INFINITY;
  if (ia !== ib) return ia - ib;
  if (a.tieOrder !== b.tieOrder) return a.tieOrder - b.tieOrder;
  return a.id.localeCompare(b.id);
}

