import { attackModifiers, DAZED_PENALTY, sumParts, type AttackSituation, type PoolPart } from "../attack/attack-modifiers";
import { checkManeuvers, type Maneuver } from "../attack/maneuvers";
import { isRanged, type Weapon } from "../attack/weapons";
import { hasEmphasis, skillRank } from "../character/skills";
import { RINGS, TRAITS, type Ring, type Trait } from "../character/traits";
import type { VoidPointState, VoidSpend } from "../character/void-points";
import type { RollkeepOptions } from "../options";
import { POOL_DICE_LIMIT, POOL_FLAT_LIMIT, skillPool, spellPool, traitPool, wholeRollNumber, type PoolSpec } from "../pool";
import { prepareRoll, type PreparedRoll, type TnInput } from "../prepare-roll";
import { raisesCounted, type RaiseCall } from "../raises";
import { chanceOfSuccess } from "../roll";
import { PHYSICAL_TRAITS } from "../conditions/deprivation";
import { groupRollBonuses, helpersBonus } from "../cooperative";
import type { Weather, Wind } from "../tn";
import type { RollKind } from "../roll-kind";
import { oneOfProblem } from "../../problems";
import { refuseRoll, SURROUNDINGS_NOT_RANGED } from "../roll-refusal";
import type { VoidSpends } from "../void-spends";
import type { RollkeepCombatant } from "./combatant";
import { focusOpen, spendFocus } from "./focus";
import { checkedMoment, roundOf } from "./moments";
import { attackerSituation, deprivationNow, deriveNow, mountedAdvantage } from "./readings";
import { spendInRound } from "./void-spend";

/** What a roll throws (R3–R6, AT1, AT2): a Skill/Trait roll, a trait or a ring, an attack with a weapon, a spell. */
export type RollkeepRolled =
  | { kind: "skill"; skill: string; trait: Trait }
  | { kind: "trait"; trait: Trait }
  | { kind: "ring"; ring: Ring }
  /**
   * With an item's weapon and its skill, else the weapon in hand; at a target, its Armor TN is the TN
   * unless one is given. The circumstances the table states (AT3, AT8, AT9) and the maneuvers called
   * (§9) are checked as the attack card's declaration checks them, so the dialog's odds and refusals
   * are the card's.
   */
  | { kind: "attack"; with?: { weapon: Weapon; skill: string }; target?: RollkeepCombatant; situation?: AttackCircumstances; maneuvers?: Maneuver[] }
  /** R6: the school rank is the caster's, read from the actor (the rules' character has none). */
  | { kind: "spell"; ring: Ring; schoolRank: number };

/** What the table says of an attack's circumstances (AT3, AT8, AT9): the same fields a declared attack takes. */
export type AttackCircumstances = Pick<AttackSituation, "offHand" | "secondWeaponHeld" | "foeInMelee" | "advantagedPosition">;

/** A roll as a dialog asks for it, everything declared before the dice (R7, V3, V4, D8). */
export interface RollkeepRollRequest {
  rolled: RollkeepRolled;
  /** The TN before raises (R1); left out for a roll against none (a contest), or an attack at a target (its Armor TN). */
  tn?: number;
  raises?: RaiseCall;
  voidSpends?: VoidSpends;
  /** D8: the emphasis of the rolled skill the roll falls under; it rerolls 1s when the option says so. */
  emphasis?: string;
  /** What the table adds for the situation, a mastery or the GM's call (D9), summed with the rest (D4c). */
  modifier?: PoolSpec;
  /** The round of the fight the roll is made in, for the one Void Point a round (V2); null outside a fight. */
  round: number | null;
  /** ST7/ST8: this round's Center/Void bonus spent on the roll. */
  focus?: boolean;
  /** The fight's moment the roll is made at (moments.ts), for the Center/Void bonus (4e gives it only in one's own turn); left out outside a fight. */
  at?: number;
  /** R10: how many times this roll has been tried and failed before (never an attack's). */
  retries?: number;
  /** R15: the wind and the weather, for a ranged attack or a spell. */
  wind?: Wind;
  weather?: Weather;
  /** R17: the GM's penalty for difficult ground on a physical roll (5 or 10 by the text). */
  difficultTerrain?: number;
  /** R12: those helping a Skill roll whose failure harms no one: their ranks in the skill add to the total. */
  helpers?: readonly RollkeepCombatant[];
  /** R13: the rest of a group rolling the same skill together: a member below the group's best rank adds that rank. */
  group?: readonly RollkeepCombatant[];
}

