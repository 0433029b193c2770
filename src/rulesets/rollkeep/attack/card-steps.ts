import { runOnCard, type HeldWrites } from "../../../attack/card-requests";
import { askGm } from "../../../authority/gm-requests";
import { documentId, fieldOf, oneOf, optional, record } from "../../../authority/request-fields";
import { SYSTEM_ID } from "../../../constants";
import { actorByRef, type ActorRef } from "../../../documents/actor-ref";
import type { DiceRecorder } from "../../../dice/recorded-dice";
import { localize } from "../../../i18n";
import type { CardClick } from "../../pieces";
import { rollkeepOptions } from "../options";
import { rollkeepRules } from "../state";
import { rkCardOf, type RkCardState } from "./card-state";
import { NO_OFFERS, renderRkAttackCard, type CardOffers } from "./card-view";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { fighterOf, fighterWrites, persistFighters, type Fighter, type FighterWrites } from "./fighters";
import { cardOffers } from "./open-attack";
import { settleCard } from "./settle-card";
import { storeTacticsPool } from "./tactics-store";

type User = NonNullable<typeof game.user>;

/** What a click on a roll-and-keep attack card asks for: the attacker rolls the damage (with a Void Point's +1k1 where allowed, V3), the target answers it (V6). */
export type RkCardStep = { step: "damage" | "answer"; choice: "voidPoint" | "none" };

const CHOICES = ["voidPoint", "none"] as const;

/** The request a player's client sends the GM to take a step on a roll-and-keep attack card. */
export const RK_CARD_STEP_REQUEST = "rkCardStep";

/** The step a click asks for, or a refusal naming the field that is wrong; the damage's choice may be left out (no Void Point). */
export function rkCardStepOf(click: CardClick): RkCardStep {
  return stepOf(click.step, click.choice);
}

/** A step and its choice as sent, each refused by name unless it is one the card knows (anything but text included). */
function stepOf(stepValue: unknown, choiceValue: unknown): RkCardStep {
  const step = oneOf(stepValue, "step.step", ["damage", "answer"] as const);
  const choice = step === "damage" ? optional(choiceValue, (v) => oneOf(v, "step.choice", CHOICES)) : oneOf(choiceValue, "step.choice", CHOICES);
  return { step, choice: choice ?? "none" };
}

/** A click on a roll-and-keep attack card: the GM's client carries it out (no GM online: a clear error, nothing written). */
export async function rkCardStep(messageId: string, click: CardClick): Promise<void> {
  await askGm(RK_CARD_STEP_REQUEST, { messageId, step: rkCardStepOf(click) });
}

/** The GM's side of a card-step request: the step read back field by field, for the user the server says sent it. */
export async function handleRkCardStepRequest(payload: unknown, requester: User): Promise<void> {
  const request = record(payload, "payload");
  const messageId = documentId(fieldOf(request, "messageId"), "messageId");
  const step = record(fieldOf(request, "step"), "step");
  return runRkCardStep(messageId, stepOf(fieldOf(step, "step"), fieldOf(step, "choice")), requester);
}

function fighterAt(ref: ActorRef): Fighter {
  const actor = actorByRef(ref);
  if (!actor) throw new Error(localize("SHINOBI.Card.gone"));
  return fighterOf(actor);
}

function requireOwner(fighter: Fighter, user: User): void {
  if (!fighter.actor.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
}

function notOpen(): never {
  throw new Error(localize("SHINOBI.RollKeep.Attack.notOpen"));
}

interface StepDone {
  writes: FighterWrites[];
  tactics: { freeRaises: number } | null;
  /** What the card offers next, from the fighters as the step leaves them. */
  offers: CardOffers;
}

/**
 * The attacker's owner rolls the damage of a hit (AT4–AT7, §9), with a Void Point's +1k1 where
 * the GM's option allows one (V3, paid in the attack's round, V2), and any contest due after it; a
 * blow that needs no answer lands at once.
 */
function rollDamage(card: RkCardState, choice: RkCardStep["choice"], user: User, dice: DiceRecorder): StepDone {
  const attacker = fighterAt(card.attackerId);
  requireOwner(attacker, user);
  if (!rollkeepRules.attack.stage(card.flow).awaitsDamage) notOpen();
  const target = fighterAt(card.targetId);
  const options = rollkeepOptions();
  const rolled = RULESET_EXTRAS.rollkeep.damage.roll(card.flow, attacker.state, { voidPoint: choice === "voidPoint" }, options, dice);
  card.flow = rolled.attack;
  if (!rollkeepRules.attack.stage(card.flow).readyToSettle) return { writes: rolled.attacker === attacker.state ? [] : [fighterWrites(attacker, rolled.attacker, options)], tactics: null, offers: cardOffers(card, rolled.attacker, target.state) };
  return { ...settleCard(card, { fighter: attacker, now: rolled.attacker }, { fighter: target, now: target.state }, options, dice), offers: NO_OFFERS };
}

/** The target's owner answers the damage: a Void Point against the wounds or none (V6, V2), and the attack lands. */
function answer(card: RkCardState, choice: "voidPoint" | "none", user: User, dice: DiceRecorder): StepDone {
  const target = fighterAt(card.targetId);
  requireOwner(target, user);
  if (!rollkeepRules.attack.stage(card.flow).awaitsAnswer) notOpen();
  const attacker = fighterAt(card.attackerId);
  const options = rollkeepOptions();
  const answered = rollkeepRules.attack.answer(card.flow, attacker.state, target.state, { voidPoint: choice === "voidPoint" }, options, dice);
  card.flow = answered.attack;
  return { ...settleCard(card, { fighter: attacker, now: attacker.state }, { fighter: target, now: answered.defender }, options, dice), offers: NO_OFFERS };
}

/** Holds a step's writes until its card is written: the fighters' (named by them should they fail), then the Tactics Pool's. */
function holdStep(held: HeldWrites, done: StepDone): void {
  if (done.writes.length) held.later(done.writes.map((w) => w.fighter.actor.name ?? "").join(", "), () => persistFighters(done.writes));
  if (done.tactics) held.later(localize("SHINOBI.Card.tacticsPool"), () => storeTacticsPool(done.tactics));
}

/**
 * Carries out one step for `user` on the GM's client, in its queue, after checking it is theirs to
 * take and open on the card: each step reads the card as the last one left it, so a click sent
 * twice finds its step closed and writes nothing. The dice it draws join the card's rolls. The card
 * is written first and the fighters and the Tactics Pool after it (`runOnCard`): a step tried again
 * after the card's write failed finds nothing written, and one whose later writes fail is reported
 * to the GM, never done twice.
 */
export async function runRkCardStep(messageId: string, step: RkCardStep, user: User): Promise<void> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Combat.gmOnly"));
  let offers = NO_OFFERS;
  return runOnCard(
    messageId,
    rkCardOf,
    async (card, dice, held) => {
      const done = step.step === "damage" ? rollDamage(card, step.choice, user, dice) : answer(card, step.choice, user, dice);
      offers = done.offers;
      holdStep(held, done);
      return step.step === "damage" ? "SHINOBI.RollKeep.Attack.damage" : "SHINOBI.RollKeep.Attack.answered";
    },
    async (card) => ({ content: await renderRkAttackCard(card, offers), flags: { [SYSTEM_ID]: { rkCard: card } } }),
  );
}
