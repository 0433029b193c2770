/**
 * A rule saying no: the reason as a code (the i18n key `SHINOBI.Refusal.<code>` words it for
 * players, filled with `data`) and an English message for the simulator and logs. The Foundry
 * layer shows the code's text; nothing ever matches on the message.
 */
export class RuleRefusal extends Error {
  constructor(
    readonly code: string,
    readonly data: Readonly<Record<string, string | number>>,
    message: string,
  ) {
    super(message);
    this.name = "RuleRefusal";
  }
}

export function isRuleRefusal(error: unknown): error is RuleRefusal {
  return error instanceof RuleRefusal;
}
