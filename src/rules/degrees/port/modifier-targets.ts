/**
 * What an item's modifiers may name (an ability's +2 Dodge, a feat's +1 Notice): the attributes,
 * the accuracies, Notice and initiative, and the derived numbers a sheet shows (F3).
 */
export const MODIFIER_TARGETS: readonly string[] = ["strength", "dexterity", "vigor", "spirit", "melee", "ranged", "dodge", "anticipate", "notice", "initiative", "hpMax", "chakraMax", "movement", "bodyHardness", "absorption"];
