import { format, localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";

type ClockEvent = RulesetTypesOf<"degrees">["clockEvent"];
type Tick = Extract<ClockEvent, { kind: "tick" }>["tick"];

const escape = (text: string) => foundry.utils.escapeHTML(text);
const condition = (id: string) => localize(`SHINOBI.Degrees.Condition.${id}`);

/** A start-of-turn tick in words (F11): HP lost and why, a breath held or not, Confusion's roll, the HP table's new state. */
function tickLine(name: string, tick: Tick): string {
  switch (tick.kind) {
    case "hpLoss":
      return format("SHINOBI.Degrees.Combat.Summary.hpLoss", { name, amount: tick.amount, cause: localize(`SHINOBI.Degrees.Combat.Cause.${tick.cause}`) });
    case "breath":
      return format(tick.check.heldBreath ? "SHINOBI.Degrees.Combat.Summary.breathHeld" : "SHINOBI.Degrees.Combat.Summary.breathLost", { name, dc: tick.check.dc, damage: tick.check.damage });
    case "confused":
      return format("SHINOBI.Degrees.Combat.Summary.confused", { name, face: tick.face, behaviour: localize(`SHINOBI.Degrees.Combat.Confused.${tick.behaviour}`) });
    case "threshold":
      return format("SHINOBI.Degrees.Combat.Summary.threshold", { name, state: localize(`SHINOBI.Degrees.Combat.Threshold.${tick.to}`) });
  }
}

/** One clock event as a line of the summary, or null for those the tracker shows by itself (a round's end, a turn's end). */
function eventLine(e: ClockEvent, nameOf: (id: string) => string): string | null {
  switch (e.kind) {
    case "roundStarted":
      return `<h4>${escape(e.surprise ? localize("SHINOBI.Degrees.Combat.surpriseRound") : format("SHINOBI.Degrees.Combat.roundN", { round: e.round }))}</h4>`;
    case "caughtBySurprise":
      return format("SHINOBI.Degrees.Combat.Summary.caught", { name: nameOf(e.combatantId) });
    case "turnStarted":
      return format(e.resumed ? "SHINOBI.Degrees.Combat.Summary.resumed" : "SHINOBI.Degrees.Combat.Summary.turn", { name: nameOf(e.combatantId) });
    case "expired":
      return format("SHINOBI.Degrees.Combat.Summary.expired", { name: nameOf(e.combatantId), condition: condition(e.condition) });
    case "tick":
      return tickLine(nameOf(e.combatantId), e.tick);
    case "keptLapsed":
      return format(`SHINOBI.Degrees.Combat.Summary.${e.kept}Lapsed`, { name: nameOf(e.combatantId) });
    case "holdKept":
    case "holdLost":
      return format(`SHINOBI.Degrees.Combat.Summary.${e.kind}`, { name: nameOf(e.combatantId), victim: nameOf(e.victim) });
    case "turnEnded":
    case "roundEnded":
      return null;
  }
}

/**
 * A compact account of one step of the clock, for the chat: each round begun (the surprise round
 * named), who was caught by surprise, whose turn began, the conditions that ended on a fighter's own
 * turn, the start-of-turn ticks, and the holds kept up or lost (M79). Names are escaped; an empty step says nothing (an empty string).
 */
export function roundSummary(events: readonly ClockEvent[], names: ReadonlyMap<string, string>): string {
  const nameOf = (id: string) => escape(names.get(id) ?? id);
  const lines = events.flatMap((e) => eventLine(e, nameOf) ?? []);
  if (!lines.length) return "";
  return `<div class="shinobi degrees dg-round-summary">${lines.map((l) => (l.startsWith("<h4>") ? l : `<p>${l}</p>`)).join("")}</div>`;
}