/** A roll checked and ready to throw, with what the dialog shows before the player commits. */
export interface RollkeepPreparedRoll {
  request: RollkeepRollRequest;
  /** The pool's named parts before the Ten Dice Rule (the base roll, the stance, conditions, the table's modifier). */
  parts: PoolPart[];
  roll: PreparedRoll;
  /** R8: the most raises this roller may call. */
  raiseCap: number;
  /** D8: the emphases of the rolled skill, for the dialog to offer. */
  emphases: string[];
  /** The roller's Void Points once the roll's spends are paid (V2–V5). */
  voidPoints: VoidPointState;
  /** ST7/ST8: the Center/Void bonus open to this roll, for the dialog to offer; null when there is none (or it is spent on this one). */
  focus: PoolSpec | null;
}

/** How a thrown roll went against its TN (R1, R7). */
export interface RollkeepRollOutcome {
  total: number;
  /** Null for a roll against no TN. */
  success: boolean | null;
  margin: number | null;
}

const named = (source: string, pool: PoolSpec): PoolPart => ({ source, pool });

/** The table's modifier, each number checked and named as the dialog's field. */
function checkedModifier(m: PoolSpec): PoolSpec {
  return {
    rolled: wholeRollNumber(m.rolled, "modifier.rolled", -POOL_DICE_LIMIT, POOL_DICE_LIMIT),
    kept: wholeRollNumber(m.kept, "modifier.kept", -POOL_DICE_LIMIT, POOL_DICE_LIMIT),
    flat: wholeRollNumber(m.flat, "modifier.flat", -POOL_FLAT_LIMIT, POOL_FLAT_LIMIT),
  };
}

function checkedTrait(trait: unknown, field: string): Trait {
  const known = TRAITS.find((t) => t === trait);
  if (known === undefined) refuseRoll(field, oneOfProblem(TRAITS));
  return known;
}

function checkedRing(ring: unknown, field: string): Ring {
  const known = RINGS.find((r) => r === ring);
  if (known === undefined) refuseRoll(field, oneOfProblem(RINGS));
  return known;
}

/** What is rolled, as the rules see it: its kind, base pool, skill and whether it is unskilled, and the TN an attack's target sets. */
interface BaseRoll {
  kind: RollKind;
  base: PoolSpec;
  skill: string | null;
  unskilled: boolean;
  /** The stance's and conditions' own parts (ST2, ST3, CO1, CO2, CO9). */
  situation: PoolPart[];
  targetTn: number | null;
  /** The trait a Trait roll throws (CO5, CO6 tax the physical ones); null for the rest. */
  trait: Trait | null;
  /** R17: whether the roll is a physical one (a Skill or Trait roll on a physical trait, an attack). */
  physical: boolean;
  /** R15: whether wind and weather reach it (a ranged attack, a spell). */
  inTheOpen: boolean;
}

/** CO2: Dazed/Stun costs 3k0 on everything the combatant rolls; an attack counts it among its own modifiers. */
function dazedPart(c: RollkeepCombatant): PoolPart[] {
  return c.conditions.dazed !== null ? [named("dazed", DAZED_PENALTY)] : [];
}

function attackRoll(c: RollkeepCombatant, rolled: Extract<RollkeepRolled, { kind: "attack" }>, options: RollkeepOptions): BaseRoll {
  const derived = deriveNow(c, options);
  const weapon = rolled.with?.weapon ?? c.weapon;
  const skill = rolled.with?.skill ?? c.weaponSkill;
  const rank = skillRank(c.character.skills, skill);
  // AT2: melee and thrown weapons are swung with Agility, aimed ones with Reflexes.
  const trait = weapon.reach === "aimed" ? derived.traits.reflexes : derived.traits.agility;
  const advantaged = rolled.situation?.advantagedPosition === true || mountedAdvantage(c, rolled.target);
  const situation = attackModifiers(weapon, { ...rolled.situation, advantagedPosition: advantaged, ...attackerSituation(c, weapon, options) }, options);
  const target = rolled.target ? deriveNow(rolled.target, options).armorTn : null;
  // CO9: prone targets are easier to hit in melee only, so the Armor TN depends on the weapon's reach.
  const targetTn = target === null ? null : isRanged(weapon) ? target.total : target.againstMelee;
  // A stance with no bonus for attacks (Attack, Defense…) names no part.
  const changing = situation.filter((p) => p.pool.rolled !== 0 || p.pool.kept !== 0 || p.pool.flat !== 0);
  return { kind: "attack", base: skillPool(rank, trait), skill, unskilled: rank === 0, situation: changing, targetTn, trait: null, physical: true, inTheOpen: isRanged(weapon) };
}

