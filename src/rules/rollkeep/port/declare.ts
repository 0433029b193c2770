import type { DiceSource } from "../../dice";
import { RuleRefusal } from "../../refusal";
import type { AttackSituation } from "../attack/attack-modifiers";
import type { AttackDeclaration } from "../attack/attack-state";
import type { Maneuver } from "../attack/maneuvers";
import { modifierSum } from "../character/modifiers";
import { skillRank } from "../character/skills";
import { spendVoidPoint, type VoidPointState } from "../character/void-points";
import type { ActionSpeed } from "../combat/action-catalog";
import { fullDefenseRoll } from "../combat/full-defense-roll";
import { refuseStance, type Stance } from "../combat/stances";
import { actionSpeed, SIMPLE_ACTIONS_PER_TURN, takeAction, type TurnBudget } from "../combat/take-action";
import type { RollkeepOptions } from "../options";
import { addToPool, wholeRollNumber, type PoolSpec } from "../pool";
import { MAX_TERRAIN_PENALTY } from "../prepare-roll";
import type { RaiseCall } from "../raises";
import type { RollkeepRoll } from "../roll";
import { refuseRoll, SURROUNDINGS_NOT_RANGED } from "../roll-refusal";
import type { Weather, Wind } from "../tn";
import { isRanged } from "../attack/weapons";
import { ATTACK, DELAY, STAND, turnActionFor, type RollkeepAction } from "./actions";
import type { RollkeepCombatant } from "./combatant";
import { checkedMoment, roundOf } from "./moments";
import { focusOpen, spendFocus } from "./focus";
import { actorSituation, attackerSituation, DEFENSE_SKILL, deriveNow } from "./readings";
import { beginTurn, turnUnderWay } from "./turn";
import { guardTaken } from "./guard";
import { delayedCombatant } from "./due";
import { blindMoveRoll, checkedMove, planMove, type MoveAllowance, type MoveChoice } from "./moves";

/** How an attack is made: what the player calls before the roll (§9, R7, V3, ST7/ST8) and the circumstances the table states (AT3, AT8, AT9, D9). */
export interface AttackChoice {
  maneuvers?: Maneuver[];
  raises?: RaiseCall;
  /** V3/V5: a Void Point's +1k1 on the attack roll. */
  voidBoost?: boolean;
  /** ST7/ST8: spend this round's Center/Void bonus on this roll. */
  focus?: boolean;
  /** M3: the attack an Extra Attack granted, taken outside the turn's actions. */
  extraAttack?: boolean;
  /** What the table adds to the damage roll (AT7's modifiers step, D9: an unlisted mastery, W11's unexplained dice). */
  damageModifier?: PoolSpec;
  situation?: Pick<AttackSituation, "offHand" | "secondWeaponHeld" | "foeInMelee" | "advantagedPosition" | "other">;
  /** R15: the wind and weather a ranged attack is made in. */
  wind?: Wind;
  weather?: Weather;
  /** R17: difficult ground's penalty on the attack roll (5 or 10 in the texts; 0 for none). */
  difficultTerrain?: number;
}

/** How an action is declared: when, the stance chosen as the turn begins, and how it is paid for and aimed. */
export interface RollkeepChoice {
  /** The moment (moments.ts): the combatant's place in the round's order, or later for one who delayed. */
  at: number;
  /** A stance chosen as the turn begins (ST10). */
  stance?: Stance;
  /** 4e Down: a Void Point paid for this Free Action (C11, V7). */
  paidWithVoid?: boolean;
  attack?: AttackChoice;
  /** A Move action's distance, direction, ground and a rider's steed (C17, C18, CO8, ST2, ST3); without it a move is counted by its action alone. */
  move?: MoveChoice;
  /** M5: the one a Guard protects, by combatant id; refused on any other action. */
  target?: string;
}

