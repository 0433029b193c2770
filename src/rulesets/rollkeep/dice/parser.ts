import { readWrittenPool } from "./syntax";

type ParserClass = typeof CONFIG.Dice.parser;
type StringParseNode = ReturnType<foundry.dice.RollParser["_onStringTerm"]>;

/** The class name the parse node names, under which the term is registered in CONFIG.Dice.termTypes. */
export const ROLL_KEEP_TERM_CLASS = "RollKeepTerm";

/**
 * Core's roll grammar only knows dice written with a `d`, so `7k3` reaches the parser as a string
 * term (`_onStringTerm`). This parser claims the ones that are roll-and-keep pools and names the
 * term class for them; core then builds the term through `CONFIG.Dice.termTypes` (Roll.parse →
 * instantiateAST → RollTerm.fromData). Every other string goes to the parser it extends, so
 * `/r 7k3`, `[[7k3+5]]` and `new Roll("6k3")` all work and nothing else changes.
 */
export function rollKeepParser(Base: ParserClass): ParserClass {
  return class RollKeepParser extends Base {
    protected override _onStringTerm(term: string, flavor: string | null): StringParseNode {
      const written = readWrittenPool(term);
      if (!written) return super._onStringTerm(term, flavor);
      const node = { class: ROLL_KEEP_TERM_CLASS, formula: term, term, evaluated: false, number: written.rolled, kept: written.kept, explodes: written.explodes, emphasis: written.emphasis === true, keepLowest: written.keepLowest === true, options: { flavor } };
      // fvtt-types spells the node's option `flavour`; core's parser and terms read `options.flavor`.
      return node as unknown as StringParseNode;
    }
  };
}
