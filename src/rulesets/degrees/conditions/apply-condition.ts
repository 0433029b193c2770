import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { fieldOf, integerIn, oneOf, optional, record, RequestRefused } from "../../../authority/request-fields";
import { actorByRef, actorRef, actorRefField } from "../../../documents/actor-ref";
import { localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesOptions } from "../options";
import { persistCharacterWrites } from "../persist";
import { characterWrites, degreesExtras, degreesRules, readCharacter } from "../state";

type Dg = RulesetTypesOf<"degrees">;
type User = NonNullable<typeof game.user>;

/** What a GM or a macro asks for: a condition, for some of the character's own turns (M3) or until removed, and whether the scene's end ends it (M4). */
export interface ConditionRequest {
  condition: Dg["conditionId"];
  /** The character's own turns it lasts; none: until removed. */
  turns?: number;
  /** Whether it ends at the start of the last turn counted or at its end (the default). */
  ends?: "turnStart" | "turnEnd";
  untilSceneEnds?: boolean;
}

/** The request a player's client sends the GM to put a condition on an actor it owns. */
export const APPLY_CONDITION_REQUEST = "degreesApplyCondition";

/** The most turns a condition is put on for: past it, "until removed" is meant. */
export const CONDITION_TURNS_MAX = 1000;

/** A condition request read as untrusted choices: each field checked, a bad one refused naming it. */
function conditionRequest(value: unknown): ConditionRequest {
  const request = record(value, "request");
  const untilSceneEnds = fieldOf(request, "untilSceneEnds");
  if (untilSceneEnds !== undefined && typeof untilSceneEnds !== "boolean") throw new RequestRefused("untilSceneEnds");
  const turns = optional(fieldOf(request, "turns"), (v) => integerIn(v, "turns", 1, CONDITION_TURNS_MAX));
  const ends = optional(fieldOf(request, "ends"), (v) => oneOf(v, "ends", ["turnStart", "turnEnd"] as const));
  return {
    condition: oneOf(fieldOf(request, "condition"), "condition", degreesExtras.lists.conditions),
    ...(turns === undefined ? {} : { turns }),
    ...(ends === undefined ? {} : { ends }),
    ...(untilSceneEnds ? { untilSceneEnds } : {}),
  };
}

/**
 * The GM's client puts the condition on, in its serial queue: the actor read as it stands, the
 * port's `impose` under the world's options (the stacking rules: Fatigued twice is Exhausted...),
 * and only what changed written: the condition's effect, naming what it brings with it (Terrified:
 * Stunned), so they come and go together. Outside a fight no turn is under way, so the character's
 * coming turns count (M3).
 */
function impose(actor: Actor.Implementation, request: ConditionRequest, source: string): Promise<void> {
  return gmQueue.run(async () => {
    const { state, source: documents } = readCharacter(actor);
    const imposed: Dg["imposed"] = { ...request, source };
    let after: Dg["combatant"];
    try {
      after = degreesRules.impose(degreesRules.outsideCombat(state), imposed, 0, degreesOptions());
    } catch (error) {
      throw refusalError(error);
    }
    await persistCharacterWrites([characterWrites(state, after, documents)]);
  });
}

/**
 * Puts a degrees condition on an actor (the GM's macro, `game.shinobi.degrees.applyCondition`). Only
 * the GM's client writes it: a player's client asks over the socket, for an actor it owns.
 */
export async function applyCondition(actor: Actor.Implementation, request: ConditionRequest): Promise<void> {
  const user = game.user;
  if (!user || !actor.isOwner) throw new Error(localize("SHINOBI.Combat.notYours"));
  const checked = conditionRequest(request);
  if (user.isGM) return impose(actor, checked, user.name ?? "GM");
  await askGm(APPLY_CONDITION_REQUEST, { actor: actorRef(actor), request: checked });
}

/** The GM's side of a player's request: the actor named and owned by the requester, the condition's fields read as choices. */
export async function handleApplyConditionRequest(payload: unknown, requester: User): Promise<void> {
  const fields = record(payload, "payload");
  const actor = actorByRef(actorRefField(fieldOf(fields, "actor"), "actor"));
  if (!actor?.testUserPermission(requester, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  await impose(actor, conditionRequest(fieldOf(fields, "request")), requester.name ?? "");
}
