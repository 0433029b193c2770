export { handlebarsActorSheetBase, handlebarsItemSheetBase } from "./handlebars-sheet-bases";
export { foreignDocument, withRulesetNotice } from "./foreign-ruleset";
