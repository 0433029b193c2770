import type { AttackSituation } from "../attack/attack-modifiers";
import type { AttackerSnapshot, TargetSnapshot } from "../attack/attack-state";
import { guardArmorTn } from "../attack/guard";
import { isRanged, type Weapon } from "../attack/weapons";
import { armorTn, dualWieldArmorTn, type ArmorTn } from "../character/armor-tn";
import { deriveCharacter, type RollkeepDerived } from "../character/derive";
import { modifierSum } from "../character/modifiers";
import { skillRank } from "../character/skills";
import { VOID_ARMOR_TN } from "../character/void-points";
import type { WoundState } from "../character/wound-ranks";
import { stanceEffects, type StanceEffects, type StanceHolder } from "../combat/stance-effects";
import { deprivationOnRoll, type DeprivationOnRoll, type DeprivedRoll } from "../conditions/deprivation";
import type { StanceConditions } from "../combat/stance-choice";
import type { ActorSituation } from "../combat/take-action";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";

/** The skill whose rank Defense/Air and the Full Defense/Earth roll add (ST4, ST5). */
export const DEFENSE_SKILL = "defense";

/** What the combatant's stance works with (ST2–ST6): its Air and Defense, the Full Defense bonus it holds, and house Exhaustion, which takes Earth's and Fire's bonuses (CO6). */
export function stanceHolder(c: RollkeepCombatant, derived: RollkeepDerived): StanceHolder {
  return { air: derived.rings.air, defenseRank: skillRank(c.character.skills, DEFENSE_SKILL), defenseRollBonus: c.fullDefenseBonus, exhausted: c.conditions.fatigued !== null };
}

/** CO5/CO6: what the combatant's days without food and rest cost this roll. */
export function deprivationNow(c: RollkeepCombatant, derived: RollkeepDerived, roll: DeprivedRoll, hasTn: boolean, options: RollkeepOptions): DeprivationOnRoll {
  const days = { fasting: c.conditions.fasting?.days ?? 0, fatigued: c.conditions.fatigued?.days ?? 0 };
  return deprivationOnRoll(days, roll, { stamina: derived.traits.stamina, earth: derived.rings.earth }, options.variant, hasTn);
}

/** What the combatant's stance does to its numbers now (ST1–ST6): Defense's Air and rank, the Full Defense roll it holds. */
export function stanceEffectsOf(c: RollkeepCombatant, derived: RollkeepDerived, options: RollkeepOptions): StanceEffects {
  return stanceEffects(c.stance, stanceHolder(c, derived), options.variant);
}

/** The Armor TN's parts beyond Reflexes and armor (C6), by what puts them there now. */
export interface ArmorTnAdditions {
  /** Defense/Air, Full Defense/Earth (ST4–ST6). */
  stance: number;
  /** Techniques and masteries (item modifiers), two weapons in hand (AT8). */
  technique: number;
  /** Spells and advantages (item modifiers; a malus is negative), a Void Point's Deflect this round (V8), being guarded (M5). */
  misc: number;
  /** Full Attack/Fire (ST2, ST3), guarding someone (M5). */
  maluses: number;
}

/**
 * C6: what the stance, the character's modifiers (D9), two weapons (AT8, by the option
 * `dualWieldArmorTn`), a Void Point bought this round (V8) and Guard (M5: the ward's Misc, the
 * guard's maluses) add to the Armor TN's named parts. The one place anything lands on a part.
 */
export function armorTnAdditions(c: RollkeepCombatant, derived: RollkeepDerived, options: RollkeepOptions): ArmorTnAdditions {
  const effects = stanceEffectsOf(c, derived, options);
  const mods = c.character.modifiers;
  const guard = guardArmorTn({ guarding: c.guarding !== null, guarded: c.guardedBy.length > 0 });
  return {
    stance: effects.armorTn.stance,
    technique: modifierSum(mods, "armorTnTechnique").flat + (c.dualWielding ? dualWieldArmorTn(derived.insightRank, options) : 0),
    misc: modifierSum(mods, "armorTnMisc").flat + (c.voidArmorTn ? VOID_ARMOR_TN : 0) + guard.misc,
    maluses: effects.armorTn.maluses + guard.maluses,
  };
}

/** The combatant's Armor TN as it stands now: its parts (C5, C6, ST2–ST6, AT8, V8) and its conditions (CO1, CO3, CO9; grappled, 5 + armor, G5, G11). */
export function armorTnNow(c: RollkeepCombatant, derived: RollkeepDerived, options: RollkeepOptions): ArmorTn {
  const conditions = { prone: c.conditions.prone, blinded: c.conditions.blinded, stunned: c.conditions.stunned !== null, grappled: c.grapple !== null };
  return armorTn({ reflexes: derived.traits.reflexes, armor: derived.armorBonus, ...armorTnAdditions(c, derived, options), conditions }, options);
}

