import { deriveCharacter } from "../character/derived";
import type { DiceSource } from "../../dice";
import { attackRefusal } from "../attack/attack-refusal";
import { attackProfileOf } from "../attack/profile";
import type { AttackProfile, DefenderView } from "../attack/types";
import { castTechnique } from "../casting-time";
import { chakraPays, spendChakra, withChakraExhaustion, type ChakraDrain } from "../chakra";
import { accuracyOf } from "../character/character";
import { movementMetres } from "../character/movement";
import { actionBaseDamage, stanceModifiers, type DamageMade, type Stance } from "../combatant";
import { actingRefusal, amputatedRefusal } from "../conditions/acting";
import type { ConditionInstance } from "../conditions/instance";
import { useLimit } from "../limits";
import { useSharedLimit, type SharedUses } from "../partners";
import { mercyStrike } from "../mercy-strike";
import { charge } from "../maneuvers/charge";
import { readyingCost, type Readying } from "../maneuvers/draw";
import { grabRefusal } from "../maneuvers/grab";
import { OVERCOME_PENALTY } from "../maneuvers";
import { safeStep } from "../maneuvers/leaving-reach";
import { markProvokingMove, markUnprovokingMove } from "./tumble";
import { takeTotalDefence, totalDefenceRefusal } from "../maneuvers/total-defence";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import type { RollModifier } from "../roll";
import { delayRefusal } from "../round/delay";
import { circumstanceModifiers, untrainedWith, type AttackCircumstance } from "../situational";
import { twoWeaponRefusal } from "../maneuvers/strike";
import { FRESH_ROUND, takeAction, type ActionBudget } from "../turn-actions";
import { actionNamed, turnActionOf, type FighterAction, type SpecialManeuver } from "./actions";
import { copyOf, stateOf, type DegreesFighter } from "./fighter";
import { extraAction, releaseKept, type ExtraChoice } from "./extra-actions";
import { initiativeNow } from "./initiative-port";
import { checkedMoment } from "./moments";

/** Where the target stands for one attack, as the table states it (M110–M116, M119). */
export interface AroundTheTarget {
  cover?: DefenderView["cover"];
  camouflage?: DefenderView["camouflage"];
  /** For total camouflage: whether the attacker knows roughly where the target is (M111). */
  located?: boolean;
  /** A barrier or cover with hardness between them (M116, M119). */
  barrierHardness?: number;
  /** An area attack covering enough of the camouflaged area to skip the miss dice (M113): the GM's call, for area attacks only. */
  areaCoversCamouflage?: boolean;
  /** The target cannot see the attacker (M111): Unprepared for this attack. A Blind target never sees it, whatever this says. */
  unseen?: boolean;
  /** An ally of the attacker stands on exactly the opposite side of the target (M60): the board's fact, which the GM's client reads from the tokens. */
  flanked?: boolean;
}

