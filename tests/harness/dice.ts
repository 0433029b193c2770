import { DiceTermDouble, DieDouble, OperatorTermDouble, RollTermDouble, termsDouble, type TermJSON } from "./dice-terms";
import { renderTemplate } from "./handlebars";
import { parseFormula, type RollParserDouble } from "./roll-parser";

export { diceBox, DieDouble, termsDouble, type DieResult } from "./dice-terms";
export { RollParserDouble } from "./roll-parser";

interface Globals {
  CONFIG: { Dice: { rolls: (typeof RollDouble)[]; parser: typeof RollParserDouble } };
  ChatMessage: { create(d: unknown): Promise<unknown> };
  game: { user: { id: string } };
}
const g = () => globalThis as unknown as Globals;

/** Adds and subtracts evaluated term totals, as core's AST evaluation does for these operators. */
function evaluateTerms(terms: readonly RollTermDouble[]): number {
  let total = 0;
  let sign = 1;
  for (const term of terms) {
    if (term instanceof OperatorTermDouble) {
      if (term.operator !== "+" && term.operator !== "-") throw new Error(`The Roll double only adds and subtracts (got "${term.operator}")`);
      sign = term.operator === "-" ? -1 : 1;
    } else {
      total += sign * Number(term.total);
    }
  }
  return total;
}

/**
 * `Roll`: parses its formula as core does (`@data` replaced, the grammar stand-in, nodes turned into
 * terms by class, the parser from `CONFIG.Dice.parser`), evaluates each term, is built from
 * evaluated terms (`Roll.fromTerms`), serializes to and from JSON, renders its tooltip and chat
 * card through the templates, and posts itself to chat.
 */
export class RollDouble {
  static CHAT_TEMPLATE = "templates/dice/roll.hbs";
  static TOOLTIP_TEMPLATE = "templates/dice/tooltip.hbs";
  data: Record<string, unknown>;
  options: Record<string, unknown>;
  terms: RollTermDouble[];
  _formula: string;
  _total: number | undefined;
  _evaluated = false;

  constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    this.data = data;
    this.options = options;
    this.terms = (this.constructor as typeof RollDouble).parse(formula, data);
    this._formula = RollDouble.getFormula(this.terms);
  }

  get formula(): string {
    return RollDouble.getFormula(this.terms);
  }
  get total(): number | undefined {
    return this._total;
  }
  /** Core: every DiceTerm among the terms, with the dice inside them. */
  get dice(): DiceTermDouble[] {
    return this.terms.flatMap((t) => (t instanceof DiceTermDouble ? [...t.dice, t] : []));
  }

  /** Core's `Roll.parse`: `@data` replaced (missing keys as 0), the grammar, then `instantiateAST`. */
  static parse(formula: string, data: Record<string, unknown> = {}): RollTermDouble[] {
    if (!formula) return [];
    const replaced = formula.replace(/@([a-z.0-9_-]+)/gi, (_m, key: string) => String(data[key] ?? 0));
    return this.instantiateAST(parseFormula(replaced, g().CONFIG.Dice.parser));
  }

  /** Core's `Roll.instantiateAST`: a node of a core class through that class, any other through RollTerm (so CONFIG.Dice.termTypes). */
  static instantiateAST(nodes: TermJSON[]): RollTermDouble[] {
    return nodes.map((node) => {
      if (node.class === "DiceTerm") return new DieDouble({ number: (node.number as number | null) ?? 1, faces: node.faces as number, modifiers: node.modifiers ? [node.modifiers as string] : [], options: node.options as Record<string, unknown> });
      const cls = (termsDouble as Record<string, typeof RollTermDouble>)[node.class] ?? RollTermDouble;
      return cls.fromParseNode(node);
    });
  }

  async evaluate(options: Record<string, unknown> = {}): Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    this._evaluated = true;
    for (const term of this.terms) if (!term._evaluated) await term.evaluate(options);
    this._total = evaluateTerms(this.terms);
    return this;
  }

  /** Core's `Roll#getTooltip`: each die's tooltip data through the tooltip template. */
  async getTooltip(): Promise<string> {
    const parts = this.dice.map((d) => d.getTooltipData());
    return renderTemplate((this.constructor as typeof RollDouble).TOOLTIP_TEMPLATE, { parts });
  }

  /** Core's `Roll#render`: the chat card from CHAT_TEMPLATE with the formula, flavor, tooltip and total (hidden when private). */
  async render({ flavor, template = (this.constructor as typeof RollDouble).CHAT_TEMPLATE, isPrivate = false }: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate();
    return renderTemplate(template, {
      formula: isPrivate ? "???" : this._formula,
      flavor: isPrivate ? null : (flavor ?? this.options.flavor),
      user: g().game.user.id,
      tooltip: isPrivate ? "" : await this.getTooltip(),
      total: isPrivate ? "?" : Math.round(Number(this.total) * 100) / 100,
    });
  }

  /** Core's `Roll#toJSON`. */
  toJSON(): Record<string, unknown> {
    return {
      class: this.constructor.name,
      options: this.options,
      dice: [],
      formula: this._formula,
      terms: structuredClone(this.terms.map((t) => t.toJSON())),
      total: this._total,
      evaluated: this._evaluated,
    };
  }

  /** Core's `Roll.getFormula`: the terms' formulas joined. */
  static getFormula(terms: readonly RollTermDouble[]): string {
    return terms.map((t) => t.formula).join("");
  }

  /** Core's `Roll.fromTerms`: RollTerm instances, all evaluated or none (operators aside). */
  static fromTerms<T extends typeof RollDouble>(this: T, terms: RollTermDouble[], options: Record<string, unknown> = {}): InstanceType<T> {
    if (!terms.every((t) => t instanceof RollTermDouble)) throw new Error("All provided terms must be RollTerm instances");
    const allEvaluated = terms.every((t) => t._evaluated);
    const noneEvaluated = terms.every((t) => !t._evaluated || t instanceof OperatorTermDouble);
    if (!(allEvaluated || noneEvaluated)) {
      throw new Error("You can only call Roll.fromTerms with an array of terms which are either all evaluated, or none evaluated");
    }
    const roll = new this(this.getFormula(terms), {}, options) as InstanceType<T>;
    roll.terms = terms;
    roll._evaluated = allEvaluated;
    if (allEvaluated) roll._total = evaluateTerms(terms);
    return roll;
  }

  /** Core's `Roll.fromData`: the class named in the data (from CONFIG.Dice.rolls), terms rebuilt. */
  static fromData(data: Record<string, unknown>): RollDouble {
    if (data.class && data.class !== this.name) {
      const cls = g().CONFIG.Dice.rolls.find((c) => c.name === data.class);
      if (!cls) throw new Error(`Unable to recreate ${String(data.class)} instance from provided data`);
      return cls.fromData(data);
    }
    const roll = new this(String(data.formula ?? ""), (data.data as Record<string, unknown> | undefined) ?? {}, (data.options as Record<string, unknown> | undefined) ?? {});
    roll.terms = ((data.terms as TermJSON[] | undefined) ?? []).map((t) => RollTermDouble.fromData(t));
    if ((data.evaluated as boolean | undefined) ?? true) {
      roll._total = data.total as number | undefined;
      roll._evaluated = true;
    }
    return roll;
  }

  static fromJSON(json: string): RollDouble {
    return this.fromData(JSON.parse(json) as Record<string, unknown>);
  }

  /** Like core: the message's rolls are `[this]`. */
  async toMessage(messageData: Record<string, unknown> = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    return g().ChatMessage.create({ content: String(this.total), ...messageData, rolls: [this] });
  }
}

/** The million-sided draw the harness's uniform generator turns into `value` on a d-`sides` die. */
export const face = (value: number, sides: number) => Math.round(((value - 0.5) / sides) * 1_000_000);
