import { FATIGUE_LEVEL_BONUS } from "./fatigue";
import { sourceAlsoModifies, type Modifier, type ModifierTarget } from "./modifiers";
import { DEFAULT_IC_OPTIONS, type IcRuleOptions } from "./options";
import { statBonus, type Stats } from "./stats";
import { effectModifiers, effectMovementFactor, statusEffects, type StatusEffects } from "./status/modifiers";
import type { StatusInstance } from "./status/types";

/** The running fatigue state of a combatant. */
export interface FatigueState {
  /** 0..5; failing a roll at 5 knocks you out. */
  level: number;
  /** Accumulated cost/5 penalties on future Stamina and Chakra Exhaustion rolls. */
  staminaPenalty: number;
  chakraPenalty: number;
}

export const FRESH_FATIGUE: FatigueState = { level: 0, staminaPenalty: 0, chakraPenalty: 0 };

/** What shapes a combatant's numbers besides the stats. */
export interface CombatConditions {
  fatigue: FatigueState;
  /** Total Upkeep of the techniques being sustained. */
  upkeep: number;
  statuses: readonly StatusInstance[];
  /** From abilities, uniques, wounds, equipment. */
  modifiers: readonly Modifier[];
}

export const NO_CONDITIONS: CombatConditions = { fatigue: FRESH_FATIGUE, upkeep: 0, statuses: [], modifiers: [] };

/** Every derived combat number a sheet shows and a roll adds. */
export interface CombatValues {
  initiativeBonus: number;
  /** The TN an attack sets: 10 + DEX/10 + Accuracy modifiers. */
  accuracy: number;
  /** Added to 1d20 for an Accuracy Roll. */
  accuracyRollBonus: number;
  dodgeBonus: number;
  /** Parry is an Accuracy Roll used as a defense, without double penalties. */
  parryBonus: number;
  /** Any other defensive roll (a jutsu-based defense). */
  defenseBonus: number;
  staminaBonus: number;
  chakraBonus: number;
  /** The Chakra Exhaustion bonus before penalties, which Upkeep must not exceed. */
  chakraBonusBeforePenalties: number;
  strDamageBonus: number;
  chaDamageBonus: number;
  apCap: number;
  /** Yards moved per IC spent moving. */
  movementPerIc: number;
  genjutsuOffenseBonus: number;
  genjutsuDefenseBonus: number;
  awarenessModifier: number;
  stealthModifier: number;
}

/** Every modifier in play: the character's own, its statuses', and its Fatigue level's. */
function modifiersInPlay(own: readonly Modifier[], fromStatuses: readonly Modifier[], fatigueLevel: number, options: IcRuleOptions): Modifier[] {
  const level = Math.max(0, Math.min(5, fatigueLevel));
  return [...own, ...fromStatuses, ...(options.fatigueLevelEffects[level] ?? [])];
}

type Totals = Record<ModifierTarget, number>;

function emptyTotals(): Totals {
  return { accuracy: 0, d20: 0, defense: 0, dodge: 0, parry: 0, initiative: 0, stamina: 0, chakra: 0, genjutsu: 0, genjutsuOffense: 0, genjutsuDefense: 0, damageBonus: 0, movement: 0, awareness: 0, stealth: 0, skill: 0, damageReduction: 0 };
}

/** What the d20 modifiers add to a roll of this kind: all of them if the options count it as a d20 roll. */
function d20Share(options: IcRuleOptions, target: ModifierTarget, d20: number): number {
  return options.d20Targets.includes(target) ? d20 : 0;
}

export function deriveCombatValues(stats: Stats, conditions: CombatConditions = NO_CONDITIONS, options: IcRuleOptions = DEFAULT_IC_OPTIONS): CombatValues {
  return withRunningPenalties(deriveBeforeRunningPenalties(stats, conditions.fatigue.level, conditions.statuses, conditions.modifiers, options), conditions.fatigue, conditions.upkeep);
}

/**
 * The running Stamina/Chakra penalties and Upkeep change with nearly every action; everything
 * else changes rarely. Keeping them apart lets callers reuse the rest.
 */
export function withRunningPenalties(values: CombatValues, fatigue: FatigueState, upkeep: number): CombatValues {
  if (fatigue.staminaPenalty === 0 && fatigue.chakraPenalty === 0 && upkeep === 0) return values;
  return penalisedCopy(values, fatigue, upkeep);
}

/** An exhaustion roll's bonus with the running penalty of its kind and the Upkeep taken off (what withRunningPenalties gives either one). */
export function penalisedBonus(values: CombatValues, kind: "stamina" | "chakra", fatigue: FatigueState, upkeep: number): number {
  return kind === "stamina" ? values.staminaBonus - fatigue.staminaPenalty - upkeep : values.chakraBonus - fatigue.chakraPenalty - upkeep;
}