/** What declaring would do, shown before it is confirmed. */
export interface RollkeepPreview {
  /** How much of the turn it takes; null for `pass` and `delay`. */
  speed: ActionSpeed | null;
  /** What is left of the turn after it. */
  budget: TurnBudget | null;
  startsTurn: boolean;
  /** Full Defense/Earth: the turn begins with the stance's roll. */
  fullDefenseRoll: boolean;
  /** This round's Center/Void bonus, when there is one to spend on an attack (ST7, ST8). */
  focus: PoolSpec | null;
  /** A move's allowance, the round's cap and what was moved before it (C17, C18), and a blind Simple move's roll (CO1). */
  move?: MoveAllowance | null;
}

/** A declared action, with the combatant as it is after declaring it. */
export interface RollkeepDeclared {
  actorId: string;
  action: RollkeepAction;
  at: number;
  actor: RollkeepCombatant;
  speed: ActionSpeed | null;
  startedTurn: boolean;
  /** ST5/ST6: the roll made as the turn began in Full Defense or Earth, and the Armor TN it gives. */
  fullDefense: { roll: RollkeepRoll; bonus: number } | null;
  /** An attack, ready to open at a target; null for anything else. */
  attack: AttackDeclaration | null;
  /** The skill the attack rolls. */
  skill: string;
  /** A move made: the feet, and the round's total and cap after it (C17, C18); none for a blind one that fell (CO1). */
  move?: { feet: number; moved: number; cap: number } | null;
  /** CO1: a blind Simple move's Athletics/Agility roll, and whether the mover fell Prone instead of moving. */
  blindMove?: { total: number; tn: number; fell: boolean } | null;
}

type Plan = Omit<RollkeepDeclared, "fullDefense" | "move" | "blindMove"> & { fullDefenseRoll: boolean; focus: PoolSpec | null; move: (MoveAllowance & { feet: number; before: RollkeepCombatant["turn"] }) | null };

/** V1, V2: a Void Point spent as a turn's action is declared at `at` (never at a round's start), refused when the round's point is gone or none is left. */
export function spendOnDeclaring(state: VoidPointState, on: Parameters<typeof spendVoidPoint>[1], at: number, options: RollkeepOptions): VoidPointState {
  return spendVoidPoint(state, on, { round: roundOf(at), roundStart: false }, options);
}

/**
 * An attack's declaration from the attacker as it stands once the action is taken: its stance,
 * conditions and modifiers (AT1–AT9, CO1, CO2, CO9, ST2, ST3, D9), the chosen bonuses, and its
 * damage modifiers: the character's own for damage and what the table adds (AT7 step 3, D9).
 */
function attackDeclaration(c: RollkeepCombatant, action: RollkeepAction, choice: AttackChoice, focus: PoolSpec | null, extraAttackCalled: boolean, options: RollkeepOptions): AttackDeclaration {
  const weapon = action.weapon ?? c.weapon;
  if ((choice.wind !== undefined || choice.weather !== undefined) && !isRanged(weapon)) refuseRoll(choice.wind !== undefined ? "wind" : "weather", SURROUNDINGS_NOT_RANGED);
  const situation: AttackSituation = { ...choice.situation, ...attackerSituation(c, weapon, options), focus };
  const damage = addToPool(modifierSum(c.character.modifiers, "damage"), choice.damageModifier ?? {});
  return {
    weapon,
    ...(choice.wind ? { wind: choice.wind } : {}),
    ...(choice.weather ? { weather: choice.weather } : {}),
    ...(choice.difficultTerrain ? { difficultTerrain: wholeRollNumber(choice.difficultTerrain, "difficultTerrain", 0, MAX_TERRAIN_PENALTY) } : {}),
    maneuvers: choice.maneuvers ?? [],
    ...(choice.raises ? { raises: choice.raises } : {}),
    ...(choice.voidBoost ? { voidSpends: { voidBoost: true } } : {}),
    situation,
    extraAttackUsedThisTurn: extraAttackCalled,
    ...(damage.rolled !== 0 || damage.kept !== 0 || damage.flat !== 0 ? { damage: { modifiers: damage } } : {}),
  };
}

