import { parseDiceFormula, rollDiceFormula, seededDice, type DiceSource } from "../../src/rules/dice";

/** Where the Roll double takes its faces; tests swap in fixed faces. */
export const diceBox: { source: DiceSource } = { source: seededDice(1) };

/** `Roll`: evaluates simple "NdM + K" formulas from the dice box and posts itself to chat. */
export class RollDouble {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  formula: string;
  total: number | undefined;
  faces: number[] = [];
  _evaluated = false;

  constructor(formula: string, public data: Record<string, unknown> = {}) {
    this.formula = formula.replace(/@(\w+)/g, (_m, key: string) => String(data[key] ?? 0));
  }

  async evaluate(): Promise<this> {
    const result = rollDiceFormula(parseDiceFormula(this.formula), diceBox.source);
    this.total = result.total;
    this.faces = result.faces;
    this._evaluated = true;
    return this;
  }

  async toMessage(messageData: Record<string, unknown> = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const ChatMessage = (globalThis as unknown as { ChatMessage: { create(d: unknown): Promise<unknown> } }).ChatMessage;
    return ChatMessage.create({ ...messageData, rolls: [{ formula: this.formula, total: this.total }] });
  }
}
