import { cardActor, cardStepRequests, runOnCard, type HeldWrites } from "../../../attack/card-requests";
import { documentId, RequestRefused } from "../../../authority/request-fields";
import { actorRefField } from "../../../documents/actor-ref";
import { SYSTEM_ID } from "../../../constants";
import type { DiceRecorder } from "../../../dice/recorded-dice";
import { localize } from "../../../i18n";
import { refusalText } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import type { CardClick } from "../../pieces";
import { degreesOptions } from "../options";
import { degreesExtras, degreesRules } from "../state";
import { cardOf, type DegreesCardState } from "./card-state";
import { shownToTarget } from "./card-answerers";
import { renderAttackCard } from "./card-view";
import { commands, FIGHTER_TYPES, holdFighters, mountOf, readFighter, requireCommand } from "./fighters";
import { itemInput } from "../../../documents/item-input";
import { holdSceneUse, sceneAfterUse } from "../scene-use";
import { searchForAttacker, searchStepOf, type SearchStep } from "./card-search";
import { overcomeFromCard } from "./overcome";
import { runObjectCardApply } from "./object-attack";
import { breakFreeAsReaction } from "../conditions/remove-condition";
import { ridersFallingWith } from "../conditions/apply-condition";
import { requireSameFight } from "../../same-fight";

type Dg = RulesetTypesOf<"degrees">;
type User = NonNullable<typeof game.user>;

/** Who steps in for the target (M65, M71, M77), by what (one of its own defensive techniques, by id), and whether a helper must move to reach the ally. */
export type AidStep = { step: "aid"; choice: (typeof AIDS)[number]; protectorActorId: string; move?: true } | { step: "aid"; choice: "technique"; protectorActorId: string; techniqueId: string };

/** What a click on a degrees attack card asks for: the target's defence, someone stepping in for it, Overcome after a Nullify (by technique), Apply (on an object card too), a mercy strike victim's fate, the search for a sneak attacker, or a hurt grabber's victim breaking free. */
export type DegreesCardStep = { step: "defend"; choice: "dodge" | "block" | "anticipate" | "evade"; side?: "mount" } | { step: "defend"; choice: "technique"; techniqueId: string } | AidStep | { step: "overcome"; choice: "technique"; techniqueId: string } | { step: "apply" } | { step: "applyObject" } | { step: "fate"; choice: (typeof degreesExtras.mercyFates)[number] } | SearchStep | { step: "breakFree"; choice: string };

/** A Break free button's victim, by its place in the card's list: one or two digits (no one holds more creatures). */
const VICTIM_INDEX = /^\d{1,2}$/;
const BASIC_DEFENCES = ["dodge", "block", "anticipate", "evade"] as const;
const AIDS = ["deflect", "takeHit", "catch"] as const;

