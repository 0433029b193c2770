import { runOnCard, type HeldWrites } from "../../../attack/card-requests";
import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { documentId, fieldOf, integerIn, oneOf, record, RequestRefused } from "../../../authority/request-fields";
import { SYSTEM_ID } from "../../../constants";
import { recordingDice, type DiceRecorder } from "../../../dice/recorded-dice";
import { applyRequesterRollMode, ROLL_MODES, userRollMode, type RollMode } from "../../../dice/roll-mode";
import { actorByRef, actorRef, actorRefField } from "../../../documents/actor-ref";
import { localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { isOfType } from "../../../types/foundry-config";
import { degreesOptions } from "../options";
import { sceneAfterUse, storeSceneUse } from "../scene-use";
import { degreesExtras, degreesRules } from "../state";
import { boardOf, tokenOf } from "./board";
import { flag } from "./choice";
import { commands, declareMoment, fighterActor, readFighter, requireCommand, writeFighters } from "./fighters";
import { objectCardOf, renderObjectCard, type DegreesObjectCard } from "./object-card";
import { itemInput } from "../../../documents/item-input";
import { requireInFightOf } from "../../same-fight";

type Dg = RulesetTypesOf<"degrees">;
type User = NonNullable<typeof game.user>;
type DegreesObject = Parameters<typeof degreesExtras.attackObject>[2];

/** Which object an attack is made at: an item (a `dgObject`, or a weapon) of an actor on the scene, by the actor's reference and the item's id. */
export interface ObjectRef {
  actorId: string;
  itemId: string;
}

/** How the attack meets the object, as the table states it (M117, M121, M123). */
export interface ObjectAimChoice {
  moving: boolean;
  parts: number;
  explosion: boolean;
}

/** The request a player's client sends the GM to attack an object. */
export const DG_OBJECT_ATTACK_REQUEST = "dgObjectAttack";

/**
 * The object as its document holds it, never as a request says: a `dgObject`'s hardness (a gas's
 * imaginary hardness, M121), size, whether it is carried and a construction's absorption left
 * (M125); a weapon's own hardness, else the
 * optional 10 + 5 × damage (M118), carried while wielded. Anything else is no object to attack.
 */
export function objectOf(item: Item.Implementation, options: Dg["options"], field = "object.itemId"): DegreesObject {
  // A construction or mechanism is one whose absorption has a maximum (M125); a plain object's is 0.
  if (isOfType(item, "dgObject")) return { hardness: item.system.hardness, gas: item.system.imaginary, size: item.system.size, carried: item.system.carried, absorption: item.system.absorption.max > 0 ? item.system.absorption.value : null };
  if (isOfType(item, "dgWeapon")) return { hardness: degreesExtras.weaponObjectHardness(item.system.hardness ?? null, item.system.damage, options), gas: false, size: "standard", carried: item.system.wielded, absorption: null };
  throw new RequestRefused(field);
}

/** The item a request names as the object: an item of an existing actor; refused naming the field otherwise. */
function objectItem(value: unknown): { holder: Actor.Implementation; item: Item.Implementation } {
  const given = record(value, "object");
  const holder = actorByRef(actorRefField(fieldOf(given, "actorId"), "object.actorId"));
  if (!holder) throw new RequestRefused("object.actorId");
  const item = holder.items.get(documentId(fieldOf(given, "itemId"), "object.itemId"));
  if (!item) throw new RequestRefused("object.itemId");
  return { holder, item };
}

/**
 * The object stands on the board (M117): when the fight has a scene, its holder shows a token
 * there, one the requester can see (a hidden token only for a GM); an object off the map, or on
 * another scene, is refused naming the field. With no scene at all the GM's table is the board.
 */
function requireOnBoard(attacker: Actor.Implementation, holder: Actor.Implementation, requester: User): void {
  const scene = boardOf(attacker, holder);
  if (!scene) return;
  const token = tokenOf(scene, holder);
  if (!token || (token.hidden && !requester.isGM)) throw new RequestRefused("object.actorId");
}

/** A request's aim, read as untrusted: moving and an explosion as flags, the parts a whole number from 1 to the port's most. */
function aimOf(request: Record<string, unknown>): ObjectAimChoice {
  return {
    moving: flag(fieldOf(request, "moving"), "moving"),
    parts: integerIn(fieldOf(request, "parts"), "parts", 1, degreesExtras.splitPartsMax),
    explosion: flag(fieldOf(request, "explosion"), "explosion"),
  };
}

/** Uses one of the actor's weapons or techniques at an object, through the GM's client (a GM's own use goes the same way, through the same checks). */
export async function attackObjectWith(actor: Actor.Implementation, itemId: string, object: ObjectRef, aim: ObjectAimChoice): Promise<void> {
  if (!game.user || !commands(actor, game.user)) throw new Error(localize("SHINOBI.Combat.notYours"));
  await askGm(DG_OBJECT_ATTACK_REQUEST, { actor: actorRef(actor), itemId, object, ...aim, rollMode: userRollMode() });
}

/** The GM's side of a request to attack an object: every field read as untrusted, the requester checked against the attacker. */
export async function handleObjectAttackRequest(payload: unknown, requester: User): Promise<void> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Degrees.Attack.gmOnly"));
  const request = record(payload, "payload");
  const actor = fighterActor(fieldOf(request, "actor"), "actor");
  requireCommand(actor, requester);
  const itemId = documentId(fieldOf(request, "itemId"), "itemId");
  const { holder, item } = objectItem(fieldOf(request, "object"));
  const aim = aimOf(request);
  const rollMode = oneOf(fieldOf(request, "rollMode"), "rollMode", ROLL_MODES);
  await gmQueue.run(() => {
    // Read in the queue, as the board and the fights stand when the attack is made, not as the request arrived.
    requireOnBoard(actor, holder, requester);
    // An object left by a fighter of a fight under way is that fight's to break; one held by no fighter (a wall, a door) is anyone's.
    requireInFightOf(actor, holder, requester, "object.actorId");
    return openObjectAttack(actor, itemId, holder, item, aim, requester, rollMode);
  });
}

