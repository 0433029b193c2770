import type { ArmorTn } from "../character/armor-tn";
import type { PoolSpec } from "../pool";
import type { RaiseCall } from "../raises";
import type { RollkeepRoll } from "../roll";
import type { Weather, Wind } from "../tn";
import type { VoidSpends } from "../void-spends";
import type { AttackSituation, PoolPart } from "./attack-modifiers";
import type { DamageStep } from "./damage-pool";
import type { Maneuver } from "./maneuvers";
import type { StrengthContest } from "./strength-contest";
import type { Weapon } from "./weapons";

/** The attacker as the attack needs it, read when the attack is declared. */
export interface AttackerSnapshot {
  id: string;
  /** The rank in the weapon's skill (0: unskilled). */
  skillRank: number;
  agility: number;
  reflexes: number;
  strength: number;
  voidRing: number;
  insightRank: number;
  woundPenalty: number;
  /** MK2 (house): a mook's damage never explodes. */
  mook: boolean;
  /** CO5/CO6: what days without food or rest add to the attack's TN and take off its total. */
  deprivation?: { tn: number; total: number };
}

/** The target as the attack needs it. */
export interface TargetSnapshot {
  id: string;
  armorTn: ArmorTn;
  strength: number;
  earth: number;
  woundPenalty: number;
  /** CO10 (house). */
  defenseless?: boolean;
  /** M7: a four-legged target takes 4 raises to knock down. */
  fourLegged?: boolean;
}

/** An attack as declared: the weapon, the maneuvers and raises, and everything around the roll. */
export interface AttackDeclaration {
  weapon: Weapon;
  maneuvers: Maneuver[];
  raises?: RaiseCall;
  voidSpends?: VoidSpends;
  situation?: AttackSituation;
  /** R15, for ranged attacks. */
  wind?: Wind;
  weather?: Weather;
  /** R17: difficult ground, taken off the attack roll's total. */
  difficultTerrain?: number;
  extraAttackUsedThisTurn?: boolean;
  /** The trait rolled whatever the weapon's reach says (DU4: the iaijutsu Strike rolls Reflexes). */
  trait?: "agility" | "reflexes";
  damage?: {
    /** Techniques, situations, masteries on the damage (step 3, D9). */
    modifiers?: PoolSpec;
    /** Techniques activated as the damage is rolled (step 4). */
    activated?: PoolSpec;
    /** V3: a Void Point's +1k1, only with the voidOnDamage option. */
    voidBoost?: boolean;
  };
}

/** A contested Strength roll a maneuver calls for, before the damage or after it. */
export interface ManeuverContest {
  maneuver: "disarm" | "knockdown" | "pushPull";
  when: "beforeDamage" | "afterDamage";
  /** M8: the target adds its Earth to resist a push or pull past 5 ft. */
  targetAddsEarth: boolean;
  result: StrengthContest | null;
}

/** A rolled damage pool: its steps for the card, the Feint bonus in it, and the roll. */
export interface AttackDamage {
  steps: DamageStep[];
  feintBonus: number;
  roll: RollkeepRoll;
}

/**
 * An attack in progress, step by step (declared → rolled → contests → damage → outcome), as a
 * chat card carries it: plain data, each step a pure function that returns the next state.
 */
export interface RollkeepAttack {
  attacker: AttackerSnapshot;
  target: TargetSnapshot;
  declaration: AttackDeclaration;
  /** The Armor TN this attack has to reach (CO9: prone is easier to hit in melee only). */
  armorTn: number;
  /** The named modifiers on the attack roll. */
  modifiers: PoolPart[];
  maneuverRaises: number;
  attackRoll: RollkeepRoll | null;
  contests: ManeuverContest[];
  damage: AttackDamage | null;
}

/** The step an attack waits for. */
export type AttackStep = "roll" | "contestBeforeDamage" | "damage" | "contestAfterDamage" | "done";
