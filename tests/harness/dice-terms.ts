import type { DiceSource } from "../../src/rules/dice";
import { seededDice } from "../../src/rules/dice";

/** Where the Die double takes its faces; tests swap in fixed faces. */
export const diceBox: { source: DiceSource } = { source: seededDice(1) };

interface Globals {
  CONFIG: { Dice: { termTypes: Record<string, typeof RollTermDouble>; terms: Record<string, typeof RollTermDouble> } };
}
const g = () => globalThis as unknown as Globals;

export type TermJSON = Record<string, unknown> & { class: string };
type TermOptions = Record<string, unknown>;

/** `foundry.dice.terms.RollTerm`: evaluation state, options (flavor), formula, total and JSON, as core keeps them. */
export class RollTermDouble {
  /** The class name core writes into a term's JSON (`this.constructor.name` there); the doubles give core's names. */
  static CLASS = "RollTerm";
  /** Core: the attributes `toJSON` writes beside class, options and evaluated. */
  static SERIALIZE_ATTRIBUTES: string[] = [];
  _evaluated = false;
  isIntermediate = false;
  options: TermOptions;

  constructor({ options = {} }: { options?: TermOptions } = {}) {
    this.options = options;
  }
  /** A double stands in under core's name; a real subclass (a system's term) is known by its own. */
  static get className(): string {
    return Object.hasOwn(this, "CLASS") ? this.CLASS : this.name;
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
  get isDeterministic(): boolean {
    return true;
  }
  /** Core: a term is evaluated once; `_evaluate` does the work. */
  evaluate(options: Record<string, unknown> = {}): this | Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    this._evaluated = true;
    return this._evaluate(options);
  }
  _evaluate(_options: Record<string, unknown> = {}): this | Promise<this> {
    return this;
  }
  toJSON(): TermJSON {
    const cls = this.constructor as typeof RollTermDouble;
    const data: TermJSON = { class: cls.className, options: this.options, evaluated: this._evaluated };
    for (const attr of cls.SERIALIZE_ATTRIBUTES) data[attr] = (this as unknown as Record<string, unknown>)[attr];
    return data;
  }
  /** Core's RollTerm.fromData: the class from CONFIG.Dice.termTypes by name, else a CONFIG.Dice.terms class of that name, else Die. */
  static fromData(data: TermJSON): RollTermDouble {
    const { termTypes, terms } = g().CONFIG.Dice;
    const cls = termTypes[data.class] ?? Object.values(terms).find((c) => c.className === data.class) ?? DieDouble;
    return cls._fromData(data);
  }
  /** Core's RollTerm.fromParseNode: the node's data, cloned, through fromData. */
  static fromParseNode(node: TermJSON): RollTermDouble {
    return this.fromData(structuredClone(node));
  }
  static _fromData(data: TermJSON): RollTermDouble {
    // A term's JSON holds its constructor's fields (number, faces, results, operator, options) by design.
    const term = new this(data as { options?: TermOptions });
    term._evaluated = (data.evaluated as boolean | undefined) ?? true;
    return term;
  }
}

export interface DieResult {
  result: number;
  active?: boolean;
  count?: number;
  discarded?: boolean;
  exploded?: boolean;
}

interface DiceTermData {
  number?: number;
  faces?: number;
  method?: string;
  modifiers?: string[];
  results?: DieResult[];
  options?: TermOptions;
}

/** `foundry.dice.terms.DiceTerm`: `number` dice of `faces` sides; given results, it is already evaluated (as in core). */
export class DiceTermDouble extends RollTermDouble {
  static override CLASS = "DiceTerm";
  static DENOMINATION = "";
  static override SERIALIZE_ATTRIBUTES = ["number", "faces", "modifiers", "results", "method"];
  number: number;
  faces: number;
  method: string | undefined;
  modifiers: string[];
  results: DieResult[];

