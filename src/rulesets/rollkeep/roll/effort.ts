import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { documentId, fieldOf, record } from "../../../authority/request-fields";
import { cardActor, requireOwner } from "../../../attack/card-requests";
import { SYSTEM_ID, templatePath } from "../../../constants";
import { addRollsToMessage } from "../../../dice/dice-so-nice";
import { actorRef, actorRefField, type ActorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS } from "../../../rules/registry";
import type { CardClick } from "../../pieces";
import { readState } from "../state";
import { makeRoll } from "./post-roll";
import { initialChoice } from "./roll-choice";
import type { Rolled } from "./rolled";

type User = NonNullable<typeof game.user>;
type Terms = Parameters<typeof RULESET_EXTRAS.rollkeep.shared.cumulative>[2];
type SkillRolled = Extract<Rolled, { kind: "skill" }>;

/** A member's roll on an effort card: who, the total, and how it counted. */
export interface EffortEntry {
  actor: ActorRef;
  name: string;
  total: number;
  /** R13: reached the TN; R14: counted toward the total (at or above the minimum). */
  counted: boolean;
}

/**
 * A roll several characters make on one card: R13, a group's rolls all made at once against one
 * TN (each below the group's best rank adding it), or R14, a cumulative effort whose rolls add up
 * toward the GM's total, one member's roll at a time.
 */
export interface RkEffortCard {
  kind: "group" | "cumulative";
  rolled: SkillRolled;
  label: string;
  members: { actor: ActorRef; name: string }[];
  /** R13: the TN each roll must reach; R14: the total the rolls must add up to. */
  tn: number;
  /** R14: the GM's terms beside the total. */
  terms: { minimumPerRoll: number; setback: number } | null;
  entries: EffortEntry[];
  progress: number;
  complete: boolean;
}

/** What the GM sets up: the kind, the members, the Skill roll, the TN or total and (cumulative) the terms. */
export interface EffortSetup {
  kind: RkEffortCard["kind"];
  members: Actor.Implementation[];
  rolled: SkillRolled;
  label: string;
  tn: number;
  terms: { minimumPerRoll: number; setback: number } | null;
}

/** The request a member's owner sends to roll the next part of a cumulative effort. */
export const RK_EFFORT_REQUEST = "rkEffort";

/** The card's effort as the GM's client wrote it; one any other user posted counts for nothing. */
export function effortOf(message: ChatMessage.Implementation): RkEffortCard {
  if (!message.author?.isGM) throw new Error(localize("SHINOBI.Card.notTheGms"));
  const card = message.flags[SYSTEM_ID]?.rkEffort;
  if (!card) throw new Error(localize("SHINOBI.Card.gone"));
  return foundry.utils.deepClone(card);
}

/** Whether a message holds an effort card. */
export const isEffortMessage = (messageId: string): boolean => !!game.messages?.get(messageId)?.flags[SYSTEM_ID]?.rkEffort;

async function effortHtml(card: RkEffortCard, rolls: readonly Roll[]): Promise<string> {
  const group = card.kind === "group";
  const verdict = group
    ? localize(card.entries.every((e) => e.counted) ? "SHINOBI.RollKeep.Effort.groupSucceeds" : "SHINOBI.RollKeep.Effort.groupFails")
    : card.complete
      ? localize("SHINOBI.RollKeep.Effort.complete")
      : null;
  return foundry.applications.handlebars.renderTemplate(templatePath("rollkeep/chat/effort-card.hbs"), {
    title: localize(group ? "SHINOBI.RollKeep.Effort.group" : "SHINOBI.RollKeep.Effort.cumulative"),
    label: card.label,
    target: format(group ? "SHINOBI.RollKeep.Effort.againstTn" : "SHINOBI.RollKeep.Effort.toReach", { tn: card.tn, minimum: card.terms?.minimumPerRoll ?? 0, setback: card.terms?.setback ?? 0 }),
    entries: card.entries.map((e) => ({ ...e, mark: localize(e.counted ? (group ? "SHINOBI.RollKeep.Roll.success" : "SHINOBI.RollKeep.Effort.counted") : group ? "SHINOBI.RollKeep.Roll.failure" : "SHINOBI.RollKeep.Effort.notCounted") })),
    progress: group ? null : card.progress,
    verdict,
    // R14: each member's owner rolls the next part until the total is reached.
    members: !group && !card.complete ? card.members : [],
    rollsHtml: (await Promise.all(rolls.map((r) => r.render()))).join(""),
  });
}

