import { askGm } from "../../authority/gm-requests";
import { gmQueue } from "../../authority/gm-queue";
import { fieldOf, integerIn, optional, record, RequestRefused } from "../../authority/request-fields";
import { actorByRef, actorRef, actorRefField } from "../../documents/actor-ref";
import { localize } from "../../i18n";
import { refusalError } from "../../refusal-message";
import { fighterOf, fighterWrites, persistFighters } from "./attack/fighters";
import { rollkeepOptions } from "./options";
import { rollkeepRules } from "./state";

type User = NonNullable<typeof game.user>;

/** The request a player's client sends the GM to put a condition on an actor of theirs. */
export const RK_APPLY_CONDITION_REQUEST = "rkApplyCondition";

/** An actor, or a token (placeable or document) standing for its own actor. */
type ActorOrToken = Actor.Implementation | { actor: Actor.Implementation | null };

function actorOf(target: ActorOrToken): Actor.Implementation {
  const actor = target instanceof Actor ? target : target.actor;
  if (!actor) throw new Error(localize("SHINOBI.Card.gone"));
  return actor;
}

/** What a condition may come with: the days gone without food or rest, for Fasting and Fatigued (CO5, CO6). */
export interface ConditionDetail {
  days?: number;
}

/** The most days a request may name; the rules refuse far fewer. */
const DAYS_LIMIT = 1000;

/**
 * Puts a condition on, on the GM's client in its queue: the port imposes it on the actor as read
 * (Dazed and Stunned start their recovery, CO2, CO3; one under way goes on; Fasting and Fatigued
 * count the days given, CO5, CO6, never fewer than held for a player), and the status effect that
 * stands for it is written, unless it is on already (then only a changed day count is). A condition the port does not impose (Out and
 * Dead come from the wounds) or the world's book lacks is refused naming it. Returns the statuses put on.
 */
async function applyConditionFor(actor: Actor.Implementation, condition: string, detail: ConditionDetail, requester: User): Promise<string[]> {
  return gmQueue.run(async () => {
    if (!actor.testUserPermission(requester, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
    const fighter = fighterOf(actor);
    if (!Object.hasOwn(fighter.state.conditions, condition)) throw new RequestRefused("condition");
    const options = rollkeepOptions();
    let writes;
    try {
      // A key of the combatant's conditions is one the port imposes. Only the GM lowers a day count (a meal, a rest).
      const after = rollkeepRules.impose(fighter.state, { condition: condition as keyof typeof fighter.state.conditions, ...detail, ...(requester.isGM ? {} : { noFewerDays: true }) }, fighter.at, options);
      writes = fighterWrites(fighter, after, options);
    } catch (error) {
      throw refusalError(error);
    }
    await persistFighters([writes]);
    return writes.statuses;
  });
}

/**
 * `game.shinobi.rollkeep.applyCondition(actorOrToken, condition, { days })`, for the GM's macros
 * and any owner: the GM's client does it (through a request from a player's client).
 */
export async function applyCondition(target: ActorOrToken, condition: string, detail: ConditionDetail = {}): Promise<string[]> {
  const user = game.user;
  const actor = actorOf(target);
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  if (user.isGM) return applyConditionFor(actor, condition, detail, user);
  const answer = await askGm(RK_APPLY_CONDITION_REQUEST, { actor: actorRef(actor), condition, ...detail });
  return Array.isArray(answer) ? answer.map(String) : [];
}

/** The GM's side of a player's request: the actor and the condition read as untrusted choices. */
export async function handleApplyConditionRequest(payload: unknown, requester: User): Promise<string[]> {
  const request = record(payload, "payload");
  const actor = actorByRef(actorRefField(fieldOf(request, "actor"), "actor"));
  if (!actor) throw new Error(localize("SHINOBI.Card.gone"));
  const condition = fieldOf(request, "condition");
  if (typeof condition !== "string") throw new RequestRefused("condition");
  const days = optional(fieldOf(request, "days"), (v) => integerIn(v, "days", 1, DAYS_LIMIT));
  return applyConditionFor(actor, condition, days === undefined ? {} : { days }, requester);
}
