import type { CardClick } from "../../pieces";
import { SYSTEM_ID } from "../../../constants";
import { documentId } from "../../../authority/request-fields";
import { cardActor, cardStepRequests, requireOwner, runOnCard, type HeldWrites } from "../../../attack/card-requests";
import { actorByRef, actorRef, actorRefField } from "../../../documents/actor-ref";
import type { DiceRecorder } from "../../../dice/recorded-dice";
import { localize } from "../../../i18n";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { refusalError } from "../../../refusal-message";
import { renderAttackCard, type CardState } from "./card-view";
import { persistWrites } from "../persist";
import { icOptions, icOptionsWithWoundTables } from "../settings";
import { icRules, readState, stateWrites, type IcState } from "../state";
import { actorState, fightOf } from "./use-item";
import { resolvingCheck } from "./delayed-cards";
import { requireSameFight } from "../../same-fight";
import { itemInput } from "../../../documents/item-input";

type Ic = RulesetTypesOf<"ic">;

/** What a click on an attack card asks for. */
export type CardStep =
  | { step: "defend"; choice: "dodge" | "parry" | "block" | "none" | "takeTheHit" | "technique"; techniqueId?: string; protectorActorId?: string }
  | { step: "willpower"; side: "attacker" | "defender" }
  | { step: "damage" }
  | { step: "apply" };

const DEFENSE_CHOICES = ["dodge", "parry", "block", "none", "takeTheHit", "technique"] as const;
type DefenseChoice = (typeof DEFENSE_CHOICES)[number];
const isDefenseChoice = (choice: string | undefined): choice is DefenseChoice => DEFENSE_CHOICES.some((c) => c === choice);

/** The step a card click asks for, or a refusal naming what is wrong with it. */
export function cardStepOf(click: CardClick): CardStep {
  switch (click.step) {
    case "defend": {
      if (!isDefenseChoice(click.choice)) break;
      const techniqueId = click.choice === "technique" ? documentId(click.techniqueId, "step.techniqueId") : undefined;
      const protectorActorId = click.choice === "takeTheHit" && click.protectorActorId ? actorRefField(click.protectorActorId, "step.protectorActorId") : undefined;
      return { step: "defend", choice: click.choice, ...(techniqueId ? { techniqueId } : {}), ...(protectorActorId ? { protectorActorId } : {}) };
    }
    case "willpower":
      if (click.side !== "attacker" && click.side !== "defender") break;
      return { step: "willpower", side: click.side };
    case "damage":
    case "apply":
      return { step: click.step };
  }
  throw new Error(localize("SHINOBI.Card.badStep"));
}

/** The request a player's client sends the GM to carry out a step on a card. */
export const CARD_STEP_REQUEST = "cardStep";

const requests = cardStepRequests(CARD_STEP_REQUEST, cardStepOf, runCardStep);

/**
 * A click on an IC attack card, carried out by the GM's client (no GM online: a clear error,
 * nothing written); and the GM's side of that request, the step read back field by field.
 */
export const icCardStep = requests.ask;
export const handleCardStepRequest = requests.handle;

type User = NonNullable<typeof game.user>;
type ActorDoc = Actor.Implementation;

/**
 * The card's state, as the GM's client wrote it. A message any other user posted counts for
 * nothing: players may author chat messages and their flags, so only a card whose author is a
 * GM (which the server enforces: no one else may post as a GM, or edit a GM's message) is read.
 */
function cardOf(message: ChatMessage.Implementation): CardState {
  if (!message.author?.isGM) throw new Error(localize("SHINOBI.Card.notTheGms"));
  const card = message.flags[SYSTEM_ID]?.card;
  if (!card) throw new Error(localize("SHINOBI.Card.gone"));
  return foundry.utils.deepClone(card);
}

