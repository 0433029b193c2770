import { SYSTEM_ID } from "../../../constants";
import { applyRollModeFor } from "../../../dice/roll-mode";
import { recordingDice } from "../../../dice/recorded-dice";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { renderAttackCard, type CardFacts, type CardState } from "./card-view";
import { requestCombatAction } from "../combat/combat-actions";
import type { DeclarationReport, IcCombat } from "../combat/ic-combat";
import { persistWrites } from "../persist";
import { icOptions } from "../settings";
import { icRules, readState, stateWrites, type IcState, type StateSource } from "../state";

type Ic = RulesetTypesOf<"ic">;

export interface UseOptions {
  apSpent?: number;
  /** Chosen length of a variable-Speed technique. */
  length?: number;
  /** The actor attacked; defaults to the user's first targeted token. */
  targetActorId?: string;
  /** In a fight, for an interrupt: the combatant whose declared action it answers. */
  against?: string;
}

/** The fight the actor is in, if any: the active IC combat holding a combatant for it. */
export function fightOf(actorId: string): { combat: IcCombat; combatant: Combatant.Implementation } | null {
  const combat = game.combat;
  const combatant = combat?.combatantOf(actorId);
  return combat && combatant ? { combat, combatant } : null;
}

/** The rules' view of an actor as it stands now: in a fight, with its combatant's place on the timeline (a running Block...). */
export function actorState(actor: Actor.Implementation): { state: IcState; source: StateSource } {
  const fight = fightOf(actor.id ?? "");
  return (fight && fight.combat.stateOf(fight.combatant)) ?? readState(actor);
}

/** The actor of the user's first targeted token, if any. */
function firstTargetActorId(): string | undefined {
  for (const token of game.user?.targets ?? []) if (token.actor?.id) return token.actor.id;
  return undefined;
}

/**
 * Declares the item's action. In a fight it goes on the timeline through the GM's client (which
 * also rolls its costs); outside one, it is declared here with the seals taken as made, and the
 * actor's Fatigue written. Either way the rules are the port's; refusals are shown worded.
 */
async function declare(actor: Actor.Implementation, itemId: string, action: Ic["action"], options: UseOptions): Promise<DeclarationReport> {
  const fight = fightOf(actor.id ?? "");
  if (fight) return requestCombatAction(fight.combat, fight.combatant.id ?? "", { itemId }, { apSpent: options.apSpent ?? 0, length: options.length, ...(options.against ? { against: options.against } : {}) });
  const { state, source } = readState(actor);
  const dice = recordingDice();
  let declared: Ic["declared"];
  try {
    declared = icRules.declare(icRules.outsideCombat(state), action, { ic: 0, apSpent: options.apSpent ?? 0, variableLength: options.length }, icOptions(), dice);
  } catch (error) {
    throw refusalError(error);
  }
  await persistWrites([stateWrites(state, declared.actor, source)], null);
  return { declared, rolls: dice.take(localize("SHINOBI.Card.costRoll")).map((r) => JSON.stringify(r)) };
}

/**
 * Uses one of an actor's items — a technique or a weapon — from the sheet or the turn dialog:
 * declares it through the port (Speed with every floor, costs rolled at once), then posts its
 * card with the Accuracy to beat and the damage to roll, exactly as the engine will resolve
 * them; aimed at someone, the card carries the attack on (see card-steps). The card carries
 * every roll made, under the roller's roll mode.
 */
export async function useItem(actor: Actor.Implementation, itemId: string, options: UseOptions = {}): Promise<Ic["declared"]> {
  if (!actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  const item = actor.items.get(itemId);
  const action = item ? icRules.actionFromItem({ name: item.name ?? "", type: item.type, system: item.system }) : null;
  if (!item || !action) throw new Error(localize("SHINOBI.Turn.noAction"));
  const { declared, rolls } = await declare(actor, itemId, action, options);
  const attacker = declared.actor;
  const preview = icRules.attack.preview(attacker, declared, icOptions());
  const targetActorId = preview.attacks ? (options.targetActorId ?? firstTargetActorId()) : undefined;
  const target = targetActorId ? game.actors?.get(targetActorId) : undefined;
  let attack: Ic["attack"] | null = null;
  const refusals: Record<string, string> = {};
  if (target) {
    const targetState = actorState(target).state;
    try {
      attack = icRules.attack.open(attacker, declared, { targetId: target.id ?? "" }, targetState);
    } catch (error) {
      throw refusalError(error);
    }
    for (const option of icRules.attack.defenses(attack, attacker, targetState)) {
      if (option.refused) refusals[option.kind] = format(`SHINOBI.Refusal.defense.${option.refused}`, { name: target.name ?? "", speed: declared.speed.speed });
    }
  }
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
  const card: CardState | null = attack ? { attack, facts, landed: "" } : null;
  const rollObjects = rolls.map((json) => Roll.fromJSON(json));
  const content = await renderAttackCard(facts, card, rollObjects, refusals);
  const data: ChatMessage.CreateData = { content, speaker: ChatMessage.implementation.getSpeaker({ actor }), rolls: rollObjects, ...(card ? { flags: { [SYSTEM_ID]: { card } } } : {}) };
  await ChatMessage.implementation.create(applyRollModeFor(data, actor));
  return declared;
}