/** How an action is declared: when, and for an attack, how it is made and what the table states around it. */
export interface DegreesChoice extends ExtraChoice {
  /** The moment (moments.ts): the fighter's own turn, in a fight. */
  at: number;
  /** Fight Defensively (−3 attack, +2 Dodge) or, with the feat, Defensive Combat (−2/+3), declared with a melee attack (M66). */
  stance?: Extract<Stance, "fightDefensively" | "defensiveCombat">;
  /** The attack ends a Charge run this far, in metres (M63): a full round and the round's move, +1 to hit, −1 defence until the next turn. */
  charge?: { runMetres: number; atFlier?: boolean };
  /** What the table states about this attack (F5): the other kind of damage, a foe in reach, an untrained weapon, the off hand. */
  circumstance?: Pick<AttackCircumstance, "switchedLethality" | "foeInMelee" | "untrained" | "offHand">;
  around?: AroundTheTarget;
  /** Standard actions the attacker's partners (or owner) used this round, counted from their budgets (M87). */
  partnerActions?: number;
  /** The per-round limits its partners (or owner) already took this round, by who took each (M88): an opportunity attack, a Feint. `partnerRound` counts both. */
  partnerUses?: SharedUses;
  /** A Delay's new value, or null to act once everyone else has (M10); stepping in, the value of the turn it follows. */
  delayTo?: number | null;
  /** A mercy strike at this victim, known as it is declared (M61): a full-round action at one helpless or paralyzed victim, an automatic critical. */
  mercyStrike?: { victim: DegreesFighter };
  /** An opportunity attack (M55): a melee attack off one's turn, once a round, answered only by Dodge, Block or Anticipate. */
  opportunity?: boolean;
  /** A sneak attack (M54): the attacker's Stealth, rolled against the target's Notice as the attack opens; on success the target is Unaware for it. */
  sneak?: { stealth: number };
  /** Takes the action kept with Hold or Prepare (M17, M69), off one's own turn. */
  release?: boolean;
  /** Increases (positive) and reductions (negative) to the base damage, summed: Powerful Strike, an element's bonus (M32). */
  damageAdjustment?: number;
  /** A thrown weapon thrown from both hands, its listed count from each: the weapon damage doubled (M64, E12). */
  bothHands?: boolean;
  /** A Strike with a weapon in each hand (M62): refused without Two-Weapon Fighting. */
  twoWeapons?: boolean;
  /** What a Draw readies (M70): one weapon unless given; Ambidexterity is the fighter's own. */
  readying?: Readying;
  /** A way to reach a flier from the ground with a melee attack (M99): a wall run with Kinobori, a reach-extending technique. */
  reachesUp?: boolean;
  /**
   * An Overcome (M75), declared only by `declareOvercome` (overcome.ts), which checks it: a
   * movement action off one's turn, the attack at −3 with this base damage, no chakra paid again.
   */
  overcome?: { base: number };
}

/** An attack, special maneuver or Feint declared, ready to open at a target. */
export interface DeclaredAttack {
  kind: "attack" | "maneuver" | "feint";
  maneuver: SpecialManeuver | null;
  profile: AttackProfile;
  /** The accuracy the check adds (M20; a Feint's Dexterity, M59), and its labelled modifiers. */
  accuracy: number;
  modifiers: readonly RollModifier[];
  /** Base damage as the attacker stands (M28–M33), fixed damage, and the hardness it ignores (M124). */
  base: number;
  fixed: number;
  ignoreHardness: number;
  /** Whether a hit deals damage: a special maneuver's does what it says instead (M78). */
  damages: boolean;
  around: AroundTheTarget;
  /** The damage divisor: the attacker's standard action and its partners' (M87). */
  partners: number;
  /** It ends a Charge (M63). */
  charging: boolean;
  /** A Charge that is a jump at a flier (M100): its run's Athletics is rolled as the attack opens. */
  jumping: boolean;
  /** A mercy strike's victim (M61), the only target it may open at; null for any other attack. */
  mercyVictim: string | null;
  /** A sneak attack's Stealth (M54), rolled as it opens; null for none. */
  sneak: { stealth: number } | null;
  /** The chakra a hit drains (M52, M53); none unless given. */
  drain?: ChakraDrain;
  /** The attacker has a way up to a flier (M99). */
  reachesUp: boolean;
}

/** What declaring would do, shown before it is confirmed. */
export interface DegreesPreview {
  actions: ActionBudget;
  chakra: number;
  stance: Stance | null;
  /** The check an attack rolls, 2d8 + this (M20). */
  attack: { accuracy: number; modifiers: readonly RollModifier[] } | null;
}

/** A declared action, with the fighter as it is after declaring it. */
export interface DegreesDeclared {
  actorId: string;
  action: FighterAction;
  at: number;
  actor: DegreesFighter;
  attack: DeclaredAttack | null;
  /** A partner the action called into the fight (M84–M86), to add to the fighters; null for none. */
  summoned?: DegreesFighter | null;
}

