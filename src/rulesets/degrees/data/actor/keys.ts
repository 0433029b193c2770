/** The stored attributes: the four the combat rules read (M28–M30, M39, M48), and Intelligence, which resists mind control (M13). */
export const ATTRIBUTE_KEYS = ["strength", "dexterity", "vigor", "spirit", "intelligence"] as const;

/** The combat accuracies: Melee (MC/CC), Ranged (RC/CD), Dodge, Anticipate Movement (AM = RM) (M20–M25). */
export const ACCURACY_KEYS = ["melee", "ranged", "dodge", "anticipate"] as const;

/** The skills the combat rules call for (F3). */
export const SKILL_KEYS = ["notice", "stealth", "search", "acrobatics", "athletics", "medicine", "animalHandling", "escape", "intimidate"] as const;
