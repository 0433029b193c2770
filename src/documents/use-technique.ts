import { requestCombatAction } from "../combat/combat-actions";
import type { IcCombat } from "../combat/ic-combat";
import { renderTechniqueCard, type CardAttack, type CardState, type TechniqueFacts } from "../dice/attack-card";
import { foundryDice } from "../dice/foundry-dice";
import { combatValues } from "../rules/ic/combatant";
import { declareAction, type DeclaredAction } from "../rules/ic/resolve/declare";
import { worldRuleOptions } from "../settings";
import { actorToCombatant } from "./actor-combatant";
import { sealsAlreadyMade, techniqueToAction, type TechniqueSource } from "../rules/ic/items";

export interface UseOptions {
  apSpent?: number;
  /** Chosen length of a variable-Speed technique. */
  length?: number;
  /** The actor attacked; defaults to the user's first targeted token. */
  targetActorId?: string;
  /** In a fight, for an interrupt: the combatant whose declared action it answers. */
  against?: string;
}

function isIcCombat(combat: unknown): combat is IcCombat {
  return typeof (combat as { declareAction?: unknown } | null)?.declareAction === "function";
}

/** The actor of the user's first targeted token, if any. */
function firstTargetActorId(): string | undefined {
  const targets = (game.user as unknown as { targets?: Iterable<{ actor?: { id?: string | null } | null }> } | null)?.targets;
  for (const token of targets ?? []) if (token.actor?.id) return token.actor.id;
  return undefined;
}

/**
 * Uses a technique: declares it through the rules engine (Speed after AP with every floor), rolls
 * its Stamina and Chakra costs at once as the rules require, writes the new Fatigue state and
 * posts a card with the Speed, the rolls and the Accuracy to beat; aimed at someone, the card
 * carries the attack on through defence, damage and applying it. In a fight the technique is
 * also declared on the timeline. Three writes at most.
 */
export async function useTechnique(actor: Actor.Implementation, itemId: string, options: UseOptions = {}): Promise<DeclaredAction> {
  if (!actor.isOwner) throw new Error(game.i18n?.localize("SHINOBI.Combat.notYours") ?? "Not your actor");
  const item = actor.items.get(itemId);
  if (!item || (item.type as string) !== "technique") throw new Error(`No technique ${itemId} on ${actor.name}`);
  const action = techniqueToAction(item.name ?? "", item.system as unknown as TechniqueSource);
  const rules = worldRuleOptions();
  const combat = game.combat as unknown as { currentIc?: number; combatants?: { find(fn: (c: Combatant.Implementation) => boolean): Combatant.Implementation | undefined } } | null;
  const combatant = combat?.combatants?.find((c) => c.actorId === actor.id);
  const ap = (combatant?.system as unknown as { ap?: number } | undefined)?.ap ?? 0;
  // Off the timeline a jutsu's seals are taken as already made; on it, the tracker enforces them.
  const state = actorToCombatant(actor, { ap, ongoing: action.sealSpeed ? sealsAlreadyMade(0) : null });
  const declared = declareAction(state, action, { ic: combat?.currentIc ?? 0, apSpent: options.apSpent ?? 0, variableLength: options.length }, rules, foundryDice());
  // In a fight the technique also takes its place on the timeline (through the GM for a player);
  // if the timeline refuses it (not this combatant's IC, AP it lacks) nothing at all is written.
  if (combatant?.id && isIcCombat(combat)) {
    await requestCombatAction(combat, combatant.id, action, { apSpent: options.apSpent ?? 0, length: options.length, ...(options.against ? { against: options.against } : {}) });
  }
  if (declared.exhaustion.length) await actor.update({ "system.fatigue": declared.actor.fatigue } as never);
  const values = combatValues(declared.actor, rules);
  const bonus = action.damage?.stat === "cha" ? values.chaDamageBonus : action.damage?.stat === "str" ? values.strDamageBonus : 0;
  const attacks = !!action.damage || (action.statuses?.length ?? 0) > 0;
  const targetActorId = attacks ? (options.targetActorId ?? firstTargetActorId()) : undefined;
  const target = targetActorId ? game.actors?.get(targetActorId) : undefined;
  const facts: TechniqueFacts = {
    name: item.name ?? "",
    img: item.img ?? "",
    speed: declared.speed.speed,
    apUsed: declared.speed.apUsed,
    accuracy: attacks ? values.accuracy + (action.accuracy ?? 0) : null,
    damage: action.damage ? `${action.damage.dice} + ${bonus}×${declared.speed.damageSpeed}` : null,
    exhaustion: declared.exhaustion.map((e) => ({ kind: `SHINOBI.Technique.${e.kind}`, cost: e.cost, total: e.total, passed: e.passed, levels: e.levelsGained })),
    fails: declared.fails,
    unconscious: declared.actor.condition === "unconscious",
  };
  const attack: CardAttack | null = target ? { attackerId: actor.id ?? "", targetActorId: target.id ?? "", action, speed: declared.speed, ic: combat?.currentIc ?? 0 } : null;
  const card: CardState | null = attack ? { attack, facts, defense: null, willpower: { attacker: false, defender: false }, hits: null, landed: "" } : null;
  const content = await renderTechniqueCard(facts, card);
  await ChatMessage.implementation.create({ content, speaker: ChatMessage.implementation.getSpeaker({ actor }), ...(card ? { flags: { shinobi: { card } } } : {}) } as never);
  return declared;
}