/**
 * Everything declaring does that needs no dice: the turn begun or carried on, the action taken out
 * of its budget (or, for an Extra Attack, out of what M3 granted), the Void Points it spends, and
 * an attack's declaration. Shared by the preview and the declaration, so the two never differ.
 */
function plan(c: RollkeepCombatant, action: RollkeepAction, choice: RollkeepChoice, options: RollkeepOptions): Plan {
  const at = checkedMoment(choice.at, "at");
  const ongoing = turnUnderWay(c, at);
  const startsTurn = ongoing === null;
  if (!startsTurn && choice.stance !== undefined && choice.stance !== c.stance) refuseStance(choice.stance, { code: "stanceMidTurn", text: "a stance is chosen as the turn begins" });
  const skill = action.skill ?? c.weaponSkill;
  const base = { actorId: c.id, action, at, startedTurn: startsTurn, skill, attack: null, focus: null, fullDefenseRoll: false, move: null };
  if (action.key === DELAY) return { ...base, actor: delayedCombatant(c, at, options), speed: null };
  if (action.key === STAND && !c.conditions.prone) throw new RuleRefusal("notProne", { name: c.name }, `${STAND}: ${c.id} is not prone`);
  const begun = ongoing === null ? beginTurn(c, at, choice.stance, options) : { combatant: c, turn: ongoing, fullDefenseRoll: false };
  let actor = begun.combatant;
  const turn = begun.turn;
  const listed = turnActionFor(action, action.weapon ?? actor.weapon, options);
  const move = choice.move === undefined ? undefined : checkedMove(choice.move);
  if (move !== undefined && listed?.kind !== "move") throw new RuleRefusal("actionRefused", { turnAction: action.key }, `${action.key}: not a move`, { code: "onlyMoveHasFeet", text: "only a move says how far it goes" });
  // ST2, ST3: the move's direction is what the stances judge it by.
  const turnAction = listed && move ? { ...listed, direction: move.direction } : listed;
  const derived = deriveNow(actor, options);
  const attackChoice = choice.attack ?? {};
  const attacking = turnAction?.kind === "attack" && action.key === ATTACK;
  if (choice.attack !== undefined && !attacking) throw new RuleRefusal("actionRefused", { turnAction: action.key }, `${action.key}: not an attack`, { code: "onlyAttackAimed", text: "only an attack is aimed" });
  let budget = turn.budget;
  let extraAttacks = turn.extraAttacks;
  let speed: ActionSpeed | null = null;
  let voidPoints = actor.voidPoints;
  if (turnAction !== null && attackChoice.extraAttack) {
    if (extraAttacks < 1) throw new RuleRefusal("badManeuver", { maneuver: "extraAttack" }, "extraAttack: none granted", { code: "noExtraAttack", text: "no Extra Attack has been granted this turn" });
    // M3: the granted attack takes none of the turn's actions, yet the stance and conditions rule it as they rule any attack.
    takeAction({ ...budget, simple: SIMPLE_ACTIONS_PER_TURN }, turnAction, actorSituation(actor, derived), options);
    extraAttacks -= 1;
    speed = actionSpeed(turnAction, actorSituation(actor, derived), options.variant);
  } else if (turnAction !== null) {
    if (choice.paidWithVoid) voidPoints = spendOnDeclaring(voidPoints, "downAction", at, options);
    budget = takeAction(budget, turnAction, actorSituation(actor, derived), options, choice.paidWithVoid === true);
    speed = actionSpeed(turnAction, actorSituation(actor, derived), options.variant);
  }
  const focus = attacking ? focusOpen(actor, at, options) : null;
  const focused = attackChoice.focus ? spendFocus(actor, at, options) : null;
  if (attackChoice.voidBoost) voidPoints = spendOnDeclaring(voidPoints, "boost", at, options);
  const calls = attackChoice.maneuvers?.some((m) => m.kind === "extraAttack") === true;
  const moved = move ? planMove(actor, action.key, move, turn.movement, options) : null;
  const before = { ...turn, budget, extraAttacks, extraAttackCalled: turn.extraAttackCalled || calls };
  actor = { ...(focused?.combatant ?? actor), voidPoints, turn: moved ? { ...before, movement: moved.after } : before };
  // CO9: standing up ends Prone.
  if (action.key === STAND) actor = { ...actor, conditions: { ...actor.conditions, prone: false } };
  // M5: a Guard taken on (a new one replaces the last); the ward's side is linked among all (`linkGuards`).
  const guarding = guardTaken(c, action.key, choice.target, at);
  if (guarding !== undefined) actor = { ...actor, guarding };
  const attack = attacking ? attackDeclaration(actor, action, attackChoice, focused?.bonus ?? null, turn.extraAttackCalled, options) : null;
  const movePlan = moved && move ? { allowance: moved.allowance, cap: moved.cap, moved: moved.moved, blindRollTn: moved.blindRollTn, feet: move.feet, before } : null;
  return { ...base, actor, speed, attack, focus, fullDefenseRoll: begun.fullDefenseRoll, move: movePlan };
}

