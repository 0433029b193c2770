import { gmQueue } from "../../../authority/gm-queue";
import { ClockedCombat } from "../../clocked-combat";
import { actorRef } from "../../../documents/actor-ref";
import { recordingDice } from "../../../dice/recorded-dice";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { rollkeepOptions } from "../options";
import { rollkeepRules, type RollkeepState } from "../state";
import { fighterWrites, readFighter, storedFighter, type Fighter, type FighterActor } from "./fighter";
import { rollFighterInitiative } from "./initiative";
import { persistFight } from "./persist-fight";
import { advanceDuel, beginDuel, type DuelStakes, type StoredDuel } from "./duel-steps";
import { contestAsTurnBegins, grappleSummary, takeGrappleStep, type GrappleStepKey } from "./grapple-steps";
import { dueNow, runClock, type ClockStep } from "./round-clock";
import { roundSummary } from "./round-summary";
import { openingStance, openingStanceProblem } from "./stances";
import { trackerOrder } from "./tracker-order";

type Rk = RulesetTypesOf<"rollkeep">;

/** A choice for a declaration, without its moment: the combat declares at the moment it has reached. */
/** A declaration's choice as the table makes it: the port's, with a Guard's ward named by its combatant id (M5). */
export type FightChoice = Omit<Rk["choice"], "at" | "target"> & { target?: string };

/** What the rules' round-start spends take (V8–V10). */
type RoundStartSpend = Parameters<typeof RULESET_EXTRAS.rollkeep.roundStart.spend>[2];

/** A round-start Void spend as the table names it: a swap's partner by its combatant id (V8–V10). */
export type RoundVoidChoice = { kind: "armorTn" | "raiseInitiative" } | { kind: "swapInitiative"; partnerId: string };

/** Hooks modules can listen to (docs/rollkeep-play.md). */
export const RK_HOOKS = { roundEnded: "shinobi.rkRoundEnded", declared: "shinobi.rkDeclared" } as const;


/**
 * A roll-and-keep fight in rounds (docs/rules-rollkeep.md, "The round tracker"). The port plays
 * every rule: initiative, the order of each round, turns and their actions, stances, Delay, the
 * end of the round; this class reads documents, asks the port and writes what it returns, on the
 * GM's client and through the GM's queue. `round` mirrors the moment's round and `turn` points at
 * the one whose turn is due, so core's round-based durations and hooks keep working.
 */
