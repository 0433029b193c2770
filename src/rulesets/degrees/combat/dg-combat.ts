import { gmQueue } from "../../../authority/gm-queue";
import { integerIn } from "../../../authority/request-fields";
import { errorText, tellUnwritten } from "../../../authority/unwritten";
import { CEILING_MAX } from "../data/combat/fight-bounds";
import { ClockedCombat } from "../../clocked-combat";
import { actorRef } from "../../../documents/actor-ref";
import { recordingDice } from "../../../dice/recorded-dice";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesOptions } from "../options";
import { degreesExtras, degreesRules, type DegreesState, type RoundPlace } from "../state";
import { fighterWrites, persistFight, putBackWrites, readFighter, sideOf, storedFighter, type Fighter } from "./fighter";
import { rollFighters } from "./initiative";
import { runClock, type ClockStep } from "./round-clock";
import { roundSummary } from "./round-summary";
import { scareMounts } from "./scared-mounts";

type Dg = RulesetTypesOf<"degrees">;

/** A choice for a declaration, without its moment: the combat declares at the moment it has reached. */
export type FightChoice = Omit<Dg["choice"], "at">;

/** How a ridden move goes (M57): the tracker's move modes. */
type RideMode = (typeof degreesExtras.lists.moveModes)[number];


/**
 * A degrees fight in rounds (docs/rules-degrees.md, "The round tracker"). The port plays every
 * rule: initiative and its ties, the order of each turn as it stands, the surprise round, the
 * round's actions, Delay, durations counted in each fighter's own turns and the start-of-turn
 * ticks; this class reads documents (combat/fighter.ts), asks the port and writes what it returns,
 * on the GM's client and through the GM's queue. `round` mirrors the moment's round (0: the
 * surprise round) and `turn` points at the one whose turn it is, so core's hooks keep working.
 */
export class DgCombat<out SubType extends Combat.SubType = Combat.SubType> extends ClockedCombat<SubType> {
  protected readonly noStepBackKey = "SHINOBI.Degrees.Combat.noStepBack";

