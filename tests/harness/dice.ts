import { parseDiceFormula, rollDiceFormula, seededDice, type DiceSource } from "../../src/rules/dice";

/** Where the Roll double takes its faces; tests swap in fixed faces. */
export const diceBox: { source: DiceSource } = { source: seededDice(1) };

interface Globals {
  CONFIG: { Dice: { rolls: (typeof RollDouble)[] } };
  ChatMessage: { create(d: unknown): Promise<unknown> };
}
const g = () => globalThis as unknown as Globals;

type TermJSON = Record<string, unknown> & { class: string };

/** `foundry.dice.terms.RollTerm`: evaluation state, options (flavor), formula, total and JSON. */
export class RollTermDouble {
  /** The class name core writes into a term's JSON (`this.constructor.name` there). */
  static CLASS = "RollTerm";
  _evaluated = false;
  options: Record<string, unknown>;

  constructor({ options = {} }: { options?: Record<string, unknown> } = {}) {
    this.options = options;
  }
  get expression(): string {
    return "";
  }
  get flavor(): string {
    return (this.options.flavor as string | undefined) ?? "";
  }
  /** Core: the expression, then `[flavor]` when there is one. */
  get formula(): string {
    return this.flavor ? `${this.expression}[${this.flavor}]` : this.expression;
  }
  get total(): number | string | undefined {
    return undefined;
  }
  toJSON(): TermJSON {
    return { class: (this.constructor as typeof RollTermDouble).CLASS, options: this.options, evaluated: this._evaluated };
  }
  /** Core's RollTerm.fromData: finds the term class by its serialized name. */
  static fromData(data: TermJSON): RollTermDouble {
    const cls = TERM_CLASSES.find((c) => c.CLASS === data.class);
    if (!cls) throw new Error(`No term class ${data.class}`);
    return cls._fromData(data);
  }
  static _fromData(data: TermJSON): RollTermDouble {
    // A term's JSON holds its constructor's fields (number, faces, results, operator, options) by design.
    const term = new this(data as { options?: Record<string, unknown> });
    term._evaluated = data.evaluated !== false;
    return term;
  }
}

export interface DieResult {
  result: number;
  active?: boolean;
}

/** `foundry.dice.terms.Die`: `number` dice of `faces` sides; given results, it is already evaluated (as in core). */
export class DieDouble extends RollTermDouble {
  static override CLASS = "Die";
  static DENOMINATION = "d";
  number: number;
  faces: number;
  results: DieResult[];

  constructor({ number = 1, faces = 6, results = [], options = {} }: { number?: number; faces?: number; results?: DieResult[]; options?: Record<string, unknown> } = {}) {
    super({ options });
    this.number = number;
    this.faces = faces;
    this.results = results;
    if (results.length) this._evaluated = true;
  }
  get denomination(): string {
    return DieDouble.DENOMINATION;
  }
  override get expression(): string {
    return `${this.number}${this.denomination}${this.faces}`;
  }
  /** The sum of active results, once evaluated. */
  override get total(): number | undefined {
    if (!this._evaluated) return undefined;
    return this.results.reduce((sum, r) => (r.active === false ? sum : sum + r.result), 0);
  }
  get values(): number[] {
    return this.results.filter((r) => r.active !== false).map((r) => r.result);
  }
  override toJSON(): TermJSON {
    return { ...super.toJSON(), number: this.number, faces: this.faces, modifiers: [], results: structuredClone(this.results) };
  }
}

/** `foundry.dice.terms.OperatorTerm`: always evaluated; reads " + " in a formula. */
export class OperatorTermDouble extends RollTermDouble {
  static override CLASS = "OperatorTerm";
  operator: string;
  constructor({ operator = "+", options = {} }: { operator?: string; options?: Record<string, unknown> } = {}) {
    super({ options });
    this.operator = operator;
    this._evaluated = true;
  }
  override get flavor(): string {
    return "";
  }
  override get expression(): string {
    return ` ${this.operator} `;
  }
  override get total(): string {
    return ` ${this.operator} `;
  }
  override toJSON(): TermJSON {
    return { ...super.toJSON(), operator: this.operator };
  }
}

/** `foundry.dice.terms.NumericTerm`: a flat number. */
export class NumericTermDouble extends RollTermDouble {
  static override CLASS = "NumericTerm";
  number: number;
  constructor({ number = 0, options = {} }: { number?: number; options?: Record<string, unknown> } = {}) {
    super({ options });
    this.number = number;
    this._evaluated = true;
  }
  override get expression(): string {
    return String(this.number);
  }
  override get total(): number {
    return this.number;
  }
  override toJSON(): TermJSON {
    return { ...super.toJSON(), number: this.number };
  }
}

const TERM_CLASSES: (typeof RollTermDouble)[] = [RollTermDouble, DieDouble, OperatorTermDouble, NumericTermDouble];

/** The `foundry.dice.terms` namespace of the doubles. */
export const termsDouble = { RollTerm: RollTermDouble, DiceTerm: DieDouble, Die: DieDouble, OperatorTerm: OperatorTermDouble, NumericTerm: NumericTermDouble };

/** Adds and subtracts evaluated term totals, as core's `_evaluateTotal` does for these operators. */
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
 * `Roll`: evaluates simple "NdM + K" formulas from the dice box, or is built from evaluated terms
 * (`Roll.fromTerms`); serializes to and from JSON as core does, and posts itself to chat.
 */
export class RollDouble {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  data: Record<string, unknown>;
  options: Record<string, unknown>;
  terms: RollTermDouble[] = [];
  /** Every face rolled by `evaluate`, in order. */
  faces: number[] = [];
  _formula: string;
  _total: number | undefined;
  _evaluated = false;

  constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    this.data = data;
    this.options = options;
    this._formula = formula.replace(/@(\w+)/g, (_m, key: string) => String(data[key] ?? 0));
  }

  get formula(): string {
    return this._formula;
  }
  get total(): number | undefined {
    return this._total;
  }
  /** Every Die among the terms. */
  get dice(): DieDouble[] {
    return this.terms.filter((t): t is DieDouble => t instanceof DieDouble);
  }

  async evaluate(): Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    const parsed = parseDiceFormula(this._formula);
    const result = rollDiceFormula(parsed, diceBox.source);
    this.faces = result.faces;
    let next = 0;
    const terms: RollTermDouble[] = [];
    for (const group of parsed.groups) {
      if (terms.length) terms.push(new OperatorTermDouble({ operator: "+" }));
      const faces = result.faces.slice(next, (next += group.count));
      terms.push(new DieDouble({ number: group.count, faces: group.faces, results: faces.map((r) => ({ result: r, active: true })) }));
    }
    if (parsed.flat !== 0 || !terms.length) {
      if (terms.length) terms.push(new OperatorTermDouble({ operator: parsed.flat < 0 ? "-" : "+" }));
      terms.push(new NumericTermDouble({ number: terms.length ? Math.abs(parsed.flat) : parsed.flat }));
    }
    this.terms = terms;
    this._total = result.total;
    this._evaluated = true;
    return this;
  }

  /** Core's `Roll#toJSON`. */
  toJSON(): Record<string, unknown> {
    return {
      class: this.constructor.name,
      options: this.options,
      dice: [],
      formula: this._formula,
      terms: this.terms.map((t) => t.toJSON()),
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
    roll.faces = roll.dice.flatMap((d) => d.values);
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
