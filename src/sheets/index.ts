export { handlebarsActorSheetBase, handlebarsItemSheetBase } from "./handlebars-sheet-bases";
export { foreignDocument, withRulesetNotice } from "./foreign-ruleset";
export { RulesetActorSheet } from "./ruleset-actor-sheet";