/** The answer a defender gives, from the card's click, read from their own documents. */
function answerOf(step: Extract<CardStep, { step: "defend" }>, target: ActorDoc, user: User): { answer: Ic["answer"]; answering: ActorDoc; answeringState: ReturnType<typeof actorState> } {
  if (step.choice === "takeTheHit") {
    const protector = step.protectorActorId ? actorByRef(step.protectorActorId) : null;
    if (!protector || actorRef(protector) === actorRef(target)) throw new Error(localize("SHINOBI.Refusal.noProtector"));
    requireOwner(protector, user);
    requireSameFight(protector, target, user, "step.protectorActorId");
    const read = actorState(protector);
    return { answer: { kind: "takeTheHit", protector: read.state }, answering: protector, answeringState: read };
  }
  requireOwner(target, user);
  const read = actorState(target);
  if (step.choice !== "technique") return { answer: { kind: step.choice }, answering: target, answeringState: read };
  const item = target.items.get(step.techniqueId ?? "");
  const technique = item ? icRules.actionFromItem(itemInput(item)) : null;
  if (!technique || technique.kind !== "defensive") throw new Error(localize("SHINOBI.Card.noTechnique"));
  return { answer: { kind: "technique", technique }, answering: target, answeringState: read };
}

/**
 * The target (or an ally taking the hit) answers: the port decides, and a refused defence is
 * reported with its reason and writes nothing, so another can be chosen. In a fight the answer
 * is made on the fight's IC, so the port refuses answering a delayed attack before the IC it
 * resolves on; everyone is read inside this step's queue task, so the defence is made against
 * the defender as they are then. The defender's costs and the delay their interrupt adds are
 * written after the card (`held`).
 */
function defend(card: CardState, step: Extract<CardStep, { step: "defend" }>, user: User, dice: DiceRecorder, held: HeldWrites): void {
  const target = cardActor(card.attack.targetId);
  const attacker = actorState(cardActor(card.attack.attackerId)).state;
  const { answer, answering, answeringState } = answerOf(step, target, user);
  const targetState = answering === target ? answeringState.state : actorState(target).state;
  const fight = fightOf(card.attack.targetId) ?? fightOf(card.attack.attackerId);
  const onIc: Ic["answer"] = fight ? { ...answer, ic: fight.combat.currentIc } : answer;
  if (fight && RULESET_EXTRAS.ic.isDelayed(card.attack) && RULESET_EXTRAS.ic.attackDue(card.attack, fight.combat.currentIc)) {
    // Its card is closed by the Abort or End IC as well, but a card whose write was lost must not let
    // it resolve: the checks close it here, saying why.
    if (resolvingCheck(fight.combat, card, attacker, targetState)) return;
  }
  const answered = icRules.attack.answer(card.attack, attacker, targetState, onIc, icOptions(), dice);
  const writes = stateWrites(answeringState.state, answered.defender, answeringState.source);
  const combat = fightOf(actorRef(answering))?.combat ?? null;
  held.later(answering.name ?? "", () => persistWrites([writes], combat));
  card.attack = answered.attack;
}

function spendWillpower(card: CardState, side: "attacker" | "defender", user: User, dice: DiceRecorder, held: HeldWrites): void {
  const spenderId = side === "attacker" ? card.attack.attackerId : (card.attack.defense?.defenderId ?? "");
  const spender = cardActor(spenderId);
  requireOwner(spender, user);
  const read = actorState(spender);
  const attacker = side === "attacker" ? read.state : actorState(cardActor(card.attack.attackerId)).state;
  const spent = icRules.attack.reroll(card.attack, side, read.state, attacker, icOptions(), dice);
  const writes = stateWrites(read.state, spent.spender, read.source);
  held.later(spender.name ?? "", () => persistWrites([writes], null));
  card.attack = spent.attack;
}