/** What declaring would do, without a die; a RuleRefusal if it may not be declared. */
export function previewDeclaration(c: RollkeepCombatant, action: RollkeepAction, choice: RollkeepChoice, options: RollkeepOptions): RollkeepPreview {
  const p = plan(c, action, choice, options);
  const move = p.move && { allowance: p.move.allowance, cap: p.move.cap, moved: p.move.moved, blindRollTn: p.move.blindRollTn };
  return { speed: p.speed, budget: p.actor.turn?.budget ?? null, startsTurn: p.startedTurn, fullDefenseRoll: p.fullDefenseRoll, focus: p.focus, move };
}

/**
 * A planned move made (C17, CO1): its feet counted toward the round, or, for a blind Simple move
 * whose Athletics/Agility roll fails, no distance at all and the mover Prone instead.
 */
function madeMove(actor: RollkeepCombatant, plan: NonNullable<Plan["move"]>, options: RollkeepOptions, dice: DiceSource): Pick<RollkeepDeclared, "actor" | "move" | "blindMove"> {
  const after = actor.turn?.movement;
  const counted = { feet: plan.feet, moved: after?.moved ?? plan.feet, cap: after?.cap ?? plan.cap };
  if (plan.blindRollTn === null) return { actor, move: counted, blindMove: null };
  const roll = blindMoveRoll(actor, plan.blindRollTn, options, dice);
  if (roll.success) return { actor, move: counted, blindMove: { total: roll.total, tn: roll.tn, fell: false } };
  const fallen = { ...actor, turn: plan.before, conditions: { ...actor.conditions, prone: true } };
  return { actor: fallen, move: null, blindMove: { total: roll.total, tn: roll.tn, fell: true } };
}

/**
 * Declares an action in the combatant's turn; a RuleRefusal, and nothing changed, if the rules
 * forbid it. A turn begun in Full Defense or Earth rolls the stance's Defense/Reflexes roll now.
 */
export function declareAction(c: RollkeepCombatant, action: RollkeepAction, choice: RollkeepChoice, options: RollkeepOptions, dice: DiceSource): RollkeepDeclared {
  const { fullDefenseRoll: rolls, focus: _focus, move: movePlan, ...planned } = plan(c, action, choice, options);
  const p = movePlan ? { ...planned, ...madeMove(planned.actor, movePlan, options, dice) } : planned;
  if (!rolls) return { ...p, fullDefense: null };
  const derived = deriveNow(p.actor, options);
  const made = fullDefenseRoll({ defenseRank: skillRank(p.actor.character.skills, DEFENSE_SKILL), reflexes: derived.traits.reflexes, woundPenalty: derived.woundRank.penalty, exhausted: p.actor.conditions.fatigued !== null }, options, dice);
  return { ...p, actor: { ...p.actor, fullDefenseBonus: made.bonus }, fullDefense: made };
}
