import { SYSTEM_ID } from "../constants";
import { actorToCombatant } from "../documents/actor-combatant";
import { writeWoundsAndStatuses } from "../documents/settled-writes";
import { sealsAlreadyMade, techniqueToAction, type TechniqueSource } from "../rules/ic/items";
import { settleQueuedEffects, type QueuedEffect } from "../combat/queued-effects";
import { statusEffectsOf } from "../data/effect/status-instance";
import type { IcCombatant } from "../rules/ic/combatant";
import type { IcAction } from "../rules/ic/action";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import type { FatigueState } from "../rules/ic/derived";
import { modifiedSealSpeed } from "../rules/ic/handseals";
import { interruptTotal } from "../rules/ic/interrupt";
import { damageStep, rollDefenseStep, type DefensiveTechnique } from "../rules/ic/resolve/attack";
import { declareAction, type DeclaredAction } from "../rules/ic/resolve/declare";
import { rollTakeTheHit, takeTheHitDamage } from "../rules/ic/resolve/take-the-hit";
import { accuracyRollWithWillpower, rerollDefenseWithWillpower } from "../rules/ic/resolve/willpower";
import type { DamageType } from "../rules/ic/wounds";
import { currentRuleOptions } from "../settings";
import { attackLanded, awaitsDamage, readyToApply, renderTechniqueCard, type CardDefense, type CardDefenseChoice, type CardHit, type CardState } from "./attack-card";
import { foundryDice } from "./foundry-dice";
import { format, localize } from "../i18n";

/** What a click on an attack card asks for. */
export type CardStep =
  | { step: "defend"; choice: CardDefenseChoice; techniqueId?: string; protectorActorId?: string }
  | { step: "willpower"; side: "attacker" | "defender" }
  | { step: "damage" }
  | { step: "apply" };

/** The query a player's client sends the GM to carry out a step on a card. */
export const ATTACK_CARD_QUERY = "shinobi.attackCard";

interface CardStepRequest {
  messageId: string;
  step: CardStep;
  userId: string;
}


type User = NonNullable<typeof game.user>;
type ActorDoc = Actor.Implementation;

interface Fight {
  currentIc?: number;
  queueEffect?(...effects: QueuedEffect[]): Promise<void>;
  combatants?: Iterable<Combatant.Implementation>;
}

const fight = () => game.combat as unknown as Fight | null;

function cardOf(message: ChatMessage.Implementation): CardState {
  const card = (message.flags as { shinobi?: { card?: CardState } } | undefined)?.shinobi?.card;
  if (!card) throw new Error(localize("SHINOBI.Card.gone"));
  return foundry.utils.deepClone(card);
}

function actorOrThrow(id: string): ActorDoc {
  const actor = game.actors?.get(id);
  if (!actor) throw new Error(localize("SHINOBI.Card.gone"));
  return actor;
}

