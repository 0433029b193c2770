/** What a roll is for, which decides which void spends and penalties reach it. */
export type RollKind = "skill" | "attack" | "trait" | "ring" | "spell" | "damage" | "initiative";
export const ROLL_KINDS: readonly RollKind[] = ["skill", "attack", "trait", "ring", "spell", "damage", "initiative"];
