import { SYSTEM_ID } from "../../../constants";
import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { documentId, fieldOf, integerIn, oneOf, optional, record } from "../../../authority/request-fields";
import { actorByRef, actorRef, actorRefField, type ActorRef } from "../../../documents/actor-ref";
import { applyRequesterRollMode, ROLL_MODES, userRollMode, type RollMode } from "../../../dice/roll-mode";
import { foundryDice, recordingDice } from "../../../dice/recorded-dice";
import { localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { defenseRefusals, renderAttackCard, type CardFacts, type CardState } from "./card-view";
import { IcCombat, type DeclarationFollowUp, type DeclarationReport, type DeclarationVet } from "../combat/ic-combat";
import { requireTargetInReach } from "../../target-reach";
import { fightHolding } from "../../fight-holding";
import { MAX_AP_OFFERED, MAX_LENGTH } from "../combat/combat-actions";
import { persistWrites } from "../persist";
import { icOptions } from "../settings";
import { icRules, readState, stateWrites, type IcState, type StateSource } from "../state";
import { itemInput } from "../../../documents/item-input";

type Ic = RulesetTypesOf<"ic">;
type User = NonNullable<typeof game.user>;

export interface UseOptions {
  apSpent?: number;
  /** Chosen length of a variable-Speed technique. */
  length?: number;
  /** The actor attacked (a world actor's id, or an actor UUID: an unlinked token's own); defaults to the user's first targeted token. */
  targetActorId?: string;
  /** In a fight, for an interrupt: the combatant whose declared action it answers. */
  against?: string;
}

/** The request a player's client sends the GM to use an item in a fight or against someone. */
export const USE_ITEM_REQUEST = "useItem";

/** The fight the actor is in, if any: the IC combat of the world holding a combatant for it, whichever combat the GM's client views (`fightHolding`). */
export function fightOf(ref: ActorRef): { combat: IcCombat; combatant: Combatant.Implementation } | null {
  return fightHolding(ref, (combat): combat is IcCombat => combat instanceof IcCombat);
}

/** The fight under way (begun) that holds the actor, if any: where a status is put on at the fight's moment, and where its effects are the GM's alone. */
export function startedFightOf(ref: ActorRef): { combat: IcCombat; combatant: Combatant.Implementation } | null {
  return fightHolding(ref, (combat): combat is IcCombat => combat instanceof IcCombat && combat.started);
}

/** The rules' view of an actor as it stands now: in a fight, with its combatant's place on the timeline (a running Block...). */
export function actorState(actor: Actor.Implementation): { state: IcState; source: StateSource } {
  const fight = fightOf(actorRef(actor));
  return (fight && fight.combat.stateOf(fight.combatant)) ?? readState(actor);
}

/** The actor of the user's first targeted token (its own actor, for an unlinked token), if any. */
function firstTargetActor(): ActorRef | undefined {
  for (const token of game.user?.targets ?? []) if (token.actor) return actorRef(token.actor);
  return undefined;
}

/** The action an actor's own item gives, read from the item as stored; refused if the item is not the actor's or gives none. */
function itemAction(actor: Actor.Implementation, itemId: string): { item: Item.Implementation; action: Ic["action"] } {
  const item = actor.items.get(itemId);
  const action = item ? icRules.actionFromItem(itemInput(item)) : null;
  if (!item || !action) throw new Error(localize("SHINOBI.Turn.noAction"));
  return { item, action };
}

/**
 * Declares the item's action. In a fight it goes on the timeline (the GM's client, with its costs
 * rolled); outside one, it is declared here with the seals taken as made, and the actor's Fatigue
 * written. Either way the rules are the port's, `followUp` runs in the same queue task once the
 * writes have landed, and refusals are shown worded.
 */
async function declare(actor: Actor.Implementation, action: Ic["action"], options: UseOptions, vet: DeclarationVet, followUp: DeclarationFollowUp): Promise<DeclarationReport> {
  const fight = fightOf(actorRef(actor));
  if (fight) return fight.combat.declareAction(fight.combatant.id ?? "", action, { apSpent: options.apSpent ?? 0, length: options.length, ...(options.against ? { against: options.against } : {}) }, vet, followUp);
  return gmQueue.run(async () => {
    const { state, source } = readState(actor);
    const dice = recordingDice();
    let declared: Ic["declared"];
    try {
      declared = icRules.declare(icRules.outsideCombat(state), action, { ic: 0, apSpent: options.apSpent ?? 0, variableLength: options.length }, icOptions(), dice);
      vet(declared);
    } catch (error) {
      throw refusalError(error);
    }
    await persistWrites([stateWrites(state, declared.actor, source)], null);
    const report = { declared, rolls: dice.take(localize("SHINOBI.Card.costRoll")).map((r) => JSON.stringify(r)) };
    await followUp(report);
    return report;
  });
}

/**
 * Uses an item for `requester`, on the client that may write what it touches: declares it
 * through the port, then posts its card with the Accuracy to beat and the damage to roll, exactly
 * as the engine will resolve them; aimed at someone, the card carries the attack on (see card-steps).
 * Everything about the target is read inside the declaration's queue task: whether the requester
 * may aim at it (`requireTargetInReach`), and its state, which the attack is opened against before
 * anything is written and the card shows after; the card is posted in that same task.
 */
async function useItemFor(actor: Actor.Implementation, itemId: string, options: UseOptions, requester: User, rollMode: RollMode): Promise<Ic["declared"]> {
  const { item, action } = itemAction(actor, itemId);
  const target = options.targetActorId ? actorByRef(options.targetActorId) : null;
  let aimed: Aimed | null = null;
  // The attack is opened before the declaration is written: one the rules refuse (a coup de grace on someone still standing) costs nothing.
  // A delayed one in a fight is checked at its target only as it resolves (the rules' `resolvingRefusal`, on its IC), as the simulator opens it then.
  // IC's opening rolls nothing (its defender rolls), so the dice it is handed are never drawn.
  const openAttack: DeclarationVet = (declared) => {
    if (!target) return;
    const fight = fightOf(actorRef(actor));
    requireTargetInReach(actor, target, fight, requester, "options.targetActorId");
    const state = actorState(target).state;
    const atIc = fight && RULESET_EXTRAS.ic.isDelayed(declared) ? fight.combat.currentIc : undefined;
    const aim = { targetId: actorRef(target) };
    let attack: Ic["attack"] | null = null;
    if (icRules.attack.preview(declared.actor, declared, icOptions()).attacks) {
      attack = RULESET_EXTRAS.ic.attackDue(declared, atIc ?? null) ? icRules.attack.open(declared.actor, declared, aim, state, icOptions(), foundryDice()) : RULESET_EXTRAS.ic.openDelayed(declared.actor, declared, aim);
    }
    aimed = { target, state, attack, ...(atIc === undefined ? {} : { atIc }) };
  };
  const postCard: DeclarationFollowUp = async ({ declared, rolls }) => {
    await ChatMessage.implementation.create(applyRequesterRollMode(await cardData(actor, item, declared, rolls, aimed), actor, rollMode, requester));
  };
  return (await declare(actor, action, options, openAttack, postCard)).declared;
}

/** The attack a use aims at its target: the target, as read, the attack opened (null when the action attacks no one), and for a delayed attack in a fight the IC it was declared on. */
interface Aimed {
  target: Actor.Implementation;
  state: IcState;
  attack: Ic["attack"] | null;
  atIc?: number;
}

/** The card a use posts: the item's facts, the costs' rolls, and the attack opened at the target with the defences the rules refuse it, worded (once it is due: a delayed attack offers none before its IC). */
async function cardData(actor: Actor.Implementation, item: Item.Implementation, declared: Ic["declared"], rolls: readonly string[], aimed: Aimed | null): Promise<ChatMessage.CreateData> {
  const attacker = declared.actor;
  const preview = icRules.attack.preview(attacker, declared, icOptions());
  const due = !!aimed?.attack && RULESET_EXTRAS.ic.attackDue(aimed.attack, aimed.atIc ?? null);
  const refusals = aimed?.attack && due ? defenseRefusals(aimed.attack, attacker, aimed.state, aimed.target.name ?? "") : {};
  const facts: CardFacts = {
    name: item.name ?? "",
    img: item.img ?? "",
    speed: declared.speed.speed,
    apUsed: declared.speed.apUsed,
    accuracy: preview.attacks ? preview.accuracy : null,
    damage: preview.damage,
    exhaustion: declared.exhaustion.map((e) => ({ kind: `SHINOBI.Technique.${e.kind}`, cost: e.cost, total: e.total, passed: e.passed, levels: e.levelsGained })),
    fails: declared.fails,
    unconscious: declared.actor.condition === "unconscious",
  };
  const card: CardState | null = aimed?.attack ? { attack: aimed.attack, facts, landed: "", ...(aimed.atIc === undefined ? {} : { atIc: aimed.atIc }) } : null;
  const rollObjects = rolls.map((json) => Roll.fromJSON(json));
  const content = await renderAttackCard(facts, card, rollObjects, refusals);
  return { content, speaker: ChatMessage.implementation.getSpeaker({ actor }), rolls: rollObjects, ...(card ? { flags: { [SYSTEM_ID]: { card } } } : {}) };
}

/**
 * Uses one of an actor's items — a technique or a weapon — from the sheet or the turn dialog.
 * In a fight, or aimed at someone, the GM's client does it (it alone writes the timeline, and an
 * attack card only counts when the GM's client posted it); otherwise the owner's client does.
 * The card carries every roll made, under the roller's roll mode.
 */
export async function useItem(actor: Actor.Implementation, itemId: string, options: UseOptions = {}): Promise<Ic["declared"]> {
  const user = game.user;
  if (!user || !actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  itemAction(actor, itemId);
  const targetActorId = options.targetActorId ?? firstTargetActor();
  const chosen: UseOptions = { ...options, ...(targetActorId ? { targetActorId } : {}) };
  const needsGm = !!fightOf(actorRef(actor)) || !!targetActorId;
  if (user.isGM || !needsGm) return useItemFor(actor, itemId, chosen, user, userRollMode());
  const payload = { actor: actorRef(actor), itemId, options: chosen, rollMode: userRollMode() };
  // The GM's client answers with the declaration it made: plain data, as the port returns it.
  return (await askGm(USE_ITEM_REQUEST, payload)) as Ic["declared"];
}

/** The GM's side of a player's request to use an item: every field read as an untrusted choice, the requester checked against the actor. */
export async function handleUseItemRequest(payload: unknown, requester: User): Promise<Ic["declared"]> {
  const request = record(payload, "payload");
  const actor = actorByRef(actorRefField(fieldOf(request, "actor"), "actor"));
  if (!actor?.testUserPermission(requester, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  const itemId = documentId(fieldOf(request, "itemId"), "itemId");
  const given = record(fieldOf(request, "options") ?? {}, "options");
  const options: UseOptions = {
    apSpent: optional(fieldOf(given, "apSpent"), (v) => integerIn(v, "options.apSpent", 0, MAX_AP_OFFERED)),
    length: optional(fieldOf(given, "length"), (v) => integerIn(v, "options.length", 1, MAX_LENGTH)),
    targetActorId: optional(fieldOf(given, "targetActorId"), (v) => actorRefField(v, "options.targetActorId")),
    against: optional(fieldOf(given, "against"), (v) => documentId(v, "options.against")),
  };
  const rollMode = oneOf(fieldOf(request, "rollMode"), "rollMode", ROLL_MODES);
  return useItemFor(actor, itemId, options, requester, rollMode);
}
