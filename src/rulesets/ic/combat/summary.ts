import { format, localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";

type Ic = RulesetTypesOf<"ic">;

const nameOf = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? id;
const statusName = (kind: string) => localize(`SHINOBI.Status.${kind}`);

/** One line per thing the clock did between two counts, for the end-of-IC message. */
export function clockSummary(events: readonly Ic["clockEvent"][], names: ReadonlyMap<string, string>): string[] {
  return events.map((e) => {
    const who = nameOf(names, e.combatantId);
    switch (e.type) {
      case "apGrant":
        return format("SHINOBI.Summary.apGrant", { ic: e.ic, who, amount: e.amount, ap: e.ap });
      case "damage":
        return format("SHINOBI.Summary.tick", { ic: e.ic, who, amount: e.amount, status: statusName(e.status) });
      case "severity":
        return format("SHINOBI.Summary.weakens", { ic: e.ic, who, status: statusName(e.status), severity: e.severity });
      case "expire":
        return format("SHINOBI.Summary.ends", { ic: e.ic, who, status: statusName(e.status) });
    }
  });
}

/** Lines for what each settled hit did: damage, statuses that took hold or were resisted, wounds, broken seals. */
export function settledSummary(settled: readonly Ic["settled"][], names: ReadonlyMap<string, string>): string[] {
  const lines: string[] = [];
  for (const { outcome, applied } of settled) {
    const who = nameOf(names, outcome.defenderId);
    if (outcome.damage > 0) lines.push(format("SHINOBI.Summary.damage", { who, amount: outcome.damage, source: outcome.action }));
    for (const kind of applied.statuses) lines.push(format("SHINOBI.Summary.status", { who, status: statusName(kind), source: outcome.action }));
    for (const kind of applied.resisted) lines.push(format("SHINOBI.Summary.resisted", { who, status: statusName(kind) }));
    for (const w of applied.wounds) lines.push(format("SHINOBI.Summary.wound", { who, severity: localize(`SHINOBI.Wound.Severity.${w.severity}`), location: w.side ? `${localize(`SHINOBI.Wound.Side.${w.side}`)} ${w.location}` : w.location }));
    if (applied.handsealsBroken) lines.push(format("SHINOBI.Summary.sealsBroken", { who }));
    if (outcome.coupDeGrace && applied.defender.condition === "dead") lines.push(format("SHINOBI.Summary.coupDeGrace", { who }));
  }
  return lines;
}