/** The step a click asks for, or a refusal naming the field that is wrong with it. */
export function cardStepOf(click: CardClick): DegreesCardStep {
  if (click.step === "apply") return { step: "apply" };
  // Apply on an attack at an object (M118): a card of its own (object-attack.ts).
  if (click.step === "applyObject") return { step: "applyObject" };
  if (click.step === "search") return searchStepOf(click);
  if (click.step === "overcome") {
    // Overcome is made with a technique, which its button names (M75).
    if (click.choice !== "technique") throw new RequestRefused("step.choice");
    return { step: "overcome", choice: "technique", techniqueId: documentId(click.techniqueId, "step.techniqueId") };
  }
  if (click.step === "fate") {
    const fate = degreesExtras.mercyFates.find((f) => f === click.choice);
    if (!fate) throw new RequestRefused("step.choice");
    return { step: "fate", choice: fate };
  }
  if (click.step === "breakFree") {
    // Which of the hurt grabber's victims, by its place in the card's list (the GM's card names them); kept as the click's text, so the step reads the same again on the GM's side.
    if (typeof click.choice !== "string" || !VICTIM_INDEX.test(click.choice)) throw new RequestRefused("step.choice");
    return { step: "breakFree", choice: click.choice };
  }
  if (click.step === "aid") {
    if (click.choice === "technique") {
      // A defence by technique is cast where one stands (M71): nobody runs for it.
      if (click.move) throw new RequestRefused("step.move");
      return { step: "aid", choice: "technique", protectorActorId: actorRefField(click.protectorActorId, "step.protectorActorId"), techniqueId: documentId(click.techniqueId, "step.techniqueId") };
    }
    const choice = AIDS.find((a) => a === click.choice);
    if (!choice) throw new RequestRefused("step.choice");
    // Only Help Ally runs to the ally (M77); a deflection is thrown from where one stands (M65).
    if (click.move && choice === "deflect") throw new RequestRefused("step.move");
    return { step: "aid", choice, protectorActorId: actorRefField(click.protectorActorId, "step.protectorActorId"), ...(click.move ? { move: true as const } : {}) };
  }
  if (click.step !== "defend") throw new RequestRefused("step.step");
  if (click.choice === "technique") return { step: "defend", choice: "technique", techniqueId: documentId(click.techniqueId, "step.techniqueId") };
  const basic = BASIC_DEFENCES.find((c) => c === click.choice);
  if (!basic) throw new RequestRefused("step.choice");
  if (click.side === undefined) return { step: "defend", choice: basic };
  // A rider answers with its mount's Dodge, Block or Anticipate (M92): the only side a defence names.
  if (click.side !== "mount" || basic === "evade") throw new RequestRefused("step.side");
  return { step: "defend", choice: basic, side: "mount" };
}

/** The request a player's client sends the GM to carry out a step on a degrees attack card. */
export const DG_CARD_STEP_REQUEST = "dgCardStep";

const requests = cardStepRequests(DG_CARD_STEP_REQUEST, cardStepOf, runCardStep);

/** A click on a degrees attack card, carried out by the GM's client; and the GM's side of that request. */
export const degreesCardStep = requests.ask;
export const handleCardStepRequest = requests.handle;

const notOpen = () => new Error(localize("SHINOBI.Degrees.Attack.notOpen"));

/**
 * The answer a click gives, from the target's own documents: a defensive technique is one of its
 * own items, by the port's reading of it, with the scene's count after its use (M4, M88; null when
 * it has no limit), refused once used up.
 */
function answerOf(step: Extract<DegreesCardStep, { step: "defend" }>, target: Actor.Implementation, defender: Dg["combatant"]): { answer: Dg["answer"]; scene: Dg["scene"] | null } {
  if (step.choice === "evade") return { answer: { kind: "evade" }, scene: null };
  if (step.choice !== "technique") {
    if (!("side" in step)) return { answer: { kind: step.choice }, scene: null };
    const mount = mountOf(defender);
    if (!mount) throw new RequestRefused("step.side");
    return { answer: { kind: step.choice, mount: mount.state }, scene: null };
  }
  const { name, scene } = defensiveTechnique(target, step.techniqueId, defender);
  return { answer: { kind: "technique", technique: name, techniqueId: step.techniqueId }, scene };
}

/**
 * One of the actor's own defensive techniques, by item id (names may repeat on one actor), as the
 * port reads it, with the scene's count after its use (M4, M88; null when it has no limit); an id
 * that is not one of its own items, or not a defensive technique, is refused naming the field.
 */
function defensiveTechnique(actor: Actor.Implementation, techniqueId: string, fighter: Dg["combatant"]): { name: string; scene: Dg["scene"] | null } {
  const item = actor.items.get(techniqueId);
  const action = item?.type === "dgTechnique" ? degreesRules.actionFromItem(itemInput(item)) : null;
  if (!action?.defence) throw new Error(refusalText("degrees.unknownDefence", { field: "step.techniqueId" }));
  return { name: action.defence.name, scene: sceneAfterUse(actor, fighter, action) };
}

