import type { DiceSource } from "../../dice";
import { nextOpeningPicker, openingClosed } from "../combat/opening-window";
import { posture, STANCES, type Stance } from "../combat/stances";
import { ASSESSMENT_FACTS, assessment, assessmentTn, concession, duelOutcome, duelRollBonus, focus, strikeOrder, type DuelOutcome, type DuelStakes, type FocusResult } from "../duel/duel";
import { assessmentFacts, checkAssessmentCall } from "./duel-assessment";
import { assessmentRoll, focusRoll } from "../duel/duel-rolls";
import type { RollkeepOptions } from "../options";
import type { PoolSpec } from "../pool";
import { checkedTimers, MAX_TIMER_ROUNDS, timerEndRound } from "../combat/timers";
import { IMPOSABLE_CONDITIONS, MAX_DEPRIVATION_DAYS } from "./conditions";
import type { RollkeepCombatant } from "./combatant";
import { damageOffers, rollDamageWith } from "./damage-void";
import { GRAPPLE_STEP_OF, grappleActionStep, grappleAtTurnStart, startGrappleStep, sumaiBout } from "./grapple";
import { declareDuelStrike, duelistRatings } from "./duel";
import { focusOpen, spendFocus } from "./focus";
import { ROUND_START_SPENDS, roundStartOpen, spendAtRoundStart } from "./round-start";
import { deriveNow, standing, woundStateOf } from "./readings";
import { MOVE_ACTIONS, MOVE_DIRECTIONS, TERRAINS } from "./moves";
import { compareTrackerPlaces } from "./tracker-order";
import { RING_TRAITS } from "../character/traits";
import { TN_LADDER, WEATHER_TN, WIND_TN, type Weather, type Wind } from "../tn";
import { restVoidPoints } from "./rest";
import { isRanged, UNARMED } from "../attack/weapons";
import { UNARMED_SKILL } from "./settle";
import { rollkeepSharedRolls } from "./shared-rolls";
import { focusInitiative } from "./rounds";
import { GUARD, linkGuards } from "./guard";
import { checkDelay, dueNow } from "./due";
import { attackThrough, duelStrikes } from "./duel-strike";
import { canDelay, extraAttackGranted, mayBuyVoid, openingStance, stanceChoiceOpen, stancesOpen, voidBoostOpen } from "./offers";
import { ownerMayLowerVoid, spendTechniqueVoid } from "./void-spend";

type Pair<T> = readonly [T, T];

/** One duelist's Assessment (DU2): its total against its TN, the facts it learns, and whether it earned +1k1 on Focus. */
export interface DuelAssessment {
  total: number;
  tn: number;
  success: boolean;
  facts: number;
  focusBonus: PoolSpec | null;
}

/** The Focus contest (DU3): both totals, who strikes first (index 0 or 1, null for a kharmic strike) and the free raises won. */
export interface DuelFocus extends FocusResult {
  totals: [number, number];
}

const both = <T>(of: (side: 0 | 1) => T): [T, T] => [of(0), of(1)];
const other = (side: 0 | 1): 0 | 1 => (side === 0 ? 1 : 0);

/** DU1: the stance both duelists hold throughout: Center (the house rules' Void). */
export function duelStance(options: Pick<RollkeepOptions, "variant">): Stance {
  return STANCES[options.variant].find((s) => posture(s) === "center") ?? "center";
}

/** DU2 for both duelists, faster first, each with the raises it calls (one more fact each). */
export function duelAssessment(duelists: Pair<RollkeepCombatant>, raises: Pair<number>, options: RollkeepOptions, dice: DiceSource): [DuelAssessment, DuelAssessment] {
  const ratings = both((side) => duelistRatings(duelists[side], options));
  const insight = both((side) => deriveNow(duelists[side], options).insightRank);
  const rolls = both((side) => assessmentRoll(ratings[side], insight[other(side)], raises[side], options, dice));
  const assessed = assessment(rolls);
  return both((side) => ({ total: rolls[side].total, tn: assessmentTn(insight[other(side)]), success: rolls[side].success, ...assessed[side] }));
}