function rollDamage(card: CardState, user: User, dice: DiceRecorder): void {
  const attackerActor = cardActor(card.attack.attackerId);
  requireOwner(attackerActor, user);
  const d = card.attack.defense;
  const protector = d?.takeTheHit ? actorState(cardActor(d.defenderId)).state : null;
  card.attack = icRules.attack.damage(card.attack, actorState(attackerActor).state, actorState(cardActor(card.attack.targetId)).state, protector, icOptions(), dice);
}

/**
 * Lands the attack: in a fight its outcomes wait for the end of the IC the rules say they land on
 * (the attack's own, or the current one's when applied late; queued once a card, so a retry never
 * queues them twice); outside one, the port settles them now (wounds on the GM's tables, status
 * rolls), written after the card (`held`).
 */
async function apply(messageId: string, card: CardState, user: User, dice: DiceRecorder, held: HeldWrites): Promise<void> {
  const attacker = actorState(cardActor(card.attack.attackerId)).state;
  const outcomes = icRules.attack.outcomes(card.attack, attacker);
  const mayApply = [card.attack.attackerId, ...outcomes.map((o) => o.defenderId)].some((ref) => actorByRef(ref)?.testUserPermission(user, "OWNER"));
  if (!mayApply) throw new Error(localize("SHINOBI.Combat.notYours"));
  const fight = fightOf(card.attack.targetId) ?? fightOf(card.attack.attackerId);
  if (fight) {
    let landing: ReturnType<typeof RULESET_EXTRAS.ic.hitsLandOn>;
    try {
      landing = RULESET_EXTRAS.ic.hitsLandOn(card.attack, fight.combat.currentIc);
    } catch (error) {
      throw refusalError(error);
    }
    await fight.combat.queueCardOutcomes(messageId, outcomes, landing.ic);
    card.landed = "queued";
    card.landsOn = landing.ic;
    card.late = landing.late;
  } else {
    const recipients = [...new Set(outcomes.map((o) => o.defenderId))].map((id) => readState(cardActor(id)));
    const settled = icRules.settle(recipients.map((r) => r.state), outcomes, card.attack.ic, await icOptionsWithWoundTables(), dice);
    // The cast: settling hands back one combatant for each it was given, in the same order.
    const writes = recipients.map((r, i) => stateWrites(r.state, settled.combatants[i] as IcState, r.source));
    held.later(recipients.map((r) => r.state.name).join(", "), () => persistWrites(writes, null));
    card.landed = "applied";
  }
  card.attack = { ...card.attack, settled: true };
}

const STEP_FLAVOR: Record<CardStep["step"], string> = { defend: "SHINOBI.Card.defenseRoll", willpower: "SHINOBI.Card.willpowerRoll", damage: "SHINOBI.Card.damageRoll", apply: "SHINOBI.Card.applyRoll" };

/**
 * Carries out one step for `user` on the GM's client, after checking it is theirs to take and
 * open on the card; the dice it rolls join the card's rolls. One step at a time: each reads the
 * card (and the combat) as the step before it left them, so a second Apply finds the attack settled.
 * The card is written before the actors a step changes (`runOnCard`), so a step tried again after
 * the card's write failed changes them once.
 */
export async function runCardStep(messageId: string, step: CardStep, user: User): Promise<void> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Combat.gmOnly"));
  return runOnCard(
    messageId,
    cardOf,
    async (card, dice, held) => {
      // Closed by the GM's client (called off, or refused as it resolved): no step is taken on it.
      if (card.closed) throw new Error(localize("SHINOBI.Card.closedCard"));
      if (step.step === "defend") defend(card, step, user, dice, held);
      else if (step.step === "willpower") spendWillpower(card, step.side, user, dice, held);
      else if (step.step === "damage") rollDamage(card, user, dice);
      else await apply(messageId, card, user, dice, held);
      return STEP_FLAVOR[step.step];
    },
    async (card, rolls) => ({ content: await renderAttackCard(card.facts, card, rolls), flags: { [SYSTEM_ID]: { card } } }),
  );
}
