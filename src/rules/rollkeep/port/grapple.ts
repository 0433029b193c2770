import type { DiceSource } from "../../dice";
import { RuleRefusal, type Problem } from "../../refusal";
import { takeWounds, type WoundsTaken } from "../attack/take-wounds";
import { skillRank } from "../character/skills";
import { checkGrappleAction, controlContest, controlContestBonus, dragFeet, grappleHitPool, grappleNeedsRoll, grappleStartTn, leaveGrapple, maintainGrapple, startGrapple, throwFeet, weaponGrappleDisarmRaises, type Grapple, type GrappleAction } from "../grapple/grapple";
import { sumaiBonus, sumaiExchange } from "../grapple/sumai";
import type { RollkeepOptions } from "../options";
import { addToPool, skillPool, type PoolSpec } from "../pool";
import { rollkeepRoll } from "../roll";
import { ROLLKEEP_BASIC_ACTIONS, type RollkeepAction } from "./actions";
import type { RollkeepCombatant } from "./combatant";
import { declareAction } from "./declare";
import { dueNow } from "./due";
import { deriveNow, standing } from "./readings";

/** The skill a bare-handed grapple is fought with (G1, G7: Jiujutsu, the house rules' Jujutsu). */
export const GRAPPLE_SKILL = "jiujutsu";

/** How a grapple is started, as the table states it (G1, G4, G7, G10). */
export interface GrappleStartChoice {
  at: number;
  /** Started with the weapon in hand (a chain, a polearm that grapples), its skill replacing Jiujutsu. */
  withWeapon?: boolean;
  /** House G7: a hand free to grab with (not needed with a weapon). */
  freeHand?: boolean;
  /** House G7: the target stands next to the attacker. */
  adjacent?: boolean;
}

/** What a grapple step did, for the card, the log and the tracker. */
export type GrappleEvent =
  /** G1, G7: the grapple attack, or none against an entangled target (4e, CO4); the target joins the attacker's grapple or starts one. */
  | { kind: "start"; attackerId: string; targetId: string; total: number | null; tn: number; grappled: boolean }
  /** G2, G8: the control contest at a grappled character's turn start, each participant's total. */
  | { kind: "contest"; totals: Record<string, number>; controller: string | null }
  /** G4, G10: free raises, for Disarm against the weapon user only. */
  | { kind: "disarmRaises"; combatantId: string; against: string; raises: number }
  | { kind: "hit"; hitterId: string; targetId: string; pool: PoolSpec; damage: number; wounds: WoundsTaken }
  | { kind: "thrown"; byId: string; targetId: string; feet: number | null }
  | { kind: "dragged"; byId: string; feet: number }
  | { kind: "maintained"; combatantId: string }
  | { kind: "left"; combatantId: string }
  /** The last one left in a grapple is no longer grappled (G7), or all agreed to end it (G9 Nevermind). */
  | { kind: "ended" };

/** A grapple step a table or a scenario takes: starting one, or one of the grapple actions (G3, G9). */
export type GrappleStepKey = "start" | GrappleAction;

/** The turn's action keys that are grapple steps (A3, A6, G9); Nevermind is no action of the catalog, yet any participant may ask for it. */
export const GRAPPLE_STEP_OF: Readonly<Record<string, GrappleStepKey>> = {
  grappleStart: "start",
  grappleHit: "hit",
  grappleThrow: "throw",
  grappleBreak: "break",
  grapplePass: "pass",
  grappleDrag: "drag",
  grappleMaintain: "maintain",
  grappleCommunicateShort: "communicate",
  grappleCommunicateLong: "communicate",
  grappleNevermind: "nevermind",
};

export interface GrappleStep {
  combatants: RollkeepCombatant[];
  events: GrappleEvent[];
}

/** The catalog action a grapple action takes (A3, G9); Communicate and Nevermind are spoken, and Nevermind takes nothing. */
const ACTION_KEYS: Readonly<Record<GrappleAction, string | null>> = {
  hit: "grappleHit",
  throw: "grappleThrow",
  break: "grappleBreak",
  pass: "grapplePass",
  drag: "grappleDrag",
  maintain: "grappleMaintain",
  communicate: "grappleCommunicateShort",
  nevermind: null,
};

/** A grapple step the rules refuse: which step (`grapple`, named at the table) and the problem. */
function refuse(step: GrappleStepKey | "sumai", problem: Problem): never {
  throw new RuleRefusal("grappleRefused", { grapple: step }, `${step === "start" ? "grappleStart" : step}: ${problem.text}`, problem);
}

const NOT_IN_GRAPPLE: Problem = { code: "notInGrapple", text: "this character is not in a grapple" };

