import type { RulesetTypesOf } from "../../../rules/registry";
import { poolFormula, thrownExpression } from "../dice/syntax";

type Prepared = RulesetTypesOf<"rollkeep">["preparedRoll"];
type Outcome = RulesetTypesOf<"rollkeep">["rollOutcome"];
type TnParts = NonNullable<Prepared["roll"]["tn"]>;

/** The parts of a TN worth a line, in the order the card lists them (R7, R9, R10, R15, R16, CO5, CO6). */
const TN_PARTS = ["raises", "freeRaises", "retries", "weather", "wounds", "deprivation"] as const satisfies readonly (keyof TnParts)[];

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
    parts: partsView(prepared.parts),
    summed,
    thrown,
    converted: summed !== thrownExpression(roll.pool),
    explodes: roll.pool.explodes,
    unskilled: roll.unskilled,
    tn: tnView(roll.tn),
    raises: raisesView(roll),
    chance: chance === null ? null : percent(chance),
  };
}

/** The named parts of a pool (the base roll, the stance, conditions, the table's modifier), as lines; a part of no dice reads as its number (+4). */
export function partsView(parts: Prepared["parts"]) {
  return parts.map((p) => ({ label: `SHINOBI.RollKeep.Roll.Part.${p.source}`, pool: p.pool.rolled === 0 && p.pool.kept === 0 ? signed(p.pool.flat) : thrownExpression(p.pool) }));
}

/** A TN with the parts worth a line. */
export function tnView(tn: TnParts | null) {
  return tn === null ? null : { base: tn.base, effective: tn.effective, parts: tnLines(tn) };
}

/** The raises a roll called, took free and counts (R7, R9). */
export function raisesView(roll: Pick<Prepared["roll"], "raises" | "raisesCounted">) {
  return { called: roll.raises.raisesCalled, free: roll.raises.freeRaises, onTn: roll.raises.freeRaisesOnTn, counted: roll.raisesCounted };
}

function tnLines(tn: TnParts) {
  return TN_PARTS.filter((part) => tn[part] !== 0).map((part) => ({ label: `SHINOBI.RollKeep.Roll.Tn.${part}`, value: signed(tn[part]) }));
}

/** How the roll went, as the card says it: success or failure against the raised TN, and the margin (R1, R7); null without a TN. */
export function verdictView(outcome: Outcome) {
  if (outcome.success === null || outcome.margin === null) return null;
  return { css: outcome.success ? "success" : "failure", label: outcome.success ? "SHINOBI.RollKeep.Roll.success" : "SHINOBI.RollKeep.Roll.failure", margin: signed(outcome.margin) };
}