/**
 * The GM's group or cumulative roll (R13, R14), on the GM's client: the terms checked by the port;
 * a group rolls at once (each member's Skill roll against the TN with the rest as its group, one
 * Void Point write each where spent, none by default) and the card shows who made it; a cumulative
 * effort posts its card, empty, for its members to roll into.
 */
export async function startEffort(setup: EffortSetup): Promise<ChatMessage.Implementation | undefined> {
  if (!game.user?.isGM) throw new Error(localize("SHINOBI.Combat.gmOnly"));
  if (setup.members.length === 0) throw new Error(localize("SHINOBI.RollKeep.Effort.noMembers"));
  try {
    if (setup.terms) RULESET_EXTRAS.rollkeep.shared.checkedTerms({ tn: setup.tn, ...setup.terms });
  } catch (error) {
    throw refusalError(error);
  }
  return gmQueue.run(async () => {
    const members = setup.members.map((a) => ({ actor: actorRef(a), name: a.name ?? "" }));
    const card: RkEffortCard = { kind: setup.kind, rolled: setup.rolled, label: setup.label, members, tn: setup.tn, terms: setup.terms, entries: [], progress: 0, complete: false };
    const rolls: Roll[] = [];
    if (setup.kind === "group") {
      const states = setup.members.map((a) => readState(a).state);
      for (const [i, actor] of setup.members.entries()) {
        const made = await makeRoll(actor, setup.rolled, { ...initialChoice(setup.rolled), tn: setup.tn }, { group: states.filter((_, j) => j !== i) });
        card.entries.push({ actor: actorRef(actor), name: actor.name ?? "", total: made.outcome.total, counted: made.outcome.success === true });
        rolls.push(made.roll);
      }
      card.complete = true;
    }
    return ChatMessage.implementation.create({ content: await effortHtml(card, rolls), rolls, flags: { [SYSTEM_ID]: { rkEffort: card } } });
  });
}

/** R14: a member's next roll into a cumulative effort, on the GM's client: the member's owner asks; the port counts it. */
async function rollInto(messageId: string, member: ActorRef, requester: User): Promise<void> {
  await gmQueue.run(async () => {
    const message = game.messages?.get(messageId);
    if (!message) throw new Error(localize("SHINOBI.Card.gone"));
    const card = effortOf(message);
    if (card.kind !== "cumulative" || card.complete || !card.terms) throw new Error(localize("SHINOBI.RollKeep.Effort.closed"));
    if (!card.members.some((m) => m.actor === member)) throw new Error(localize("SHINOBI.RollKeep.Effort.notAMember"));
    const actor = cardActor(member);
    requireOwner(actor, requester);
    try {
      const made = await makeRoll(actor, card.rolled, { ...initialChoice(card.rolled), tn: null });
      const step = RULESET_EXTRAS.rollkeep.shared.cumulative(card.progress, made.outcome.total, { tn: card.tn, ...card.terms } satisfies Terms);
      const next: RkEffortCard = { ...card, entries: [...card.entries, { actor: member, name: actor.name ?? "", total: made.outcome.total, counted: step.counted }], progress: step.progress, complete: step.complete };
      await addRollsToMessage(message, [made.roll], { content: await effortHtml(next, [...message.rolls, made.roll]), flags: { [SYSTEM_ID]: { rkEffort: next } } });
    } catch (error) {
      throw refusalError(error);
    }
  });
}

/** A click on an effort card's Roll: the GM's own client rolls; a player's asks the GM's. */
export async function effortStep(messageId: string, click: CardClick): Promise<void> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  const member = actorRefField(click.side, "step.side");
  if (user.isGM) return rollInto(messageId, member, user);
  await askGm(RK_EFFORT_REQUEST, { messageId, member });
}

/** The GM's side of an effort roll: the card and the member read back as untrusted choices. */
export async function handleEffortRequest(payload: unknown, requester: User): Promise<null> {
  const request = record(payload, "payload");
  await rollInto(documentId(fieldOf(request, "messageId"), "messageId"), actorRefField(fieldOf(request, "member"), "member"), requester);
  return null;
}
