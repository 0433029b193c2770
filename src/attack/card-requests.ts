import { gmQueue } from "../authority/gm-queue";
import { askGm, type RequestHandler } from "../authority/gm-requests";
import { documentId, fieldOf, record, RequestRefused } from "../authority/request-fields";
import { errorText, tellUnwritten } from "../authority/unwritten";
import { addRollsToMessage } from "../dice/dice-so-nice";
import { recordingDice, type DiceRecorder } from "../dice/recorded-dice";
import { actorByRef } from "../documents/actor-ref";
import { localize } from "../i18n";
import { refusalError } from "../refusal-message";
import type { CardClick } from "../rulesets/pieces";

type User = NonNullable<typeof game.user>;

/**
 * A card click read back from a request, as every ruleset's GM client reads one: each field a
 * string when present (`move` a flag), anything else refused naming it (`step.choice`). What the click may ask
 * for is the ruleset's own to check next.
 */
export function cardClickOf(value: unknown): CardClick {
  const fields = record(value, "step");
  const text = (key: keyof CardClick): string | undefined => {
    const field = fieldOf(fields, key);
    if (field !== undefined && typeof field !== "string") throw new RequestRefused(`step.${key}`);
    return field;
  };
  const [step, choice, side, techniqueId, protectorActorId] = [text("step"), text("choice"), text("side"), text("techniqueId"), text("protectorActorId")];
  const move = fieldOf(fields, "move");
  if (move !== undefined && typeof move !== "boolean") throw new RequestRefused("step.move");
  return { step: step ?? "", ...(choice ? { choice } : {}), ...(side ? { side } : {}), ...(techniqueId ? { techniqueId } : {}), ...(protectorActorId ? { protectorActorId } : {}), ...(move ? { move } : {}) };
}

/**
 * A ruleset's card steps as a request (`name`): the click checked into the ruleset's step on the
 * clicking client and sent to the GM's client (`ask`: every step, a GM's own included, since an
 * attack card is the GM's and a step touches actors the player may not own); there, the message id
 * and the step read back field by field and run for the user the server says sent it (`handle`).
 */
export function cardStepRequests<Step>(name: string, stepOf: (click: CardClick) => Step, run: (messageId: string, step: Step, user: User) => Promise<void>): { ask(messageId: string, click: CardClick): Promise<void>; handle: RequestHandler } {
  return {
    async ask(messageId, click) {
      await askGm(name, { messageId, step: stepOf(click) });
    },
    async handle(payload, requester) {
      const request = record(payload, "payload");
      const messageId = documentId(fieldOf(request, "messageId"), "messageId");
      return run(messageId, stepOf(cardClickOf(fieldOf(request, "step"))), requester);
    },
  };
}

/** The actor a card names, on the GM's client; gone actors stop the step. */
export function cardActor(ref: string): Actor.Implementation {
  const actor = actorByRef(ref);
  if (!actor) throw new Error(localize("SHINOBI.Card.gone"));
  return actor;
}

/** A step acts only for an actor the clicking user owns. */
export function requireOwner(actor: Actor.Implementation, user: User): void {
  if (!actor.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
}

/**
 * The writes a card step holds back until its card is written (`runOnCard`), each named as the GM
 * reads it (the actors, the object, the follow-up card it writes) should it fail.
 */
export class HeldWrites {
  readonly #writes: { what: string; write: () => Promise<unknown> }[] = [];

  /** Holds `write` (of `what`) until the card is written. */
  later(what: string, write: () => Promise<unknown>): void {
    this.#writes.push({ what, write });
  }

  /** Runs every held write in order, each one even when one before it failed: what failed, and why. */
  async flush(): Promise<{ what: string; error: unknown }[]> {
    const failed: { what: string; error: unknown }[] = [];
    for (const { what, write } of this.#writes) {
      try {
        await write();
      } catch (error) {
        failed.push({ what, error });
      }
    }
    return failed;
  }
}

/**
 * Tells the GM (a notice that stays, and the console) what a step's card says was done but was not
 * written, and returns the same words for whoever asked: nothing was lost in silence, and the card,
 * already closed, will not do it again; the GM puts it right by hand.
 */
function reportUnwritten(failed: readonly { what: string; error: unknown }[]): Error {
  return tellUnwritten("SHINOBI.Card.unwritten", { what: failed.map((f) => f.what).join(", "), error: failed.map((f) => errorText(f.error)).join("; ") }, ...failed.map((f) => f.error));
}

/**
 * One step on a card, on the GM's client, through its serial queue: the card read from its
 * message (only a GM-posted one counts, `readCard` says), the step carried out with recorded dice
 * (`carryOut` returns the label of the dice it rolled; a refusal is worded and nothing is written),
 * then those dice added to the message with the card as `changes` renders it from all its rolls.
 * Each step reads the card and the documents as the step before left them.
 *
 * What the step holds back (`held`: its actors, an object, a follow-up card) is written after the
 * card, in the same task: the card closes the step first, so a step tried again (its card's write
 * failed, or one click reached the GM twice) finds it closed and writes nothing twice. A held write
 * that fails after the card is reported to the GM, naming what it was (`reportUnwritten`).
 */
export function runOnCard<Card>(
  messageId: string,
  readCard: (message: ChatMessage.Implementation) => Card,
  carryOut: (card: Card, dice: DiceRecorder, held: HeldWrites) => Promise<string>,
  changes: (card: Card, rolls: readonly Roll[], message: ChatMessage.Implementation) => Promise<ChatMessage.UpdateData>,
): Promise<void> {
  return gmQueue.run(async () => {
    const message = game.messages?.get(messageId);
    if (!message) throw new Error(localize("SHINOBI.Card.gone"));
    const card = readCard(message);
    const dice = recordingDice();
    const held = new HeldWrites();
    let flavor: string;
    try {
      flavor = await carryOut(card, dice, held);
    } catch (error) {
      throw refusalError(error);
    }
    const rolls = dice.take(localize(flavor));
    await addRollsToMessage(message, rolls, await changes(card, [...message.rolls, ...rolls], message));
    const failed = await held.flush();
    if (failed.length) throw reportUnwritten(failed);
  });
}
