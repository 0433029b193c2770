/**
 * What a modifier changes. The rules are picky about which bonuses reach which rolls
 * ("d20 roll" bonuses never touch Accuracy; Parry ignores double penalties), so every
 * modifier names its target and its source, and the derivation decides where it lands.
 */
export type ModifierTarget =
  | "accuracy"
  | "d20"
  | "defense"
  | "dodge"
  | "parry"
  | "initiative"
  | "stamina"
  | "chakra"
  | "genjutsu"
  | "genjutsuOffense"
  | "genjutsuDefense"
  | "damageBonus"
  | "movement"
  | "awareness"
  | "stealth"
  | "skill"
  | "damageReduction";

export const MODIFIER_TARGETS: readonly ModifierTarget[] = [
  "accuracy",
  "d20",
  "defense",
  "dodge",
  "parry",
  "initiative",
  "stamina",
  "chakra",
  "genjutsu",
  "genjutsuOffense",
  "genjutsuDefense",
  "damageBonus",
  "movement",
  "awareness",
  "stealth",
  "skill",
  "damageReduction",
];

export interface Modifier {
  target: ModifierTarget;
  value: number;
  /** Who grants it (an ability, a wound, "fatigue", "status:bleed"): the double-jeopardy rules group by it. */
  source: string;
}

export function sumModifiers(mods: readonly Modifier[], target: ModifierTarget, keep: (m: Modifier) => boolean = () => true): number {
  let total = 0;
  for (const m of mods) if (m.target === target && keep(m)) total += m.value;
  return total;
}

/** True when the same source also changes `target`: used to avoid penalising one roll twice. */
export function sourceAlsoModifies(mods: readonly Modifier[], source: string, target: ModifierTarget): boolean {
  return mods.some((m) => m.source === source && m.target === target);
}