/** What Hold and Prepare keep for later: an attack, a maneuver, a Feint or a technique (M17, M69). */
const RELEASABLE: ReadonlySet<FighterAction["role"]> = new Set(["attack", "maneuver", "feint", "technique"]);

/** Whether it is the fighter's own turn at `at`, begun and neither over nor put off: actions are taken then, only reactions outside it (M15). */
export function ownTurn(f: DegreesFighter, at: number): boolean {
  const turn = f.turn;
  return turn !== null && turn.at === at && !turn.over && !turn.putOff;
}

const NO_MODIFIERS: readonly RollModifier[] = [];
const NO_CIRCUMSTANCE: AttackCircumstance = {};
const IN_THE_OPEN: AroundTheTarget = {};

function attackModifiers(stance: Stance | null, circumstance: AttackCircumstance): readonly RollModifier[] {
  const fromStance = stanceModifiers(stance).attack;
  const fromCircumstance = circumstance === NO_CIRCUMSTANCE ? NO_MODIFIERS : circumstanceModifiers(circumstance);
  return fromStance.length === 0 && fromCircumstance.length === 0 ? NO_MODIFIERS : [...fromStance, ...fromCircumstance];
}

/**
 * What an attack, maneuver or Feint spends and becomes (M58–M64, M66, M78, M79), its chakra
 * too. Every refusal, the chakra's last (as for any action), is made before `next` is written,
 * so `next` may be the fighter itself (an owned declaration): a refused attack leaves it as it was.
 */
