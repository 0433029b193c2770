import type { CombatValues } from "../rules/ic/derived";

/** The d20 checks a sheet button can roll, each with the derived bonus it adds. */
export const CHECKS = {
  initiative: { label: "SHINOBI.Derived.initiativeBonus", bonus: (d: CombatValues) => d.initiativeBonus },
  accuracy: { label: "SHINOBI.Derived.accuracyRollBonus", bonus: (d: CombatValues) => d.accuracyRollBonus },
  dodge: { label: "SHINOBI.Derived.dodgeBonus", bonus: (d: CombatValues) => d.dodgeBonus },
  parry: { label: "SHINOBI.Derived.parryBonus", bonus: (d: CombatValues) => d.parryBonus },
  stamina: { label: "SHINOBI.Derived.staminaBonus", bonus: (d: CombatValues) => d.staminaBonus },
  chakra: { label: "SHINOBI.Derived.chakraBonus", bonus: (d: CombatValues) => d.chakraBonus },
  genjutsuOffense: { label: "SHINOBI.Derived.genjutsuOffenseBonus", bonus: (d: CombatValues) => d.genjutsuOffenseBonus },
  genjutsuDefense: { label: "SHINOBI.Derived.genjutsuDefenseBonus", bonus: (d: CombatValues) => d.genjutsuDefenseBonus },
} as const;

export type CheckKey = keyof typeof CHECKS;

export function isCheckKey(key: string): key is CheckKey {
  return key in CHECKS;
}
