import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { documentId, fieldOf, oneOf, record } from "../../../authority/request-fields";
import { SYSTEM_ID } from "../../../constants";
import { actorByRef, actorRef, actorRefField, type ActorRef } from "../../../documents/actor-ref";
import { applyRollModeFor, type RollMode } from "../../../dice/roll-mode";
import { recordingDice } from "../../../dice/recorded-dice";
import { localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { rollkeepOptions } from "../options";
import { rollkeepRolls, rollkeepRules } from "../state";
import { requireGrantable } from "../roll/table-grants";
import { attackCallIn, attackChoiceOf, grantOf, raiseCallOf, surroundingsOf, type AttackCall } from "./attack-call";
import type { RkCardState } from "./card-state";
import { renderRkAttackCard, type CardOffers } from "./card-view";
import { fighterOf, fighterWrites, fightOf, persistFighters, rollMoment, type Fighter } from "./fighters";
import { requireTargetInReach } from "../../target-reach";
import { settleCard } from "./settle-card";
import { storeTacticsPool, tacticsSpent } from "./tactics-store";

type Rk = RulesetTypesOf<"rollkeep">;
type User = NonNullable<typeof game.user>;

/** The request a player's client sends the GM to make an attack from the attack dialog. */
export const RK_ATTACK_REQUEST = "rkAttack";

const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const satisfies readonly RollMode[];

/** An attack as the dialog aims it: whose, with which of their weapons, at whom, with what called. */
export interface AttackAim {
  actor: Actor.Implementation;
  itemId: string;
  target: Actor.Implementation;
  call: AttackCall;
}

/** The weapon an item of the fighter's is, with its skill, as the port's attack action; refused when the actor holds no such weapon. */
export function weaponOf(fighter: Fighter, itemId: string): { weapon: Rk["combatant"]["weapon"]; skill: string; name: string; img: string } {
  const item = fighter.actor.items.get(itemId);
  let weapon: Rk["combatant"]["weapon"] | null = null;
  for (const [w, id] of fighter.read.source.weaponItems) if (id === itemId) weapon = w;
  // The stored skill of a weapon item (the roll-and-keep weapon model's field).
  const skill = item && weapon ? (item.system as { skill?: unknown }).skill : null;
  if (!item || !weapon || typeof skill !== "string") throw new Error(localize("SHINOBI.RollKeep.Attack.noWeapon"));
  return { weapon, skill, name: item.name ?? "", img: item.img ?? "" };
}

/**
 * The roll the attack makes, as the roll dialog previews it (the port's `rolls`): the weapon's
 * skill and trait at the target's Armor TN, with the circumstances, the maneuvers and the raises
 * called. The dialog's odds and the card's chance are this roll's.
 */
export function attackRollRequest(with_: { weapon: Rk["combatant"]["weapon"]; skill: string }, target: Rk["combatant"], call: AttackCall, when: Pick<Rk["rollRequest"], "round" | "at">): Rk["rollRequest"] {
  const { rolled, kept, flat } = call.modifier;
  return {
    rolled: { kind: "attack", with: with_, target, situation: call.circumstances, maneuvers: call.maneuvers },
    raises: raiseCallOf(call),
    voidSpends: call.voidBoost ? { voidBoost: true } : {},
    ...(rolled !== 0 || kept !== 0 || flat !== 0 ? { modifier: call.modifier } : {}),
    ...(call.focus ? { focus: true } : {}),
    ...surroundingsOf(call),
    ...when,
  };
}

/**
 * The buttons the card offers where the attack stands, as the rules offer them now: the ways the
 * attacker may roll the damage (V3: a Void Point where the option allows one) and the target's
 * answers to it (V6), each with the code of why it is refused, if it is.
 */
export function cardOffers(card: RkCardState, attacker: Rk["combatant"], target: Rk["combatant"]): CardOffers {
  const options = rollkeepOptions();
  return { damage: RULESET_EXTRAS.rollkeep.damage.offers(card.flow, attacker, options), answers: rollkeepRules.attack.defenses(card.flow, attacker, target, options) };
}

function requireOwner(actor: Actor.Implementation, user: User): void {
  if (!actor.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
}

/**
 * Makes the attack on the GM's client, in its queue: a player's target within the attacker's reach
 * (its fight, or its scene; `requireTargetInReach`), both fighters read from their documents, the
 * weapon from the attacker's own items, the Tactics Pool's raises taken (refused past what it
 * holds), the table's grants refused when the world keeps them the GM's and the requester is not, the action declared and the attack opened and rolled by the port (AT1, §9, and any
 * contest due before the damage); the attacker's Void Point and the pool are written, a finished
 * attack (a miss) settled at once, and one card posted with the rolls, in the roller's roll mode.
 * A refusal is worded and writes nothing.
 */
async function openAttackFor(aim: AttackAim, requester: User, rollMode: RollMode): Promise<string> {
  return gmQueue.run(async () => {
    requireOwner(aim.actor, requester);
    requireGrantable(grantOf(aim.call), "call", requester);
    requireTargetInReach(aim.actor, aim.target, fightOf(aim.actor), requester, "target");
    const attacker = fighterOf(aim.actor);
    const target = fighterOf(aim.target);
    if (attacker.ref === target.ref) throw new Error(localize("SHINOBI.RollKeep.Attack.notSelf"));
    const weapon = weaponOf(attacker, aim.itemId);
    const options = rollkeepOptions();
    const dice = recordingDice();
    let card: RkCardState;
    let declared: Rk["declared"];
    let pool: { freeRaises: number } | null;
    try {
      pool = tacticsSpent(aim.call.tacticsRaises);
      // The chance the roll had, its Void spends unbounded by the round (the declaration checks those).
      const chance = rollkeepRolls.chance(rollkeepRolls.prepare(attacker.state, attackRollRequest(weapon, target.state, aim.call, { ...rollMoment(attacker), round: null }), options));
      const action: Rk["action"] = { key: "attack", name: weapon.name, weapon: weapon.weapon, skill: weapon.skill };
      declared = rollkeepRules.declare(attacker.state, action, { at: attacker.at, attack: attackChoiceOf(aim.call) }, options, dice);
      const flow = rollkeepRules.attack.open(declared.actor, declared, { targetId: target.ref }, target.state, options, dice);
      card = { flow, attackerId: attacker.ref, targetId: target.ref, facts: { name: weapon.name, img: weapon.img, tacticsRaises: aim.call.tacticsRaises, chance, grant: grantOf(aim.call) }, landed: null };
    } catch (error) {
      throw refusalError(error);
    }
    const rolls = dice.take(localize("SHINOBI.RollKeep.Attack.roll"));
    const settled = rollkeepRules.attack.stage(card.flow).readyToSettle ? settleCard(card, { fighter: attacker, now: declared.actor }, { fighter: target, now: target.state }, options, dice) : null;
    await persistFighters(settled?.writes ?? [fighterWrites(attacker, declared.actor, options)]);
    await storeTacticsPool(settled?.tactics ?? pool);
    const content = await renderRkAttackCard(card, cardOffers(card, declared.actor, target.state));
    const data: ChatMessage.CreateData = { content, speaker: ChatMessage.implementation.getSpeaker({ actor: aim.actor }), rolls, flags: { [SYSTEM_ID]: { rkCard: card } } };
    const message = await ChatMessage.implementation.create(applyRollModeFor(data, aim.actor, rollMode));
    return message?.id ?? "";
  });
}

function userRollMode(): RollMode {
  // fvtt-types lets the core setting be null; Foundry's own default is a public roll.
  return game.settings?.get("core", "rollMode") ?? "publicroll";
}

/**
 * Makes an attack from the dialog: the GM's client carries it out (an attack card counts only when
 * the GM's client posted it, and the attack reads a target the player may not own). Returns the
 * card's message id.
 */
export async function requestAttack(aim: AttackAim): Promise<string> {
  const user = game.user;
  if (!user || !aim.actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  if (user.isGM) return openAttackFor(aim, user, userRollMode());
  const payload = { actor: actorRef(aim.actor), itemId: aim.itemId, target: actorRef(aim.target), call: aim.call, rollMode: userRollMode() };
  return String(await askGm(RK_ATTACK_REQUEST, payload));
}

function actorOrGone(ref: ActorRef): Actor.Implementation {
  const actor = actorByRef(ref);
  if (!actor) throw new Error(localize("SHINOBI.Card.gone"));
  return actor;
}

/** The GM's side of a player's attack request: every field read as an untrusted choice, the requester checked against the attacker. */
export async function handleAttackRequest(payload: unknown, requester: User): Promise<string> {
  const request = record(payload, "payload");
  const actor = actorOrGone(actorRefField(fieldOf(request, "actor"), "actor"));
  const aim: AttackAim = {
    actor,
    itemId: documentId(fieldOf(request, "itemId"), "itemId"),
    target: actorOrGone(actorRefField(fieldOf(request, "target"), "target")),
    call: attackCallIn(fieldOf(request, "call"), "call"),
  };
  return openAttackFor(aim, requester, oneOf(fieldOf(request, "rollMode"), "rollMode", ROLL_MODES));
}
