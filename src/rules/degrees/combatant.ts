import type { ChakraDrain } from "./chakra";
import type { AttackerView, AttackProfile, DefenderView, Wielded } from "./attack/types";
import { resolveDamage, type DamageInput, type DamageResult } from "./attack/damage";
import { baseDamage, bestUnarmedDamage, thrownWeaponDamage, type DamageSource, type UnarmedDamageSource } from "./base-damage";
import { accuracyOf, type DegreesCharacter } from "./character/character";
import { deriveCharacter } from "./character/derived";
import type { HpTrack } from "./character/hit-points";
import type { ConditionInstance } from "./conditions/instance";
import type { DegreesOptions } from "./options";
import type { RollModifier } from "./roll";
import { CHARGE_GUARD, type WeaponCategory } from "./situational";
import type { ActionBudget } from "./turn-actions";

/** A defensive way of fighting this round, lasting until the fighter's next turn (M66, M67). */
export type Stance = "fightDefensively" | "defensiveCombat" | "totalDefence";

/** One fighter's whole state as plain data: what the port calls a combatant. */
export interface DegreesCombatant {
  id: string;
  character: DegreesCharacter;
  hp: HpTrack;
  chakra: number;
  conditions: readonly ConditionInstance[];
  actions: ActionBudget;
  stance: Stance | null;
  wielding: Wielded | null;
  /** The armour's absorption left (M125). */
  absorption: number;
  sensor: boolean;
  /** What gives its unarmed strikes weapon damage (Iron Fist, Juuken, M31); none unless given. */
  unarmedSources?: readonly UnarmedDamageSource[];
  /** It charged: its guard is open, −1 on every defence until its next turn starts (M63, `CHARGE_GUARD`); not unless given. */
  guardOpen?: boolean;
}

/** Something a combatant does that may attack: what the port calls an action. */
export interface DegreesAction {
  name: string;
  /** The accuracy the attack check adds (M20): Melee, Ranged, or the skill a power names. */
  accuracy: "melee" | "ranged" | "anticipate";
  attack: AttackProfile;
  /**
   * Where base damage comes from, and the weapon damage or Power Level it adds; a custom formula
   * gives `base` instead. `withWeapon`: a technique whose melee or ranged base takes the weapon in
   * hand's damage too (M28, M29), as a strike with that weapon would.
   */
  damage: { source: DamageSource; added: number; withWeapon?: boolean } | { base: number };
  fixed: number;
  /** The most hardness this attack ignores (M124). */
  ignoreHardness: number;
  /** A weapon's category: a martial or special one without its Weapon Training attacks at −3 (M58, M62, M64). */
  category?: WeaponCategory;
  /** A thrown weapon: how many of it one hand throws for its damage (shuriken: 3, M64). */
  thrownCount?: number;
  /** An unarmed strike: its weapon damage is the best of the character's unarmed sources (M31). */
  unarmed?: boolean;
  /** A long weapon: it doubles the striker's reach (M62). */
  long?: boolean;
  /** The chakra a hit drains from the target (M52, M53); none unless given. */
  drain?: ChakraDrain;
}

/** How one attack is made, as far as its base damage reads it (M32, M64). */
export interface DamageMade {
  /** Increases and reductions to the base (Powerful Strike, an element's bonus), before the degree (M32). */
  adjustments?: readonly number[];
  /** A thrown weapon thrown from both hands: the listed count from each, the weapon damage doubled (M64). */
  bothHands?: boolean;
}

const AS_IT_IS: DamageMade = {};

/** What one stance changes: the labelled modifiers its attack, Dodge and Anticipate add. */
export interface StanceModifiers {
  attack: readonly RollModifier[];
  dodge: readonly RollModifier[];
  anticipate: readonly RollModifier[];
}

// Read on every attack and every defence: built once, shared, never changed.
const STANCES: Readonly<Record<Stance | "none", StanceModifiers>> = {
  fightDefensively: { attack: [{ label: "fightDefensively", value: -3 }], dodge: [{ label: "fightDefensively", value: 2 }], anticipate: [] },
  defensiveCombat: { attack: [{ label: "fightDefensively", value: -2 }], dodge: [{ label: "fightDefensively", value: 3 }], anticipate: [] },
  totalDefence: { attack: [], dodge: [{ label: "totalDefence", value: 3 }], anticipate: [{ label: "totalDefence", value: 3 }] },
  none: { attack: [], dodge: [], anticipate: [] },
};

/** What a stance changes: Fight Defensively −3/+2 (Defensive Combat −2/+3); Total Defence +3 Dodge and Anticipate (M66, M67). */
export function stanceModifiers(stance: Stance | null): StanceModifiers {
  // Each stance read by its own name: a lookup by a name held in a variable is a slow keyed load, and every attack declared asks.
  switch (stance) {
    case "fightDefensively":
      return STANCES.fightDefensively;
    case "defensiveCombat":
      return STANCES.defensiveCombat;
    case "totalDefence":
      return STANCES.totalDefence;
    default:
      return STANCES.none;
  }
}

