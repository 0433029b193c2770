import type { RulesetTypesOf } from "../../../rules/registry";
import { poolFormula, thrownExpression } from "../dice/syntax";

type Prepared = RulesetTypesOf<"rollkeep">["preparedRoll"];
type Outcome = RulesetTypesOf<"rollkeep">["rollOutcome"];
type TnParts = NonNullable<Prepared["roll"]["tn"]>;

/** The parts of a TN worth a line, in the order the card lists them (R7, R9, R10, R15, R16). */
const TN_PARTS = ["raises", "freeRaises", "retries", "weather", "wounds"] as const satisfies readonly (keyof TnParts)[];

/** A chance as the table reads it: a percentage with one decimal, in the user's language. */
export function percent(chance: number): string {
  return new Intl.NumberFormat(game.i18n?.lang ?? "en", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(chance);
}

/** A number with its sign, as a part of a TN reads: +10, −5. */
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/**
 * What the dialog and the chat card show of a prepared roll: each part of the pool, the pool summed
 * and as thrown (after the Ten Dice Rule), the TN in its parts, the raises, and the exact chance.
 */
export function preparedView(prepared: Prepared, chance: number | null) {
  const { roll } = prepared;
  const summed = thrownExpression(roll.summed);
  const thrown = poolFormula(roll.pool);
  return {
    parts: prepared.parts.map((p) => ({ label: `SHINOBI.RollKeep.Roll.Part.${p.source}`, pool: thrownExpression(p.pool) })),
    summed,
    thrown,
    converted: summed !== thrownExpression(roll.pool),
    explodes: roll.pool.explodes,
    unskilled: roll.unskilled,
    tn: roll.tn === null ? null : { base: roll.tn.base, effective: roll.tn.effective, parts: tnLines(roll.tn) },
    raises: { called: roll.raises.raisesCalled, free: roll.raises.freeRaises, onTn: roll.raises.freeRaisesOnTn, counted: roll.raisesCounted },
    chance: chance === null ? null : percent(chance),
  };
}

function tnLines(tn: TnParts) {
  return TN_PARTS.filter((part) => tn[part] !== 0).map((part) => ({ label: `SHINOBI.RollKeep.Roll.Tn.${part}`, value: signed(tn[part]) }));
}

/** How the roll went, as the card says it: success or failure against the raised TN, and the margin (R1, R7); null without a TN. */
export function verdictView(outcome: Outcome) {
  if (outcome.success === null || outcome.margin === null) return null;
  return { css: outcome.success ? "success" : "failure", label: outcome.success ? "SHINOBI.RollKeep.Roll.success" : "SHINOBI.RollKeep.Roll.failure", margin: signed(outcome.margin) };
}
