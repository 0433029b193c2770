import { foundryDice } from "../../../dice/recorded-dice";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { FORMULA_DICE } from "../../../rules/registry";
import type { DiceSource } from "../../../rules/ruleset";
import { thrownExpression, writtenExpression, type WrittenPool } from "./syntax";
import { resultsInThrowOrder, type ThrownPool } from "./throws";

const rollkeep = FORMULA_DICE.rollkeep;
/** The rule options the Ten Dice Rule reads. */
export type RollkeepOptions = (typeof rollkeep)["options"]["defaults"];
type TenDiceOutcome = ReturnType<(typeof rollkeep)["prepare"]>["tenDice"];
type EvaluationOptions = Partial<foundry.dice.terms.DiceTerm.EvaluationOptions>;

/** The die every roll-and-keep pool throws. */
const D10 = 10;

/** What the term is built from: a parse node, or its own JSON when a message's roll is loaded. */
export interface RollKeepTermData extends Partial<foundry.dice.terms.DiceTerm.TermData> {
  kept?: number;
  explodes?: boolean;
  emphasis?: boolean;
  keepLowest?: boolean;
  tenDice?: TenDiceOutcome;
  thrown?: ThrownPool | null;
}

/**
 * A roll-and-keep pool in a Foundry roll formula (`7k3`, `6k3u`; see docs/rules-rollkeep.md,
 * "Rolling in chat"). The rules engine does everything a rule decides: the Ten Dice Rule with the
 * world's options when the term is made (so a formula the rules refuse fails at once, naming
 * itself), then the throw with each die's explosions and the dice kept. Faces come from Foundry's
 * generator (`CONFIG.Dice.randomUniform`), as every die the engine draws at the table does.
 *
 * The term keeps the engine's result (`thrown`) for its tooltip, one die per chain with the kept
 * ones marked, and lists every physical d10 in `results` for core and Dice So Nice.
 */
export class RollKeepTerm extends foundry.dice.terms.DiceTerm {
  /**
   * Dice So Nice names a die it does not know as a core `Die` by "d" + DENOMINATION, so these dice
   * land as the player's own d10s. No denomination key is registered in CONFIG.Dice.terms (see
   * register.ts), so core never reads "10" as a formula letter.
   */
  static override DENOMINATION = String(D10);

  static override SERIALIZE_ATTRIBUTES = [...foundry.dice.terms.DiceTerm.SERIALIZE_ATTRIBUTES, "kept", "explodes", "emphasis", "keepLowest", "tenDice", "thrown"];

  /** Where the world's rule options come from; the rollkeep ruleset's settings set it at registration. */
  static rulesOptions: () => RollkeepOptions = () => rollkeep.options.defaults;

  kept: number;
  explodes: boolean;
  /** D8: made under an emphasis (`7k3e`): 1s are rolled again once when the world's option says so. */
  emphasis: boolean;
  /** U5: keeps the lowest dice (`7kl3`). */
  keepLowest: boolean;
  /** What the Ten Dice Rule made of the written pool (when made, then as thrown). */
  tenDice: TenDiceOutcome;
  /** The engine's throw, once evaluated. */
  thrown: ThrownPool | null;

  constructor({ kept = 0, explodes = true, emphasis = false, keepLowest = false, tenDice, thrown = null, ...data }: RollKeepTermData = {}) {
    super({ ...data, faces: D10 });
    this.kept = kept;
    this.explodes = explodes;
    this.emphasis = emphasis;
    this.keepLowest = keepLowest;
    this.tenDice = tenDice ?? this.#prepare().tenDice;
    this.thrown = thrown;
  }

  get written(): WrittenPool {
    return { rolled: this.number ?? 0, kept: this.kept, explodes: this.explodes, ...(this.emphasis ? { emphasis: true } : {}), ...(this.keepLowest ? { keepLowest: true } : {}) };
  }

  override get expression(): string {
    return writtenExpression(this.written);
  }

  /** The engine's total: the kept dice with their explosions, plus the Ten Dice Rule's bonus. */
  override get total(): number | undefined {
    return this._evaluated ? this.thrown?.total : undefined;
  }

  /** The written pool through the rules with the world's options; a refusal names the formula. */
  #prepare(): ReturnType<(typeof rollkeep)["prepare"]> {
    try {
      return rollkeep.prepare(this.written, RollKeepTerm.rulesOptions());
    } catch (error) {
      throw new Error(format("SHINOBI.RollKeep.Dice.refused", { formula: this.expression, reason: refusalError(error).message }), { cause: error });
    }
  }

  /**
   * Throws the pool through the engine. Minimize and maximize (core's previews) give every die a 1
   * or a 10; a maximized die does not explode, as an exploding die has no largest result.
   */
  protected override _evaluate(options: EvaluationOptions = {}): this {
    const { tenDice, pool } = this.#prepare();
    this.tenDice = tenDice;
    this.thrown = rollkeep.roll(options.maximize ? { ...pool, explodes: false } : pool, facesFor(options));
    this.results = resultsInThrowOrder(this.thrown);
    return this;
  }

  /** One entry per die, its chain summed ("10+10+3 = 23"), kept dice marked and dropped ones dimmed. */
  override getTooltipData(): foundry.dice.terms.DiceTerm.ToolTipData {
    return {
      ...super.getTooltipData(),
      formula: this.#tooltipFormula(),
      rolls: (this.thrown?.dice ?? []).map((die) => ({
        result: die.faces.length > 1 ? `${die.faces.join("+")} = ${die.value}` : String(die.value),
        classes: ["rollkeep-die", `d${D10}`, die.kept ? "kept" : "discarded", die.faces.length > 1 ? "exploded" : ""].filter(Boolean).join(" "),
      })),
    };
  }

  /** The written pool, what the Ten Dice Rule made of it when it changed anything, and whether tens explode. */
  #tooltipFormula(): string {
    const written = this.expression;
    const thrown = thrownExpression(this.tenDice);
    const formula = thrown === thrownExpression({ rolled: this.written.rolled, kept: this.kept, flat: 0 }) ? written : format("SHINOBI.RollKeep.Dice.tenDiceRule", { written, thrown });
    return this.explodes ? formula : `${formula} ${localize("SHINOBI.RollKeep.Dice.noExplosions")}`;
  }
}

/** Faces for the engine: Foundry's generator, or the fixed faces core's minimize and maximize ask for. */
function facesFor(options: EvaluationOptions): DiceSource {
  if (options.minimize) return { roll: () => 1 };
  if (options.maximize) return { roll: (faces) => faces };
  return foundryDice();
}
