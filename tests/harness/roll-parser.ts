import type { TermJSON } from "./dice-terms";

/**
 * `foundry.dice.RollParser`: turns what the grammar matched into parse nodes. Systems subclass it
 * (`CONFIG.Dice.parser`) to claim terms of their own, most often in `_onStringTerm`.
 */
export class RollParserDouble {
  formula: string;
  constructor(formula: string) {
    this.formula = formula;
  }
  _onDiceTerm(number: number | null, faces: number, modifiers: string | null, flavor: string | null, formula: string): TermJSON {
    return { class: "DiceTerm", formula, modifiers, number, faces, evaluated: false, options: { flavor } };
  }
  _onNumericTerm(number: number, flavor: string | null): TermJSON {
    return { class: "NumericTerm", number, formula: `${number}${flavor ? `[${flavor}]` : ""}`, evaluated: false, options: { flavor } };
  }
  _onStringTerm(term: string, flavor: string | null): TermJSON {
    return { class: "StringTerm", term, evaluated: false, options: { flavor } };
  }
}

const DICE = /^(\d+)?d(\d+)([^ (){}[\]+\-*/]+)?$/i;
const NUMBER = /^\d+(?:\.\d+)?$/;
const FLAVOR = /^(.*?)\[([^\]]*)\]$/;

/**
 * The part of core's grammar (`foundry.dice.RollGrammar`) the system's formulas use: terms joined
 * by `+` and `-`, each a dice term (`2d6`, `d20kh`), a number, or any other text (a string term,
 * handed to the parser's `_onStringTerm`), with an optional `[flavor]`. As in core, the parser is
 * `CONFIG.Dice.parser` unless one is given, and a leading `-` on a number makes it negative.
 * Returns the flattened nodes with operator nodes between them, as `RollParser.flattenTree` does.
 */
export function parseFormula(formula: string, Parser: typeof RollParserDouble): TermJSON[] {
  const parser = new Parser(formula);
  const nodes: TermJSON[] = [];
  for (const { operator, text } of splitOperands(formula)) {
    if (!text) continue;
    const leadingMinus = !nodes.length && operator === "-";
    if (nodes.length) nodes.push({ class: "OperatorTerm", operator });
    const [, body = text, flavor = null] = FLAVOR.exec(text) ?? [];
    const dice = DICE.exec(body);
    let node: TermJSON;
    if (dice) node = parser._onDiceTerm(dice[1] ? Number(dice[1]) : null, Number(dice[2]), dice[3] ?? null, flavor, text);
    else if (NUMBER.test(body)) node = parser._onNumericTerm(leadingMinus ? -Number(body) : Number(body), flavor);
    else node = parser._onStringTerm(body, flavor);
    nodes.push(node);
  }
  return nodes;
}

/** The formula cut at every `+` or `-` outside a flavor's brackets, each piece with the operator before it. */
function splitOperands(formula: string): { operator: string; text: string }[] {
  const pieces: { operator: string; text: string }[] = [];
  let operator = "+";
  let text = "";
  let depth = 0;
  for (const char of formula) {
    if (char === "[") depth++;
    if (char === "]") depth--;
    if (depth === 0 && (char === "+" || char === "-")) {
      pieces.push({ operator, text: text.trim() });
      operator = char;
      text = "";
    } else text += char;
  }
  pieces.push({ operator, text: text.trim() });
  return pieces;
}
