import { keepsTheFights } from "../../../authority/fight-guard";
import { gmQueue } from "../../../authority/gm-queue";
import { queueFollowUp } from "../../../authority/follow-up";
import { actorByRef, actorRef, type ActorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { recordingDice } from "../../../dice/recorded-dice";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { IC_MAX } from "../data/bounds";
import { persistWrites, writeImposed } from "../persist";
import { icOptions, icOptionsWithWoundTables } from "../settings";
import { icRules, readState, stateWrites, type CombatantLike, type IcState, type StateSource, type StoredCombatant } from "../state";
import { endIcSummary } from "./summary";
import { callOffDelayedCards, refreshDelayedCards } from "../attack/delayed-cards";

type Ic = RulesetTypesOf<"ic">;
/**
 * A hit waiting in the queue, with the card it came from when a card's Apply queued it and the IC
 * at whose end it lands (the rules' `hitsLandOn`; without one, the end of the IC it was queued on).
 */
type QueuedOutcome = Ic["outcome"] & { fromCard?: string; landsOn?: number };

/** Hooks modules can listen to (documented in docs/combat.md). */
export const IC_HOOKS = {
  icStart: "shinobi.icStart",
  actionDeclared: "shinobi.actionDeclared",
  icEnd: "shinobi.icEnd",
} as const;

/**
 * A snapshot taken before each IC step, so the GM can undo it: the count, every combatant's
 * place and timeline data, the hits waiting to land, and everyone the step touched as the rules
 * saw them (pools, Fatigue, statuses, wounds, condition). A type: it is stored as plain data.
 */
type HistoryEntry = {
  ic: number;
  combatants: { _id: string; initiative: number | null; system: StoredCombatant }[];
  queued: Ic["outcome"][];
  states: IcState[];
};

export interface DeclareOptions {
  apSpent?: number;
  /** The chosen length of a variable-Speed action. */
  length?: number;
  /** For an interrupt: the combatant whose action it interrupts (it must be fast enough). */
  against?: string;
}

/**
 * A last check of a declaration before anything is written (using an item: the attack it opens
 * must be one the rules allow); a refusal it throws leaves the documents untouched.
 */
export type DeclarationVet = (declared: Ic["declared"]) => void;

/** What a declaration did, as the GM's client reports it back: the declared action and the rolls its costs made (as Roll JSON, as queries carry them). */
export interface DeclarationReport {
  declared: Ic["declared"];
  rolls: string[];
}

/**
 * What follows a declaration in the same queue task, once its writes have landed (using an item:
 * its card posted), so no other task comes between the declaration and what it reports.
 */
export type DeclarationFollowUp = (report: DeclarationReport) => Promise<void>;

const sys = <T>(doc: { system: unknown }) => doc.system as T;


/**
 * A fight on the Initiative Count timeline. Each combatant's `initiative` is the IC it next
 * acts on, so the lowest acts first; ties keep a stored order every client agrees on. Only the
 * GM's client writes it. Every rule it plays — initiative, declaring, settling the IC's hits,
 * the clock — is the IC ruleset's port; this class reads documents and writes the results.
 */
export class IcCombat<out SubType extends Combat.SubType = Combat.SubType> extends Combat<SubType> {
  /** The IC the fight has reached. */
  get currentIc(): number {
    return sys<{ currentIc: number }>(this).currentIc;
  }

  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    return RULESET_EXTRAS.ic.compareTimelinePlaces(placeOf(a), placeOf(b));
  }

  /**
   * The combatants whose turn the current IC is, by id, as the port decides: everyone on the
   * timeline still able to act whose IC it is (they act simultaneously). Someone incapacitated
   * on the current IC is not among them.
   */
  turnsNow(): Set<string> {
    const placed = this.combatants.contents.filter((c) => !c.isDefeated && c.initiative !== null);
    const read = placed.map((c) => this.stateOf(c));
    const acting = new Set(icRules.turnsAt(read.flatMap((r) => r?.state ?? []), this.currentIc, icOptions()));
    return new Set(placed.flatMap((c, i) => (c.id && acting.has(read[i]?.state.id ?? "") ? [c.id] : [])));
  }

  #requireGm(): void {
    if (!game.user?.isGM) throw new Error(localize("SHINOBI.Combat.gmOnly"));
  }

  /** The combatant fighting for this actor (by its reference: each unlinked token is its own), if any. */
  combatantOf(ref: ActorRef): Combatant.Implementation | undefined {
    return this.combatants.find((c) => !!c.actor && actorRef(c.actor) === ref);
  }

  /** The rules' view of a combatant and the documents it was read from. */
  stateOf(combatant: Combatant.Implementation): { state: IcState; source: StateSource } | null {
    const actor = combatant.actor;
    return actor ? readState(actor, combatant as CombatantLike) : null;
  }

  /**
   * Rolls initiative for the given combatants and places them (the port decides where: at the
   * start everyone at highest − own; once under way, as joiners). One write for all of them,
   * and one message carrying the rolls.
   */
  override async rollInitiative(ids: string | string[]): Promise<this> {
    this.#requireGm();
    return gmQueue.run(() => this.#rollInitiative(typeof ids === "string" ? [ids] : ids));
  }

  async #rollInitiative(ids: readonly string[]): Promise<this> {
    const options = icOptions();
    const dice = recordingDice();
    const rolls: Record<string, number> = {};
    const rolled: Ic["combatant"][] = [];
    const rollData: Roll[] = [];
    for (const id of ids) {
      const combatant = this.combatants.get(id);
      const read = combatant ? this.stateOf(combatant) : null;
      if (!read) continue;
      rolls[id] = icRules.initiative.roll(read.state, options, dice);
      rolled.push(read.state);
      rollData.push(...dice.take(combatant?.name ?? ""));
    }
    const underWay = this.combatants.some((c) => c.initiative !== null && !(c.id && c.id in rolls));
    const placed = icRules.initiative.place(rolls, { current: this.currentIc, underWay }, { combatants: rolled, options, dice });
    await this.updateEmbeddedDocuments("Combatant", placed.map((p) => ({ _id: p.id, initiative: p.initiative, system: { initiativeRoll: rolls[p.id] ?? 0, tieOrder: p.tieOrder } })));
    if (rollData.length) await ChatMessage.implementation.create({ flavor: localize("SHINOBI.Combat.initiativeRolled"), rolls: rollData });
    return this;
  }

  /**
   * Declares an action for a combatant through the port: Speed with every floor, AP, its costs
   * rolled at once, the IC it leads to; off-turn only an interrupt fast enough for what it
   * answers. The combatant and its actor are written in one batch each; `followUp` then runs in
   * the same task.
   */
  async declareAction(combatantId: string, action: Ic["action"], options: DeclareOptions = {}, vet?: DeclarationVet, followUp?: DeclarationFollowUp): Promise<DeclarationReport> {
    this.#requireGm();
    return gmQueue.run(() => this.#declare(combatantId, action, options, vet, followUp));
  }

  async #declare(combatantId: string, action: Ic["action"], options: DeclareOptions, vet: DeclarationVet | undefined, followUp: DeclarationFollowUp | undefined): Promise<DeclarationReport> {
    const combatant = this.combatants.get(combatantId);
    const read = combatant ? this.stateOf(combatant) : null;
    if (!combatant || !read) throw new Error(localize("SHINOBI.Combat.noCombatant"));
    const onTurn = this.turnsNow().has(combatantId);
    let againstSpeed: number | undefined;
    // An interrupt answers what someone else declared on this IC; off its own IC nothing else may be declared (the port refuses it).
    if (options.against || (action.interrupt && !onTurn)) {
      const against = options.against && options.against !== combatantId ? this.declaredThisIc(options.against) : null;
      if (!against) throw new Error(localize("SHINOBI.Combat.nothingToInterrupt"));
      againstSpeed = against.speed;
    }
    const dice = recordingDice();
    let declared: Ic["declared"];
    try {
      declared = icRules.declare(read.state, action, { ic: this.currentIc, apSpent: options.apSpent ?? 0, variableLength: options.length, againstSpeed }, icOptions(), dice);
      vet?.(declared);
    } catch (error) {
      throw refusalError(error);
    }
    const writes = stateWrites(read.state, declared.actor, read.source);
    // The action of a combatant's turn is remembered for this IC, so interrupts can be checked against its Speed.
    if (onTurn && !action.interrupt) writes.combatant = { ...writes.combatant, "system.declared": { action: action.name, speed: declared.speed.speed, ic: this.currentIc } };
    await persistWrites([writes], this);
    // Only an Abort drops a pending delayed action: its card is closed, saying it was called off.
    const calledOff = RULESET_EXTRAS.ic.calledOff(read.state.delayed, declared.actor);
    if (calledOff !== null && combatant.actor) await callOffDelayedCards(this, actorRef(combatant.actor), calledOff);
    const report: DeclarationReport = { declared, rolls: dice.take(localize("SHINOBI.Card.costRoll")).map((r) => JSON.stringify(r)) };
    Hooks.callAll(IC_HOOKS.actionDeclared, this, combatant, action, declared);
    await followUp?.(report);
    return report;
  }

  /** The action a combatant declared on the current IC, if any. */
  declaredThisIc(combatantId: string): { action: string; speed: number } | null {
    const combatant = this.combatants.get(combatantId);
    const declared = combatant ? sys<StoredCombatant>(combatant).declared : null;
    return declared && declared.ic === this.currentIc && declared.action ? { action: declared.action, speed: declared.speed } : null;
  }

  /** Which of these interrupts the port would let this combatant declare against what `againstId` declared this IC. */
  legalInterrupts(defenderId: string, againstId: string, candidates: readonly Ic["action"][]): Ic["action"][] {
    const against = this.declaredThisIc(againstId);
    const defender = this.combatants.get(defenderId);
    const read = defender ? this.stateOf(defender) : null;
    if (!against || !read) return [];
    return candidates.filter((action) => {
      if (!action.interrupt) return false;
      try {
        icRules.preview(read.state, action, { ic: this.currentIc, againstSpeed: against.speed }, icOptions());
        return true;
      } catch {
        return false;
      }
    });
  }

  /** Puts a status (or a stun) on a combatant's actor under the port's stacking rules, its schedule counting from now. */
  async impose(combatantId: string, status: Ic["imposed"]): Promise<void> {
    this.#requireGm();
    return gmQueue.run(() => this.#impose(combatantId, status));
  }

  async #impose(combatantId: string, status: Ic["imposed"]): Promise<void> {
    const combatant = this.combatants.get(combatantId);
    const read = combatant ? this.stateOf(combatant) : null;
    if (!read) throw new Error(localize("SHINOBI.Combat.noCombatant"));
    await writeImposed(read, status, this.currentIc, this);
  }

  /** Stuns a combatant (see the port's stun: a running action other than handseals stops first). */
  async stun(combatantId: string, magnitude: number): Promise<void> {
    await this.impose(combatantId, { kind: "stun", severity: magnitude, duration: null, source: "GM" });
  }

  /**
   * Queues what attacks left to settle until the end of the IC: actions on one IC are
   * simultaneous, so nothing lands until the GM ends it. One write. A step of the GM's queue
   * (a card's Apply) calls it: it reads and writes the queue, so it must not run beside another.
   */
  async queueOutcomes(...outcomes: Ic["outcome"][]): Promise<void> {
    this.#requireGm();
    const queued = [...(sys<{ queued: Ic["outcome"][] }>(this).queued ?? []), ...outcomes];
    await this.update({ system: { queued } });
  }

  /**
   * Queues a card's hits once, to land at the end of IC `landsOn` (where the rules put them): each
   * is marked with the card's message, and a card already in the queue queues nothing more. The
   * card is written after the queue (they are two documents), so an Apply whose card write failed,
   * tried again, must not land its hits twice. Whether anything was queued.
   */
  async queueCardOutcomes(messageId: string, outcomes: readonly Ic["outcome"][], landsOn: number): Promise<boolean> {
    this.#requireGm();
    const queued = sys<{ queued: QueuedOutcome[] }>(this).queued ?? [];
    if (queued.some((q) => q.fromCard === messageId)) return false;
    await this.update({ system: { queued: [...queued, ...outcomes.map((o) => ({ ...o, fromCard: messageId, landsOn }))] } });
    return true;
  }

  /**
   * The next IC after `after` for the fight's actors as given: those marked defeated (out of the
   * fight) act no more, but their delayed actions still resolve (the rules' `nextIcOfFight`).
   */
  #nextIc(states: readonly IcState[], after: number): number | null {
    const fighting = new Set(this.combatants.contents.flatMap((c) => (!c.isDefeated && c.actor ? [actorRef(c.actor)] : [])));
    return RULESET_EXTRAS.ic.nextIcOfFight(
      states.filter((c) => fighting.has(c.id)),
      states.filter((c) => !fighting.has(c.id)),
      after,
    );
  }

  /** Everyone the IC's end touches: every combatant, and any actor a queued hit reached from outside the fight. */
  #participants(queued: readonly Ic["outcome"][]): { state: IcState; source: StateSource }[] {
    const read = this.combatants.contents.flatMap((c) => this.stateOf(c) ?? []);
    const inFight = new Set(read.map((r) => r.state.id));
    for (const id of new Set(queued.map((q) => q.defenderId))) {
      const actor = actorByRef(id);
      if (actor && !inFight.has(id)) read.push(readState(actor));
    }
    return read;
  }

  /**
   * Ends the current IC and moves to the next occupied one. The port settles every queued hit
   * (damage, wounds on the GM's tables, status rolls, stuns, broken handseals) and runs the clock
   * in between (AP every 20 IC, ticks, fades, expiries); the result is written as one actor batch
   * (carrying the status effects' updates), effects and wounds that come or go for the actors they
   * touch, one combat update carrying the combatants, and one summary message carrying every roll.
   */
  async endIc(): Promise<number | null> {
    this.#requireGm();
    return gmQueue.run(() => this.#endIc());
  }

  async #endIc(): Promise<number | null> {
    const from = this.currentIc;
    Hooks.callAll(IC_HOOKS.icEnd, this, from);
    const queued = sys<{ queued: QueuedOutcome[] }>(this).queued ?? [];
    // A delayed attack's hits wait for the IC it resolves on; everything else lands now.
    const landing = queued.filter((q) => (q.landsOn ?? from) <= from);
    const waiting = queued.filter((q) => (q.landsOn ?? from) > from);
    const options = await icOptionsWithWoundTables();
    const dice = recordingDice();
    const read = this.#participants(landing);
    const before = read.map((r) => r.state);
    const settled = icRules.settle(before, landing, from, options, dice);
    // Where the count goes next is decided after the IC's hits land: a stun can move someone's turn.
    const to = this.#nextIc(settled.combatants, from);
    const clock = to === null ? { combatants: settled.combatants, events: [] } : icRules.advance(settled.combatants, from, to, options, dice);
    const history = [...(sys<{ history: HistoryEntry[] }>(this).history ?? []), this.#snapshot(queued, before)].slice(-20);
    // The combat first: its queue emptied and the step's snapshot kept before any hit lands, so a
    // write failing after it loses nothing that Undo cannot put back, and ending the IC again
    // cannot land the same hits twice.
    await persistWrites(read.map((r, i) => stateWrites(r.state, clock.combatants[i] as IcState, r.source)), this, { ...(to === null ? {} : { round: to }), system: { ...(to === null ? {} : { currentIc: to }), history, queued: waiting } }, { combatFirst: true });
    const rolls = dice.take(localize("SHINOBI.Combat.endOfIc"));
    const result = { from, to: to ?? from, before, after: clock.combatants, settled: settled.settled, events: clock.events };
    const content = endIcSummary(result, new Map(before.map((c) => [c.id, c.name])), rolls.length > 0);
    if (content) await ChatMessage.implementation.create({ content, rolls });
    await refreshDelayedCards(this);
    if (to !== null) Hooks.callAll(IC_HOOKS.icStart, this, to);
    return to;
  }

  /**
   * A battle is over once its combat is deleted after it started (core's End Combat): everyone who
   * fought in it loses the running Stamina and Chakra penalties, as the rules' end of battle says.
   * Only the GM's client that keeps the fights writes, in its queue, after the deletion.
   */
  protected override _onDelete(...args: Parameters<Combat["_onDelete"]>): void {
    super._onDelete(...args);
    if (this.started && keepsTheFights()) queueFollowUp("SHINOBI.FollowUp.battleEnd", () => this.#endBattle());
  }

  /**
   * The fighters' actors (each unlinked token its own, read once) after the battle's end: the
   * world's actors in one batch, each unlinked token's actor in a write of its own (persistWrites).
   */
  async #endBattle(): Promise<void> {
    const fighters = new Map<string, { state: IcState; source: StateSource }>();
    for (const combatant of this.combatants) {
      const read = combatant.actor ? readState(combatant.actor) : null;
      if (read && !fighters.has(read.state.id)) fighters.set(read.state.id, read);
    }
    const writes = [...fighters.values()].map(({ state, source }) => stateWrites(state, { ...state, fatigue: RULESET_EXTRAS.ic.endOfBattle(state.fatigue) }, source));
    await persistWrites(writes, null);
  }

  /**
   * The GM's correction of where a combatant acts (the tracker's drag and drop), as one task of
   * the queue: a whole IC from the current one to the timeline's bound, the combatant one of this
   * fight's; anything else is refused by name and nothing is written.
   */
  async placeOnIc(combatantId: string, ic: number): Promise<void> {
    this.#requireGm();
    if (!Number.isInteger(ic) || ic < this.currentIc || ic > IC_MAX) throw new Error(format("SHINOBI.Combat.badIc", { ic: String(ic), current: this.currentIc, max: IC_MAX }));
    await gmQueue.run(async () => {
      if (!this.combatants.has(combatantId)) throw new Error(localize("SHINOBI.Combat.noCombatant"));
      await this.updateEmbeddedDocuments("Combatant", [{ _id: combatantId, initiative: ic }]);
    });
  }

  /**
   * Undoes the last IC step: the count, every combatant's place and timeline data, the hits that
   * were waiting to land, and everything the step did to the actors it touched — pools, Fatigue,
   * statuses, wounds and conditions — written back the way any rules step is.
   */
  async undoIc(): Promise<boolean> {
    this.#requireGm();
    return gmQueue.run(() => this.#undoIc());
  }

  async #undoIc(): Promise<boolean> {
    const history = [...(sys<{ history: HistoryEntry[] }>(this).history ?? [])];
    const last = history.pop();
    if (!last) return false;
    const writes = last.states.flatMap((was) => {
      const combatant = this.combatantOf(was.id);
      const actor = combatant?.actor ?? actorByRef(was.id);
      if (!actor) return [];
      const now = readState(actor, combatant ?? null);
      // The combatants' own data comes back whole from the snapshot below.
      return [{ ...stateWrites(now.state, { ...was, nextIc: now.state.nextIc, ap: now.state.ap, stun: now.state.stun, ongoing: now.state.ongoing, delayed: now.state.delayed }, now.source), combatant: null }];
    });
    // The combatants come back whole from the snapshot, inside the combat's own update.
    await persistWrites(writes, this, { round: last.ic, system: { currentIc: last.ic, history, queued: last.queued }, combatants: last.combatants.map((c) => ({ _id: c._id, initiative: c.initiative, system: c.system })) });
    await refreshDelayedCards(this);
    return true;
  }

  #snapshot(queued: readonly Ic["outcome"][], states: readonly IcState[]): HistoryEntry {
    return {
      ic: this.currentIc,
      combatants: this.combatants.map((c) => ({ _id: c.id ?? "", initiative: c.initiative, system: foundry.utils.deepClone(sys<StoredCombatant>(c)) })),
      queued: [...queued],
      states: foundry.utils.deepClone([...states]),
    };
  }
}

function placeOf(c: Combatant.Implementation): Parameters<typeof RULESET_EXTRAS.ic.compareTimelinePlaces>[0] {
  return { ic: c.initiative, tieOrder: sys<{ tieOrder?: number }>(c).tieOrder ?? 0, id: c.id ?? "" };
}