/** DU3, with Assessment's +1k1 and the Center bonus where they apply (DU2, DU5; a dazed duelist is refused). */
export function duelFocus(duelists: Pair<RollkeepCombatant>, assessed: Pair<Pick<DuelAssessment, "focusBonus">>, options: RollkeepOptions, dice: DiceSource): DuelFocus {
  const ratings = both((side) => duelistRatings(duelists[side], options));
  const totals = both((side) => focusRoll(ratings[side], [assessed[side].focusBonus, duelRollBonus("focus", { voidRing: ratings[side].voidRing, dazed: duelists[side].conditions.dazed !== null }, options)], options, dice));
  return { totals, ...focus(totals) };
}

/** DU4: the outcome once the strikes are settled, from who hit and who lies dead. */
export function duelResult(stakes: DuelStakes, focused: FocusResult, hit: Pair<boolean>, duelists: Pair<RollkeepCombatant>, options: RollkeepOptions): DuelOutcome {
  const dead = both((side) => woundStateOf(duelists[side], options) === "dead");
  return duelOutcome(stakes, focused, { hit, dead });
}

/**
 * What a table needs beyond the port's fight steps: the opening stances (S1, S8), timed effects, the
 * Center/Void bonus on a roll (ST7, ST8), a Void Point on damage (V3), the Void Points bought as a
 * round begins (V8–V10) and the iaijutsu duel's stages (§10). Plain data with dice passed in, as the port; reached through the registry's
 * `RULESET_EXTRAS`, since the port's interface is shared by rulesets that have neither.
 */