/** A combatant the caller named by id; a missing one is the caller's mistake (it reads the fight it passes). */
function find(list: readonly RollkeepCombatant[], id: string, field: string): RollkeepCombatant {
  const c = list.find((x) => x.id === id);
  if (!c) throw new Error(`${field}: no combatant "${id}"`);
  return c;
}

function catalogAction(key: string, step: GrappleStepKey): RollkeepAction {
  const action = ROLLKEEP_BASIC_ACTIONS[key];
  if (!action) refuse(step, { code: "notAGrappleAction", text: "not an action of these rules" });
  return action;
}

/** Every combatant with the grapple as it now stands: its participants hold it, those who left hold none. */
function withGrapple(list: readonly RollkeepCombatant[], before: Grapple | null, after: Grapple | null): RollkeepCombatant[] {
  const inIt = new Set(after?.participants ?? []);
  const wasIn = new Set(before?.participants ?? []);
  return list.map((c) => (inIt.has(c.id) ? { ...c, grapple: after } : wasIn.has(c.id) ? { ...c, grapple: null } : c));
}

/** The skill a participant grapples with: the weapon's for the one who started a weapon grapple (G4, G10), Jiujutsu otherwise. */
function grapplingSkill(c: RollkeepCombatant, grapple: Grapple | null): string {
  return grapple?.weaponInitiator === c.id ? c.weaponSkill : GRAPPLE_SKILL;
}

/**
 * G1, G7 (and G5, CO4): a grapple attack, a Complex Action: (Jiujutsu or the weapon's skill) +
 * Agility against the target's Armor TN without its armor; none against an entangled target in
 * 4e. A hit grapples both, the attacker in control of a new grapple; one already grappled brings
 * the attacker into theirs (house: anyone may join by the same test).
 */
export function startGrappleStep(combatants: readonly RollkeepCombatant[], attackerId: string, targetId: string, choice: GrappleStartChoice, options: RollkeepOptions, dice: DiceSource): GrappleStep {
  if (attackerId === targetId) refuse("start", { code: "grappleSelf", text: "a grapple needs someone else" });
  const attacker = find(combatants, attackerId, "attackerId");
  const target = find(combatants, targetId, "targetId");
  if (attacker.grapple !== null) refuse("start", { code: "alreadyGrappling", text: "already in a grapple" });
  const existing = target.grapple;
  // Checked before any die: the house rules' free hand and reach (G7).
  startGrapple(existing, attackerId, targetId, { weapon: choice.withWeapon === true, freeHand: choice.freeHand !== false, adjacent: choice.adjacent !== false }, options.variant);
  const declared = declareAction(attacker, catalogAction("grappleStart", "start"), { at: choice.at }, options, dice);
  const derived = deriveNow(declared.actor, options);
  const tn = grappleStartTn(deriveNow(target, options).armorTn);
  const skill = choice.withWeapon ? attacker.weaponSkill : GRAPPLE_SKILL;
  const rank = skillRank(attacker.character.skills, skill);
  const roll = grappleNeedsRoll(target.conditions.entangled, options.variant)
    ? rollkeepRoll({ kind: "skill", pool: skillPool(rank, derived.traits.agility), unskilled: rank === 0, tn: { base: tn }, voidRing: derived.rings.void, woundPenalty: derived.woundRank.penalty }, options, dice)
    : null;
  const grappled = roll === null || roll.success === true;
  const list = combatants.map((c) => (c.id === attackerId ? declared.actor : c));
  const event: GrappleEvent = { kind: "start", attackerId, targetId, total: roll?.total ?? null, tn, grappled };
  if (!grappled) return { combatants: list, events: [event] };
  const grapple = startGrapple(existing, attackerId, targetId, { weapon: choice.withWeapon === true, freeHand: choice.freeHand !== false, adjacent: choice.adjacent !== false }, options.variant);
  return { combatants: withGrapple(list, existing, grapple), events: [event] };
}

/**
 * G2, G8: as a grappled character's turn begins, everyone in its grapple rolls (Jiujutsu or the
 * weapon's skill) + Strength, kept Strength, the house Maintain adding +1k1 (G9); the highest
 * controls, a tie leaving control where it was. A weapon user who loses control hands the others
 * 2 free raises for Disarm on their next turn (4e, G4).
 */