function penalisedCopy(values: CombatValues, fatigue: FatigueState, upkeep: number): CombatValues {
  // Written out rather than spread: V8 builds this literal far faster, and it runs on every roll.
  return {
    initiativeBonus: values.initiativeBonus,
    accuracy: values.accuracy,
    accuracyRollBonus: values.accuracyRollBonus,
    dodgeBonus: values.dodgeBonus,
    parryBonus: values.parryBonus,
    defenseBonus: values.defenseBonus,
    staminaBonus: penalisedBonus(values, "stamina", fatigue, upkeep),
    chakraBonus: penalisedBonus(values, "chakra", fatigue, upkeep),
    chakraBonusBeforePenalties: values.chakraBonusBeforePenalties,
    strDamageBonus: values.strDamageBonus,
    chaDamageBonus: values.chaDamageBonus,
    apCap: values.apCap,
    movementPerIc: values.movementPerIc,
    genjutsuOffenseBonus: values.genjutsuOffenseBonus,
    genjutsuDefenseBonus: values.genjutsuDefenseBonus,
    awarenessModifier: values.awarenessModifier,
    stealthModifier: values.stealthModifier,
  };
}

/** Every derived value, with Stamina and Chakra bonuses before the running penalties and Upkeep. */
export function deriveBeforeRunningPenalties(stats: Stats, fatigueLevel: number, statuses: readonly StatusInstance[], modifiers: readonly Modifier[], options: IcRuleOptions = DEFAULT_IC_OPTIONS): CombatValues {
  return deriveFromEffects(stats, fatigueLevel, statusEffects(statuses), modifiers, options);
}

/** deriveBeforeRunningPenalties from what the statuses do (statusEffects), which is all it reads of them. */
export function deriveFromEffects(stats: Stats, fatigueLevel: number, effects: StatusEffects, modifiers: readonly Modifier[], options: IcRuleOptions = DEFAULT_IC_OPTIONS): CombatValues {
  const mods = modifiersInPlay(modifiers, effectModifiers(effects), fatigueLevel, options);
  // One pass for the totals; the double-jeopardy rules below need a second look only at penalties.
  const totals = emptyTotals();
  let chakraPositive = 0;
  let penalties = false;
  for (const m of mods) {
    totals[m.target] += m.value;
    if (m.target === "chakra" && m.value > 0) chakraPositive += m.value;
    if (m.value < 0 && (m.target === "d20" || m.target === "accuracy")) penalties = true;
  }
  const d20 = totals.d20;
  const dex = statBonus(stats.dex);
  const agi = statBonus(stats.agi);
  const fatigueBonus = FATIGUE_LEVEL_BONUS * Math.max(0, fatigueLevel);

  // Accuracy Rolls: a penalty to d20 rolls only also lands here; one that hits both does not twice.
  // Parry: accuracy penalties only land when their source does not already hit defensive rolls.
  // One pass over the penalties, in the list's order, for both.
  let d20OnlyPenalties = 0;
  let parryOnlyPenalties = 0;
  if (penalties) {
    for (const m of mods) {
      if (m.value >= 0) continue;
      if (m.target === "d20" && !sourceAlsoModifies(mods, m.source, "accuracy")) d20OnlyPenalties += m.value;
      else if (m.target === "accuracy" && (sourceAlsoModifies(mods, m.source, "defense") || sourceAlsoModifies(mods, m.source, "d20"))) parryOnlyPenalties += m.value;
    }
  }
  const parryAccuracy = totals.accuracy - parryOnlyPenalties;

  return {
    initiativeBonus: agi + totals.initiative + d20Share(options, "initiative", d20),
    accuracy: 10 + dex + totals.accuracy,
    accuracyRollBonus: dex + totals.accuracy + d20OnlyPenalties,
    dodgeBonus: agi + totals.dodge + totals.defense + d20Share(options, "dodge", d20),
    parryBonus: dex + parryAccuracy + totals.parry + totals.defense + d20Share(options, "parry", d20),
    defenseBonus: totals.defense + d20Share(options, "defense", d20),
    staminaBonus: statBonus(stats.res) + fatigueBonus + totals.stamina,
    chakraBonus: statBonus(stats.cha) + fatigueBonus + totals.chakra,
    chakraBonusBeforePenalties: statBonus(stats.cha) + fatigueBonus + chakraPositive,
    strDamageBonus: statBonus(stats.str, 15) + totals.damageBonus,
    chaDamageBonus: statBonus(stats.cha, 15) + totals.damageBonus,
    apCap: Math.floor(stats.agi / 2),
    movementPerIc: Math.max(0, (stats.agi * effectMovementFactor(effects.immobility)) / 50 + totals.movement),
    genjutsuOffenseBonus: Math.floor(stats.xp / 400) + totals.genjutsu + totals.genjutsuOffense + d20Share(options, "genjutsuOffense", d20),
    genjutsuDefenseBonus: Math.floor(stats.xp / 200) + totals.genjutsu + totals.genjutsuDefense + d20Share(options, "genjutsuDefense", d20),
    awarenessModifier: totals.awareness + d20Share(options, "awareness", d20),
    stealthModifier: totals.stealth + d20Share(options, "stealth", d20),
  };
}