function declareAttack(f: DegreesFighter, next: DegreesFighter, action: FighterAction, choice: DegreesChoice, budget: ActionBudget, options: DegreesOptions): DeclaredAttack {
  const refused = attackRefusal(f.conditions, options) ?? totalDefenceRefusal(f.stance, action.range ? { offensive: true, techniqueRange: action.range } : { offensive: true });
  if (refused) throw refused;
  const melee = action.attack?.attack.delivery === "melee";
  if ((choice.stance !== undefined || choice.charge !== undefined) && !melee) throw degreesRefusal("meleeOnly", actionNamed(action), `${action.name}: fighting defensively and charging are for melee attacks`);
  const stance = choice.stance ?? f.stance;
  if (action.maneuver === "grab") {
    const cannot = grabRefusal({ id: f.id, handsFree: f.wielding === null, canHold: true });
    if (cannot) throw cannot;
  }
  // A weapon knocked away is not in hand (M82): attacking with a weapon waits for the Draw; bare hands and techniques do not.
  if (f.disarmed && action.key === "weapon" && action.attack?.unarmed !== true) throw degreesRefusal("disarmedWeapon", actionNamed(action), `${action.name}: the weapon was knocked away; pick it up or draw another first`);
  if (action.maneuver === "trample" && !choice.charge) throw degreesRefusal("trampleCharge", {}, "Trample is made only with a Charge");
  if (choice.opportunity && (!melee || action.role !== "attack")) throw degreesRefusal("meleeOnly", actionNamed(action), `${action.name}: an opportunity attack is a plain melee attack`);
  if (choice.mercyStrike && action.role !== "attack") throw degreesRefusal("mercyStrikeVictim", {}, "A mercy strike is one attack at a helpless or paralyzed victim");
  let circumstance: AttackCircumstance = choice.circumstance === undefined && action.role !== "maneuver" ? NO_CIRCUMSTANCE : { ...choice.circumstance, specialManeuver: action.role === "maneuver" };
  // Weapon Training, compared with the weapon's category (M58, M62, M64); the table's own tick stays, for what the sheet cannot know.
  const attackAction = action.attack;
  if (attackAction?.category && f.weaponTraining && !circumstance.untrained && untrainedWith(attackAction.category, f.weaponTraining)) circumstance = { ...circumstance, untrained: true };
  if (choice.bothHands && attackAction?.thrownCount === undefined) throw degreesRefusal("bothHandsThrown", actionNamed(action), `${action.name}: only thrown weapons are thrown from both hands`);
  if (choice.twoWeapons) {
    if (!melee || action.role !== "attack") throw degreesRefusal("twoWeaponsMelee", actionNamed(action), `${action.name}: striking with two weapons is a melee attack`);
    const cannot = twoWeaponRefusal(2, f.twoWeaponFighting === true);
    if (cannot) throw cannot;
  }
  let actions = f.actions;
  let guardOpen = f.guardOpen;
  let uses = f.uses;
  let kept = f.kept;
  if (choice.charge) {
    const movement = movementMetres(deriveCharacter(f.character).movement, "normal", f.conditions, options);
    const finish = action.maneuver === "push" || action.maneuver === "takedown" || action.maneuver === "trample" ? action.maneuver : "strike";
    const made = charge(budget, f.conditions, { finish, runMetres: choice.charge.runMetres, movementMetres: movement, touchTechnique: action.key === "technique", atFlier: choice.charge.atFlier === true }, options);
    actions = made.budget;
    // The run is the round's move, and leaving a foe's reach on it gives an opening (M55, M63).
    uses = markProvokingMove(uses);
    // The guard stays open until the charger's next turn starts (M63): the clock closes it, as it ends a stance.
    guardOpen = true;
    circumstance = { ...circumstance, ...made.circumstance };
  } else if (choice.mercyStrike) {
    actions = mercyStrike(budget, choice.mercyStrike.victim.conditions, { targets: 1, attackIsFullRound: action.time === "fullRound" }, options);
  } else if (choice.overcome) {
    // Right after the Nullify, out of turn: a movement action, whatever the technique's own casting time (M75).
    actions = takeAction(budget, { kind: "movement" });
  } else if (choice.opportunity) {
    // A free action off one's turn, once a round (M55), and once for an owner and its partners together (M88).
    useSharedLimit(choice.partnerUses ?? {}, "opportunityAttack", f.id);
    uses = useLimit(f.uses, "opportunityAttack", 1, "round");
  } else {
    const spent = turnActionOf(action);
    actions = spent.kind === "reaction" ? budget : choice.release ? releaseKept(f, spent) : takeAction(budget, spent);
    if (choice.release) kept = null;
  }
  let attack: DeclaredAttack;
  if (action.role === "feint") {
    // Once a round, and only one of an owner and its partners feints (M59, M88).
    useSharedLimit(choice.partnerUses ?? {}, "feint", f.id);
    uses = useLimit(f.uses, "feint", 1, "round");
    const dexterity = f.character.attributes.dexterity;
    attack = { kind: "feint", maneuver: null, profile: FEINT_PROFILE, accuracy: dexterity, modifiers: NO_MODIFIERS, base: 0, fixed: 0, ignoreHardness: 0, damages: false, around: choice.around ?? IN_THE_OPEN, partners: 1, charging: false, jumping: false, mercyVictim: null, sneak: null, drain: undefined, reachesUp: false };
  } else {
    // Present for the roles "attack" and "maneuver", by the shape of every action that has them (actions.ts, item-input.ts).
    const made = action.attack as NonNullable<FighterAction["attack"]>;
    attack = {
      kind: action.role === "maneuver" ? "maneuver" : "attack",
      maneuver: action.maneuver ?? null,
      profile: attackProfile(made.attack, choice, circumstance?.switchedLethality === true),
      accuracy: accuracyOf(f.character.accuracies, made.accuracy),
      modifiers: choice.overcome ? [...attackModifiers(stance, circumstance), { label: "overcome", value: OVERCOME_PENALTY }] : attackModifiers(stance, circumstance),
      base: choice.overcome ? choice.overcome.base : actionBaseDamage(f, made, options, damageMade(choice)),
      fixed: made.fixed,
      ignoreHardness: made.ignoreHardness,
      damages: action.role === "attack",
      around: choice.around ?? IN_THE_OPEN,
      partners: 1 + Math.max(0, choice.partnerActions ?? 0),
      charging: choice.charge !== undefined,
      jumping: choice.charge?.atFlier === true,
      mercyVictim: choice.mercyStrike ? choice.mercyStrike.victim.id : null,
      sneak: choice.sneak ?? null,
      drain: made.drain,
      reachesUp: choice.reachesUp === true,
    };
  }
  const chakra = chakraAfter(f, action, choice);
  next.stance = stance;
  next.actions = actions;
  next.guardOpen = guardOpen;
  next.uses = uses;
  next.kept = kept;
  payChakra(next, chakra, action, choice, options);
  return attack;
}

