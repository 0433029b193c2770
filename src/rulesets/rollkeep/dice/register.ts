import { rollKeepParser, ROLL_KEEP_TERM_CLASS } from "./parser";
import { RollKeepTerm, type RollkeepOptions } from "./term";

/**
 * Lets roll formulas hold roll-and-keep pools (`/r 7k3`, `[[7k3+5]]`, `new Roll("6k3")`): the parser
 * that recognises them, wrapped around whichever parser is configured, and the term class under its
 * name in `CONFIG.Dice.termTypes`, where core finds it when parsing and when loading a message's
 * rolls. Not under a letter in `CONFIG.Dice.terms`: that table is for `NdX` denominations, and a
 * key there would make `2dk` parse as a pool with no kept dice. Call on `init`.
 *
 * `options` gives the rule options for the Ten Dice Rule; a roll-and-keep world's settings pass
 * theirs (`rollKeepDiceOptions`), other worlds roll with the rules' defaults.
 */
export function registerRollKeepDice(options?: () => RollkeepOptions): void {
  if (options) rollKeepDiceOptions(options);
  CONFIG.Dice.termTypes[ROLL_KEEP_TERM_CLASS] = RollKeepTerm;
  CONFIG.Dice.parser = rollKeepParser(CONFIG.Dice.parser);
}

/** Where the term reads the world's rule options from: a roll-and-keep world's settings (see ../settings). */
export function rollKeepDiceOptions(options: () => RollkeepOptions): void {
  RollKeepTerm.rulesOptions = options;
}