/**
 * The target answers. A defence the rules refuse it (the card shows it disabled) is refused here
 * too, with its reason, and nothing is written: the text makes one the attacker's automatic
 * success (M23), which no click should buy by mistake. A technique's chakra and action are paid win
 * or lose (M25), and its use a scene counted (M4); the damage is then worked out with every step against the target as it stands.
 * A miss on a grabbed victim rolls the die that may send the attack on to its grabber (M79).
 */
async function defend(card: DegreesCardState, step: Extract<DegreesCardStep, { step: "defend" }>, user: User, dice: DiceRecorder, held: HeldWrites): Promise<void> {
  const target = cardActor(card.flow.targetId);
  requireCommand(target, user);
  if (card.landed || !degreesRules.attack.stage(card.flow).awaitsAnswer) throw notOpen();
  const options = degreesOptions();
  const attacker = readFighter(cardActor(card.flow.attackerId)).state;
  const defender = readFighter(target);
  const { answer, scene } = answerOf(step, target, defender.state);
  // A mount's defence is refused for what refuses it the mount's own (M92); any other, the target's.
  const answering = "mount" in answer && answer.mount ? answer.mount : defender.state;
  const offered = degreesRules.attack.defenses(card.flow, attacker, answering, options).find((d) => d.kind === answer.kind && (answer.kind !== "technique" || d.id === answer.techniqueId));
  if (!offered) throw new Error(localize("SHINOBI.Card.noTechnique"));
  if (offered.refused) throw new Error(refusalText(offered.refused, offered.data));
  const answered = degreesRules.attack.answer(card.flow, attacker, defender.state, answer, options, dice);
  const damaged = degreesRules.attack.stage(answered.attack).awaitsDamage ? degreesRules.attack.damage(answered.attack, attacker, answered.defender, null, options, dice, true) : null;
  holdFighters(held, [{ read: defender, after: answered.defender }]);
  holdSceneUse(held, scene);
  // A miss on a grabbed victim may go on to its grabber (M79): the die on the card, and the grabber's defence to choose.
  card.flow = degreesExtras.redirectOnMiss(answered.attack, answered.defender, dice);
  card.damaged = damaged;
}

/** The port's answer for an aid: the helper as it stands now, and what it does (its defensive technique's name, read from its own item), with the scene's count after a limited technique's use. */
function aidAnswer(step: AidStep, helperActor: Actor.Implementation, helper: Dg["combatant"]): { answer: Extract<Dg["answer"], { by: Dg["combatant"] }>; scene: Dg["scene"] | null } {
  if (step.choice === "technique") {
    const { name, scene } = defensiveTechnique(helperActor, step.techniqueId, helper);
    return { answer: { kind: "allyTechnique", technique: name, techniqueId: step.techniqueId, by: helper }, scene };
  }
  return { answer: step.choice === "deflect" ? { kind: "deflect", by: helper } : { kind: "help", help: step.choice, by: helper, ...(step.move ? { move: true } : {}) }, scene: null };
}

/**
 * Someone steps in for the target (M65, M71, M77), from its own client: the helper is a degrees fighter
 * the user acts for, re-read from its documents with the attacker and the target. An aid the rules
 * refuse it (the card lists it disabled) is refused with its reason and nothing written; else the
 * helper's actions (and a defensive technique's chakra) are paid and its check rolled, and, when the attack awaits its damage (deflected
 * it is over; taken, the hit is the helper's), the damage worked out against whoever is hit. The
 * card, then one write for the helper.
 */
