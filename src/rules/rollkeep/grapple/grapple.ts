import { RuleRefusal, type Problem } from "../../refusal";
import type { ArmorTn } from "../character/armor-tn";
import { resolveContest, type ContestResult } from "../contest";
import type { RollkeepOptions } from "../options";
import type { PoolSpec } from "../pool";
import { damageSteps } from "../attack/damage-pool";
import { UNARMED, type Weapon } from "../attack/weapons";

/** A grapple under way: who is in it, who controls it, and whether a weapon started it (G4, G10). */
export interface Grapple {
  participants: string[];
  controller: string | null;
  /** The one who started it with a weapon, or null for a bare-handed grapple. */
  weaponInitiator: string | null;
  /** G9 (house Maintain): those with +1k1 on their next control contest. */
  maintaining: string[];
}

/** Refuses starting a grapple (`start`) or one of its actions. */
function refuseGrapple(action: GrappleAction | "start", problem: Problem): never {
  throw new RuleRefusal("grappleRefused", { grapple: action }, `${action === "start" ? "grappleStart" : action}: ${problem.text}`, problem);
}

/**
 * G1/G7: the Armor TN a grapple attack (Jiujutsu/Agility, a Complex Action) must reach: the
 * target's, with the armor bonus left out. G5/CO4 (4e): an entangled target needs no roll at all.
 */
export function grappleStartTn(target: ArmorTn): number {
  return Math.max(0, target.againstMelee - target.armor);
}

/** CO4: whether starting a grapple takes an attack roll (4e: not against the entangled). */
export function grappleNeedsRoll(targetEntangled: boolean, variant: RollkeepOptions["variant"]): boolean {
  return !(variant === "4e" && targetEntangled);
}

/**
 * G1/G7: a hit starts a grapple (its starter in control, G1) or adds the attacker to one under
 * way (house: anyone may join by the same test). The house rules need a free hand and an
 * adjacent target.
 */
export function startGrapple(grapple: Grapple | null, attackerId: string, targetId: string, how: { weapon: boolean; freeHand: boolean; adjacent: boolean }, variant: RollkeepOptions["variant"]): Grapple {
  if (variant === "house" && !how.weapon && !how.freeHand) refuseGrapple("start", { code: "grappleFreeHand", text: "a grapple needs a free hand" });
  if (variant === "house" && !how.adjacent) refuseGrapple("start", { code: "grappleAdjacent", text: "the target must be adjacent" });
  if (grapple === null) return { participants: [attackerId, targetId], controller: attackerId, weaponInitiator: how.weapon ? attackerId : null, maintaining: [] };
  return { ...grapple, participants: [...new Set([...grapple.participants, attackerId, targetId])] };
}

/**
 * G2/G8: at the start of each grappled character's turn everyone in the grapple makes a contested
 * Jiujutsu (Grappling)/Strength roll, the highest takes control, ties roll again. The totals come
 * in by participant.
 */
export function controlContest(grapple: Grapple, totals: Readonly<Record<string, number>>, options: RollkeepOptions): { grapple: Grapple; result: ContestResult } {
  const result = resolveContest(
    grapple.participants.map((id) => ({ total: totals[id] ?? 0, raisesCalled: 0 })),
    options,
  );
  const controller = result.outcome === "winner" ? (grapple.participants[result.winner] ?? null) : grapple.controller;
  return { grapple: { ...grapple, controller, maintaining: result.outcome === "winner" ? [] : grapple.maintaining }, result };
}

/** G9 (house Maintain): +1k1 on the next control contest. */
export function controlContestBonus(grapple: Grapple, id: string): PoolSpec | null {
  return grapple.maintaining.includes(id) ? { rolled: 1, kept: 1, flat: 0 } : null;
}

