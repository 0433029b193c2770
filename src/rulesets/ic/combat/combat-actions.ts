import { localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";
import { icRules } from "../state";
import type { DeclarationReport, DeclareOptions, IcCombat } from "./ic-combat";

type Action = RulesetTypesOf<"ic">["action"];

/** The query a player's client sends the GM to act on the timeline. */
export const COMBAT_ACTION_QUERY = "shinobi.combatAction";

/**
 * Which action to declare: one of the actor's own items, a basic action by key, or "something
 * else" at a Speed the player names. The GM's client turns it into the action from its own data.
 */
export type ActionRef = { itemId: string } | { basic: string } | { freeSpeed: number };

export interface CombatActionRequest {
  combatId: string;
  combatantId: string;
  action: ActionRef;
  options: DeclareOptions;
  /** Who asks; the GM checks they own the combatant. */
  userId: string;
}

/** The action a reference names, read from the combatant's actor and the ruleset; refused if there is none. */
export function actionFor(combat: IcCombat, combatantId: string, ref: ActionRef): Action {
  if ("freeSpeed" in ref) {
    if (!Number.isInteger(ref.freeSpeed) || ref.freeSpeed < 1) throw new Error(localize("SHINOBI.Turn.badSpeed"));
    return { name: localize("SHINOBI.Turn.freeSpeed"), kind: "utility", role: "other", speed: ref.freeSpeed };
  }
  if ("basic" in ref) {
    const basic = Object.hasOwn(icRules.basicActions, ref.basic) ? icRules.basicActions[ref.basic] : undefined;
    if (!basic) throw new Error(localize("SHINOBI.Turn.noAction"));
    return basic;
  }
  const item = combat.combatants.get(combatantId)?.actor?.items.get(ref.itemId);
  const action = item ? icRules.actionFromItem({ name: item.name ?? "", type: item.type, system: item.system }) : null;
  if (!action) throw new Error(localize("SHINOBI.Turn.noAction"));
  return action;
}

/**
 * Declares an action for a combatant. The GM's client writes it directly; a player's request
 * goes to the active GM, who checks it against the same rules. With no GM online nothing happens
 * and the player is told why.
 */
export async function requestCombatAction(combat: IcCombat, combatantId: string, action: ActionRef, options: DeclareOptions = {}): Promise<DeclarationReport> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  const combatant = combat.combatants.get(combatantId);
  if (!combatant?.actor?.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  if (user.isGM) return combat.declareAction(combatantId, actionFor(combat, combatantId, action), options);
  const gm = game.users?.activeGM;
  if (!gm) throw new Error(localize("SHINOBI.Combat.noGm"));
  const request: CombatActionRequest = { combatId: combat.id ?? "", combatantId, action, options, userId: user.id ?? "" };
  return gm.query(COMBAT_ACTION_QUERY, request);
}

/**
 * The GM's side of the query: the requester must own the combatant; the action comes from the
 * combatant's own items or the ruleset; the port's rules decide the rest.
 */
export async function handleCombatActionQuery(request: CombatActionRequest): Promise<DeclarationReport> {
  const combat = game.combats?.get(request.combatId) as IcCombat | undefined;
  if (!combat) throw new Error(localize("SHINOBI.Combat.noCombat"));
  const user = game.users?.get(request.userId);
  const combatant = combat.combatants.get(request.combatantId);
  if (!user || !combatant?.actor?.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  return combat.declareAction(request.combatantId, actionFor(combat, request.combatantId, request.action), request.options);
}