async function aid(card: DegreesCardState, step: AidStep, user: User, dice: DiceRecorder, held: HeldWrites): Promise<void> {
  const helperActor = cardActor(step.protectorActorId);
  if (!FIGHTER_TYPES.has(helperActor.type)) throw new RequestRefused("step.protectorActorId");
  requireCommand(helperActor, user);
  if (card.landed || !degreesRules.attack.stage(card.flow).awaitsAnswer) throw notOpen();
  const targetActor = cardActor(card.flow.targetId);
  requireSameFight(helperActor, targetActor, user, "step.protectorActorId");
  const options = degreesOptions();
  const attacker = readFighter(cardActor(card.flow.attackerId)).state;
  const target = readFighter(targetActor).state;
  const helper = readFighter(helperActor);
  const { answer, scene } = aidAnswer(step, helperActor, helper.state);
  const offered = degreesExtras.aids(card.flow, attacker, target, helper.state, options).find((a) => a.kind === step.choice && (answer.kind !== "allyTechnique" || a.id === answer.techniqueId));
  if (offered?.refused) throw new Error(refusalText(offered.refused, offered.data));
  const answered = degreesRules.attack.answer(card.flow, attacker, target, answer, options, dice);
  const hit = answered.attack.targetId === helper.state.id ? answered.defender : target;
  const damaged = degreesRules.attack.stage(answered.attack).awaitsDamage ? degreesRules.attack.damage(answered.attack, attacker, hit, null, options, dice, true) : null;
  holdFighters(held, [{ read: helper, after: answered.defender }]);
  holdSceneUse(held, scene);
  card.flow = answered.attack;
  card.damaged = damaged;
}

/**
 * Lands the attack on the GM's authority: the damage worked out again from the stored attack
 * against the target as it stands now (its armour, its hardness), the port's outcomes settled on
 * target and attacker, and each one's documents written: HP or non-lethal damage, the HP table's
 * conditions (unconscious, dying, stable, dead), a maneuver's, in one effects batch per actor,
 * after the card says the attack landed (`runOnCard`): an Apply tried again finds it landed.
 */
async function apply(card: DegreesCardState, user: User, dice: DiceRecorder, held: HeldWrites): Promise<void> {
  const stage = degreesRules.attack.stage(card.flow);
  if (card.landed || !(stage.awaitsDamage || stage.readyToSettle)) throw notOpen();
  const attackerActor = cardActor(card.flow.attackerId);
  const targetActor = cardActor(card.flow.targetId);
  if (!commands(attackerActor, user) && !commands(targetActor, user)) throw new Error(localize("SHINOBI.Combat.notYours"));
  const options = degreesOptions();
  const attacker = readFighter(attackerActor);
  const target = readFighter(targetActor);
  const final = stage.awaitsDamage ? degreesRules.attack.damage(card.flow, attacker.state, target.state, null, options, dice, true) : card.flow;
  const outcomes = degreesRules.attack.outcomes(final, attacker.state);
  // A winged mount the hit reached with its rider, falling too (M102, M103), settles with them.
  const mount = outcomes.some((o) => o.targetId === final.mountHit?.id) ? mountOf(target.state) : null;
  const read = mount ? [target, attacker, mount] : [target, attacker];
  const settled = degreesRules.settle(read.map((f) => f.state), outcomes, final.at, options, dice);
  const [targetAfter, attackerAfter] = settled.combatants;
  const landed = settled.settled[0];
  if (!targetAfter || !attackerAfter || !landed) throw new Error(localize("SHINOBI.Card.gone"));
  // A winged mount the hit brought down drops the riders the card did not read, in the same batch (M103).
  const inRead = new Set(read.map((f) => f.state.id));
  const riders = ridersFallingWith(targetActor, target.state, targetAfter).filter((r) => !inRead.has(r.read.state.id));
  holdFighters(held, [...read.map((f, i) => ({ read: f, after: settled.combatants[i] ?? f.state })), ...riders]);
  const before = new Set(target.state.conditions);
  const chances = degreesExtras.breakFreeChances(target.state, final.damage?.damage ?? 0);
  if (chances.length) card.breakFree = chances.map((hold) => ({ victim: hold.victim, freed: null }));
  card.damaged = final.damage ? final : null;
  card.landed = { hp: landed.hp, nonLethal: landed.nonLethal, state: landed.state, threshold: landed.threshold, gained: [...new Set(targetAfter.conditions.filter((c) => !before.has(c)).map((c) => c.id))] };
}

