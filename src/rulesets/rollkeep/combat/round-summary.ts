import { format, localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";
import type { Fighter } from "./fighter";
import type { ClockStep } from "./round-clock";

type Rk = RulesetTypesOf<"rollkeep">;

const escape = (text: string) => foundry.utils.escapeHTML(text);

/** One recovery roll of the end of a round (CO2, CO3): who, which condition, the roll against its TN, and whether it ended. */
function recoveryLine(e: Extract<Rk["clockEvent"], { kind: "recovery" }>, name: (id: string) => string): string {
  const condition = localize(`SHINOBI.RollKeep.Condition.${e.condition}`);
  const roll = e.total === null || e.tn === null ? localize("SHINOBI.RollKeep.Combat.noRecoveryRoll") : format("SHINOBI.RollKeep.Combat.recoveryRoll", { total: e.total, tn: e.tn });
  const verdict = localize(e.recovered ? "SHINOBI.RollKeep.Combat.recovered" : "SHINOBI.RollKeep.Combat.notRecovered");
  return `<li class="rk-recovery ${e.recovered ? "recovered" : "lasting"}"><strong>${escape(name(e.combatantId))}</strong> · ${escape(condition)}: ${escape(roll)} · ${escape(verdict)}</li>`;
}

/** A timed effect worn off at the end of the round (CO12): whose, and the effect's name. */
function expiredLine(e: Extract<Rk["clockEvent"], { kind: "expired" }>, name: (id: string) => string, effectName: (timerId: string) => string): string {
  return `<li class="rk-expired"><strong>${escape(name(e.combatantId))}</strong> · ${escape(format("SHINOBI.RollKeep.Combat.wearsOff", { effect: effectName(e.timerId) }))}</li>`;
}

/**
 * The chat summary of the rounds a clock step closed and opened: for each end of round (4e
 * Reactions, house Readying Phase) the recovery rolls with their verdicts, the timed effects worn
 * off and the turns that went by unused, then the new round's order. Null when the step crossed
 * no round.
 */
export function roundSummary(step: ClockStep, read: readonly Fighter[], options: Rk["options"]): string | null {
  const names = new Map(read.map((f) => [f.state.id, f.state.name]));
  const name = (id: string) => names.get(id) ?? id;
  const effects = new Map(read.flatMap((f) => [...(f.source.actor.effects ?? [])].map((e) => [e.id ?? "", e.name ?? ""] as const)));
  const effectName = (id: string) => effects.get(id) || id;
  const phase = localize(options.variant === "house" ? "SHINOBI.RollKeep.Combat.readyingPhase" : "SHINOBI.RollKeep.Combat.reactions");
  const parts: string[] = [];
  let recoveries: string[] = [];
  for (const e of step.events) {
    if (e.kind === "recovery") recoveries.push(recoveryLine(e, name));
    if (e.kind === "expired") recoveries.push(expiredLine(e, name, effectName));
    if (e.kind === "roundEnded") {
      const body = recoveries.length ? `<ul>${recoveries.join("")}</ul>` : `<p>${escape(localize("SHINOBI.RollKeep.Combat.nothingToRecover"))}</p>`;
      parts.push(`<h4>${escape(format("SHINOBI.RollKeep.Combat.roundEnds", { round: e.round, phase }))}</h4>${body}`);
      recoveries = [];
    }
    if (e.kind === "roundStarted") parts.push(`<p class="rk-order">${escape(format("SHINOBI.RollKeep.Combat.roundOrder", { round: e.round, order: e.order.map(name).join(", ") }))}</p>`);
    // S9: the abilities acting as the round begins, in their order.
    if (e.kind === "roundStarted" && e.triggers) parts.push(`<p class="rk-round-triggers">${escape(format("SHINOBI.RollKeep.Combat.roundTriggers", { triggers: e.triggers.map((t) => `${t.name} (${name(t.combatantId)})`).join(", ") }))}</p>`);
  }
  if (!parts.length) return null;
  const passed = step.passed.map((d) => name(d.actorId));
  const unused = passed.length ? `<p class="rk-passed">${escape(format("SHINOBI.RollKeep.Combat.turnsPassed", { names: passed.join(", ") }))}</p>` : "";
  return `<section class="shinobi rk-round-summary">${unused}${parts.join("")}</section>`;
}
