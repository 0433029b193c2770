/** A refusal's data: the values its wording is filled with (`{name}` ← `data.name`). */
export type RefusalData = Readonly<Record<string, string | number>>;

/**
 * What is wrong, for a refusal that names its subject (a field, an action, a stance) apart from
 * the problem: its code, worded for players at `SHINOBI.Refusal.Problem.<code>` and filled with
 * `data`; and `text`, the same in English for logs and the simulator's reports, which name the
 * subject themselves.
 */
export interface Problem {
  code: string;
  data?: RefusalData;
  text: string;
}

/**
 * A rule saying no: the reason as a code (the i18n key `SHINOBI.Refusal.<code>` words it for
 * players, filled with `data`) and an English message for the simulator and logs. A refusal for a
 * `problem` carries the problem's code in `data.problem` and its data beside the subject's. The
 * Foundry layer shows the code's text; nothing ever matches on the message.
 */
export class RuleRefusal extends Error {
  readonly data: RefusalData;

  constructor(
    readonly code: string,
    data: RefusalData,
    message: string,
    readonly problem?: Problem,
  ) {
    super(message);
    this.name = "RuleRefusal";
    this.data = problem === undefined ? data : { ...problem.data, ...data, problem: problem.code };
  }
}

export function isRuleRefusal(error: unknown): error is RuleRefusal {
  return error instanceof RuleRefusal;
}