/** Whether declaring pays the action's chakra: an Overcome carries on the nullifying power, not paid again (M75, our default). */
function paysChakra(action: FighterAction, choice: DegreesChoice): boolean {
  return action.chakra > 0 && choice.overcome === undefined;
}

/**
 * Whether the fighter's chakra pays for declaring `action` (M48): the test the declaration makes
 * last, asked without a refusal. The simulator asks before a tactics turn, since a refusal first
 * thrown hundreds of duels in throws away the turn's optimised code.
 */
export function degreesChakraPays(f: DegreesFighter, action: FighterAction, choice: DegreesChoice): boolean {
  return !paysChakra(action, choice) || chakraPays(f.chakra, action.chakra);
}

/** The fighter's chakra once the action is paid for (M49): refused when it has too little. */
function chakraAfter(f: DegreesFighter, action: FighterAction, choice: DegreesChoice): number {
  return paysChakra(action, choice) ? spendChakra(f.chakra, action.chakra, action.name) : f.chakra;
}

/** The chakra paid written: at 0 a character is Exhausted until it recovers some (M49). */
function payChakra(next: DegreesFighter, chakra: number, action: FighterAction, choice: DegreesChoice, options: DegreesOptions): void {
  if (!paysChakra(action, choice)) return;
  next.chakra = chakra;
  next.conditions = withChakraExhaustion(next.conditions, chakra, options);
}

/** What the choice changes in the base damage (M32, M64): shared as is when it changes nothing. */
function damageMade(choice: DegreesChoice): DamageMade | undefined {
  const adjustment = choice.damageAdjustment ?? 0;
  if (adjustment === 0 && !choice.bothHands) return undefined;
  return { ...(adjustment === 0 ? {} : { adjustments: [adjustment] }), ...(choice.bothHands ? { bothHands: true } : {}) };
}

const ONE_WEAPON: Readying = { kind: "weapon", count: 1 };

/** The round's actions after readying something (M70): each action its cost takes, in turn; two weapons at once with the fighter's Ambidexterity. */
function drawn(f: DegreesFighter, budget: ActionBudget, readying: Readying): ActionBudget {
  const cost = readyingCost(readying.kind === "weapon" ? { kind: "weapon", count: readying.count, ambidexterity: f.ambidexterity === true } : readying);
  let left = budget;
  for (const action of cost) left = takeAction(left, action);
  return left;
}

function withoutOne(held: readonly ConditionInstance[], id: ConditionInstance["id"]): ConditionInstance[] {
  const at = held.findIndex((c) => c.id === id);
  return at < 0 ? held.slice() : [...held.slice(0, at), ...held.slice(at + 1)];
}

/**
 * Everything declaring does: it needs no dice, so the preview and the declaration share it and
 * never differ. In a fight an action is taken on one's own turn, a reaction at any time (M15),
 * out of the round's budget (M13, M14, M16, M19); outside one every action starts from a fresh
 * budget. The conditions rule out what they forbid (M130), Total Defence anything offensive (M67).
 */
