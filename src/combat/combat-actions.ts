import type { IcAction } from "../rules/ic/action";
import type { DeclareOptions, IcCombat } from "./ic-combat";
import { localize } from "../i18n";

/** The query a player's client sends the GM to act on the timeline. */
export const COMBAT_ACTION_QUERY = "shinobi.combatAction";

export interface CombatActionRequest {
  combatId: string;
  combatantId: string;
  action: IcAction;
  options: DeclareOptions;
  /** Who asks; the GM checks they own the combatant. */
  userId: string;
}

export type DeclaredResult = { speed: number; nextIc: number; apUsed: number };

/**
 * Declares an action for a combatant. The GM's client writes it directly; a player's request
 * goes to the active GM, who checks it against the same rules. With no GM online nothing happens
 * and the player is told why.
 */
export async function requestCombatAction(combat: IcCombat, combatantId: string, action: IcAction, options: DeclareOptions = {}): Promise<DeclaredResult> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  const combatant = combat.combatants.get(combatantId);
  if (!combatant?.actor?.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  if (user.isGM) return combat.declareAction(combatantId, action, options);
  const gm = game.users?.activeGM;
  if (!gm) throw new Error(localize("SHINOBI.Combat.noGm"));
  const request: CombatActionRequest = { combatId: combat.id ?? "", combatantId, action, options, userId: user.id ?? "" };
  return (gm.query as unknown as (name: string, data: CombatActionRequest) => Promise<DeclaredResult>)(COMBAT_ACTION_QUERY, request);
}

/**
 * The GM's side of the query: the requester must own the combatant, and the combat's own
 * rules (acting only on your IC, interrupts excepted; AP you have) decide the rest.
 */
export async function handleCombatActionQuery(request: CombatActionRequest): Promise<DeclaredResult> {
  const combat = game.combats?.get(request.combatId) as IcCombat | undefined;
  if (!combat) throw new Error(localize("SHINOBI.Combat.noCombat"));
  const user = game.users?.get(request.userId);
  const combatant = combat.combatants.get(request.combatantId);
  if (!user || !combatant?.actor?.testUserPermission(user, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
  return combat.declareAction(request.combatantId, request.action, request.options);
}