/** The roll's kind, base pool and own parts (R3–R6, AT1, AT2) for this roller. */
function baseRoll(c: RollkeepCombatant, rolled: RollkeepRolled, options: RollkeepOptions): BaseRoll {
  const derived = deriveNow(c, options);
  const plain = { situation: dazedPart(c), targetTn: null, trait: null, physical: false, inTheOpen: false };
  switch (rolled.kind) {
    case "skill": {
      const trait = checkedTrait(rolled.trait, "rolled.trait");
      const rank = skillRank(c.character.skills, rolled.skill);
      return { ...plain, kind: "skill", base: skillPool(rank, derived.traits[trait]), skill: rolled.skill, unskilled: rank === 0, physical: PHYSICAL_TRAITS.includes(trait) };
    }
    case "trait": {
      const trait = checkedTrait(rolled.trait, "rolled.trait");
      return { ...plain, kind: "trait", base: traitPool(derived.traits[trait]), skill: null, unskilled: false, trait, physical: PHYSICAL_TRAITS.includes(trait) };
    }
    case "ring":
      return { ...plain, kind: "ring", base: traitPool(derived.rings[checkedRing(rolled.ring, "rolled.ring")]), skill: null, unskilled: false };
    case "spell": {
      const rank = wholeRollNumber(rolled.schoolRank, "rolled.schoolRank", 0, 10);
      return { ...plain, kind: "spell", base: spellPool(derived.rings[checkedRing(rolled.ring, "rolled.ring")], rank), skill: null, unskilled: false, inTheOpen: true };
    }
    case "attack":
      return attackRoll(c, rolled, options);
    default:
      return refuseRoll("rolled.kind", { code: "notRollKind", text: "must be skill, trait, ring, attack or spell" });
  }
}

/** V2–V5: the Void Points the roll's spends cost, each within the round's limit; outside a fight no round limits them. */
function paidVoidPoints(c: RollkeepCombatant, spends: VoidSpends, round: number | null, options: RollkeepOptions): VoidPointState {
  const kinds: VoidSpend[] = [...(spends.strive ? (["strive"] as const) : []), ...(spends.voidBoost ? (["boost"] as const) : [])];
  return kinds.reduce((state, spend) => spendInRound(state, spend, round, options), c.voidPoints);
}

/** The most helpers or group members one roll counts: far past any table. */
export const MAX_HELPERS = 20;

/**
 * R12, R13: the cooperating characters' part of a Skill roll, a flat bonus: the helpers' ranks in
 * the skill summed, or (a group) the group's best rank when the roller's is lower. A roll that is
 * no Skill roll, or both kinds at once, is refused.
 */
function cooperation(c: RollkeepCombatant, request: RollkeepRollRequest, skill: string | null, kind: RollKind): PoolPart[] {
  const helpers = request.helpers ?? [];
  const group = request.group ?? [];
  if (helpers.length === 0 && group.length === 0) return [];
  const field = helpers.length ? "helpers" : "group";
  if (kind !== "skill" || skill === null) refuseRoll(field, { code: "togetherOnlySkill", text: "only a Skill roll is made together" });
  if (helpers.length && group.length) refuseRoll("group", { code: "helpedOrGroup", text: "a roll is helped or made as a group, not both" });
  if (helpers.length + group.length > MAX_HELPERS) refuseRoll(field, { code: "tooManyTogether", data: { max: MAX_HELPERS }, text: `at most ${MAX_HELPERS} take part` });
  if ([...helpers, ...group].some((h) => h.id === c.id)) refuseRoll(field, { code: "helpsOwnRoll", text: "the roller does not help their own roll" });
  const rank = (h: RollkeepCombatant) => skillRank(h.character.skills, skill);
  const bonus = helpers.length ? helpersBonus(helpers.map(rank)) : (groupRollBonuses([rank(c), ...group.map(rank)])[0] ?? 0);
  return bonus === 0 ? [] : [named(field, { rolled: 0, kept: 0, flat: bonus })];
}

/**
 * R10, R15, R17: what surrounds the roll, each refused where the rules give it no hold: a retry
 * needs a TN to raise (an attack is never retried, which prepareRoll refuses), wind and weather
 * reach only ranged attacks and spells, difficult ground only physical rolls.
 */
function surroundings(request: RollkeepRollRequest, base: BaseRoll): Pick<TnInput, "retries" | "wind" | "weather"> {
  const hasTn = request.tn !== undefined || base.targetTn !== null;
  if (request.retries && !hasTn) refuseRoll("retries", { code: "retryWithoutTn", text: "a roll against no TN has none to raise for a retry" });
  if ((request.wind !== undefined || request.weather !== undefined) && !base.inTheOpen) refuseRoll(request.wind !== undefined ? "wind" : "weather", SURROUNDINGS_NOT_RANGED);
  if (request.difficultTerrain && !base.physical) refuseRoll("difficultTerrain", { code: "terrainNotPhysical", text: "difficult ground only hampers physical rolls" });
  return { ...(request.retries ? { retries: request.retries } : {}), ...(request.wind ? { wind: request.wind } : {}), ...(request.weather ? { weather: request.weather } : {}) };
}