function plan(f: DegreesFighter, action: FighterAction, choice: DegreesChoice, options: DegreesOptions, owned = false): { actor: DegreesFighter; attack: DeclaredAttack | null; summoned: DegreesFighter | null } {
  const at = checkedMoment(choice.at, "at");
  const inFight = f.initiative !== null;
  const turnAction = turnActionOf(action);
  // An opportunity attack and a released action are taken off one's turn, as reactions are (M55, M17, M69).
  const offTurn = turnAction.kind === "reaction" || choice.opportunity === true || choice.release === true || choice.overcome !== undefined;
  if (stateOf(f, options) === "dead") throw degreesRefusal("dead", { id: f.id }, `${f.id} is dead`);
  if (choice.release && !RELEASABLE.has(action.role)) throw degreesRefusal("cannotRelease", actionNamed(action), `${action.name} is not an action kept for later`);
  if (inFight && !offTurn && !ownTurn(f, at)) throw degreesRefusal("notYourTurn", {}, "That can only be done on one's own turn");
  const cannot = actingRefusal(f.conditions, turnAction, options) ?? (action.hands ? amputatedRefusal(f.conditions, action.hands, f.oneArmed === true, options) : null);
  if (cannot) throw cannot;
  const budget = inFight ? f.actions : FRESH_ROUND;
  // An owned attack changes the fighter itself: declareAttack refuses before it writes.
  let next = owned && (action.role === "attack" || action.role === "maneuver" || action.role === "feint") ? f : copyOf(f);
  let attack: DeclaredAttack | null = null;
  let summoned: DegreesFighter | null = null;
  switch (action.role) {
    case "defence":
      throw degreesRefusal("defenceOnly", { technique: action.name }, `${action.name} answers an attack; it is not declared on its own`);
    case "attack":
    case "maneuver":
    case "feint":
      attack = declareAttack(f, next, action, choice, budget, options);
      break;
    case "totalDefence": {
      const taken = takeTotalDefence(budget, []);
      next.actions = taken.budget;
      next.stance = taken.stance;
      break;
    }
    case "delay": {
      if (!inFight) throw degreesRefusal("notInFight", { id: f.id }, `${f.id} is not in a fight`);
      // A partner has no initiative of its own to lower: it acts in its owner's turn (M86).
      if (f.partnerOf !== undefined) throw degreesRefusal("partnerDelay", { owner: f.partnerOf }, `${f.id} acts in ${f.partnerOf}'s turn and has no initiative to delay`);
      const to = choice.delayTo ?? null;
      const now = f.delayedTo ?? initiativeNow(f, f.initiative ?? 0, options);
      const lower = to === null ? null : delayRefusal(to, now);
      if (lower) throw lower;
      next.actions = takeAction(budget, { kind: "free", name: action.key });
      next.delayedTo = to;
      // The turn is put off, not over: it resumes when its value comes up (M10). In a fight it is this turn, checked above.
      const turn = f.turn as NonNullable<DegreesFighter["turn"]>;
      next.turn = { round: turn.round, at: turn.at, putOff: true, over: false };
      break;
    }
    case "move": {
      const moving = action.move ?? "normal";
      const stance = totalDefenceRefusal(f.stance, { move: moving });
      if (stance) throw stance;
      const metres = movementMetres(deriveCharacter(f.character).movement, "normal", f.conditions, options);
      if (metres === 0) throw degreesRefusal("cannotMove", {}, "This character cannot move from its place");
      next.actions = moving === "safeStep" ? safeStep(budget, metres) : takeAction(budget, { kind: action.time === "fullRound" ? "fullRound" : "movement", move: moving });
      // A Safe Step or a Retreat leaves reach giving no opening, any other move gives one: the round remembers which (M55, M68).
      next.uses = action.key === "safeStep" || action.key === "retreat" ? markUnprovokingMove(next.uses) : markProvokingMove(next.uses);
      break;
    }
    case "standUp":
      if (!f.conditions.some((c) => c.id === "prone")) throw degreesRefusal("notProne", {}, "Only someone lying down stands up");
      next.actions = takeAction(budget, { kind: "movement" });
      next.conditions = withoutOne(f.conditions, "prone");
      break;
    case "draw": {
      const readying = choice.readying ?? ONE_WEAPON;
      if (readying.kind === "disarmed" && !f.disarmed) throw degreesRefusal("notDisarmed", {}, "Nothing of this character's was knocked away to pick up");
      next.actions = drawn(f, budget, readying);
      // Picking the knocked-away item up, or drawing another weapon, arms it again (M82).
      if (readying.kind === "disarmed" || readying.kind === "weapon") next.disarmed = false;
      break;
    }
    case "technique": {
      const range = totalDefenceRefusal(f.stance, action.range ? { techniqueRange: action.range } : {});
      if (range) throw range;
      if (choice.release) {
        next.actions = releaseKept(f, turnAction.kind === "reaction" ? { kind: "partial" } : turnAction);
        next.kept = null;
      } else next.actions = castTechnique(budget, action.time, !inFight || ownTurn(f, at));
      break;
    }
    case "summon":
    case "mount":
    case "dismount":
    case "takeOff":
    case "land":
    case "hold":
    case "prepare":
    case "stepIn":
    case "skipStandard": {
      if (action.role === "takeOff" || action.role === "land") {
        const stance = totalDefenceRefusal(f.stance, { move: "normal" });
        if (stance) throw stance;
      }
      const done = extraAction(f, next, action.role, budget, choice, at, options);
      next = done.actor;
      summoned = done.summoned;
      break;
    }
  }
  // An attack has paid its chakra already, once nothing could refuse it.
  if (attack === null) payChakra(next, chakraAfter(f, action, choice), action, choice, options);
  return { actor: next, attack, summoned };
}

