import { askGm } from "../../../authority/gm-requests";
import { documentId, fieldOf, integerIn, oneOf, optional, record, RequestRefused } from "../../../authority/request-fields";
import { localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";
import { AP_MAX, FINAL_SPEED_MAX, SPEED_MAX } from "../data/bounds";
import { icRules } from "../state";
import type { DeclarationReport, DeclareOptions, IcCombat } from "./ic-combat";
import { itemInput } from "../../../documents/item-input";

type Action = RulesetTypesOf<"ic">["action"];
type User = NonNullable<typeof game.user>;

/** The request a player's client sends the GM to act on the timeline. */
export const DECLARE_REQUEST = "declare";

/** The most AP a request may offer, and the longest variable action or free Speed it may name: the ranges the data models store (the port refuses what the actor cannot do). */
export const MAX_AP_OFFERED = AP_MAX;
export const MAX_LENGTH = FINAL_SPEED_MAX;

/**
 * Which action to declare: one of the actor's own items, a basic action by key, or "something
 * else" at a Speed the player names. The GM's client turns it into the action from its own data.
 */
export type ActionRef = { itemId: string } | { basic: string } | { freeSpeed: number };

/** The action a reference names, read from the combatant's actor and the ruleset; refused if there is none. */
export function actionFor(combat: IcCombat, combatantId: string, ref: ActionRef): Action {
  if ("freeSpeed" in ref) {
    if (!Number.isInteger(ref.freeSpeed) || ref.freeSpeed < 1 || ref.freeSpeed > SPEED_MAX) throw new Error(localize("SHINOBI.Turn.badSpeed"));
    return { name: localize("SHINOBI.Turn.freeSpeed"), kind: "utility", role: "other", speed: ref.freeSpeed };
  }
  if ("basic" in ref) {
    const basic = Object.hasOwn(icRules.basicActions, ref.basic) ? icRules.basicActions[ref.basic] : undefined;
    if (!basic) throw new Error(localize("SHINOBI.Turn.noAction"));
    return basic;
  }
  const item = combat.combatants.get(combatantId)?.actor?.items.get(ref.itemId);
  const action = item ? icRules.actionFromItem(itemInput(item)) : null;
  if (!action) throw new Error(localize("SHINOBI.Turn.noAction"));
  return action;
}

/**
 * Declares an action for a combatant. Only the GM's client writes the timeline, so a player's
 * declaration is a request to it; with no GM online nothing happens and the player is told why.
 */
export async function requestCombatAction(combat: IcCombat, combatantId: string, action: ActionRef, options: DeclareOptions = {}): Promise<DeclarationReport> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  if (!combat.combatants.get(combatantId)?.actor?.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  // The GM's client answers with the report it made: plain data, as declareAction returns it.
  return (await askGm(DECLARE_REQUEST, { combatId: combat.id, combatantId, action, options })) as DeclarationReport;
}

/** An action reference read from a request: exactly one of its three forms, each field checked. */
function actionRefOf(value: unknown): ActionRef {
  const ref = record(value, "action");
  const [itemId, basic, freeSpeed] = [fieldOf(ref, "itemId"), fieldOf(ref, "basic"), fieldOf(ref, "freeSpeed")];
  if (itemId !== undefined) return { itemId: documentId(itemId, "action.itemId") };
  if (basic !== undefined) return { basic: oneOf(basic, "action.basic", Object.keys(icRules.basicActions)) };
  if (freeSpeed !== undefined) return { freeSpeed: integerIn(freeSpeed, "action.freeSpeed", 1, SPEED_MAX) };
  throw new RequestRefused("action");
}

function declareOptionsOf(value: unknown): DeclareOptions {
  const options = record(value ?? {}, "options");
  const apSpent = optional(fieldOf(options, "apSpent"), (v) => integerIn(v, "options.apSpent", 0, MAX_AP_OFFERED));
  const length = optional(fieldOf(options, "length"), (v) => integerIn(v, "options.length", 1, MAX_LENGTH));
  const against = optional(fieldOf(options, "against"), (v) => documentId(v, "options.against"));
  return { ...(apSpent === undefined ? {} : { apSpent }), ...(length === undefined ? {} : { length }), ...(against === undefined ? {} : { against }) };
}

/**
 * The GM's side of a declaration request. The requester is the user the server says sent it; they
 * must own the combatant; the action is re-read from the combatant's own items or the ruleset;
 * the combat decides the turn, and the port's rules the rest.
 */
export async function handleDeclareRequest(payload: unknown, requester: User): Promise<DeclarationReport> {
  const request = record(payload, "payload");
  const combat = game.combats?.get(documentId(fieldOf(request, "combatId"), "combatId")) as IcCombat | undefined;
  if (!combat) throw new Error(localize("SHINOBI.Combat.noCombat"));
  const combatantId = documentId(fieldOf(request, "combatantId"), "combatantId");
  if (!combat.combatants.get(combatantId)?.actor?.testUserPermission(requester, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  const action = actionFor(combat, combatantId, actionRefOf(fieldOf(request, "action")));
  return combat.declareAction(combatantId, action, declareOptionsOf(fieldOf(request, "options")));
}