  constructor({ number = 1, faces = 6, method, modifiers = [], results = [], options = {} }: DiceTermData = {}) {
    super({ options });
    this.number = number;
    this.faces = faces;
    this.method = method;
    this.modifiers = modifiers;
    this.results = results;
    if (results.length) this._evaluated = true;
  }
  get denomination(): string {
    return (this.constructor as typeof DiceTermDouble).DENOMINATION;
  }
  override get expression(): string {
    const x = this.denomination === "d" ? this.faces : this.denomination;
    return `${this.number}d${x}${this.modifiers.join("")}`;
  }
  /** Core: the sum of active results (their `count` when they have one), once evaluated. */
  override get total(): number | undefined {
    if (!this._evaluated) return undefined;
    return this.results.reduce((sum, r) => (r.active === false ? sum : sum + (r.count ?? r.result)), 0);
  }
  get values(): number[] {
    return this.results.filter((r) => r.active !== false).map((r) => r.result);
  }
  get dice(): DiceTermDouble[] {
    return [];
  }
  override get isDeterministic(): boolean {
    return false;
  }
  /** Core rolls each missing result through the fulfillment method; the harness draws it from the dice box. */
  override _evaluate(): this {
    for (let n = this.results.length; n < this.number; n++) this.results.push({ result: diceBox.source.roll(this.faces), active: true });
    return this;
  }
  getResultLabel(result: DieResult): string {
    return String(result.result);
  }
  /** Core's classes for one result in the tooltip. */
  getResultCSS(result: DieResult): (string | null)[] {
    return [
      this.constructor.name.toLowerCase(),
      `d${this.faces}`,
      result.exploded ? "exploded" : null,
      result.discarded ? "discarded" : null,
      result.result === 1 ? "min" : null,
      result.result === this.faces ? "max" : null,
    ];
  }
  /** Core's data for the default tooltip template. */
  getTooltipData(): Record<string, unknown> {
    return {
      total: this.total,
      faces: this.faces,
      flavor: this.flavor,
      icon: null,
      method: undefined,
      formula: this.expression,
      rolls: this.results.map((r) => ({ result: this.getResultLabel(r), classes: this.getResultCSS(r).filter(Boolean).join(" ") })),
    };
  }
}

/** `foundry.dice.terms.Die`. */
export class DieDouble extends DiceTermDouble {
  static override CLASS = "Die";
  static override DENOMINATION = "d";
}

/** `foundry.dice.terms.OperatorTerm`: always evaluated; reads " + " in a formula. */
export class OperatorTermDouble extends RollTermDouble {
  static override CLASS = "OperatorTerm";
  static override SERIALIZE_ATTRIBUTES = ["operator"];
  operator: string;
  constructor({ operator = "+", options = {} }: { operator?: string; options?: TermOptions } = {}) {
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
}

/** `foundry.dice.terms.NumericTerm`: a flat number. */
export class NumericTermDouble extends RollTermDouble {
  static override CLASS = "NumericTerm";
  static override SERIALIZE_ATTRIBUTES = ["number"];
  number: number;
  constructor({ number = 0, options = {} }: { number?: number; options?: TermOptions } = {}) {
    super({ options });
    this.number = Number(number);
  }
  override get expression(): string {
    return String(this.number);
  }
  override get total(): number {
    return this.number;
  }
}

/** `foundry.dice.terms.StringTerm`: text no term claimed; core refuses to evaluate it. */
export class StringTermDouble extends RollTermDouble {
  static override CLASS = "StringTerm";
  static override SERIALIZE_ATTRIBUTES = ["term"];
  term: string;
  constructor({ term = "", options = {} }: { term?: string; options?: TermOptions } = {}) {
    super({ options });
    this.term = term;
  }
  override get expression(): string {
    return this.term;
  }
  override get isDeterministic(): boolean {
    return false;
  }
  override _evaluate(): this {
    throw new Error(`Unresolved StringTerm ${this.term} requested for evaluation`);
  }
}

/** The `foundry.dice.terms` namespace of the doubles, and core's CONFIG.Dice.termTypes (the same classes by core's names). */
export const termsDouble = {
  RollTerm: RollTermDouble,
  DiceTerm: DiceTermDouble,
  Die: DieDouble,
  OperatorTerm: OperatorTermDouble,
  NumericTerm: NumericTermDouble,
  StringTerm: StringTermDouble,
};