/** What declaring would do, without a die; a RuleRefusal if it may not be declared. */
export function previewDegrees(f: DegreesFighter, action: FighterAction, choice: DegreesChoice, options: DegreesOptions): DegreesPreview {
  const { actor, attack } = plan(f, action, choice, options);
  return { actions: actor.actions, chakra: actor.chakra, stance: actor.stance, attack: attack && { accuracy: attack.accuracy, modifiers: attack.modifiers } };
}

/** A Feint's profile: no attack roll reads it (the contest decides), but it keeps the one shape. */
const FEINT_PROFILE: AttackProfile = attackProfileOf({ delivery: "other", lethal: false });

/**
 * The attack's profile as declared: a mercy strike or an opportunity attack marked, and the other
 * kind of damage dealt when the attacker takes M38's −3 for it (a weapon used non-lethally, a fist
 * made lethal).
 */
function attackProfile(profile: AttackProfile, choice: DegreesChoice, switched: boolean): AttackProfile {
  const covers = choice.around?.areaCoversCamouflage === true;
  if (covers && profile.delivery !== "area") throw degreesRefusal("notAnArea", {}, "Only an area attack covers a camouflaged area");
  if (!choice.mercyStrike && !choice.opportunity && !switched && !covers && !choice.bothHands) return profile;
  const made = attackProfileOf(profile);
  if (covers) made.areaCoversCamouflage = true;
  // Both hands throw the listed count each: a deflection must match them all (M64, M65).
  if (choice.bothHands) made.projectiles = 2 * (profile.projectiles ?? 1);
  if (choice.mercyStrike) made.mercyStrike = true;
  else if (choice.opportunity) made.opportunity = true;
  if (switched) made.lethal = !profile.lethal;
  return made;
}

/**
 * Declares an action: nothing is rolled until an attack opens, so it is the preview's plan, kept.
 * With `owned` an attack, maneuver or Feint changes the caller's own fighter in place (only once
 * nothing refuses it: a refused one leaves it untouched); other actions still copy it.
 */
export function declareDegrees(f: DegreesFighter, action: FighterAction, choice: DegreesChoice, options: DegreesOptions, _dice: DiceSource, owned = false): DegreesDeclared {
  const { actor, attack, summoned } = plan(f, action, choice, options, owned);
  return { actorId: f.id, action, at: choice.at, actor, attack, summoned };
}
