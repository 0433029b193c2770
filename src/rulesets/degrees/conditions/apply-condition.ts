import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { fieldOf, integerIn, oneOf, optional, record, RequestRefused } from "../../../authority/request-fields";
import { actorByRef, actorRef, actorRefField } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesOptions } from "../options";
import { persistCharacterWrites } from "../persist";
import { characterWrites, degreesExtras, degreesRules, readCharacter } from "../state";
import { gmRemovalOnly, removalFromForm, type RemovalChoice } from "./remove-condition";
import { fightOf } from "../attack/fighters";
import type { DgCombat } from "../combat/dg-combat";
import { fighterWrites, persistFight, type Fighter } from "../combat/fighter";
import { mayPutOnHelpful } from "../settings/helpful-conditions";

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
  /** Debilitated only (M130 1): how much it takes off, and the checks it reaches (all unless named). */
  amount?: number;
  scope?: (typeof PENALTY_SCOPES)[number];
  /** Feinted and Flanked only (M59, M60, M130 16–17): the one attacker it favours (an actor reference), and whether only melee attacks profit. */
  favours?: string;
  meleeOnly?: boolean;
  /** The check and difficulty that shake it off, as its cause sets them (M128); none: the GM rules when a removal is tried. */
  removal?: RemovalChoice;
}

/** The checks a Debilitated penalty may be named for (M130 1): every check, attacks, melee attacks, defences, initiative, sight. */
export const PENALTY_SCOPES = ["all", "attack", "meleeAttack", "defence", "initiative", "sight"] as const;
/** The most a Debilitated penalty takes off: the rules cap every penalty at −3 together (`dgPenaltyCap`); past 10 is a typo. */
export const DEBILITATED_MAX = 10;
/** The conditions that favour one attacker (M59, M60). */
const FAVOURING: ReadonlySet<string> = new Set(["feinted", "flanked"]);

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
  const condition = oneOf(fieldOf(request, "condition"), "condition", degreesExtras.lists.conditions);
  return {
    condition,
    ...(turns === undefined ? {} : { turns }),
    ...(ends === undefined ? {} : { ends }),
    ...(untilSceneEnds ? { untilSceneEnds } : {}),
    ...conditionDetails(request, condition),
    ...optionalRemoval(fieldOf(request, "removal")),
  };
}

/** A removal rule given with the condition, read as the removal dialog reads one; absent, none. */
function optionalRemoval(value: unknown): Pick<ConditionRequest, "removal"> {
  return value === undefined ? {} : { removal: removalFromForm(value) };
}

/** The details a condition may carry, each only on the conditions it belongs to (anything else refused naming the field). */
function conditionDetails(request: Record<string, unknown>, condition: string): Pick<ConditionRequest, "amount" | "scope" | "favours" | "meleeOnly"> {
  const only = (field: string, allowed: boolean) => {
    if (!allowed && fieldOf(request, field) !== undefined) throw new RequestRefused(field);
  };
  only("amount", condition === "debilitated");
  only("scope", condition === "debilitated");
  only("favours", FAVOURING.has(condition));
  only("meleeOnly", FAVOURING.has(condition));
  const amount = optional(fieldOf(request, "amount"), (v) => integerIn(v, "amount", 1, DEBILITATED_MAX));
  const scope = optional(fieldOf(request, "scope"), (v) => oneOf(v, "scope", PENALTY_SCOPES));
  const favoured = optional(fieldOf(request, "favours"), (v) => actorByRef(actorRefField(v, "favours")));
  if (favoured === null) throw new RequestRefused("favours");
  const meleeOnly = fieldOf(request, "meleeOnly");
  if (meleeOnly !== undefined && typeof meleeOnly !== "boolean") throw new RequestRefused("meleeOnly");
  return {
    ...(amount === undefined ? {} : { amount }),
    ...(scope === undefined ? {} : { scope }),
    ...(favoured ? { favours: actorRef(favoured) } : {}),
    ...(meleeOnly ? { meleeOnly } : {}),
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
    const imposed: Dg["imposed"] = { ...request, source };
    // In a fight under way the condition is timed from the fight's moment (whose turn it is, M3),
    // on the fighter as its combatant holds it, and written as the tracker writes a step.
    const fight = fightOf(actor);
    const read = fight ? fight.combat.fighterOf(fight.combatant) : null;
    if (fight && read) return imposeInFight(actor, fight.combat, read, imposed);
    const { state, source: documents } = readCharacter(actor);
    let after: Dg["combatant"];
    try {
      after = degreesRules.impose(degreesRules.outsideCombat(state), imposed, 0, degreesOptions());
    } catch (error) {
      throw refusalError(error);
    }
    // Outside a fight no one rides into it: the actor alone is written.
    await persistCharacterWrites([characterWrites(state, after, documents)]);
  });
}

/** The condition on a fighter of a fight under way, at the fight's moment; riders a downed winged mount drops written in the same batch. */
async function imposeInFight(actor: Actor.Implementation, combat: DgCombat, read: Fighter, imposed: Dg["imposed"]): Promise<void> {
  let after: Dg["combatant"];
  try {
    after = degreesRules.impose(read.state, imposed, combat.moment, degreesOptions());
  } catch (error) {
    throw refusalError(error);
  }
  const riders = ridersFallingWith(actor, read.state, after).map((c) => fighterWrites(c.read.state, c.after, c.read.source));
  await persistFight([fighterWrites(read.state, after, read.source), ...riders], combat);
}

/**
 * The riders a winged mount brings down with it as one step grounds it (M103, the port's
 * `ridersDropped`): in the fight that holds the mount, each Winged combatant riding it, read as it
 * stands and as it lands; none outside a fight or when the mount stays up.
 */
export function ridersFallingWith(mount: Actor.Implementation, before: Dg["combatant"], after: Dg["combatant"]): { read: Fighter; after: Dg["combatant"] }[] {
  const fight = fightOf(mount);
  if (!fight) return [];
  const fighters = fight.combat.fighters();
  const dropped = degreesExtras.ridersDropped(fighters.map((f) => f.state), before, after, degreesOptions());
  return dropped.flatMap((rider) => {
    const read = fighters.find((f) => f.state.id === rider.id);
    return read ? [{ read, after: rider }] : [];
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

/**
 * What only a GM decides about a condition put on, refused from anyone else naming the field: a
 * removal rule (the cause's to set, M128, so the GM's word), and a condition that helps its holder
 * (Haste, Winged: the port's `helpsHolder`) unless the world lets players put those on.
 */
function requireMayPutOn(request: ConditionRequest, requester: User): void {
  if (requester.isGM) return;
  if (request.removal) throw gmRemovalOnly();
  if (degreesExtras.helpsHolder(request.condition, degreesOptions()) && !mayPutOnHelpful(requester)) {
    throw new Error(format("SHINOBI.Degrees.GmOnly.helpfulCondition", { field: "condition", condition: localize(`SHINOBI.Degrees.Condition.${request.condition}`) }));
  }
}

/** The GM's side of a player's request: the actor named and owned by the requester, the condition's fields read as choices, what only a GM decides refused. */
export async function handleApplyConditionRequest(payload: unknown, requester: User): Promise<void> {
  const fields = record(payload, "payload");
  const actor = actorByRef(actorRefField(fieldOf(fields, "actor"), "actor"));
  if (!actor?.testUserPermission(requester, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  const request = conditionRequest(fieldOf(fields, "request"));
  requireMayPutOn(request, requester);
  await impose(actor, request, requester.name ?? "");
}
