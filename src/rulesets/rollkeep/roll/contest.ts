import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { documentId, fieldOf, record, RequestRefused } from "../../../authority/request-fields";
import { cardActor, requireOwner } from "../../../attack/card-requests";
import { SYSTEM_ID, templatePath } from "../../../constants";
import { addRollsToMessage } from "../../../dice/dice-so-nice";
import { actorByRef, actorRef, actorRefField, type ActorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { rollkeepOptions } from "../options";
import { ownersAndGms } from "../owners";
import { partnerStates } from "./partners";
import { makeRoll, type MadeRoll } from "./post-roll";
import type { RollChoice } from "./roll-choice";
import { rollChoiceIn, rolledIn } from "./roll-fields";
import type { Rolled } from "./rolled";
import { grantLines, requireGrantable, type TableGrant } from "./table-grants";

type User = NonNullable<typeof game.user>;
type ContestResult = ReturnType<typeof RULESET_EXTRAS.rollkeep.shared.contest>;

/** A roll made against another character's (R11), asked of the GM's client: opening a contest, or answering one. */
export const RK_CONTEST_REQUEST = "rkContest";

/** One side of a contest as its card keeps it: who, what they rolled, the raises they called, what the table gave the roll (absent on older cards) and the total. */
export interface ContestSide {
  actor: ActorRef;
  name: string;
  label: string;
  raisesCalled: number;
  grant?: Pick<TableGrant, "freeRaises" | "freeRaisesOnTn" | "modifier">;
  total: number;
}

/**
 * A contest card (R11): the sides rolled so far, whom it waits for, and once both have rolled, the
 * port's verdict. A blind contest (R2, the option `blindContests`) keeps its first side out of the
 * card until the answer: `sealed` names the message whispered to the GM and the roller that holds it.
 */
export interface RkContestCard {
  status: "awaiting" | "settled";
  sides: ContestSide[];
  opponent: ActorRef;
  opponentName: string;
  result: ContestResult | null;
  /** R2: the first side, rolled blind: who, what, and the whispered message holding its total and dice; null once settled or when not blind. */
  sealed?: { messageId: string; name: string; label: string } | null;
}

/** What the roller asks: to contest someone, or to answer the contest on a card. */
export type ContestAsk = { against: ActorRef } | { answer: string };

/** A contest roll as a client sends it: the actor and what it rolls, the dialog's choice, its helpers (R12), and the ask. */
export interface ContestRoll {
  actor: Actor.Implementation;
  rolled: Rolled;
  choice: RollChoice;
  label: string;
  helpers: ActorRef[];
  ask: ContestAsk;
}

/** A card's label: what was rolled, as the roller's dialog named it, within a line's length. */
const LABEL_LIMIT = 80;
/** The most helpers a request may name; the port refuses past its own limit. */
const HELPERS_LIMIT = 20;

/** The card's contest as the GM's client wrote it; one any other user posted counts for nothing. */
export function contestOf(message: ChatMessage.Implementation): RkContestCard {
  if (!message.author?.isGM) throw new Error(localize("SHINOBI.Card.notTheGms"));
  const card = message.flags[SYSTEM_ID]?.rkContest;
  if (!card) throw new Error(localize("SHINOBI.Card.gone"));
  return foundry.utils.deepClone(card);
}

/** The card's HTML: each side with its total and raises (a sealed one by name only), whom it waits for, the verdict, and every side's dice. */
async function contestHtml(card: RkContestCard, rolls: readonly Roll[]): Promise<string> {
  const result = card.result;
  const won = (i: number) => result?.outcome === "winner" && result.winner === i;
  const verdict =
    result === null ? null : result.outcome === "winner" ? format("SHINOBI.RollKeep.Contest.wins", { name: card.sides[result.winner]?.name ?? "" }) : localize(`SHINOBI.RollKeep.Contest.${result.outcome}`);
  const sealed = card.sealed ? [{ name: card.sealed.name, label: card.sealed.label, raisesCalled: 0, grants: [], total: localize("SHINOBI.RollKeep.Contest.sealed"), won: false }] : [];
  return foundry.applications.handlebars.renderTemplate(templatePath("rollkeep/chat/contest-card.hbs"), {
    sides: [...sealed, ...card.sides.map((s, i) => ({ ...s, grants: grantLines(s.grant ?? {}), won: won(i) }))],
    waiting: card.status === "awaiting" ? format("SHINOBI.RollKeep.Contest.waiting", { name: card.opponentName }) : null,
    verdict,
    rollsHtml: (await Promise.all(rolls.map((r) => r.render()))).join(""),
  });
}

function sideOf(actor: Actor.Implementation, label: string, choice: RollChoice, made: MadeRoll): ContestSide {
  const grant = { freeRaises: choice.freeRaises, freeRaisesOnTn: choice.freeRaisesOnTn, modifier: choice.modifier };
  return { actor: actorRef(actor), name: actor.name ?? "", label, raisesCalled: choice.raisesCalled, grant, total: made.outcome.total };
}

/**
 * R11: the first side rolled against no TN, and a card naming whom it waits for. Blind (R2), the
 * side, its raises and its dice go to a message whispered to the GMs and the roller's owners, and the
 * card shows only that it is in.
 */
async function openContest(roll: ContestRoll, against: ActorRef): Promise<void> {
  const opponent = cardActor(against);
  const made = await makeRoll(roll.actor, roll.rolled, { ...roll.choice, tn: null }, { helpers: partnerStates(roll.helpers) });
  const side = sideOf(roll.actor, roll.label, roll.choice, made);
  const speaker = ChatMessage.implementation.getSpeaker({ actor: roll.actor });
  const awaiting = { status: "awaiting", opponent: against, opponentName: opponent.name ?? "", result: null } as const;
  if (!rollkeepOptions().blindContests) {
    const card: RkContestCard = { ...awaiting, sides: [side] };
    await ChatMessage.implementation.create({ speaker, content: await contestHtml(card, [made.roll]), rolls: [made.roll], flags: { [SYSTEM_ID]: { rkContest: card } } });
    return;
  }
  const seal = await ChatMessage.implementation.create({ speaker, whisper: ownersAndGms(roll.actor), content: await contestHtml({ ...awaiting, sides: [side] }, [made.roll]), rolls: [made.roll], flags: { [SYSTEM_ID]: { rkContestSeal: side } } });
  if (!seal?.id) throw new Error(localize("SHINOBI.Card.gone"));
  const card: RkContestCard = { ...awaiting, sides: [], sealed: { messageId: seal.id, name: side.name, label: side.label } };
  await ChatMessage.implementation.create({ speaker, content: await contestHtml(card, []), flags: { [SYSTEM_ID]: { rkContest: card } } });
}

/** R2: a blind contest's first side and dice, from the GM's own whispered message. */
function unsealed(card: RkContestCard): { sides: ContestSide[]; rolls: Roll[] } {
  if (!card.sealed) return { sides: card.sides, rolls: [] };
  const seal = game.messages?.get(card.sealed.messageId);
  const side = seal?.author?.isGM ? seal.flags[SYSTEM_ID]?.rkContestSeal : undefined;
  if (!seal || !side) throw new Error(localize("SHINOBI.Card.gone"));
  return { sides: [side, ...card.sides], rolls: [...seal.rolls] };
}

/** R11: the answer rolled on the card it answers, then the port's verdict (a tie is rolled again as a new contest). */
async function answerContest(roll: ContestRoll, messageId: string): Promise<void> {
  const message = game.messages?.get(messageId);
  if (!message) throw new Error(localize("SHINOBI.Card.gone"));
  const card = contestOf(message);
  if (card.status !== "awaiting" || card.opponent !== actorRef(roll.actor)) throw new Error(localize("SHINOBI.RollKeep.Contest.notYours"));
  const first = unsealed(card);
  const made = await makeRoll(roll.actor, roll.rolled, { ...roll.choice, tn: null }, { helpers: partnerStates(roll.helpers) });
  const sides = [...first.sides, sideOf(roll.actor, roll.label, roll.choice, made)];
  const settled: RkContestCard = { ...card, status: "settled", sides, sealed: null, result: RULESET_EXTRAS.rollkeep.shared.contest(sides, rollkeepOptions()) };
  const added = [...first.rolls, made.roll];
  await addRollsToMessage(message, added, { content: await contestHtml(settled, [...message.rolls, ...added]), flags: { [SYSTEM_ID]: { rkContest: settled } } });
}

/** R12: a helper lends their own roll, so only their owner (or a GM) may name them; one no longer there is left out, as the port's view leaves it. */
function requireHelpersOwned(helpers: readonly ActorRef[], requester: User): void {
  helpers.forEach((ref, i) => {
    const helper = actorByRef(ref);
    if (helper && !helper.testUserPermission(requester, "OWNER")) throw new Error(format("SHINOBI.RollKeep.Contest.helperNotYours", { field: `helpers.${i}` }));
  });
}

/**
 * A contest roll on the GM's client, in its queue: the requester owns the roller and every helper;
 * the table's grants refused when the world keeps them the GM's; the rest is the port's.
 */
async function contestFor(roll: ContestRoll, requester: User): Promise<void> {
  await gmQueue.run(async () => {
    requireOwner(roll.actor, requester);
    requireHelpersOwned(roll.helpers, requester);
    requireGrantable(roll.choice, "choice", requester);
    if ("against" in roll.ask) await openContest(roll, roll.ask.against);
    else await answerContest(roll, roll.ask.answer);
  });
}

/** A contest roll from any client: the GM's makes it, a player's asks the GM's (the dice are thrown there). */
export async function requestContest(roll: ContestRoll): Promise<void> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  if (user.isGM) return contestFor(roll, user);
  await askGm(RK_CONTEST_REQUEST, { actor: actorRef(roll.actor), rolled: roll.rolled, choice: roll.choice, label: roll.label, helpers: roll.helpers, ask: roll.ask });
}

function askIn(value: unknown): ContestAsk {
  const ask = record(value, "ask");
  if (Object.hasOwn(ask, "against")) return { against: actorRefField(fieldOf(ask, "against"), "ask.against") };
  return { answer: documentId(fieldOf(ask, "answer"), "ask.answer") };
}

/** The GM's side of a contest roll: every field of the request read as an untrusted choice. */
export async function handleContestRequest(payload: unknown, requester: User): Promise<null> {
  const request = record(payload, "payload");
  const label = fieldOf(request, "label");
  if (typeof label !== "string" || label.length > LABEL_LIMIT) throw new RequestRefused("label");
  const helpers = fieldOf(request, "helpers");
  if (!Array.isArray(helpers) || helpers.length > HELPERS_LIMIT) throw new RequestRefused("helpers");
  await contestFor(
    {
      actor: cardActor(actorRefField(fieldOf(request, "actor"), "actor")),
      rolled: rolledIn(fieldOf(request, "rolled"), "rolled"),
      choice: rollChoiceIn(fieldOf(request, "choice"), "choice"),
      label,
      helpers: helpers.map((h, i) => actorRefField(h, `helpers.${i}`)),
      ask: askIn(fieldOf(request, "ask")),
    },
    requester,
  );
  return null;
}
