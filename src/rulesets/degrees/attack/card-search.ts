import { cardActor } from "../../../attack/card-requests";
import { RequestRefused } from "../../../authority/request-fields";
import type { DiceRecorder } from "../../../dice/recorded-dice";
import { localize } from "../../../i18n";
import type { CardClick } from "../../pieces";
import { degreesOptions } from "../options";
import { degreesExtras, degreesRules } from "../state";
import type { DegreesCardState } from "./card-state";
import { readFighter, requireCommand } from "./fighters";

type User = NonNullable<typeof game.user>;

/** The target's search for a sneak attacker (M54), through the sense its button names (`choice`, as a click and its request carry it). */
export type SearchStep = { step: "search"; choice: (typeof degreesExtras.senses)[number] };

/** The search a click asks for: its `choice` one of the senses, else refused naming it. */
export function searchStepOf(click: CardClick): SearchStep {
  const sense = degreesExtras.senses.find((s) => s === click.choice);
  if (!sense) throw new RequestRefused("step.choice");
  return { step: "search", choice: sense };
}

/** Whether the card's sneak attack can be searched for now: the attacker stayed hidden (its Stealth won), the attack is answered (hit or miss), and nobody searched yet. */
export function searchOpen(card: DegreesCardState): boolean {
  return card.flow.sneak?.sneaks === true && !card.search && !degreesRules.attack.stage(card.flow).awaitsAnswer;
}

/**
 * The sneak attack's target searches for the attacker at the end of the attacker's turn (M54), on
 * the GM's client for whoever commands the target: its Notice as its documents give it now,
 * through the sense named (refused with the reason when it lacks it), against the attack's Stealth
 * total; the result is the card's, once. Nothing but the card is written: where the target thinks
 * the attacker is, the GM keeps (the dialog's *located* on its next attack).
 */
export async function searchForAttacker(card: DegreesCardState, step: SearchStep, user: User, dice: DiceRecorder): Promise<void> {
  const target = cardActor(card.flow.targetId);
  requireCommand(target, user);
  // Refused by the port for an attack that was no sneak attack; here, when the card offers no search.
  if (card.flow.sneak !== null && !searchOpen(card)) throw new Error(localize("SHINOBI.Degrees.Attack.notOpen"));
  card.search = degreesExtras.sneakSearch(card.flow, readFighter(target).state, step.choice, degreesOptions(), dice);
}