export function grappleContestStep(combatants: readonly RollkeepCombatant[], turnOfId: string, options: RollkeepOptions, dice: DiceSource): GrappleStep {
  const grapple = find(combatants, turnOfId, "turnOfId").grapple;
  if (grapple === null) return { combatants: [...combatants], events: [] };
  const totals: Record<string, number> = {};
  for (const id of grapple.participants) {
    const c = find(combatants, id, "participants");
    const derived = deriveNow(c, options);
    const rank = skillRank(c.character.skills, grapplingSkill(c, grapple));
    const bonus = controlContestBonus(grapple, id);
    const pool = bonus ? addToPool(skillPool(rank, derived.traits.strength), bonus) : skillPool(rank, derived.traits.strength);
    totals[id] = rollkeepRoll({ kind: "skill", pool, unskilled: rank === 0, woundPenalty: derived.woundRank.penalty }, options, dice).total;
  }
  const { grapple: after } = controlContest(grapple, totals, options);
  const events: GrappleEvent[] = [{ kind: "contest", totals, controller: after.controller }];
  const initiator = grapple.weaponInitiator;
  if (initiator !== null && grapple.controller === initiator && after.controller !== initiator) {
    const raises = weaponGrappleDisarmRaises("weaponUserLostControl", options.variant);
    if (raises > 0) for (const id of after.participants) if (id !== initiator) events.push({ kind: "disarmRaises", combatantId: id, against: initiator, raises });
  }
  return { combatants: withGrapple(combatants, grapple, after), events };
}

/**
 * G2, G8: what a turn's start does to a grapple: when the one due at `at` (S2, `dueNow`) is still
 * standing and grappled, the control contest (`grappleContestStep`); otherwise nothing. The
 * table's clock and the simulator both call it as a turn comes due, so the contest falls alike.
 */
export function grappleAtTurnStart(combatants: readonly RollkeepCombatant[], at: number, options: RollkeepOptions, dice: DiceSource): GrappleStep {
  const dueId = dueNow(combatants, at, options);
  const due = dueId === null ? undefined : combatants.find((c) => c.id === dueId);
  if (!due?.grapple || !standing(due, options)) return { combatants: [...combatants], events: [] };
  return grappleContestStep(combatants, due.id, options, dice);
}

/** Whom a grapple action is aimed at: the one named, or the only other participant. */
function otherOf(grapple: Grapple, id: string, targetId: string | undefined, action: GrappleAction): string {
  const others = grapple.participants.filter((p) => p !== id);
  const target = targetId ?? (others.length === 1 ? others[0] : undefined);
  if (target === undefined || !others.includes(target)) refuse(action, { code: "grappleTargetOther", text: "name one of the others in the grapple" });
  return target;
}

/**
 * A grapple action (G3, G9) by one in a grapple, checked (who may take it, G8) and its action
 * taken from the turn: Hit rolls unarmed damage (the weapon's for a weapon grapple's starter) with
 * no raises, the wounds landing at once; Throw flings a foe out of the grapple, Prone (house:
 * 5 × Strength ft); Break leaves it (house: a weapon grapple's escapee gets a free raise for
 * Disarm); Pass keeps control; Drag moves both 5 × Water ft; Maintain adds +1k1 to the next
 * contest; Communicate is spoken; Nevermind, agreed by all, ends the grapple. The last one left is
 * no longer grappled.
 */
