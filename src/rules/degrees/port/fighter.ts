import type { Flight } from "../aerial";
import type { DefensiveTechnique, Wielded } from "../attack/types";
import type { UnarmedDamageSource } from "../base-damage";
import type { DegreesCharacter } from "../character/character";
import { deriveCharacter } from "../character/derived";
import { thresholdState, type ThresholdState } from "../character/hit-points";
import type { DegreesCombatant, Stance } from "../combatant";
import type { ConditionInstance } from "../conditions/instance";
import type { LimitUses } from "../limits";
import type { DegreesOptions } from "../options";
import type { WeaponTraining } from "../situational";
import { NO_ACTIONS } from "../turn-actions";

/** A fighter's turn in its latest round: when it began (or resumed after a Delay), and where it stands. */
export interface FighterTurn {
  round: number;
  /** The moment it began, or resumed. */
  at: number;
  /** Put off by a Delay (M10): it resumes when its value comes up. */
  putOff: boolean;
  over: boolean;
}

/**
 * One fighter as the port sees it: the rules' combatant (character, HP, chakra, conditions, the
 * round's actions, stance, weapon in hand) and its place in the fight, all plain data a Combatant
 * and its actor store.
 */
export interface DegreesFighter extends DegreesCombatant {
  name: string;
  /** Who fights alongside whom: a fight ends when one side alone is left standing. */
  side: string;
  /** Enemies the GM rolls for once and who act on one value, in one turn (M8); null for one alone. */
  group: string | null;
  /** Aware of the enemy as the fight begins (M2, M11): only the aware act in a surprise round. */
  aware: boolean;
  /** 1d8 + Dexterity + Notice as rolled, kept all battle (M5); conditions add to it as the order is read (M7). Null outside a fight. */
  initiative: number | null;
  /** Its place among equals, stored as initiative is placed: the accuracy, then a roll-off (M6). */
  tieOrder: number;
  /** The round whose actions it holds (M15): only a fighter granted this round's actions takes a turn in it (a joiner waits for the next, M9). */
  grantedRound: number | null;
  turn: FighterTurn | null;
  /** The lowered initiative of a Delay (M10), for the rest of the round (or the battle); null for none. */
  delayedTo: number | null;
  /** The defensive techniques it may answer an attack with (M25), read from its items. */
  defences: readonly DefensiveTechnique[];
  /** What it used this round that is limited per round (a Feint, M59), cleared as each round starts. */
  uses: LimitUses;
  /** The owner it acts for (M84–M88): it takes its turns in its owner's; absent for one of its own. */
  partnerOf?: string;
  /** The mount it rides (M90–M93): the mount's Dodge, Block and Anticipate defend it. */
  mountedOn?: string;
  /** A minion: no Vigor check against a mercy strike (M61). */
  minion?: boolean;
  /** Its Acrobatics, rolled to stay on a mount or in the air after a hard hit (M93, M102). */
  acrobatics?: number;
  /** An action kept with Hold or Prepare (M17, M69), until released, its round's end or, prepared, the holder's next turn. */
  kept?: KeptAction | null;
  /** The Quick Draw feat: what deflecting projectiles needs (M65). */
  quickDraw?: boolean;
  /** The thrown weapons it can throw at once, to deflect as many coming at it or an ally (M65); none unless given. */
  thrownReady?: number;
  /** Its Weapon Training (M58, M62, M64): given, a martial or special weapon it lacks it for attacks at −3 by itself; absent, only as the table states. */
  weaponTraining?: WeaponTraining;
  /** The Two-Weapon Fighting feat: striking with a weapon in each hand needs it (M62). */
  twoWeaponFighting?: boolean;
  /** A feat that lets one with a lost arm or hand wield two-handed weapons and make hand seals (M130 4). */
  oneArmed?: boolean;
  /** The Ambidexterity feat: two weapons drawn as one action (M70). */
  ambidexterity?: boolean;
  /** The soldier pills eaten since the last rest (M51): what the next pill's aftermath counts from; none unless given. */
  pillsSinceRest?: number;
  /** How it flies when Winged (M101): whether it can hover, and the Moving Attack feat; a hovering flight unless given. */
  flight?: Flight;
  /** Its weapon was knocked away by a Disarm (M82): empty-handed until it picks the item up or draws a weapon. */
  disarmed: boolean;
}

/** An action paid now to be taken later: held for later in the round (M17), or prepared against a trigger (M69). */
export interface KeptAction {
  kind: "held" | "prepared";
  /** The action it pays for: a prepared one is a standard action, or a movement or partial one in its place (M69). */
  action: "standard" | "movement" | "partial";
  round: number;
  trigger?: string;
}