/** The grapple actions (G3, G9). */
export type GrappleAction = "hit" | "throw" | "break" | "pass" | "drag" | "maintain" | "communicate" | "nevermind";
const ACTIONS_4E: readonly GrappleAction[] = ["hit", "throw", "break", "pass"];
const ACTIONS_HOUSE: readonly GrappleAction[] = ["hit", "throw", "break", "drag", "maintain", "communicate", "nevermind"];
/** G8 (⚠): what a house grappler out of control may still do by default. */
const OUT_OF_CONTROL_HOUSE: readonly GrappleAction[] = ["communicate", "nevermind"];

/**
 * Checks a grapple action (G3, G8, G9). The controller takes them in 4e; the house rules add Drag
 * (only with one other in the grapple), Maintain, Communicate and Nevermind (all at once, any
 * time). A house grappler out of control may only Communicate or agree to Nevermind by default;
 * the GM may let them take any grapple action.
 */
export function checkGrappleAction(grapple: Grapple, id: string, action: GrappleAction, options: Pick<RollkeepOptions, "variant" | "grappleLosers">): GrappleAction {
  const allowed = options.variant === "4e" ? ACTIONS_4E : ACTIONS_HOUSE;
  if (!allowed.includes(action)) refuseGrapple(action, { code: options.variant === "4e" ? "not4eGrapple" : "notHouseGrapple", data: { choices: allowed.join(", ") }, text: `the grapple actions are ${allowed.join(", ")}` });
  if (!grapple.participants.includes(id)) refuseGrapple(action, { code: "notInGrapple", text: "this character is not in the grapple" });
  const inControl = grapple.controller === id;
  if (!inControl && !(options.variant === "house" && (options.grappleLosers === "grappleActions" || OUT_OF_CONTROL_HOUSE.includes(action)))) refuseGrapple(action, { code: "grappleControl", text: "only the one in control of the grapple can do that" });
  if (action === "drag" && grapple.participants.length !== 2) refuseGrapple(action, { code: "dragTwoOnly", text: "dragging works with only one other in the grapple" });
  return action;
}

/** G3/G7/G9: someone leaves (Break, or thrown); the last one left is no longer grappled, so the grapple ends (null). */
export function leaveGrapple(grapple: Grapple, id: string): Grapple | null {
  const participants = grapple.participants.filter((p) => p !== id);
  if (participants.length < 2) return null;
  return { ...grapple, participants, controller: grapple.controller === id ? null : grapple.controller, maintaining: grapple.maintaining.filter((p) => p !== id) };
}

/** G9 (house Maintain). */
export function maintainGrapple(grapple: Grapple, id: string): Grapple {
  return { ...grapple, maintaining: [...new Set([...grapple.maintaining, id])] };
}

/** G9 (house): how far a Throw flings (5 × Strength ft, landing Prone) and a Drag moves both (5 × Water ft). */
export function throwFeet(strength: number): number {
  return 5 * strength;
}
export function dragFeet(water: number): number {
  return 5 * water;
}

/**
 * G4/G10: free raises a weapon grapple hands the other side, only for Disarm against the weapon
 * user. 4e: 2 on its next turn when the weapon user loses control. House: 1 until the end of its
 * next turn to whoever breaks out.
 */
export function weaponGrappleDisarmRaises(event: "weaponUserLostControl" | "brokeOut", variant: RollkeepOptions["variant"]): number {
  if (variant === "4e") return event === "weaponUserLostControl" ? 2 : 0;
  return event === "brokeOut" ? 1 : 0;
}

/**
 * G3/G9 Hit: unarmed damage (0k1 + Strength), or the weapon's for the one who started a weapon
 * grapple (G4, G10); there is no attack roll, so no raises or maneuvers add to it.
 */
export function grappleHitPool(grapple: Grapple, hitterId: string, weapon: Weapon | null, strength: number, variant: RollkeepOptions["variant"]): PoolSpec {
  const used = weapon !== null && grapple.weaponInitiator === hitterId ? weapon : UNARMED;
  const none = { rolled: 0, kept: 0, flat: 0 };
  const steps = damageSteps({ weapon: used, strength, disarm: false, extraDamageRaises: 0, feintBonus: 0, modifiers: none, activated: none }, variant);
  return steps[steps.length - 1]?.pool ?? none;
}