function requireOwner(actor: ActorDoc, user: User): void {
  if (!actor.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
}

/**
 * The engine's view of an actor answering an attack: in a fight, with the variable-Speed action
 * its combatant has running (a Block lasts until its IC), which decides whether it may block.
 */
function defenderState(actor: ActorDoc): IcCombatant {
  for (const c of fight()?.combatants ?? []) {
    if (c.actorId !== actor.id) continue;
    const running = (c.system as unknown as { variable?: { action: string; startedOn: number | null; untilIc: number | null } }).variable;
    if (!running?.action || running.untilIc === null) break;
    const role = (BASIC_ACTIONS[running.action] as IcAction | undefined)?.role ?? "other";
    return actorToCombatant(actor, { ongoing: { name: running.action, role, startedIc: running.startedOn ?? 0, untilIc: running.untilIc } });
  }
  return actorToCombatant(actor);
}

function declaredOf(state: CardState, attacker: IcCombatant): DeclaredAction {
  const a = state.attack;
  return { action: a.action, actorId: a.attackerId, ic: a.ic, speed: a.speed, resolvesOn: a.ic, exhaustion: [], fails: false, actor: attacker };
}

/** The actors a card touches: its attacker, its target and whoever took the hit. */
function cardActors(state: CardState): string[] {
  return [state.attack.attackerId, state.attack.targetActorId, ...(state.defense ? [state.defense.defenderActorId] : [])];
}

/**
 * A click on an attack card. The GM's client carries out every step during a fight, and any
 * step touching an actor the clicking player does not own; a player runs it themself only on
 * their own card between their own actors. No GM online → a clear error, nothing written.
 */
export async function requestCardStep(messageId: string, step: CardStep): Promise<void> {
  const user = game.user;
  const message = game.messages?.get(messageId);
  if (!user || !message) throw new Error(localize("SHINOBI.Card.gone"));
  const state = cardOf(message);
  const actors = [...cardActors(state), ...(step.step === "defend" && step.protectorActorId ? [step.protectorActorId] : [])];
  const local = user.isGM || (message.isAuthor && !fight()?.queueEffect && actors.every((id) => game.actors?.get(id)?.testUserPermission(user, "OWNER")));
  if (local) return runCardStep({ messageId, step, userId: user.id ?? "" });
  const gm = game.users?.activeGM;
  if (!gm) throw new Error(localize("SHINOBI.Combat.noGm"));
  await (gm.query as unknown as (name: string, data: CardStepRequest) => Promise<void>)(ATTACK_CARD_QUERY, { messageId, step, userId: user.id ?? "" });
}

/** Carries out one step for `userId` after checking it is theirs to take and open on the card. */
export async function runCardStep(request: CardStepRequest): Promise<void> {
  const user = game.users?.get(request.userId);
  const message = game.messages?.get(request.messageId);
  if (!user || !message) throw new Error(localize("SHINOBI.Card.gone"));
  const state = cardOf(message);
  const step = request.step;
  if (step.step === "defend") await defend(state, step, user);
  else if (step.step === "willpower") await spendWillpower(state, step.side, user);
  else if (step.step === "damage") rollCardDamage(state, user);
  else await applyCard(state, user);
  const content = await renderTechniqueCard(state.facts, state);
  await message.update({ content, flags: { [SYSTEM_ID]: { card: state } } } as never);
}

/**
 * The defensive technique picked from the target's items, declared as an interrupt: its costs
 * are rolled now, and the Fatigue they cost is returned to be written only if the defence stands.
 */
function declareDefensiveTechnique(defender: ActorDoc, itemId: string, ic: number): { technique: DefensiveTechnique; fatigue: FatigueState | null } {
  const item = defender.items.get(itemId);
  const source = item?.system as unknown as (TechniqueSource & { defense: DefensiveTechnique["mode"] }) | undefined;
  if (!item || (item.type as string) !== "technique" || source?.kind !== "defensive") throw new Error(localize("SHINOBI.Card.noTechnique"));
  const action = { ...techniqueToAction(item.name ?? "", source), interrupt: true };
  const state = actorToCombatant(defender, { ongoing: sealsAlreadyMade(ic) });
  const declared = declareAction(state, action, { ic }, currentRuleOptions(), foundryDice());
  // Seals made on the spot add their Speed to the interrupt's total.
  const total = interruptTotal({ speed: declared.speed.speed, modifiedSealSpeed: modifiedSealSpeed(source.sealSpeed, state.stats.dex) });
  return {
    // A technique pushed past exhaustion does not happen: it cannot be fast enough for anything.
    technique: { name: item.name ?? "", mode: source.defense, interruptSpeed: declared.fails ? Infinity : total, bonus: source.accuracy },
    fatigue: declared.exhaustion.length ? declared.actor.fatigue : null,
  };
}

/**
 * The target (or an ally taking the hit) answers the attack. A defence the rules do not allow
 * here — too slow, a Block with none running, a Parry against ninjutsu — is refused with the
 * reason and nothing is written, so another can be chosen.
 */
async function defend(state: CardState, step: Extract<CardStep, { step: "defend" }>, user: User): Promise<void> {
  if (state.defense) throw new Error(localize("SHINOBI.Card.answered"));
  const options = currentRuleOptions();
  const dice = foundryDice();
  const attacker = actorToCombatant(actorOrThrow(state.attack.attackerId));
  const target = actorOrThrow(state.attack.targetActorId);
  const declared = declaredOf(state, attacker);
  let defenderActor = target;
  let fatigue: FatigueState | null = null;
  let defense: CardDefense;
  if (step.choice === "takeTheHit") {
    const protector = step.protectorActorId ? game.actors?.get(step.protectorActorId) : undefined;
    if (!protector || protector.id === target.id) throw new Error(localize("SHINOBI.Card.noProtector"));
    requireOwner(protector, user);
    defenderActor = protector;
    defense = { ...rollTakeTheHit(attacker, defenderState(protector), declared, {}, options, dice), defenderActorId: protector.id ?? "", choice: step.choice };
  } else {
    requireOwner(target, user);
    const picked = step.choice === "technique" ? declareDefensiveTechnique(target, step.techniqueId ?? "", state.attack.ic) : null;
    fatigue = picked?.fatigue ?? null;
    const mode = picked ? picked.technique.mode : step.choice === "technique" ? "dodge" : step.choice;
    defense = { ...rollDefenseStep(attacker, defenderState(target), declared, { defense: mode, technique: picked?.technique }, options, dice), defenderActorId: target.id ?? "", choice: step.choice };
  }
  if (defense.defenseRefused && defense.defenseRefused !== "helpless") {
    throw new Error(format(`SHINOBI.Refusal.defense.${defense.defenseRefused}`, { name: defenderActor.name ?? "", speed: state.attack.speed.speed }));
  }
  if (fatigue) await defenderActor.update({ "system.fatigue": fatigue } as never);
  state.defense = defense;
  await pushDefenderInFight(defenderActor, defense.defenderDelay);
}

/** In a fight a defensive interrupt adds its Speed to the defender's next action. */
async function pushDefenderInFight(defender: ActorDoc, delay: number): Promise<void> {
  const combat = fight();
  if (!delay || !combat?.queueEffect) return;
  for (const c of combat.combatants ?? []) {
    if (c.actorId !== defender.id || c.initiative === null) continue;
    await c.update({ initiative: c.initiative + delay } as never);
    return;
  }
}

async function spendWillpower(state: CardState, side: "attacker" | "defender", user: User): Promise<void> {
  const defense = state.defense;
  if (!defense || defense.defenseRoll === null || state.hits || state.landed) throw new Error(localize("SHINOBI.Card.notYet"));
  if (state.willpower[side]) throw new Error(localize("SHINOBI.Card.willpowerUsed"));
  const actor = actorOrThrow(side === "attacker" ? state.attack.attackerId : defense.defenderActorId);
  requireOwner(actor, user);
  const willpower = (actor.system as unknown as { willpower: { value: number } }).willpower.value;
  if (willpower < 1) throw new Error(format("SHINOBI.Card.noWillpower", { name: actor.name ?? "" }));
  const dice = foundryDice();
  const rerolled = side === "attacker" ? accuracyRollWithWillpower(defense, actorToCombatant(actor), currentRuleOptions(), dice) : rerollDefenseWithWillpower(defense, dice);
  await actor.update({ "system.willpower.value": willpower - 1 } as never);
  state.defense = { ...defense, ...rerolled };
  state.willpower[side] = true;
}

function rollCardDamage(state: CardState, user: User): void {
  if (!awaitsDamage(state) || !state.defense) throw new Error(localize("SHINOBI.Card.notYet"));
  const attackerActor = actorOrThrow(state.attack.attackerId);
  requireOwner(attackerActor, user);
  const options = currentRuleOptions();
  const dice = foundryDice();
  const attacker = actorToCombatant(attackerActor);
  const target = defenderState(actorOrThrow(state.attack.targetActorId));
  const declared = declaredOf(state, attacker);
  const d = state.defense;
  if (d.takeTheHit) {
    const protector = defenderState(actorOrThrow(d.defenderActorId));
    const split = takeTheHitDamage(attacker, target, protector, declared, d, options, dice);
    state.hits = split ? [{ actorId: protector.id, damage: split.protector }, ...(split.ally.damage > 0 || d.takeTheHit.allyFraction > 0 ? [{ actorId: target.id, damage: split.ally }] : [])] : [];
  } else {
    state.hits = [{ actorId: target.id, damage: damageStep(attacker, target, declared, d, options, dice) }];
  }
}

/**
 * The queued-effect form of a card: each recipient's damage, and the technique's statuses on
 * whoever it struck — the target, or the protector who took all of it.
 */
function effectsOf(state: CardState): QueuedEffect[] {
  const action = state.attack.action;
  const d = state.defense;
  const damageType = (action.damage?.type && action.damage.type !== "none" ? action.damage.type : "blunt") as DamageType;
  const struck = d?.takeTheHit && d.takeTheHit.allyFraction === 0 ? d.defenderActorId : state.attack.targetActorId;
  const statuses = attackLanded(state) ? (action.statuses ?? []).map((s) => ({ kind: s.kind, severity: s.severity, duration: s.duration && s.duration > 0 ? s.duration : null })) : [];
  const hits: CardHit[] = state.hits ?? [{ actorId: struck, damage: { damageRolled: 0, damageFormula: "", damage: 0, mitigation: [] } }];
  return hits.map((hit) => ({ targetActorId: hit.actorId, source: action.name, damage: hit.damage.damage, damageType, multiThrow: !!action.multiThrow, statuses: hit.actorId === struck ? statuses : [] }));
}

async function applyCard(state: CardState, user: User): Promise<void> {
  if (!readyToApply(state)) throw new Error(localize("SHINOBI.Card.notYet"));
  const effects = effectsOf(state);
  const mayApply = [state.attack.attackerId, ...effects.map((e) => e.targetActorId)].some((id) => game.actors?.get(id)?.testUserPermission(user, "OWNER"));
  if (!mayApply) throw new Error(localize("SHINOBI.Combat.notYours"));
  const combat = fight();
  if (combat?.queueEffect) {
    await combat.queueEffect(...effects);
    state.landed = "queued";
    return;
  }
  const targets = effects.map((e) => {
    const actor = actorOrThrow(e.targetActorId);
    const s = actor.system as unknown as { vitality: { value: number; max: number }; hp: { value: number; max: number } };
    return { actorId: e.targetActorId, name: actor.name ?? "", vitality: s.vitality, hp: s.hp, statuses: statusEffectsOf(actor as never) };
  });
  const settled = settleQueuedEffects(targets, effects, state.attack.ic, currentRuleOptions());
  if (settled.actors.length) await Actor.implementation.updateDocuments(settled.actors as never);
  await writeWoundsAndStatuses(settled, foundryDice());
  state.landed = "applied";
}

/** The GM's side of the query: the same checks, made against the requesting user. */
export async function handleAttackCardQuery(request: CardStepRequest): Promise<void> {
  return runCardStep(request);
}
