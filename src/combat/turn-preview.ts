import { speedProfile, type IcAction } from "../rules/ic/action";
import { finalSpeed } from "../rules/ic/speed";
import { nextActingIc } from "../rules/ic/timeline";

export interface TurnChoice {
  action: IcAction;
  apSpent: number;
  /** The chosen length of a variable-Speed action. */
  length?: number;
}

export interface TurnPreview {
  speed: number;
  floor: number;
  apUsed: number;
  nextIc: number;
  /** Why the choice cannot be confirmed, if it cannot. */
  problem: string | null;
}

/** What a turn would cost before it is confirmed: the final Speed with its floor and the IC it leads to. */
export function previewTurn(choice: TurnChoice, context: { currentIc: number; apAvailable: number; shock: number; interruptFrom?: number }): TurnPreview {
  const base = choice.action.variable ? (choice.length ?? choice.action.speed) : choice.action.speed;
  const result = finalSpeed(speedProfile(choice.action, base), { apSpent: choice.apSpent, shock: context.shock });
  let problem: string | null = null;
  if (!Number.isInteger(choice.apSpent) || choice.apSpent < 0) problem = "SHINOBI.Turn.badAp";
  else if (choice.apSpent > context.apAvailable) problem = "SHINOBI.Turn.notEnoughAp";
  else if (choice.action.variable && (!Number.isInteger(base) || base < 1)) problem = "SHINOBI.Turn.badLength";
  // An interrupt pushes the action already scheduled; a turn's action counts from now.
  const nextIc = context.interruptFrom !== undefined ? context.interruptFrom + result.speed : nextActingIc(context.currentIc, result.speed);
  return { speed: result.speed, floor: result.floor, apUsed: result.apUsed, nextIc, problem };
}
