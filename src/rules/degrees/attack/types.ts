import type { ConditionInstance } from "../conditions/instance";
import type { RollModifier } from "../roll";
import type { SizeCategory } from "../size";
import type { TechniqueElement } from "../maneuvers";

/** The four ways to defend (M20–M25). */
export type DefenceKind = "dodge" | "block" | "anticipate" | "technique";
export const DEFENCE_KINDS: readonly DefenceKind[] = ["dodge", "block", "anticipate", "technique"];

/** How an attack reaches its target, which decides what may block it and what cover stops. */
export type AttackDelivery = "melee" | "projectile" | "area" | "other";

/** The action side of an attack: what the attack is, not who makes it. */
export interface AttackProfile {
  delivery: AttackDelivery;
  /** A projectile-type technique (Cannon, Arrows effects), blockable only by a fit weapon (M23). */
  projectileTechnique?: boolean;
  /**
   * A technique reaching past touch, no area, that is no projectile (an illusion, lightning from the
   * sky): Block meets melee attacks and projectiles only, so it cannot be Blocked at all (M23).
   */
  notProjectile?: boolean;
  /** A heavy weapon, which a light or medium one blocks at −1 (M23). */
  heavyWeapon?: boolean;
  /** The smallest natural roll that crits (a scimitar's 14); absent = the degree table's 15 (M37). */
  critMin?: number;
  lethal: boolean;
  /** An opportunity attack: no defence by technique (M55). */
  opportunity?: boolean;
  /** An area attack covering enough of the camouflaged area to skip the miss dice (M113). */
  areaCoversCamouflage?: boolean;
  /** A mercy strike: an automatic critical (M61). */
  mercyStrike?: boolean;
  /** How many thrown weapons fly at once (shuriken: 3), which a deflection must match (M64, M65); one unless given. */
  projectiles?: number;
  /** A damaging ninpou technique's power level, which a Nullify must come within 1 of (M74); absent for anything else. */
  ninpouPowerLevel?: number;
  /** A technique's element, which an Overcome weighs (M75); absent for none. */
  element?: TechniqueElement;
}

/** The attacker as an attack reads it. */
export interface AttackerView {
  /** Who attacks, for conditions that favour one attacker (Feinted, Flanked). */
  id?: string;
  size: SizeCategory;
  conditions: readonly ConditionInstance[];
  /** Ignores camouflage (Sensor feat, Kagura Shingan, M112). */
  sensor?: boolean;
}

/** The weapon in hand: what it blocks with (M23), and the weapon damage it lends a technique. */
export interface Wielded {
  /** Light and medium weapons block heavy ones at −1. */
  weight: "light" | "medium" | "heavy";
  /** An Adamantine Staff or an Energize-enhanced weapon: may block projectile techniques. */
  blocksProjectileTechniques?: boolean;
  /**
   * The weapon damage it adds to a technique whose base damage is melee or ranged (M28, M29): a
   * melee weapon's to a melee one, a ranged or thrown one's to a ranged one; none where unset.
   */
  lends?: { melee: number; ranged: number };
}

/** A defensive technique the defender would use, and what it costs up front (M25, M71). */
export interface DefensiveTechnique {
  name: string;
  /** The item it was read from, when read from a document: two techniques on one actor may share a name. */
  id?: string;
  chakraCost: number;
  action: "partial" | "movement" | "standard";
  /** A Nullify (M74): the power level it meets the incoming ninpou technique with; absent for any other defence. */
  nullify?: { powerLevel: number };
}

/** The defender as an attack reads it. */
export interface DefenderView {
  size: SizeCategory;
  conditions: readonly ConditionInstance[];
  accuracies: { melee: number; dodge: number; anticipate: number };
  /** Bonuses to Dodge alone (Fight Defensively +2, Total Defence +3): lost when flat-footed (M22, M66, M67). */
  dodgeBonuses: readonly RollModifier[];
  /** Bonuses to Anticipate (Total Defence +3, M67). */
  anticipateBonuses: readonly RollModifier[];
  /** Other defence modifiers, which every defence adds. */
  defenceModifiers: readonly RollModifier[];
  /** The weapon or object in hand, or null for empty hands (gauntlets count as empty, M23). */
  wielding: Wielded | null;
  /** Cover standing before the attack was made (M115, M116). */
  cover: "none" | "partial" | "total";
  /** Camouflage sources between attacker and defender, one die each (M110, M111, M114). */
  camouflage: readonly ("partial" | "total")[];
  /** For total camouflage: whether the attacker knows roughly where the defender is (M111). */
  located: boolean;
  /** Chakra now, to pay a defensive technique. */
  chakra: number;
  /** The actions this round still unspent (an off-turn defence spends them, M15). */
  actionsLeft: readonly ("standard" | "movement" | "partial")[];
}