/**
 * Checks a roll as the dialog asks for it, before any die: the pool from the roller's ratings with
 * the stance's, the conditions' and the table's parts (D4c), the Void spends paid for (V2–V5), the
 * emphasis one of the skill's (D8), the raises within the Void Ring (R8), and the TN with its parts
 * (an attack's is its target's Armor TN unless one is given). A RuleRefusal names what is wrong.
 */
export function prepareRollkeepRoll(c: RollkeepCombatant, request: RollkeepRollRequest, options: RollkeepOptions): RollkeepPreparedRoll {
  const base = baseRoll(c, request.rolled, options);
  const derived = deriveNow(c, options);
  const emphases = base.skill === null ? [] : (c.character.skills[base.skill]?.emphases ?? []);
  if (request.emphasis !== undefined && (base.skill === null || !hasEmphasis(c.character.skills, base.skill, request.emphasis))) refuseRoll("emphasis", { code: "notAnEmphasis", data: { emphasis: request.emphasis }, text: `"${request.emphasis}" is not an emphasis of the skill rolled` });
  const at = request.at === undefined ? null : checkedMoment(request.at, "at");
  if (request.focus && at === null) refuseRoll("focus", { code: "focusOutsideFight", text: "a Center or Void bonus is spent in a round of a fight" });
  const open = at === null ? null : focusOpen(c, at, options);
  const focus = request.focus && at !== null ? [named("focus", spendFocus(c, at, options).bonus)] : [];
  const parts = [named(base.kind, base.base), ...base.situation, ...focus, ...cooperation(c, request, base.skill, base.kind), ...(request.modifier ? [named("modifier", checkedModifier(request.modifier))] : [])];
  const pool = sumParts(base.base, parts.slice(1));
  const voidSpends = request.voidSpends ?? {};
  const tnBase = request.tn ?? base.targetTn;
  const around = surroundings(request, base);
  const roll = prepareRoll(
    {
      kind: base.kind,
      pool,
      unskilled: base.unskilled,
      emphasis: request.emphasis !== undefined,
      voidSpends,
      ...(tnBase === null ? {} : { tn: { base: tnBase, ...around } }),
      ...(request.difficultTerrain ? { difficultTerrain: request.difficultTerrain } : {}),
      ...(request.raises ? { raises: request.raises } : {}),
      voidRing: derived.rings.void,
      woundPenalty: derived.woundRank.penalty,
      deprivation: deprivationNow(c, derived, { kind: base.kind, trait: base.trait }, tnBase !== null, options),
    },
    options,
  );
  if (request.rolled.kind === "attack" && request.rolled.maneuvers?.length) {
    // §9: the maneuvers are paid for with the raises this roll counts, as openAttack checks them (M7: a four-legged target costs more to knock down).
    checkManeuvers(request.rolled.maneuvers, { fourLegged: request.rolled.target?.character.fourLegged === true }, raisesCounted(roll.raises), { variant: options.variant, extraAttackUsedThisTurn: false });
  }
  return { request, parts, roll, raiseCap: derived.rings.void, emphases, voidPoints: paidVoidPoints(c, voidSpends, request.round, options), focus: request.focus ? null : open };
}

/** D10: the exact chance the prepared roll reaches its TN with every raise called; null without a TN. */
export function rollkeepChance(prepared: RollkeepPreparedRoll): number | null {
  return chanceOfSuccess(prepared.roll);
}

/** How the roll went, by the total its dice came to (R1, R7), and the roller with its Void Points paid and any Center/Void bonus spent. */
export function rollkeepOutcome(c: RollkeepCombatant, prepared: RollkeepPreparedRoll, total: number): { outcome: RollkeepRollOutcome; roller: RollkeepCombatant } {
  // The flat part at its limit either way, with the dice on top.
  const sum = wholeRollNumber(total, "total", -2 * POOL_FLAT_LIMIT, 2 * POOL_FLAT_LIMIT);
  const margin = prepared.roll.tn === null ? null : sum - prepared.roll.tn.effective;
  // ST7/ST8: `prepare` found the bonus open; the roll made spends this round's.
  const at = prepared.request.at;
  const roller = prepared.request.focus && at !== undefined ? { ...c, focusUsedIn: roundOf(at) } : c;
  return { outcome: { total: sum, success: margin === null ? null : margin >= 0, margin }, roller: { ...roller, voidPoints: prepared.voidPoints } };
}
