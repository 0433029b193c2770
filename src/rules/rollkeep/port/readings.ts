import type { AttackerSnapshot, TargetSnapshot } from "../attack/attack-state";
import { armorTn, type ArmorTn } from "../character/armor-tn";
import { deriveCharacter, type RollkeepDerived } from "../character/derive";
import { skillRank } from "../character/skills";
import type { WoundState } from "../character/wound-ranks";
import { stanceEffects, type StanceHolder } from "../combat/stance-effects";
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

/** The combatant's Armor TN as it stands now: stance, the Full Defense bonus it holds, and its conditions (C5, C6, ST2–ST6, CO1, CO3, CO9). */
export function armorTnNow(c: RollkeepCombatant, derived: RollkeepDerived, options: RollkeepOptions): ArmorTn {
  const effects = stanceEffects(c.stance, stanceHolder(c, derived), options.variant);
  return armorTn(
    {
      reflexes: derived.traits.reflexes,
      armor: derived.armorBonus,
      stance: effects.armorTn.stance,
      technique: 0,
      misc: 0,
      maluses: effects.armorTn.maluses,
      conditions: { prone: c.conditions.prone, blinded: c.conditions.blinded, stunned: c.conditions.stunned !== null },
    },
    options,
  );
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

/** Whether the combatant still takes turns: neither unconscious nor dead (C11, C13). */
export function standing(c: RollkeepCombatant, options: RollkeepOptions): boolean {
  const state = woundState(deriveCharacter(c.character, options));
  return state !== "out" && state !== "dead";
}

/** Whether the combatant is placed in a fight's order and still takes turns. */
export function inTheOrder(c: RollkeepCombatant, options: RollkeepOptions): boolean {
  return c.initiative !== null && standing(c, options);
}

/** The combatant as the action rules see it (take-action.ts). */
export function actorSituation(c: RollkeepCombatant, derived: RollkeepDerived): ActorSituation {
  return { stance: c.stance, wounds: woundState(derived), stunned: c.conditions.stunned !== null, entangled: c.conditions.entangled, prone: c.conditions.prone };
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
  return { id: c.id, armorTn: derived.armorTn, strength: derived.traits.strength, earth: derived.rings.earth, woundPenalty: derived.woundRank.penalty, defenseless: options.variant === "house" && c.conditions.defenseless };
}
