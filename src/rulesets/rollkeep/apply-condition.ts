import { askGm } from "../../authority/gm-requests";
import { gmQueue } from "../../authority/gm-queue";
import { fieldOf, record, RequestRefused } from "../../authority/request-fields";
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

/**
 * Puts a condition on, on the GM's client in its queue: the port imposes it on the actor as read
 * (Dazed and Stunned start their recovery, CO2, CO3; one under way goes on), and the status effect
 * that stands for it is written, unless it is on already. A condition the port does not impose
 * (Out and Dead come from the wounds) is refused naming it. Returns the statuses put on.
 */
async function applyConditionFor(actor: Actor.Implementation, condition: string, requester: User): Promise<string[]> {
  return gmQueue.run(async () => {
    if (!actor.testUserPermission(requester, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
    const fighter = fighterOf(actor);
    if (!Object.hasOwn(fighter.state.conditions, condition)) throw new RequestRefused("condition");
    const options = rollkeepOptions();
    let writes;
    try {
      // A key of the combatant's conditions is one the port imposes.
      const after = rollkeepRules.impose(fighter.state, { condition: condition as keyof typeof fighter.state.conditions }, fighter.at, options);
      writes = fighterWrites(fighter, after, options);
    } catch (error) {
      throw refusalError(error);
    }
    await persistFighters([writes]);
    return writes.statuses;
  });
}

/**
 * `game.shinobi.rollkeep.applyCondition(actorOrToken, condition)`, for the GM's macros and any
 * owner: the GM's client does it (through a request from a player's client).
 */
export async function applyCondition(target: ActorOrToken, condition: string): Promise<string[]> {
  const user = game.user;
  const actor = actorOf(target);
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  if (user.isGM) return applyConditionFor(actor, condition, user);
  const answer = await askGm(RK_APPLY_CONDITION_REQUEST, { actor: actorRef(actor), condition });
  return Array.isArray(answer) ? answer.map(String) : [];
}

/** The GM's side of a player's request: the actor and the condition read as untrusted choices. */
export async function handleApplyConditionRequest(payload: unknown, requester: User): Promise<string[]> {
  const request = record(payload, "payload");
  const actor = actorByRef(actorRefField(fieldOf(request, "actor"), "actor"));
  if (!actor) throw new Error(localize("SHINOBI.Card.gone"));
  const condition = fieldOf(request, "condition");
  if (typeof condition !== "string") throw new RequestRefused("condition");
  return applyConditionFor(actor, condition, requester);
}