/**
 * What the attacker itself brings to an attack roll with this weapon: its conditions (CO1, CO2,
 * CO9), its stance's bonus for that kind of attack (ST2, ST3) and its modifiers for attacks (D9).
 * The roll dialog's odds and the declared attack read the same parts.
 */
export function attackerSituation(c: RollkeepCombatant, weapon: Weapon, options: RollkeepOptions): Pick<AttackSituation, "blinded" | "dazed" | "prone" | "stance" | "items"> {
  const derived = deriveNow(c, options);
  const effects = stanceEffectsOf(c, derived, options);
  return {
    blinded: c.conditions.blinded,
    dazed: c.conditions.dazed !== null,
    prone: c.conditions.prone,
    stance: isRanged(weapon) ? effects.attack.ranged : effects.attack.melee,
    items: modifierSum(c.character.modifiers, "attack"),
  };
}

/** The numbers a sheet or tracker shows for the combatant now: the character's, with the Armor TN its stance and conditions make. */
export function deriveNow(c: RollkeepCombatant, options: RollkeepOptions): RollkeepDerived {
  const derived = deriveCharacter(c.character, options);
  return { ...derived, armorTn: armorTnNow(c, derived, options) };
}

/** What the wound rank leaves the combatant able to do (C11, C13); an Earth Ring at 0 kills (C3). */
export function woundState(derived: RollkeepDerived): WoundState {
  return derived.ringCollapse === "dead" ? "dead" : derived.woundRank.state;
}

/** The combatant's wound state now (C11, C13; an Earth Ring at 0 is death, C3): what a table shows, offers and marks from its wounds. */
export function woundStateOf(c: RollkeepCombatant, options: RollkeepOptions): WoundState {
  return woundState(deriveCharacter(c.character, options));
}

/** Whether the combatant still takes turns: neither unconscious nor dead (C11, C13). */
export function standing(c: RollkeepCombatant, options: RollkeepOptions): boolean {
  const state = woundStateOf(c, options);
  return state !== "out" && state !== "dead";
}

/** Whether the combatant is placed in a fight's order and still takes turns. */
export function inTheOrder(c: RollkeepCombatant, options: RollkeepOptions): boolean {
  return c.initiative !== null && standing(c, options);
}

/** The combatant as the action rules see it (take-action.ts). */
export function actorSituation(c: RollkeepCombatant, derived: RollkeepDerived): ActorSituation {
  return { stance: c.stance, wounds: woundState(derived), stunned: c.conditions.stunned !== null, entangled: c.conditions.entangled, prone: c.conditions.prone, grappled: c.grapple !== null };
}

/** The conditions that narrow its choice of stance (ST9). */
export function stanceConditions(c: RollkeepCombatant): StanceConditions {
  return { dazed: c.conditions.dazed !== null, prone: c.conditions.prone, fatigued: c.conditions.fatigued !== null, mounted: c.conditions.mounted };
}

/** The attacker as an attack reads it when made, swinging with `skill`. */
export function attackerSnapshot(c: RollkeepCombatant, skill: string, derived: RollkeepDerived, options: RollkeepOptions): AttackerSnapshot {
  const deprivation = deprivationNow(c, derived, { kind: "attack" }, true, options);
  return {
    id: c.id,
    skillRank: skillRank(c.character.skills, skill),
    agility: derived.traits.agility,
    reflexes: derived.traits.reflexes,
    strength: derived.traits.strength,
    voidRing: derived.rings.void,
    insightRank: derived.insightRank,
    woundPenalty: derived.woundRank.penalty,
    mook: c.character.mook,
    ...(deprivation.tn !== 0 || deprivation.total !== 0 ? { deprivation } : {}),
  };
}

/** AT9/CO8: a rider has the higher position against a target on foot (one +1k0, whatever else gives it). */
export function mountedAdvantage(attacker: RollkeepCombatant, target: RollkeepCombatant | undefined): boolean {
  return attacker.conditions.mounted && target !== undefined && !target.conditions.mounted;
}

/** The target as an attack reads it: its Armor TN now, Strength and Earth for the maneuvers' contests, and house Defenseless (CO10; 4e has none). */
export function targetSnapshot(c: RollkeepCombatant, options: RollkeepOptions): TargetSnapshot {
  const derived = deriveNow(c, options);
  return {
    id: c.id,
    armorTn: derived.armorTn,
    strength: derived.traits.strength,
    earth: derived.rings.earth,
    woundPenalty: derived.woundRank.penalty,
    defenseless: options.variant === "house" && c.conditions.defenseless,
    ...(c.character.fourLegged ? { fourLegged: true } : {}),
  };
}