/**
 * Declares the attack on the GM's client and makes it at the object, every fact re-read from the
 * documents: the item's action (an attack; a maneuver or a Feint is no attack at an object), the
 * attacker, the object's hardness, size and whether it is carried. The port pays the action and
 * chakra, rolls against the object's difficulty and tests the hardness; the attacker is written in
 * one batch and the card posted. Nothing is written to the object until Apply. A refusal writes nothing.
 */
async function openObjectAttack(actor: Actor.Implementation, itemId: string, holder: Actor.Implementation, objectDoc: Item.Implementation, aim: ObjectAimChoice, requester: User, rollMode: RollMode): Promise<void> {
  const item = actor.items.get(itemId);
  const options = degreesOptions();
  let action: Dg["action"] | null;
  try {
    action = item ? degreesRules.actionFromItem(itemInput(item)) : null;
  } catch (error) {
    throw refusalError(error);
  }
  // Only the item's own attack is made at an object: a special maneuver or a Feint is not (M117).
  if (!item || action?.role !== "attack") throw new Error(localize("SHINOBI.Turn.noAction"));
  const attacker = readFighter(actor);
  const scene = sceneAfterUse(actor, attacker.state, action);
  const dice = recordingDice();
  let declared: Dg["declared"];
  let attack: DegreesObjectCard["attack"];
  let gas: boolean;
  try {
    const object = objectOf(objectDoc, options);
    gas = object.gas;
    declared = degreesRules.declare(attacker.state, action, { at: declareMoment(actor) }, options, dice);
    attack = degreesExtras.attackObject(declared, declared.actor, object, aim, options, dice);
  } catch (error) {
    throw refusalError(error);
  }
  await writeFighters([{ read: attacker, after: declared.actor }]);
  await storeSceneUse(scene);
  const rolls = dice.take(localize("SHINOBI.Degrees.Attack.attackRoll"));
  const card: DegreesObjectCard = { item: { name: item.name ?? "", img: item.img ?? "" }, attackerId: actorRef(actor), object: { actorId: actorRef(holder), itemId: objectDoc.id ?? "", name: objectDoc.name ?? "", gas }, attack, applied: null };
  const data: ChatMessage.CreateData = { content: await renderObjectCard(card, rolls), speaker: ChatMessage.implementation.getSpeaker({ actor }), rolls, flags: { [SYSTEM_ID]: { degreesObjectCard: card } } };
  await ChatMessage.implementation.create(applyRequesterRollMode(data, actor, rollMode, requester));
}

/**
 * Apply on an object card, on the GM's client: only once, only a hit, only by whoever commands the
 * attacker. The hardness test is run again on the object as its document holds it now (another hit
 * may have worn it since), with the damage and degree the GM's card kept, and its hardness (0 once
 * broken or, a gas, dissipated) and a construction's absorption left (M125) written in one update,
 * after the card says it was applied (`runOnCard`): an Apply tried again finds it applied.
 */
async function applyToObject(card: DegreesObjectCard, user: User, held: HeldWrites): Promise<string> {
  if (card.applied || !card.attack.hit) throw new Error(localize("SHINOBI.Degrees.Attack.notOpen"));
  const attacker = actorByRef(card.attackerId);
  if (!attacker) throw new Error(localize("SHINOBI.Card.gone"));
  requireCommand(attacker, user);
  const objectDoc = actorByRef(card.object.actorId)?.items.get(card.object.itemId);
  if (!objectDoc) throw new Error(localize("SHINOBI.Card.gone"));
  const options = degreesOptions();
  const damaged = degreesExtras.objectAfterHit(objectOf(objectDoc, options), card.attack, options);
  held.later(card.object.name, () => objectDoc.update({ system: { hardness: damaged.hardnessAfter, ...(damaged.absorbed ? { absorption: { value: damaged.absorbed.after } } : {}) } }));
  card.applied = damaged;
  return "SHINOBI.Degrees.Attack.applyRoll";
}

/** A click on an object card's Apply, carried out on the GM's client through its queue (the degrees card step request carries it). */
export function runObjectCardApply(messageId: string, user: User): Promise<void> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Degrees.Attack.gmOnly"));
  return runOnCard(
    messageId,
    objectCardOf,
    (card: DegreesObjectCard, _dice: DiceRecorder, held) => applyToObject(card, user, held),
    async (card, rolls) => ({ content: await renderObjectCard(card, rolls), flags: { [SYSTEM_ID]: { degreesObjectCard: card } } }),
  );
}