export function grappleActionStep(combatants: readonly RollkeepCombatant[], actorId: string, action: GrappleAction, choice: { at: number; targetId?: string }, options: RollkeepOptions, dice: DiceSource): GrappleStep {
  const actor = find(combatants, actorId, "actorId");
  const grapple = actor.grapple;
  if (grapple === null) refuse(action, NOT_IN_GRAPPLE);
  checkGrappleAction(grapple, actorId, action, options);
  const key = ACTION_KEYS[action];
  const declared = key === null ? null : declareAction(actor, catalogAction(key, action), { at: choice.at }, options, dice);
  let list = combatants.map((c) => (c.id === actorId && declared ? declared.actor : c));
  const events: GrappleEvent[] = [];
  let after: Grapple | null = grapple;
  switch (action) {
    case "hit": {
      const targetId = otherOf(grapple, actorId, choice.targetId, action);
      const target = find(list, targetId, "targetId");
      const derived = deriveNow(actor, options);
      const pool = grappleHitPool(grapple, actorId, actor.weapon, derived.traits.strength, options.variant);
      const damage = rollkeepRoll({ kind: "damage", pool, neverExplodes: options.variant === "house" && actor.character.mook }, options, dice).total;
      const hurt = deriveNow(target, options);
      const wounds = takeWounds({ wounds: target.character.wounds, earth: hurt.rings.earth, mook: target.character.mook, adjustments: target.character.woundAdjustments }, damage, { voidPoint: false, reduction: hurt.armorReduction }, options);
      list = list.map((c) => (c.id === targetId ? { ...c, character: { ...c.character, wounds: wounds.wounds } } : c.id === actorId ? { ...c, credits: { downs: c.credits.downs + (wounds.downed ? 1 : 0), kills: c.credits.kills + (wounds.killed ? 1 : 0) } } : c));
      events.push({ kind: "hit", hitterId: actorId, targetId, pool, damage, wounds });
      break;
    }
    case "throw": {
      const targetId = otherOf(grapple, actorId, choice.targetId, action);
      after = leaveGrapple(grapple, targetId);
      list = list.map((c) => (c.id === targetId ? { ...c, conditions: { ...c.conditions, prone: true } } : c));
      events.push({ kind: "thrown", byId: actorId, targetId, feet: options.variant === "house" ? throwFeet(deriveNow(actor, options).traits.strength) : null });
      break;
    }
    case "break": {
      after = leaveGrapple(grapple, actorId);
      events.push({ kind: "left", combatantId: actorId });
      const raises = grapple.weaponInitiator !== null && grapple.weaponInitiator !== actorId ? weaponGrappleDisarmRaises("brokeOut", options.variant) : 0;
      if (raises > 0 && grapple.weaponInitiator !== null) events.push({ kind: "disarmRaises", combatantId: actorId, against: grapple.weaponInitiator, raises });
      break;
    }
    case "drag":
      events.push({ kind: "dragged", byId: actorId, feet: dragFeet(deriveNow(actor, options).rings.water) });
      break;
    case "maintain":
      after = maintainGrapple(grapple, actorId);
      events.push({ kind: "maintained", combatantId: actorId });
      break;
    case "nevermind":
      after = null;
      break;
    case "pass":
    case "communicate":
      break;
  }
  if (after === null) events.push({ kind: "ended" });
  return { combatants: withGrapple(list, grapple, after), events };
}

/** One wrestler's side of a sumai bout (G6): who, and whether it is the larger of the two. */
export interface Wrestler {
  id: string;
  larger?: boolean;
}

/** The most exchanges one bout plays before it is called a draw: two wrestlers who never pull 5 apart. */
export const MAX_SUMAI_EXCHANGES = 50;

/**
 * G6 (optional): a sumai bout. A stare-down first if asked (Intimidation/Willpower, contested: the
 * one who wins it by 5 gets +1k0), then exchanges of Jiujutsu (Sumai)/Strength, the larger
 * wrestler +1k0, until one wins an exchange by 5 or more. Null winner after MAX_SUMAI_EXCHANGES.
 */
export function sumaiBout(combatants: readonly RollkeepCombatant[], wrestlers: readonly [Wrestler, Wrestler], choice: { stareDown: boolean }, options: RollkeepOptions, dice: DiceSource): { stareDown: [number, number] | null; exchanges: [number, number][]; winner: string | null } {
  if (wrestlers[0].id === wrestlers[1].id) refuse("sumai", { code: "sumaiTwo", text: "a bout needs two wrestlers" });
  const fighters = [find(combatants, wrestlers[0].id, "wrestlers[0]"), find(combatants, wrestlers[1].id, "wrestlers[1]")] as const;
  const roll = (c: RollkeepCombatant, skill: string, trait: "willpower" | "strength", extra: PoolSpec) => {
    const derived = deriveNow(c, options);
    const rank = skillRank(c.character.skills, skill);
    return rollkeepRoll({ kind: "skill", pool: addToPool(skillPool(rank, derived.traits[trait]), extra), unskilled: rank === 0, woundPenalty: derived.woundRank.penalty }, options, dice).total;
  };
  const none: PoolSpec = { rolled: 0, kept: 0, flat: 0 };
  const stareDown: [number, number] | null = choice.stareDown ? [roll(fighters[0], "intimidation", "willpower", none), roll(fighters[1], "intimidation", "willpower", none)] : null;
  const margin = (side: 0 | 1) => (stareDown === null ? 0 : stareDown[side] - stareDown[side === 0 ? 1 : 0]);
  const edges = [sumaiBonus({ larger: wrestlers[0].larger === true, stareDownMargin: margin(0) }), sumaiBonus({ larger: wrestlers[1].larger === true, stareDownMargin: margin(1) })] as const;
  const exchanges: [number, number][] = [];
  for (let i = 0; i < MAX_SUMAI_EXCHANGES; i++) {
    const totals: [number, number] = [roll(fighters[0], GRAPPLE_SKILL, "strength", edges[0]), roll(fighters[1], GRAPPLE_SKILL, "strength", edges[1])];
    exchanges.push(totals);
    const won = sumaiExchange(totals);
    if (won !== null) return { stareDown, exchanges, winner: wrestlers[won].id };
  }
  return { stareDown, exchanges, winner: null };
}