export const rollkeepTable = {
  /** S2: whose turn is due now (the table's tracker and the simulator both play it), and the Delay the last regular turn may not take. */
  turns: { dueNow, checkDelay },
  /** What a tracker or turn dialog offers a fighter now, each the step's own check: a stance as its turn begins (S3, S10), the stances it may take now (ST9, ST10), a 4e Delay (S2), a Void Point bought as the round begins (V2, V8–V10), a Void Point's +1k1 on a roll declared now (V1, V2), the attack an Extra Attack granted (M3). */
  offers: { stanceChoiceOpen, stancesOpen, canDelay, mayBuyVoid, voidBoostOpen, extraAttackGranted },
  /** S1, S5, S7: the round tracker's order, the same on every client. */
  compareTrackerPlaces,
  /** Whether a combatant still takes turns: neither unconscious nor dead, an Earth Ring at 0 counting as dead (C3, C11, C13). */
  standing,
  /** The combatant's wound state (C11, C13, an Earth Ring at 0 dead, C3): a 4e Down fighter's Void-paid Free Action (V7), Out and Dead marked on the actor (CO11). */
  woundState: woundStateOf,
  /** An attack played through with no one to ask (the simulator's and the duel's strikes). */
  attackThrough,
  /** ST10, S1, S8: the opening stance a combatant asks for before round 1, checked (its book's five, ST9's conditions). */
  openingStance,
  /** The combatant with the opening stance it asks for taken (`openingStance`), held as the stance its round began with (S1, S8, DU1). */
  takeOpeningStance(c: RollkeepCombatant, wanted: unknown, options: RollkeepOptions): RollkeepCombatant {
    const stance = this.openingStance(c, wanted, options);
    return { ...c, stance, stanceAtRoundStart: stance };
  },
  /** C1: the traits that make each elemental ring, in the order sheets show them; ST1–ST8: the stances each book offers. */
  ringTraits: RING_TRAITS,
  stances: STANCES,
  /** AT6: bare hands, and the skill they fight with (a disarmed fighter's, one with no weapon in hand). */
  unarmed: { weapon: UNARMED, skill: UNARMED_SKILL },
  /** S8: who picks an opening stance first in the house rules: reverse initiative order, ties reversed too. */
  opening: {
    /** S8: who picks the next house opening stance (reverse initiative order), null when all have. */
    nextPicker: nextOpeningPicker,
    /** S1, S8: why a fighter may not pick its opening stance now (the fight begun, 4e after its roll, the house rules before its roll, once picked, or someone first), null when it may. */
    closed: openingClosed,
  },
  /** S6, S7, ST7, ST8: the score a combatant is placed on in a round, its Center/Void bonus for that round added; null before it rolled. */
  roundInitiative: (c: RollkeepCombatant, round: number, options: RollkeepOptions): number | null => (c.initiative === null ? null : c.initiative + focusInitiative(c, round, options)),
  /** CO12: timed effects as a table reads them, checked (a RuleRefusal `badTimer` naming the field), and the round each wears off at the end of. */
  checkedTimers,
  timerEndRound,
  /** CO12, CO5, CO6: the longest a timed effect lasts in rounds, and the most days Fasting or Fatigued counts (what a table checks an effect against as it is written). */
  limits: { timerRounds: MAX_TIMER_ROUNDS, deprivationDays: MAX_DEPRIVATION_DAYS },
  /** The conditions a request may put on (`impose`); Out and Dead are the wounds' own (CO11). */
  imposableConditions: IMPOSABLE_CONDITIONS,
  /** ST7, ST8: the Center/Void bonus open to a roll at a moment, and spending it (refused when none is open). */
  focus: { open: focusOpen, spend: spendFocus },
  /** V3 (option voidOnDamage): the ways the attacker may roll a hit's damage, and the damage rolled with its choice, the Void Point paid. */
  damage: { offers: damageOffers, roll: rollDamageWith },
  /** V8–V10: whether the round-start spends are open at a moment, and one spent (the round's order fixed again). */
  roundStart: { open: roundStartOpen, spend: spendAtRoundStart, kinds: ROUND_START_SPENDS },
  /** §11: grappling through the port (G1–G11): the grapple attack, what a turn's start does to a grapple (the control contest when the one due is grappled, G2, G8), the grapple actions, and the optional sumai bout (G6). */
  grapple: { start: startGrappleStep, atTurnStart: grappleAtTurnStart, act: grappleActionStep, sumai: sumaiBout, stepOf: GRAPPLE_STEP_OF },
  /** C17, C18, ST2, ST3: the actions a turn asks a distance of, which ways a move may go, and the kinds of ground. */
  moves: { actions: MOVE_ACTIONS, directions: MOVE_DIRECTIONS, terrains: TERRAINS },
  /** R1: the TN ladder, from Mundane (no roll) to Impossible, for a dialog to start from and offer. */
  tnLadder: TN_LADDER,
  /** R15, R17: the winds and weathers a ranged attack or spell is made in (O4), the penalties of difficult ground the text names, and whether an attack with a weapon feels the wind and weather (a ranged one). */
  // The keys of records typed by Wind and Weather.
  surroundings: { winds: Object.keys(WIND_TN) as Wind[], weathers: Object.keys(WEATHER_TN) as Weather[], terrainPenalties: [5, 10] as const, feltBy: isRanged },
  /** M5: the Guard action's key (it names a ward, `target`), and every Guard brought up to a moment (those over dropped, each ward's guards set): run after a declaration, which sets only the guard's side. */
  guard: { key: GUARD, link: linkGuards },
  /** R11, R14: contests between characters and cumulative efforts, settled from their rolls. */
  shared: rollkeepSharedRolls,
  /** V11: a Void Point spent on a school technique (the sheet's spend): outside the round's limit, refused only with no point left. */
  techniqueVoid: spendTechniqueVoid,
  /** V1, V3–V5, V11: whether an owner's own write in a begun fight may take the Void Points left from one number to another (down or unchanged, never up). */
  ownerMayLowerVoid,
  /** V1, CO5: a night's rest, the Void Points refilled unless fasting forbids it (a RuleRefusal `restRefused`). */
  rest: restVoidPoints,
  duel: {
    stance: duelStance,
    assessment: duelAssessment,
    /** DU2: the raises called on the Assessment checked, the facts it may reveal, the facts chosen as they stand, and a concession. */
    checkCall: checkAssessmentCall,
    facts: ASSESSMENT_FACTS,
    learn: assessmentFacts,
    concede: concession,
    focus: duelFocus,
    strikeOrder,
    declareStrike: declareDuelStrike,
    strikes: duelStrikes,
    result: duelResult,
  },
} as const;

export type { DuelOutcome, DuelStakes };
export type { DamageChoice } from "./damage-void";
export type { RoundStartSpend } from "./round-start";