/**
 * The attacker decides a mercy strike's victim's fate once Apply landed it and its Vigor failed
 * (M61): only while that choice is open on the card, only by whoever commands the attacker; the
 * victim, read as it stands, is killed or knocked out in one write (a winged mount it brings down
 * drops its riders with it, M103).
 */
async function decideFate(card: DegreesCardState, step: Extract<DegreesCardStep, { step: "fate" }>, user: User, held: HeldWrites): Promise<void> {
  if (!card.landed || card.fate || (card.damaged ?? card.flow).mercy?.fate !== "attackerChooses") throw notOpen();
  requireCommand(cardActor(card.flow.attackerId), user);
  const victimActor = cardActor(card.flow.targetId);
  const victim = readFighter(victimActor);
  const after = degreesExtras.mercyFate(victim.state, step.choice, degreesOptions());
  // A winged mount brought down by its fate drops its riders with it (M103), in the same batch.
  holdFighters(held, [{ read: victim, after }, ...ridersFallingWith(victimActor, victim.state, after)]);
  card.fate = step.choice;
}

/**
 * A victim of the hurt target tries to break free as a reaction (M79): only once Apply listed it on
 * the card and only once, by whoever commands the victim; the hold is read from its documents and
 * the Escape check rolled on a card of its own, no action spent.
 */
async function breakFree(card: DegreesCardState, step: Extract<DegreesCardStep, { step: "breakFree" }>, user: User, held: HeldWrites): Promise<void> {
  const chance = card.breakFree?.[Number(step.choice)];
  if (!card.landed || !chance || chance.freed !== null) throw notOpen();
  const victim = cardActor(chance.victim);
  requireCommand(victim, user);
  chance.freed = await breakFreeAsReaction(victim, card.flow.targetId, held);
}

const STEP_FLAVOR: Record<Exclude<DegreesCardStep["step"], "applyObject">, string> = { defend: "SHINOBI.Degrees.Attack.defenceRoll", aid: "SHINOBI.Degrees.Attack.aidRoll", overcome: "SHINOBI.Degrees.Attack.attackRoll", apply: "SHINOBI.Degrees.Attack.applyRoll", fate: "SHINOBI.Degrees.Attack.fateRoll", search: "SHINOBI.Degrees.Attack.Sneak.searchRoll", breakFree: "SHINOBI.Degrees.Attack.breakFreeRoll" };

/**
 * Carries out one step for `user` on the GM's client, after checking it is theirs to take and
 * open on the card; the dice it rolls join the card's rolls. One step at a time, through the GM's
 * queue: each reads the card and the documents as the step before left them, so a second Apply
 * finds the attack landed, and a refused step writes nothing. The card is written before the
 * fighters the step changed (`runOnCard`'s held writes): a step tried again after the card's write
 * failed wrote nothing yet, and one tried after it was written finds it closed. A victim's Break
 * free is held the same way: its check's card and the hold's end are written after the card.
 */
export async function runCardStep(messageId: string, step: DegreesCardStep, user: User): Promise<void> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Degrees.Attack.gmOnly"));
  if (step.step === "applyObject") return runObjectCardApply(messageId, user);
  return runOnCard(
    messageId,
    cardOf,
    async (card, dice, held) => {
      if (step.step === "defend") await defend(card, step, user, dice, held);
      else if (step.step === "aid") await aid(card, step, user, dice, held);
      else if (step.step === "fate") await decideFate(card, step, user, held);
      else if (step.step === "search") await searchForAttacker(card, step, user, dice);
      else if (step.step === "overcome") await overcomeFromCard(card, step.techniqueId, user, held);
      else if (step.step === "breakFree") await breakFree(card, step, user, held);
      else await apply(card, user, dice, held);
      return STEP_FLAVOR[step.step];
    },
    // A whispered card stays in sight of whoever answers for its target now (a miss sent on to a grabber, M79, has a new one).
    async (card, rolls, message) => ({ content: await renderAttackCard(card, rolls), flags: { [SYSTEM_ID]: { degreesCard: card } }, ...shownToTarget(message.whisper, card.flow.targetId) }),
  );
}
