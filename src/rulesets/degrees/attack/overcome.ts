import { cardActor, type HeldWrites } from "../../../attack/card-requests";
import { SYSTEM_ID } from "../../../constants";
import { recordingDice } from "../../../dice/recorded-dice";
import { applyRollModeFor } from "../../../dice/roll-mode";
import { actorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { degreesOptions } from "../options";
import { holdSceneUse, sceneAfterUse } from "../scene-use";
import { degreesExtras, degreesRules } from "../state";
import type { DegreesCardState } from "./card-state";
import { shownToTarget } from "./card-answerers";
import { renderAttackCard } from "./card-view";
import { declareMoment, FIGHTER_TYPES, holdFighters, readFighter, requireCommand } from "./fighters";
import { attackingTechniques } from "./overcome-view";

type User = NonNullable<typeof game.user>;

/**
 * Overcome (M75) from the card of the nullified attack, on the GM's client: only whoever the port
 * says nullified it, for a user who commands that fighter, once a card; the technique is one of its
 * own items, read by the port. Every fact re-read from the documents: the nullifier and the
 * attacker as they stand now. The port refuses what the rules refuse, with the reason, and nothing
 * is written; else the card marked overcome, then (held until it is written, so an Overcome tried
 * again finds it used) the nullifier (its movement action off its turn, a limited technique's scene
 * count) written once, and the follow-up attack opened at the attacker on a card of its own (at −3,
 * the base damage the difference), which the attacker answers as any other.
 */
export async function overcomeFromCard(card: DegreesCardState, techniqueId: string, user: User, held: HeldWrites): Promise<void> {
  const by = card.flow.nullifiedBy;
  if (by === null) throw new Error(localize("SHINOBI.Degrees.Attack.notOpen"));
  if (card.overcome) throw new Error(localize("SHINOBI.Degrees.Defend.overcomeUsed"));
  const actor = cardActor(by);
  if (!FIGHTER_TYPES.has(actor.type)) throw new Error(localize("SHINOBI.Card.gone"));
  requireCommand(actor, user);
  const technique = attackingTechniques(actor).find((t) => t.id === techniqueId);
  const item = actor.items.get(techniqueId);
  if (!technique || !item) throw new Error(localize("SHINOBI.Card.noTechnique"));
  const options = degreesOptions();
  const attackerActor = cardActor(card.flow.attackerId);
  const nullifier = readFighter(actor);
  const target = readFighter(attackerActor);
  const scene = sceneAfterUse(actor, nullifier.state, technique.action);
  const dice = recordingDice();
  const declared = degreesExtras.overcome(card.flow, nullifier.state, technique.action, declareMoment(actor), options, dice);
  const flow = degreesRules.attack.open(declared.actor, declared, { targetId: actorRef(attackerActor) }, target.state, options, dice);
  const damaged = degreesRules.attack.stage(flow).awaitsDamage ? degreesRules.attack.damage(flow, declared.actor, target.state, null, options, dice, true) : null;
  const rolls = dice.take(localize("SHINOBI.Degrees.Attack.attackRoll"));
  holdFighters(held, [{ read: nullifier, after: declared.actor }]);
  holdSceneUse(held, scene);
  const name = item.name ?? "";
  const next: DegreesCardState = { item: { name: format("SHINOBI.Degrees.Defend.overcomeCard", { technique: name }), img: item.img ?? "" }, flow, damaged, landed: null };
  const content = await renderAttackCard(next, rolls);
  // Shown as the nullifier's rolls are (its owner's roll mode, for an NPC the GM's), as the first card was, and always to the attacker's side, who answers it.
  const data: ChatMessage.CreateData = applyRollModeFor({ content, speaker: ChatMessage.implementation.getSpeaker({ actor }), rolls, flags: { [SYSTEM_ID]: { degreesCard: next } } }, actor);
  const shown = { ...data, ...shownToTarget(Array.isArray(data.whisper) ? data.whisper : null, flow.targetId) };
  held.later(next.item.name, () => ChatMessage.implementation.create(shown));
  card.overcome = { by, technique: name };
}
