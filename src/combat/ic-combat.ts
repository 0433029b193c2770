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
    // An interrupt pushes the already-scheduled next action; a turn's action sets it from now.
    const nextIc = onTurn && !action.interrupt ? nextActingIc(this.currentIc, speed.speed) : (combatant.initiative ?? this.currentIc) + speed.speed;
    const update: Record<string, unknown> = { _id: combatantId, initiative: nextIc, "system.ap": state.ap - speed.apUsed, "system.stun": 0 };
    if (action.variable) Object.assign(update, { "system.variable": { action: action.name, startedOn: this.currentIc, untilIc: nextIc } });
    else if (onTurn) Object.assign(update, { "system.variable": { action: "", startedOn: null, untilIc: null } });
    if (action.delay) Object.assign(update, { "system.delayed": { action: action.name, resolvesOn: this.currentIc + action.delay } });
    await this.updateEmbeddedDocuments("Combatant", [update]);
    const result = { speed: speed.speed, nextIc, apUsed: speed.apUsed };
    callHook(IC_HOOKS.actionDeclared, this, combatant, action, result);
    return result;
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
    const subjects = this.#clockSubjects();
    const result = advanceClock(subjects.map((s) => s.clock), from, to);
    const writes = clockWrites(subjects, result);
    const history = [...(sys<{ history: unknown[] }>(this).history ?? []), this.#snapshot()].slice(-20);
    if (writes.combatants.length) await this.updateEmbeddedDocuments("Combatant", writes.combatants);
    if (writes.actors.length) await Actor.implementation.updateDocuments(writes.actors);
    for (const change of writes.effects) {
      const actor = game.actors?.get(change.actorId);
      if (!actor) continue;
      if (change.updates.length) await actor.updateEmbeddedDocuments("ActiveEffect", change.updates);
      if (change.deletions.length) await actor.deleteEmbeddedDocuments("ActiveEffect", change.deletions);
    }
    await this.update({ round: to, "system.currentIc": to, "system.history": history } as never);
    if (writes.summary.length) {
      await ChatMessage.implementation.create({ content: `<div class="${SYSTEM_ID} clock"><h4>IC ${from} → ${to}</h4><ul>${writes.summary.map((l) => `<li>${l}</li>`).join("")}</ul></div>` });
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

  #clockSubjects(): ClockSubject[] {
    const subjects: ClockSubject[] = [];
    for (const c of this.combatants) {
      const actor = c.actor;
      if (!actor) continue;
      const a = sys<ActorSystem>(actor);
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

