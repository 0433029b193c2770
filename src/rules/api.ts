/**
 * The engine's public surface: what macros and modules may call as `game.shinobi.rules`.
 * Everything here is pure; see docs/api.md.
 */
export * from "./dice";
export { deriveCombatValues, allModifiers, type CombatValues, type CombatConditions, type FatigueState } from "./ic/derived";
export { DEFAULT_IC_OPTIONS, resolveOptions, type IcRuleOptions } from "./ic/options";
export { statBonus, type Stats } from "./ic/stats";
export { groupByIc } from "./ic/timeline-groups";
export { RULESETS, ruleset } from "./registry";