export class RkCombat<out SubType extends Combat.SubType = Combat.SubType> extends ClockedCombat<SubType> {
  protected readonly noStepBackKey = "SHINOBI.RollKeep.Combat.noStepBack";

  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    return trackerOrder(a, b);
  }

  /** The port's view of a combatant and the documents it is read from; null for one without an actor. */
  fighterOf(combatant: Combatant.Implementation): Fighter | null {
    // A Shinobi actor has the effects and embedded-document methods FighterActor names.
    return combatant.actor ? readFighter(combatant.actor as unknown as FighterActor, combatant) : null;
  }

  /**
   * Every combatant in the fight (with an actor, not marked defeated), as the port sees them, in the
   * combat's own order. One the GM marks defeated is out of the fight, as in the other rulesets: no
   * turn, no place in the order, no round's clock.
   */
  fighters(): Fighter[] {
    return this.combatants.contents.flatMap((c) => (c.isDefeated ? [] : (this.fighterOf(c) ?? [])));
  }

  /** The combatant whose turn is due now (its place in the order, or a delayed one stepping in), if any. */
  dueCombatant(): Combatant.Implementation | undefined {
    const states = this.fighters().map((f) => f.state);
    const due = this.started ? dueNow(states, this.moment, rollkeepOptions()) : null;
    return due ? this.combatantOf(due.id) : undefined;
  }

  /**
   * C8: initiative for the given combatants, (Insight Rank + Reflexes) k Reflexes, each thrown as
   * an `XkY` roll (Dice So Nice shows it) whose dice the port reads for the score; placed by the port
   * (ties settled once for the fight, S5/S7; a joiner behind those on its score). One combatant
   * batch and one message carrying the rolls.
   */
  override async rollInitiative(ids: string | string[]): Promise<this> {
    this.requireGm();
    return gmQueue.run(() => this.#rollInitiative(typeof ids === "string" ? [ids] : ids));
  }

  async #rollInitiative(ids: readonly string[]): Promise<this> {
    const options = rollkeepOptions();
    const rolled: RollkeepState[] = [];
    const rolls: Record<string, number> = {};
    const thrown: Roll[] = [];
    const combatantIds = new Map<string, string>();
    for (const id of ids) {
      const combatant = this.combatants.get(id);
      const read = combatant ? this.fighterOf(combatant) : null;
      if (!read || !combatant?.id) continue;
      const { score, roll } = await rollFighterInitiative(read.state, options);
      rolls[read.state.id] = score;
      rolled.push(read.state);
      thrown.push(roll);
      combatantIds.set(read.state.id, combatant.id);
    }
    if (!rolled.length) return this;
    const underWay = this.combatants.some((c) => c.initiative !== null && !combatantIds.has(c.actor ? actorRef(c.actor) : ""));
    const context = { combatants: underWay ? [...this.fighters().map((f) => f.state).filter((s) => !combatantIds.has(s.id)), ...rolled] : rolled, options, dice: recordingDice() };
    const placed = rollkeepRules.initiative.place(rolls, { current: this.moment, underWay }, context);
    await this.updateEmbeddedDocuments("Combatant", placed.map((p) => ({ _id: combatantIds.get(p.id) ?? "", initiative: p.initiative, "system.tieOrder": p.tieOrder })));
    await ChatMessage.implementation.create({ flavor: localize("SHINOBI.Combat.initiativeRolled"), rolls: thrown });
    return this;
  }

  /** The fight's first round begins (S1, S7): the order from the scores, each fighter's slot; the 4e opening stance counts as taken in round 1. */
  override async startCombat(): Promise<this> {
    return this.nextTurn();
  }

  /** The clock step, written: the fighters in one batch with the combat's own update, and a summary of any round that ended. */
  protected async clockStep(wholeRound: boolean): Promise<void> {
    const options = rollkeepOptions();
    const dice = recordingDice();
    const read = this.fighters();
    let step: ClockStep;
    let contest: ReturnType<typeof contestAsTurnBegins>;
    try {
      step = runClock(read.map((f) => f.state), this.moment, wholeRound, options, dice);
      // G2, G8: a grappled fighter's turn begins with the grapple's control contest.
      contest = contestAsTurnBegins(step.states, dueNow(step.states, step.at, options)?.id ?? null, options, dice);
    } catch (error) {
      throw refusalError(error);
    }
    // Worded before the writes: the effects worn off are gone after them, names and all.
    const summary = roundSummary(step, read, options);
    const grappling = grappleSummary(contest.events, contest.states);
    const content = summary || grappling ? `${summary ?? ""}${grappling ?? ""}` : null;
    await this.#persistStep(read, contest.states, { moment: step.at });
    const rolls = dice.take(localize("SHINOBI.RollKeep.Combat.roundRolls"));
    if (content || rolls.length) await ChatMessage.implementation.create({ content: content ?? "", rolls });
    for (const e of step.events) if (e.kind === "roundEnded") Hooks.callAll(RK_HOOKS.roundEnded, this, e.round);
  }

  /** Writes fighters after a step (only what changed) and the combat's moment, round and due turn in one update. */
  async #persistStep(read: readonly Fighter[], after: readonly RollkeepState[], changes: { moment: number }): Promise<void> {
    const writes = read.map((f, i) => fighterWrites(f.state, after[i] ?? f.state, f.source));
    const due = dueNow(after, changes.moment, rollkeepOptions());
    const order = [...this.combatants.contents].sort((a, b) => trackerOrder(a, b, new Map(after.map((s) => [s.id, s]))));
    const turn = due ? order.findIndex((c) => c.actor && actorRef(c.actor) === due.id) : null;
    await persistFight(writes, this, { round: rollkeepRules.roundOf(changes.moment), turn: turn === -1 ? null : turn, system: { moment: changes.moment } });
  }

  /**
   * Declares an action for a combatant at the moment the fight has reached, through the port (A1–A7,
   * ST10: a stance chosen as the turn begins; S2: Delay; the Full Defense/Earth roll as such a
   * turn begins). Refused with the rules' reason and nothing written; else the fighter written in
   * one batch with the combat, and any roll posted.
   */
  async declareAction(combatantId: string, action: Rk["action"], choice: FightChoice = {}): Promise<Rk["declared"]> {
    this.requireGm();
    return gmQueue.run(() => this.#declare(combatantId, action, choice));
  }

  async #declare(combatantId: string, action: Rk["action"], choice: FightChoice): Promise<Rk["declared"]> {
    const combatant = this.combatants.get(combatantId);
    const all = this.fighters();
    const read = combatant?.actor ? all.find((f) => f.source.combatant === combatant) : undefined;
    if (!combatant || !read) throw new Error(localize("SHINOBI.Combat.noCombatant"));
    const options = rollkeepOptions();
    const dice = recordingDice();
    const states = all.map((f) => f.state);
    const { target, ...rest } = choice;
    const ward = target === undefined ? undefined : this.combatants.get(target)?.actor;
    if (target !== undefined && !ward) throw new Error(localize("SHINOBI.Combat.noCombatant"));
    let declared: Rk["declared"];
    let after: RollkeepState[];
    try {
      declared = rollkeepRules.declare(read.state, action, { ...rest, ...(ward ? { target: actorRef(ward) } : {}), at: this.moment }, options, dice);
      const acted = action.key === rollkeepRules.basicActions.delay?.key ? RULESET_EXTRAS.rollkeep.turns.checkDelay(states, declared.actor, this.moment, options) : states.map((s) => (s === read.state ? declared.actor : s));
      // M5: a Guard taken or replaced shows on its ward too.
      after = RULESET_EXTRAS.rollkeep.guard.link(acted, this.moment, options);
    } catch (error) {
      throw refusalError(error);
    }
    await persistFight(all.map((f, i) => fighterWrites(f.state, after[i] ?? f.state, f.source)), this);
    await this.#postDeclaredRoll(combatant, declared, dice);
    Hooks.callAll(RK_HOOKS.declared, this, combatant, declared);
    return declared;
  }

  /**
   * A grapple step for a combatant (§11): starting one at another combatant, or a grapple action
   * (at one of the others when there are several), through the port on the GM's client.
   */
  async grapple(combatantId: string, step: GrappleStepKey, targetCombatantId: string | null = null, how: { withWeapon?: boolean; freeHand?: boolean; adjacent?: boolean } = {}): Promise<void> {
    this.requireGm();
    await gmQueue.run(() => takeGrappleStep(this, combatantId, step, targetCombatantId, how));
  }

  /** The roll a declaration made, if any, with what it did: Full Defense's Armor TN (ST5, ST6), a blind move's footing (CO1). */
  async #postDeclaredRoll(combatant: Combatant.Implementation, declared: Rk["declared"], dice: ReturnType<typeof recordingDice>): Promise<void> {
    const name = combatant.name ?? "";
    const blind = declared.blindMove;
    const [flavor, content] = blind
      ? [localize("SHINOBI.RollKeep.Move.blindRoll"), format(blind.fell ? "SHINOBI.RollKeep.Move.blindFell" : "SHINOBI.RollKeep.Move.blindMoved", { name, total: blind.total, tn: blind.tn })]
      : [localize("SHINOBI.RollKeep.Stance.fullDefense"), format("SHINOBI.RollKeep.Combat.fullDefenseRolled", { name, bonus: declared.fullDefense?.bonus ?? 0 })];
    const rolls = dice.take(flavor);
    if (rolls.length) await ChatMessage.implementation.create({ speaker: { alias: name }, content: foundry.utils.escapeHTML(content), rolls });
  }

  /**
   * The fighters as a round-start Void spend would leave them, by the port, nothing written (V8 +10
   * Armor TN for the round, V10 +10 initiative, V9 a swap of places with the partner combatant,
   * this round's order fixed again); a worded refusal when the rules forbid it now.
   */
  roundVoidAfter(combatantId: string, spend: RoundVoidChoice): { read: Fighter[]; after: readonly RollkeepState[] } {
    const ref = (id: string) => {
      const actor = this.combatants.get(id)?.actor;
      if (!actor) throw new Error(localize("SHINOBI.Combat.noCombatant"));
      return actorRef(actor);
    };
    const asRules: RoundStartSpend = spend.kind === "swapInitiative" ? { kind: spend.kind, partnerId: ref(spend.partnerId) } : { kind: spend.kind };
    const read = this.fighters();
    try {
      return { read, after: RULESET_EXTRAS.rollkeep.roundStart.spend(read.map((f) => f.state), ref(combatantId), asRules, this.moment, rollkeepOptions()) };
    } catch (error) {
      throw refusalError(error);
    }
  }

  /**
   * A Void Point a combatant buys as the round begins (`roundVoidAfter`): refused once anyone has
   * acted this round, and nothing written; else the fighters written in one batch with the combat's
   * turn (the one due may change), and one line in the chat.
   */
  async spendRoundStartVoid(combatantId: string, spend: RoundVoidChoice): Promise<void> {
    this.requireGm();
    return gmQueue.run(async () => {
      const { read, after } = this.roundVoidAfter(combatantId, spend);
      await this.#persistStep(read, after, { moment: this.moment });
      const name = (id: string) => this.combatants.get(id)?.name ?? "";
      // Names are the players' own text: escaped before they go into the message's HTML.
      const escaped = (id: string) => foundry.utils.escapeHTML(name(id));
      await ChatMessage.implementation.create({ speaker: { alias: name(combatantId) }, content: format(`SHINOBI.RollKeep.Combat.roundVoid.${spend.kind}`, { name: escaped(combatantId), partner: spend.kind === "swapInitiative" ? escaped(spend.partnerId) : "" }) });
    });
  }

  /**
   * The stance a combatant opens the fight with (S1, S8): checked by the port (its book's five,
   * ST9), in 4e before its initiative is rolled, in the house rules once initiative is rolled, in
   * reverse initiative order and once (locked through round 1). Written to the actor in one update,
   * with the combatant's mark that it chose.
   */
  async chooseOpeningStance(combatantId: string, stance: string): Promise<void> {
    this.requireGm();
    return gmQueue.run(async () => {
      const combatant = this.combatants.get(combatantId);
      const read = combatant ? this.fighterOf(combatant) : null;
      if (!combatant || !read) throw new Error(localize("SHINOBI.Combat.noCombatant"));
      const options = rollkeepOptions();
      const problem = openingStanceProblem(this, combatant, options);
      if (problem) throw new Error(problem);
      let after: RollkeepState;
      try {
        after = openingStance(read.state, stance, options);
      } catch (error) {
        throw refusalError(error);
      }
      await persistFight([fighterWrites(read.state, after, read.source, options.variant === "house")], this);
    });
  }

  /**
   * An iaijutsu duel between two combatants (§10), the faster first by the tracker's order: both
   * take Center and the duel waits for its Assessment. Roll their initiative first.
   */
  async startDuel(challengerId: string, opponentId: string, stakes: DuelStakes): Promise<void> {
    this.requireGm();
    const pair = [challengerId, opponentId].map((id) => this.combatants.get(id)).filter((c): c is Combatant.Implementation => !!c && c.initiative !== null);
    if (pair.length !== 2 || challengerId === opponentId) throw new Error(localize("SHINOBI.RollKeep.Duel.needsInitiative"));
    const [first, second] = pair.sort((a, b) => trackerOrder(a, b));
    return gmQueue.run(() => beginDuel(this, [first?.id ?? "", second?.id ?? ""], stakes));
  }

  /** The duel's next stage: Assessment, Focus, then the Strike and the outcome (DU2–DU4). */
  async nextDuelStage(): Promise<StoredDuel> {
    this.requireGm();
    return gmQueue.run(() => advanceDuel(this));
  }

  /** Whether a combatant's stored data says it already chose its house opening stance. */
  openingChosen(combatant: Combatant.Implementation): boolean {
    return storedFighter(combatant).openingChosen;
  }
}