/** What a new fighter is made from; the rest starts as at the start of any fight. */
export interface FighterInput {
  id: string;
  name?: string;
  side?: string;
  group?: string | null;
  aware?: boolean;
  character: DegreesCharacter;
  /** Current lethal HP and non-lethal damage; full health unless given. */
  hp?: number;
  nonLethal?: number;
  /** Stabilised while dying (M42); not unless given. */
  stable?: boolean;
  /** What is left of the worn armour's absorption (M125); whole unless given. */
  absorption?: number;
  /** Current chakra; full unless given. */
  chakra?: number;
  conditions?: readonly ConditionInstance[];
  stance?: Stance | null;
  /** A Charge's open guard (M63), until its next turn starts; not unless given. */
  guardOpen?: boolean;
  wielding?: Wielded | null;
  sensor?: boolean;
  defences?: readonly DefensiveTechnique[];
  partnerOf?: string;
  mountedOn?: string;
  minion?: boolean;
  acrobatics?: number;
  quickDraw?: boolean;
  thrownReady?: number;
  weaponTraining?: WeaponTraining;
  twoWeaponFighting?: boolean;
  ambidexterity?: boolean;
  oneArmed?: boolean;
  unarmedSources?: readonly UnarmedDamageSource[];
  pillsSinceRest?: number;
  flight?: Flight;
  disarmed?: boolean;
}

export function newDegreesFighter(input: FighterInput): DegreesFighter {
  const derived = deriveCharacter(input.character);
  return {
    id: input.id,
    name: input.name ?? input.id,
    side: input.side ?? input.id,
    group: input.group ?? null,
    aware: input.aware ?? true,
    character: input.character,
    hp: { hp: input.hp ?? derived.hpMax, nonLethal: input.nonLethal ?? 0, stable: input.stable ?? false },
    chakra: input.chakra ?? derived.chakraMax,
    conditions: input.conditions ?? [],
    actions: NO_ACTIONS,
    stance: input.stance ?? null,
    guardOpen: input.guardOpen ?? false,
    wielding: input.wielding ?? null,
    absorption: input.absorption ?? input.character.armourAbsorption,
    sensor: input.sensor ?? false,
    initiative: null,
    tieOrder: 0,
    grantedRound: null,
    turn: null,
    delayedTo: null,
    defences: input.defences ?? [],
    uses: NO_USES,
    partnerOf: input.partnerOf,
    mountedOn: input.mountedOn,
    minion: input.minion,
    acrobatics: input.acrobatics,
    kept: undefined,
    quickDraw: input.quickDraw,
    thrownReady: input.thrownReady,
    weaponTraining: input.weaponTraining,
    twoWeaponFighting: input.twoWeaponFighting,
    oneArmed: input.oneArmed,
    ambidexterity: input.ambidexterity,
    unarmedSources: input.unarmedSources,
    pillsSinceRest: input.pillsSinceRest,
    flight: input.flight,
    disarmed: input.disarmed ?? false,
  };
}

const NO_USES: LimitUses = {};

/**
 * A copy of a fighter to change before handing it back, written field by field: every step of a
 * fight makes some, and a literal of a known shape is cheaper than a spread (what is handed in is
 * never changed).
 */
export function copyOf(f: DegreesFighter): DegreesFighter {
  return {
    id: f.id,
    name: f.name,
    side: f.side,
    group: f.group,
    aware: f.aware,
    character: f.character,
    hp: f.hp,
    chakra: f.chakra,
    conditions: f.conditions,
    actions: f.actions,
    stance: f.stance,
    guardOpen: f.guardOpen,
    wielding: f.wielding,
    absorption: f.absorption,
    sensor: f.sensor,
    initiative: f.initiative,
    tieOrder: f.tieOrder,
    grantedRound: f.grantedRound,
    turn: f.turn,
    delayedTo: f.delayedTo,
    defences: f.defences,
    uses: f.uses,
    partnerOf: f.partnerOf,
    mountedOn: f.mountedOn,
    minion: f.minion,
    acrobatics: f.acrobatics,
    kept: f.kept,
    quickDraw: f.quickDraw,
    thrownReady: f.thrownReady,
    weaponTraining: f.weaponTraining,
    twoWeaponFighting: f.twoWeaponFighting,
    oneArmed: f.oneArmed,
    ambidexterity: f.ambidexterity,
    unarmedSources: f.unarmedSources,
    pillsSinceRest: f.pillsSinceRest,
    flight: f.flight,
    disarmed: f.disarmed,
  };
}

/** The fighter to change: itself when the caller owns it (a step played with `owned`), else a copy. */
export function changeable(f: DegreesFighter, owned: boolean): DegreesFighter {
  return owned ? f : copyOf(f);
}

/** The per-round uses as a round starts: none (kept as they were when already none). */
export function freshUses(uses: LimitUses): LimitUses {
  for (const _ in uses) return NO_USES;
  return uses;
}

/** Where the fighter's HP leave it (M41). */
export function stateOf(f: DegreesFighter, options: DegreesOptions): ThresholdState {
  return thresholdState(f.hp, options);
}

/** In the fight's order: placed by initiative, and not dead (the dying still take turns, for their ticks, M41). */
export function inTheOrder(f: DegreesFighter, options: DegreesOptions): boolean {
  return f.initiative !== null && stateOf(f, options) !== "dead";
}

/** Still standing in the fight: HP above 0, neither dead nor down (M40, M41). */
export function standing(f: DegreesFighter, options: DegreesOptions): boolean {
  return stateOf(f, options) === "active";
}
