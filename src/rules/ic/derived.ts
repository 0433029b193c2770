import { sourceAlsoModifies, sumModifiers, type Modifier, type ModifierTarget } from "./modifiers";
import { DEFAULT_IC_OPTIONS, type IcRuleOptions } from "./options";
import { statBonus, type Stats } from "./stats";
import { movementFactor, statusModifiers } from "./status/modifiers";
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
export function allModifiers(conditions: CombatConditions, options: IcRuleOptions = DEFAULT_IC_OPTIONS): Modifier[] {
  const level = Math.max(0, Math.min(5, conditions.fatigue.level));
  return [...conditions.modifiers, ...statusModifiers(conditions.statuses), ...(options.fatigueLevelEffects[level] ?? [])];
}

/** Generic "d20 roll" modifiers reaching a given roll, per the GM's list of what they apply to. */
function d20For(mods: readonly Modifier[], target: ModifierTarget, options: IcRuleOptions): number {
  return options.d20Targets.includes(target) ? sumModifiers(mods, "d20") : 0;
}

export function deriveCombatValues(stats: Stats, conditions: CombatConditions = NO_CONDITIONS, options: IcRuleOptions = DEFAULT_IC_OPTIONS): CombatValues {
  const mods = allModifiers(conditions, options);
  const dex = statBonus(stats.dex);
  const agi = statBonus(stats.agi);
  const accuracyMods = sumModifiers(mods, "accuracy");
  const defenseMods = sumModifiers(mods, "defense");
  // Each Fatigue level adds +5 to both exhaustion rolls (fixed by the text's example).
  const fatigueBonus = 5 * Math.max(0, conditions.fatigue.level);
  const staminaMods = sumModifiers(mods, "stamina");
  const chakraMods = sumModifiers(mods, "chakra");
  const chakraPositive = sumModifiers(mods, "chakra", (m) => m.value > 0);

  // Accuracy Rolls: a penalty to d20 rolls only also lands here; one that hits both does not twice.
  const d20OnlyPenalties = sumModifiers(mods, "d20", (m) => m.value < 0 && !sourceAlsoModifies(mods, m.source, "accuracy"));
  // Parry: accuracy penalties only land when their source does not already hit defensive rolls.
  const parryAccuracy = sumModifiers(
    mods,
    "accuracy",
    (m) => m.value > 0 || (!sourceAlsoModifies(mods, m.source, "defense") && !sourceAlsoModifies(mods, m.source, "d20")),
  );

  return {
    initiativeBonus: agi + sumModifiers(mods, "initiative") + d20For(mods, "initiative", options),
    accuracy: 10 + dex + accuracyMods,
    accuracyRollBonus: dex + accuracyMods + d20OnlyPenalties,
    dodgeBonus: agi + sumModifiers(mods, "dodge") + defenseMods + d20For(mods, "dodge", options),
    parryBonus: dex + parryAccuracy + sumModifiers(mods, "parry") + defenseMods + d20For(mods, "parry", options),
    defenseBonus: defenseMods + d20For(mods, "defense", options),
    staminaBonus: statBonus(stats.res) + fatigueBonus + staminaMods - conditions.fatigue.staminaPenalty - conditions.upkeep,
    chakraBonus: statBonus(stats.cha) + fatigueBonus + chakraMods - conditions.fatigue.chakraPenalty - conditions.upkeep,
    chakraBonusBeforePenalties: statBonus(stats.cha) + fatigueBonus + chakraPositive,
    strDamageBonus: statBonus(stats.str, 15) + sumModifiers(mods, "damageBonus"),
    chaDamageBonus: statBonus(stats.cha, 15) + sumModifiers(mods, "damageBonus"),
    apCap: Math.floor(stats.agi / 2),
    movementPerIc: Math.max(0, (stats.agi * movementFactor(conditions.statuses)) / 50 + sumModifiers(mods, "movement")),
    genjutsuOffenseBonus: Math.floor(stats.xp / 400) + sumModifiers(mods, "genjutsu") + sumModifiers(mods, "genjutsuOffense") + d20For(mods, "genjutsuOffense", options),
    genjutsuDefenseBonus: Math.floor(stats.xp / 200) + sumModifiers(mods, "genjutsu") + sumModifiers(mods, "genjutsuDefense") + d20For(mods, "genjutsuDefense", options),
    awarenessModifier: sumModifiers(mods, "awareness") + d20For(mods, "awareness", options),
    stealthModifier: sumModifiers(mods, "stealth") + d20For(mods, "stealth", options),
  };
}
