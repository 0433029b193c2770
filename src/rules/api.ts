/**
 * The engine's public surface: what macros and modules reach in Foundry as `shinobi.rules` on the game object.
 * Everything here is pure: plain data in, plain data out, dice passed in. See docs/api.md.
 */
export * as dice from "./dice";
export * as ic from "./ic";
export { RULESETS, rulesetById, DEFAULT_RULESET, type RulesetId } from "./registry";
export { RuleRefusal } from "./refusal";