  // Core sorts with this method unbound (`contents.sort(this._sortCombatants)`), so the fight is reached through the combatants' parent.
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    // A degrees world's combats are DgCombat (its pieces register the class).
    const combat = a.parent as DgCombat | null;
    if (!combat) return 0;
    const place = (c: Combatant.Implementation): RoundPlace => ({ id: c.id ?? "", fighter: combat.fighterOf(c)?.state ?? null });
    return degreesExtras.compareWithPartners(place(a), place(b), combat.moment, degreesOptions(), (p) => combat.ownerPlaceOf(p));
  }

  /** The place a partner's owner stands in, when the owner is in this fight and placed (M86); null for anyone else. */
  ownerPlaceOf(place: RoundPlace): RoundPlace | null {
    const ref = place.fighter?.partnerOf;
    const owner = ref === undefined ? undefined : this.combatantOf(ref);
    return owner ? degreesExtras.ownerPlaceIn([{ id: owner.id ?? "", fighter: this.fighterOf(owner)?.state ?? null }])(place) : null;
  }

  /**
   * The port's view of a combatant and the documents it is read from; null for one without an
   * actor. A partner of another fighter here is on its owner's side, whatever its token says, and
   * in no group of its own (M84, M86).
   */
  fighterOf(combatant: Combatant.Implementation): Fighter | null {
    if (!combatant.actor) return null;
    const read = readFighter(combatant.actor, combatant);
    const owner = read.state.partnerOf === undefined ? undefined : this.combatantOf(read.state.partnerOf);
    // The port's place for a partner (M84, M86): its owner's side, no group of its own.
    if (owner?.actor && owner !== combatant) Object.assign(read.state, degreesExtras.partnerPlace({ side: sideOf(owner.actor, owner) }));
    return read;
  }

  /** The ceiling over the fight in metres, as the GM set it (M94, M97); null in the open. */
  get ceiling(): number | null {
    // The degrees Combat data model stores `ceiling`; a combat made before it has none, in the open.
    return (this.system as { ceiling?: number | null }).ceiling ?? null;
  }

  /** The GM sets the ceiling over the fight (M94, M97): a whole number of metres, or null for the open sky; anything else refused naming the field. One combat write. */
  async setCeiling(metres: unknown): Promise<void> {
    this.requireGm();
    const ceiling = metres === null ? null : integerIn(metres, "ceiling", 0, CEILING_MAX);
    await gmQueue.run(() => this.update({ system: { ceiling } }));
  }

  /** Every combatant in the fight (with an actor, not marked defeated), as the port sees them, with its combatant's id. */
  fighters(): (Fighter & { combatantId: string })[] {
    return this.combatants.contents.flatMap((c) => {
      const read = !c.isDefeated && c.id ? this.fighterOf(c) : null;
      return read && c.id ? [{ ...read, combatantId: c.id }] : [];
    });
  }

  /** The combatants whose turn it is now (a group together, M8). */
  actingNow(): Combatant.Implementation[] {
    const states = this.fighters().map((f) => f.state);
    const ids = new Set(this.started ? degreesRules.turnsAt(states, this.moment, degreesOptions()) : []);
    return this.combatants.filter((c) => !!c.actor && ids.has(actorRef(c.actor)));
  }

  /**
   * M5, M6, M8, M9: 1d8 + Dexterity + Notice through the port, thrown as Rolls on one message (so
   * Dice So Nice shows them); a group's members share one roll (M8, a member joining a group that
   * already rolled takes its value); the port places them, ties to the higher accuracy and then a
   * roll-off kept as each one's tie order, joiners after everyone placed (they act from the next
   * round). One combatant batch and one message.
   */
  override async rollInitiative(ids: string | string[]): Promise<this> {
    this.requireGm();
    await gmQueue.run(() => rollFighters(this, typeof ids === "string" ? [ids] : ids));
    return this;
  }

  /** The fight begins: any combatant without initiative rolls first, then the clock runs to the first turn (the surprise round when some but not all are aware, M12), and common mounts take fright (M91). */
  override async startCombat(): Promise<this> {
    this.requireGm();
    await gmQueue.run(async () => {
      const unrolled = this.combatants.filter((c) => c.initiative === null && !!c.id).map((c) => c.id ?? "");
      if (unrolled.length) await rollFighters(this, unrolled);
      await this.clockStep(false);
      await scareMounts(this);
    });
    return this;
  }

  /**
   * One step of the clock, written: the combat first (its moment, round and turn, the combatants
   * inside the same update), then the fighters' actors in one batch, and a compact summary of what
   * happened. The combat goes first so that it is never left behind its actors: should the actors'
   * writes fail, the step is put back whole (`#putBack`) and the GM told, and taking it again runs
   * the clock once more from where the fight stood.
   */
  protected async clockStep(wholeRound: boolean): Promise<void> {
    const options = degreesOptions();
    const dice = recordingDice();
    const read = this.fighters();
    let step: ClockStep;
    try {
      step = runClock(read.map((f) => f.state), this.moment, wholeRound, options, dice);
    } catch (error) {
      throw refusalError(error);
    }
    const writes = read.map((f, i) => fighterWrites(f.state, step.states[i] ?? f.state, f.source));
    const was = { round: this.round, turn: this.turn, system: { moment: this.moment } };
    await persistFight(writes, this, this.#clockChanges(read, step), (error) => this.#putBack(read, was, error));
    const rolls = dice.take(localize("SHINOBI.Degrees.Combat.turnStartRolls"));
    const content = roundSummary(step.events, new Map(read.map((f) => [f.state.id, f.state.name])));
    if (content || rolls.length) await ChatMessage.implementation.create({ content, rolls });
  }

  /**
   * Puts a clock step whose actors' writes failed back as it found the fight: every fighter read
   * again from its documents (some of its writes may have landed) and written back to its state
   * before the step, the combat with its moment, round and turn. The GM is told either way (a
   * notice that stays): the step put back, to be taken again, or, when putting it back failed too,
   * that the fight needs a look by hand. Returns the error the step ends with.
   */
  async #putBack(read: readonly (Fighter & { combatantId: string })[], was: Record<string, unknown>, error: unknown): Promise<Error> {
    const why = errorText(error);
    try {
      const writes = read.flatMap((f) => {
        const combatant = this.combatants.get(f.combatantId);
        const now = combatant ? this.fighterOf(combatant) : null;
        return now ? [putBackWrites(now, f.state)] : [];
      });
      await persistFight(writes, this, was);
    } catch (again) {
      return tellUnwritten("SHINOBI.Degrees.Combat.clockNotPutBack", { error: why, again: errorText(again) }, error);
    }
    return tellUnwritten("SHINOBI.Degrees.Combat.clockPutBack", { error: why }, error);
  }

  /** The combat's own fields after a step: the moment, the round it is in, and the turn pointing at the first whose turn it is in the order as it will stand. */
  #clockChanges(read: readonly (Fighter & { combatantId: string })[], step: ClockStep): Record<string, unknown> {
    const options = degreesOptions();
    const acting = new Set(degreesRules.turnsAt(step.states, step.at, options));
    const places: RoundPlace[] = read.map((f, i) => ({ id: f.combatantId, fighter: step.states[i] ?? f.state }));
    const all = [...this.combatants.contents].map((c) => places.find((p) => p.id === c.id) ?? { id: c.id ?? "", fighter: null });
    const order = all.sort((a, b) => degreesExtras.compareWithPartners(a, b, step.at, options, degreesExtras.ownerPlaceIn(all)));
    const turn = order.findIndex((p) => p.fighter !== null && acting.has(p.fighter.id));
    return { round: degreesRules.roundOf(step.at), turn: turn < 0 ? null : turn, system: { moment: step.at } };
  }

  /**
   * Declares an action for a combatant at the moment the fight has reached, through the port (M13–M19:
   * on its own turn, out of the round's budget, downgrades, once a round for a move; the conditions
   * and Total Defence refuse what they forbid; Delay puts the turn off, M10). Refused with the rules'
   * reason and nothing written; else the fighter written (its actor and its combatant).
   */
  async declareAction(combatantId: string, action: Dg["action"], choice: FightChoice = {}): Promise<Dg["declared"]> {
    this.requireGm();
    return gmQueue.run(() => this.declareInTask(combatantId, action, choice));
  }

  /** `declareAction` for a caller already running a task of the GM's queue, which reads and writes more in the same task (a use counted against the scene). */
  async declareInTask(combatantId: string, action: Dg["action"], choice: FightChoice = {}): Promise<Dg["declared"]> {
    this.requireGm();
    const combatant = this.combatants.get(combatantId);
    const read = combatant ? this.fighterOf(combatant) : null;
    if (!combatant || !read) throw new Error(localize("SHINOBI.Combat.noCombatant"));
    let declared: Dg["declared"];
    try {
      declared = degreesRules.declare(read.state, action, { ...choice, at: this.moment }, degreesOptions(), recordingDice());
    } catch (error) {
      throw refusalError(error);
    }
    await persistFight([fighterWrites(read.state, declared.actor, read.source)], this);
    return declared;
  }

  /**
   * A rider's Move on its mount (M90), through the port at the moment the fight has reached: the
   * rider's movement action and, for a mount with actions (`kind` special), the mount's, the
   * metres the mount's movement covers in `mode`. Refused with the rules' reason and nothing
   * written; else both fighters written in one batch.
   */
  async rideMove(riderId: string, mountId: string, kind: "common" | "special", mode: RideMode): Promise<{ rider: DegreesState; metres: number }> {
    this.requireGm();
    return gmQueue.run(async () => {
      const read = [riderId, mountId].map((id) => {
        const combatant = this.combatants.get(id);
        return combatant ? this.fighterOf(combatant) : null;
      });
      const [rider, mount] = read;
      if (!rider || !mount) throw new Error(localize("SHINOBI.Combat.noCombatant"));
      let moved: ReturnType<typeof degreesExtras.rideMove>;
      try {
        moved = degreesExtras.rideMove(rider.state, mount.state, kind, mode, this.moment, degreesOptions());
      } catch (error) {
        throw refusalError(error);
      }
      await persistFight([fighterWrites(rider.state, moved.rider, rider.source), fighterWrites(mount.state, moved.mount, mount.source)], this);
      return { rider: moved.rider, metres: moved.metres };
    });
  }

  /**
   * Puts a condition on a combatant's actor at the moment the fight has reached (M3): its turns
   * counted in its own turns (or those of the one it is keyed to), the turn under way counting when
   * it is its own, else by the GM's `durationCount`. Written as one condition effect.
   */
  async impose(combatantId: string, imposed: Dg["imposed"]): Promise<void> {
    this.requireGm();
    return gmQueue.run(async () => {
      const combatant = this.combatants.get(combatantId);
      const read = combatant ? this.fighterOf(combatant) : null;
      if (!read) throw new Error(localize("SHINOBI.Combat.noCombatant"));
      let after: DegreesState;
      try {
        after = degreesRules.impose(read.state, imposed, this.moment, degreesOptions());
      } catch (error) {
        throw refusalError(error);
      }
      await persistFight([fighterWrites(read.state, after, read.source)], this);
    });
  }

  /**
   * Marks who is aware of the enemy as the fight begins (M2, M11), by combatant id: one combatant
   * batch. Only before the fight starts: the surprise round is decided as it begins.
   */
  async markAware(marks: Readonly<Record<string, boolean>>): Promise<void> {
    this.requireGm();
    if (this.started) throw new Error(localize("SHINOBI.Degrees.Combat.awarenessLocked"));
    const updates = Object.entries(marks).filter(([id]) => this.combatants.has(id)).map(([id, aware]) => ({ _id: id, "system.aware": aware }));
    if (updates.length) await gmQueue.run(() => this.updateEmbeddedDocuments("Combatant", updates));
  }

  /**
   * Links a combatant to another fighter of this fight: the mount it rides (M92) or the owner it is
   * a partner of (M86–M88), by that one's combatant id; null unlinks. A partner linked to an owner
   * with initiative is placed where its owner is and acts in its turns, at once when the owner's
   * turn is under way (the port's `joinOwner`); unlinked, it keeps that place as its own. Refused
   * for a combatant not in the fight, for itself, for a fighter without an actor, and for a chain
   * of partners (an owner that is a partner, a partner that has partners). One combatant write.
   */
  async linkFighter(combatantId: string, links: { mountedOn?: string | null; partnerOf?: string | null }): Promise<void> {
    this.requireGm();
    const combatant = this.combatants.get(combatantId);
    if (!combatant) throw new Error(localize("SHINOBI.Degrees.Combat.notInFight"));
    const other = (field: "mountedOn" | "partnerOf", id: string | null | undefined): Combatant.Implementation | null | undefined => {
      if (id === undefined || id === null) return id;
      const found = this.combatants.get(id);
      if (!found?.actor || id === combatantId) throw new Error(format("SHINOBI.Degrees.Combat.badLink", { field }));
      return found;
    };
    const mount = other("mountedOn", links.mountedOn);
    const owner = other("partnerOf", links.partnerOf);
    // One owner and its partners, no chains (M86): the port's rule, on the links the combatants store.
    const link = (c: Combatant.Implementation) => ({ id: c.actor ? actorRef(c.actor) : "", partnerOf: storedFighter(c).partnerOf || undefined });
    if (owner && degreesExtras.makesPartnerChain(link(combatant), link(owner), this.combatants.map(link))) throw new Error(format("SHINOBI.Degrees.Combat.badLink", { field: "partnerOf" }));
    await gmQueue.run(async () => {
      const read = this.fighterOf(combatant);
      if (!read) throw new Error(format("SHINOBI.Degrees.Combat.badLink", { field: "partnerOf" }));
      const after = { ...read.state };
      if (mount !== undefined) after.mountedOn = mount?.actor ? actorRef(mount.actor) : undefined;
      const ownerState = owner ? this.fighterOf(owner)?.state : undefined;
      if (owner === null) after.partnerOf = undefined;
      else if (ownerState) Object.assign(after, ownerState.initiative === null ? { partnerOf: ownerState.id } : degreesExtras.joinOwner(ownerState, after, this.moment));
      await persistFight([fighterWrites(read.state, after, read.source)], this);
    });
  }

  /** Every combatant of one side (its tokens' disposition) aware or caught, in one click (M11). */
  async markSide(side: string, aware: boolean): Promise<void> {
    await this.markAware(Object.fromEntries(this.combatants.filter((c) => !!c.actor && sideOf(c.actor, c) === side).map((c) => [c.id ?? "", aware])));
  }

  /** The sides the fight's combatants are on, each with whether all of it is aware: the tracker's one-click marks. */
  sides(): { side: string; aware: boolean }[] {
    const sides = new Map<string, boolean>();
    for (const f of this.fighters()) sides.set(f.state.side, (sides.get(f.state.side) ?? true) && f.state.aware);
    return [...sides].map(([side, aware]) => ({ side, aware }));
  }

  /**
   * Begins the fight with the combatants named aware and every other caught (M2, M11, M12): the
   * marks in one batch, then the fight starts. When all or none are aware there is no surprise round
   * and the GM is told so; the fight starts at round 1.
   */
  async startSurprise(aware: readonly string[]): Promise<this> {
    const named = new Set(aware);
    await this.markAware(Object.fromEntries(this.combatants.map((c) => [c.id ?? "", named.has(c.id ?? "")])));
    // The port's count (M12), over the fighters the clock will play: the defeated and those without an actor left out.
    if (!degreesExtras.surpriseAtStart(this.fighters().map((f) => f.state), degreesOptions())) ui.notifications?.info(localize("SHINOBI.Degrees.Combat.noSurprise"));
    return this.startCombat();
  }

  /** What the tracker says of the round: its number, or the surprise round (0), or that the fight has not begun. */
  roundLabel(): string {
    if (!this.started && this.moment === 0) return localize("SHINOBI.Degrees.Combat.notStarted");
    const round = degreesRules.roundOf(this.moment);
    const label = round === 0 ? localize("SHINOBI.Degrees.Combat.surpriseRound") : format("SHINOBI.Degrees.Combat.roundN", { round });
    // Stopped at the round's end for the held actions the GM lets be taken then (M17).
    return degreesExtras.isRoundEnd(this.moment) ? format("SHINOBI.Degrees.Combat.roundEnd", { round: label }) : label;
  }

  /** Whether core counts the fight as begun: at its first turn, the surprise round's included. */
  override get started(): boolean {
    return this.moment > 0;
  }

  /** The fighters as the tracker lists them: each combatant with its read state (null without an actor). */
  rows(): { combatant: Combatant.Implementation; state: DegreesState | null }[] {
    return this.turns.map((combatant) => ({ combatant, state: this.fighterOf(combatant)?.state ?? null }));
  }
}