/** The accuracy and the stance's labelled modifiers an action's attack check adds. */
export function attackCheck(combatant: DegreesCombatant, action: DegreesAction): { accuracy: number; modifiers: readonly RollModifier[] } {
  return { accuracy: accuracyOf(combatant.character.accuracies, action.accuracy), modifiers: stanceModifiers(combatant.stance).attack };
}

/** The weapon damage a melee action adds from the character's unarmed sources (M31): an unarmed strike's, or a melee technique's made with empty hands. */
function unarmedAdded(combatant: DegreesCombatant, action: DegreesAction, source: DamageSource, withWeapon: boolean): number {
  const sources = combatant.unarmedSources;
  if (!sources || sources.length === 0) return 0;
  return action.unarmed || (withWeapon && source === "melee" && combatant.wielding === null) ? bestUnarmedDamage(sources) : 0;
}

/**
 * An action's base damage for this combatant (M28–M33): the attribute its source reads, size
 * included; the weapon damage, a thrown weapon's doubled from both hands (M64), an unarmed strike's
 * from its best source (M31); the increases and reductions made to the base (M32).
 */
export function actionBaseDamage(combatant: DegreesCombatant, action: DegreesAction, options: DegreesOptions, made: DamageMade = AS_IT_IS): number {
  const adjustments = made.adjustments;
  if ("base" in action.damage) {
    let base = action.damage.base;
    if (adjustments) for (const a of adjustments) base += a;
    return Math.max(0, base);
  }
  const { source, added, withWeapon } = action.damage;
  const attribute = source === "melee" ? deriveCharacter(combatant.character).strength : source === "ranged" ? combatant.character.attributes.dexterity : combatant.character.attributes.spirit;
  const lent = withWeapon && source !== "ninpou" ? (combatant.wielding?.lends?.[source] ?? 0) : 0;
  const listed = action.thrownCount;
  const weapon = listed === undefined ? added : thrownWeaponDamage(added, { count: listed, listed, bothHands: made.bothHands === true });
  // One literal, the adjustments always there (undefined for none): a spread would copy it, in two shapes, on every attack declared.
  return baseDamage({ source, attribute, added: weapon + lent + unarmedAdded(combatant, action, source, withWeapon === true), adjustments }, options);
}

export function attackerView(combatant: DegreesCombatant): AttackerView {
  return { id: combatant.id, size: combatant.character.size, conditions: combatant.conditions, sensor: combatant.sensor };
}

/** Where the defender stands relative to this attack: cover and camouflage in place, and whether it was located. */
export interface DefenceSituation {
  cover: DefenderView["cover"];
  camouflage: DefenderView["camouflage"];
  located: boolean;
  modifiers: readonly RollModifier[];
  /** The defender cannot see the attacker (M111); left out when it can, as in attacks stored before it was asked. */
  unseen?: true;
}

/** The combatant as an attack meets it, in this situation, with these conditions (its own unless the attack adds one, M54). */
export function defenderView(combatant: DegreesCombatant, situation: DefenceSituation, conditions: DefenderView["conditions"] = combatant.conditions): DefenderView {
  const stance = stanceModifiers(combatant.stance);
  return {
    size: combatant.character.size,
    conditions,
    // The character's own accuracies, read in place: a defence reads only its Melee, Dodge and Anticipate.
    accuracies: combatant.character.accuracies,
    dodgeBonuses: stance.dodge,
    anticipateBonuses: stance.anticipate,
    defenceModifiers: combatant.guardOpen ? [...situation.modifiers, CHARGE_GUARD] : situation.modifiers,
    wielding: combatant.wielding,
    cover: situation.cover,
    camouflage: situation.camouflage,
    located: situation.located,
    chakra: combatant.chakra,
    actionsLeft: ACTIONS_LEFT[(combatant.actions.standard ? 4 : 0) + (combatant.actions.movement ? 2 : 0) + (combatant.actions.partial ? 1 : 0)] as DefenderView["actionsLeft"],
  };
}

type ActionKind = "standard" | "movement" | "partial";

// Every defence reads the actions left: the eight possible lists, built once, by standard, movement, partial as bits.
const ACTIONS_LEFT: readonly (readonly ActionKind[])[] = Array.from({ length: 8 }, (_, bits) => (["standard", "movement", "partial"] as const).filter((_kind, i) => (bits & (4 >> i)) !== 0));

/** A landed hit as the damage reads it, but for the target's own numbers (M28–M34, M87, M116–M121, M124). */
export type LandedHit = Omit<DamageInput, "bodyHardness" | "absorption">;

/** A landed hit's damage on a target, its body hardness and armour read from it (M122, M125), each step kept when `detail` asks. */
export function damageOnTarget(hit: LandedHit, target: DegreesCombatant, options: DegreesOptions, detail = true): DamageResult {
  // Written out field by field: a spread of an object whose keys vary is a slow copy on every hit.
  const input: DamageInput = {
    base: hit.base,
    fixed: hit.fixed,
    degree: hit.degree,
    barrierHardness: hit.barrierHardness,
    bodyHardness: deriveCharacter(target.character).bodyHardness,
    ignoreHardness: hit.ignoreHardness,
    standardActionsThisRound: hit.standardActionsThisRound,
    absorption: target.absorption,
  };
  return resolveDamage(input, options, detail);
}
