import { actorToCombatant } from "../documents/actor-combatant";
import type { IcAction } from "../rules/ic/action";
import { applyAttackOutcome } from "../rules/ic/resolve/apply";
import { resolveAttack, type AttackOutcome, type DefenseChoice } from "../rules/ic/resolve/attack";
import type { DeclaredAction } from "../rules/ic/resolve/declare";
import type { SpeedResult } from "../rules/ic/speed";
import type { DamageType } from "../rules/ic/wounds";
import { currentRuleOptions } from "../settings";
import { toStoredStatus } from "../data/effect/status-instance";
import { woundItemData } from "../documents/wound-items";
import { STATUS_ICONS } from "../status-effects";
import { foundryDice } from "./foundry-dice";

/** What a technique card remembers about its attack, so the defender can answer it later. */
export interface CardAttack {
  attackerId: string;
  targetActorId: string;
  action: IcAction;
  speed: SpeedResult;
  ic: number;
}

export const DEFENSE_CHOICES: readonly DefenseChoice[] = ["dodge", "parry", "block", "none"];

function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

/**
 * The defender answers an attack card: the engine rolls the defence, works out partial success,
 * damage and mitigation. In a fight the effect is queued for the end of the IC (the GM's client
 * writes it); outside one the damage, any wounds (location rolled) and statuses land on the
 * defender's actor at once. Only the defender's owner (or the GM) may answer.
 */
export async function defendFromCard(attack: CardAttack, choice: DefenseChoice, onBehalfOf?: string): Promise<AttackOutcome> {
  const user = onBehalfOf ? game.users?.get(onBehalfOf) : game.user;
  const attacker = game.actors?.get(attack.attackerId);
  const defender = game.actors?.get(attack.targetActorId);
  if (!user || !attacker || !defender) throw new Error(localize("SHINOBI.Card.gone"));
  if (!defender.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  const combat = game.combat as unknown as { queueEffect?(effect: object): Promise<void> } | null;
  // In a fight only the GM's client rolls and writes: a player's answer is carried out there.
  if (combat?.queueEffect && !game.user?.isGM) return askGmToDefend(attack, choice);
  const options = currentRuleOptions();
  const declared: DeclaredAction = { action: attack.action, actorId: attacker.id ?? "", ic: attack.ic, speed: attack.speed, resolvesOn: attack.ic, exhaustion: [], fails: false, actor: actorToCombatant(attacker) };
  const defenderState = actorToCombatant(defender);
  const dice = foundryDice();
  const outcome = resolveAttack(declared.actor, defenderState, declared, { defense: choice }, options, dice, dice);
  if (combat?.queueEffect) {
    await combat.queueEffect({
      targetActorId: defender.id,
      source: attack.action.name,
      damage: outcome.damage,
      damageType: (outcome.damageType === "none" ? "blunt" : outcome.damageType) as DamageType,
      multiThrow: outcome.multiThrow,
      statuses: outcome.statuses.map((s) => ({ kind: s.kind, severity: s.severity, duration: s.duration > 0 ? s.duration : null })),
    });
  } else {
    const applied = applyAttackOutcome(defenderState, outcome, attack.ic, options, dice);
    await defender.update({ "system.vitality.value": applied.defender.vitality.value, "system.hp.value": applied.defender.hp.value } as never);
    if (applied.wounds.length) await defender.createEmbeddedDocuments("Item", applied.wounds.map(woundItemData) as never);
    const before = new Set(defenderState.statuses);
    const landed = applied.defender.statuses.filter((s) => !before.has(s));
    if (landed.length) await defender.createEmbeddedDocuments("ActiveEffect", landed.map((s) => ({ name: localize(`SHINOBI.Status.${s.kind}`), type: "status", img: STATUS_ICONS[s.kind], system: toStoredStatus(s) })) as never);
  }
  const result = outcome.result.outcome === "miss" ? localize("SHINOBI.Card.miss") : outcome.result.outcome === "partial" ? `${localize("SHINOBI.Card.partial")} (${Math.round(outcome.result.damageFraction * 100)}%)` : localize("SHINOBI.Card.hit");
  await ChatMessage.implementation.create({
    content: `<div class="shinobi defense-card"><p><strong>${defender.name}</strong>: ${localize(`SHINOBI.Card.defense.${outcome.defense}`)}${outcome.defenseRoll !== null ? ` ${outcome.defenseRoll}` : ""} vs ${outcome.accuracy} — ${result}</p>${outcome.damage ? `<p>${localize("SHINOBI.Card.damage")}: <strong>${outcome.damage}</strong> (${outcome.damageRolled})</p>` : ""}</div>`,
    speaker: ChatMessage.implementation.getSpeaker({ actor: defender }),
  });
  return outcome;
}

/** The query a player's client sends the GM to answer an attack during a fight. */
export const DEFEND_QUERY = "shinobi.defend";

interface DefendRequest {
  attack: CardAttack;
  choice: DefenseChoice;
  userId: string;
}

async function askGmToDefend(attack: CardAttack, choice: DefenseChoice): Promise<AttackOutcome> {
  const gm = game.users?.activeGM;
  if (!gm) throw new Error(localize("SHINOBI.Combat.noGm"));
  const request: DefendRequest = { attack, choice, userId: game.user?.id ?? "" };
  return (gm.query as unknown as (name: string, data: DefendRequest) => Promise<AttackOutcome>)(DEFEND_QUERY, request);
}

/** The GM's side: the same checks (the requester must own the defender) and the same rules. */
export async function handleDefendQuery(request: DefendRequest): Promise<AttackOutcome> {
  return defendFromCard(request.attack, request.choice, request.userId);
}
