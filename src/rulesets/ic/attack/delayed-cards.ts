import { SYSTEM_ID } from "../../../constants";
import { actorByRef } from "../../../documents/actor-ref";
import { errorText } from "../../../authority/unwritten";
import { format } from "../../../i18n";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { readState, type IcState } from "../state";
import { defenseRefusals, renderAttackCard, type CardState } from "./card-view";

/** What the cards read of a fight: its count, and its combatants as the rules see them. */
interface CardsFight {
  readonly currentIc: number;
  combatantOf(ref: string): Combatant.Implementation | undefined;
  stateOf(combatant: Combatant.Implementation): { state: IcState } | null;
}

/** An actor as the rules see it now: with its combatant's timeline when it fights in `fight`; null when it is gone. */
function stateIn(fight: CardsFight, ref: string): IcState | null {
  const combatant = fight.combatantOf(ref);
  if (combatant) return fight.stateOf(combatant)?.state ?? null;
  const actor = actorByRef(ref);
  return actor ? readState(actor).state : null;
}

/**
 * The cards of delayed attacks of `fight` (or by `attackerRef`), still waiting
 * for their defence: posted by the GM's client (no one else's card counts), declared in a fight,
 * not landed, and not called off. `refused` takes in those the rules refused as they resolved too.
 */
function waitingCards(fight: CardsFight, refused: boolean, attackerRef?: string): { message: ChatMessage.Implementation; card: CardState }[] {
  const found: { message: ChatMessage.Implementation; card: CardState }[] = [];
  for (const message of game.messages ?? []) {
    const card = message.flags[SYSTEM_ID]?.card;
    if (!card || card.atIc === undefined || card.landed || !message.author?.isGM) continue;
    if (card.closed && (!refused || card.closed.why !== "refused")) continue;
    if (card.attack.defense || card.attack.settled || !RULESET_EXTRAS.ic.isDelayed(card.attack)) continue;
    // The fight's own: its attacker fights in it, or, should the attacker have left it, its target does.
    if (attackerRef === undefined ? !fight.combatantOf(card.attack.attackerId) && !fight.combatantOf(card.attack.targetId) : card.attack.attackerId !== attackerRef) continue;
    found.push({ message, card: foundry.utils.deepClone(card) });
  }
  return found;
}

/** The update of one card, re-rendered from its state (with the defences refused its target, when it offers them). */
async function cardUpdate(message: ChatMessage.Implementation, card: CardState, refusals: Readonly<Record<string, string>> = {}): Promise<{ _id: string; content: string; flags: { [SYSTEM_ID]: { card: CardState } } }> {
  return { _id: message.id ?? "", content: await renderAttackCard(card.facts, card, message.rolls, refusals), flags: { [SYSTEM_ID]: { card } } };
}

/**
 * Brings the cards of this fight's delayed attacks up to its count, on the GM's client, once the
 * count has moved (End IC, Undo): a card whose IC has come now shows the attack as due and
 * offers its defence, after the rules' checks at the target as it stands on that IC (a coup de
 * grace on someone standing is refused, and the card says why) and with a word when the attacker
 * can no longer act (it resolves all the same); one whose IC the count went back before waits
 * again. Only the cards that change are written, all in one batch.
 */
export async function refreshDelayedCards(fight: CardsFight): Promise<void> {
  await batchOrWarn(() => refresh(fight));
}

/**
 * Writes a batch of cards after the step that called for it has written its own documents: a
 * failure warns the GM rather than failing the step, which is done (ending the IC again would move
 * the count twice; an Abort tried again finds nothing to abort). A card left behind is brought up
 * to date at the next End IC, and an aborted one refused from its attacker's record on its IC.
 */
async function batchOrWarn(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    const text = format("SHINOBI.Card.notRefreshed", { error: errorText(error) });
    console.error(text, error);
    ui.notifications?.warn(text);
  }
}

/**
 * The rules' checks on a delayed attack as it resolves on the fight's IC, written on its card: called
 * off (an Abort whose card write was lost: the attacker's record in this fight says it), refused at
 * the target as it stands now, or going ahead, with whether its attacker has fallen (unable to act
 * by the rules, or marked defeated by the GM; it resolves all the same). Returns whether it closed
 * the card.
 */
export function resolvingCheck(fight: CardsFight, card: CardState, attacker: IcState, target: IcState): boolean {
  const attackerCombatant = fight.combatantOf(card.attack.attackerId);
  const refused = RULESET_EXTRAS.ic.resolvingRefusal(card.attack.action, target);
  if (RULESET_EXTRAS.ic.calledOffOnItsIc(card.attack, attackerCombatant ? attacker : null, fight.currentIc)) card.closed = { why: "aborted" };
  else if (refused) card.closed = { why: "refused", code: refused.code, data: refused.data };
  else card.attackerFell = !RULESET_EXTRAS.ic.mayAct(attacker) || !!attackerCombatant?.isDefeated;
  return !!card.closed;
}

async function refresh(fight: CardsFight): Promise<void> {
  const updates: Awaited<ReturnType<typeof cardUpdate>>[] = [];
  const now = fight.currentIc;
  for (const { message, card } of waitingCards(fight, true)) {
    const due = RULESET_EXTRAS.ic.attackDue(card.attack, now);
    if (due === RULESET_EXTRAS.ic.attackDue(card.attack, card.atIc ?? null)) continue;
    card.atIc = now;
    card.closed = null;
    card.attackerFell = false;
    const attacker = due ? stateIn(fight, card.attack.attackerId) : null;
    const target = due ? stateIn(fight, card.attack.targetId) : null;
    if (!attacker || !target) {
      updates.push(await cardUpdate(message, card));
      continue;
    }
    resolvingCheck(fight, card, attacker, target);
    updates.push(await cardUpdate(message, card, card.closed ? {} : defenseRefusals(card.attack, attacker, target, actorByRef(card.attack.targetId)?.name ?? "")));
  }
  if (updates.length) await ChatMessage.implementation.updateDocuments(updates);
}

/**
 * Closes the card of a delayed attack its user called off (an Abort while it waited: the action
 * resolving on `resolvesOn` of `attackerRef`), on the GM's client: it says so, and its steps are
 * refused from then on. One batch.
 */
export async function callOffDelayedCards(fight: CardsFight, attackerRef: string, resolvesOn: number): Promise<void> {
  await batchOrWarn(async () => {
    const updates: Awaited<ReturnType<typeof cardUpdate>>[] = [];
    for (const { message, card } of waitingCards(fight, false, attackerRef)) {
      if (RULESET_EXTRAS.ic.attackResolvesOn(card.attack) !== resolvesOn) continue;
      card.closed = { why: "aborted" };
      updates.push(await cardUpdate(message, card));
    }
    if (updates.length) await ChatMessage.implementation.updateDocuments(updates);
  });
}
