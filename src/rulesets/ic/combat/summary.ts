import { SYSTEM_ID } from "../../../constants";
import { format, localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";
import { actionLabel } from "../action-label";
import { woundPlace } from "../wound-items";

type Ic = RulesetTypesOf<"ic">;
type State = Ic["combatant"];
type ClockEvent = Ic["clockEvent"];

/** What the end of an IC did, as the port returned it: everyone before and after (in one order), the hits settled, the clock's events. */
export interface EndIcResult {
  from: number;
  to: number;
  before: readonly State[];
  after: readonly State[];
  settled: readonly Ic["settled"][];
  events: readonly ClockEvent[];
}

/** What happened to one actor: a line of what changed, and the clock's moments behind it. */
interface Story {
  line: string[];
  moments: Map<string, number[]>;
}

const statusName = (kind: string) => localize(`SHINOBI.Status.${kind}`);
const escape = (text: string) => foundry.utils.escapeHTML(text);

/** Each settled hit's effects, worded for the one it landed on. */
function hitParts({ outcome, applied }: Ic["settled"]): string[] {
  const parts: string[] = [];
  if (outcome.damage > 0) parts.push(format("SHINOBI.Summary.damage", { amount: outcome.damage, source: actionLabel(outcome.action) }));
  for (const kind of applied.statuses) parts.push(format("SHINOBI.Summary.status", { status: statusName(kind), source: actionLabel(outcome.action) }));
  for (const kind of applied.resisted) parts.push(format("SHINOBI.Summary.resisted", { status: statusName(kind) }));
  for (const w of applied.wounds) parts.push(format("SHINOBI.Summary.wound", { severity: localize(`SHINOBI.Wound.Severity.${w.severity}`), location: woundPlace(w) }));
  if (applied.handsealsBroken) parts.push(localize("SHINOBI.Summary.sealsBroken"));
  if (outcome.coupDeGrace && applied.defender.condition === "dead") parts.push(localize("SHINOBI.Summary.coupDeGrace"));
  return parts;
}

/** The pools and AP as they were and are now, for those that changed. */
function changedNumbers(before: State, after: State): string[] {
  const parts: string[] = [];
  for (const pool of ["vitality", "hp", "willpower"] as const) {
    if (before[pool].value !== after[pool].value) parts.push(format("SHINOBI.Summary.became", { what: localize(`SHINOBI.Pool.${pool}`), before: before[pool].value, after: after[pool].value }));
  }
  if (before.ap !== after.ap) parts.push(format("SHINOBI.Summary.became", { what: localize("SHINOBI.Summary.ap"), before: before.ap, after: after.ap }));
  return parts;
}

/** One clock event as a moment of the folded details (its IC aside), and, for a status, where it left it. */
function moment(e: ClockEvent): { text: string; status?: [string, string] } {
  switch (e.type) {
    case "apGrant":
      return { text: format("SHINOBI.Summary.apGrant", { amount: e.amount, ap: e.ap }) };
    case "damage":
      return { text: format("SHINOBI.Summary.tick", { amount: e.amount, status: statusName(e.status) }) };
    case "severity":
      return { text: format("SHINOBI.Summary.weakens", { status: statusName(e.status), severity: e.severity }), status: [`${e.status}\u0000${e.source}`, format("SHINOBI.Summary.severity", { status: statusName(e.status), severity: e.severity })] };
    case "expire":
      return { text: format("SHINOBI.Summary.ends", { status: statusName(e.status) }), status: [`${e.status}\u0000${e.source}`, format("SHINOBI.Summary.ends", { status: statusName(e.status) })] };
  }
}

/** Everyone's story, in the order they were read, for those something happened to. */
function stories(result: EndIcResult): Map<string, Story> {
  const hits = new Map<string, string[]>();
  for (const s of result.settled) hits.set(s.outcome.defenderId, [...(hits.get(s.outcome.defenderId) ?? []), ...hitParts(s)]);
  const statuses = new Map<string, Map<string, string>>();
  const moments = new Map<string, Map<string, number[]>>();
  for (const e of result.events) {
    const { text, status } = moment(e);
    const own = moments.get(e.combatantId) ?? new Map<string, number[]>();
    own.set(text, [...(own.get(text) ?? []), e.ic]);
    moments.set(e.combatantId, own);
    // A status's last word is where the step left it: the severity it fell to, or its end.
    if (status) statuses.set(e.combatantId, (statuses.get(e.combatantId) ?? new Map<string, string>()).set(...status));
  }
  const out = new Map<string, Story>();
  result.before.forEach((before, i) => {
    const after = result.after[i] ?? before;
    const line = [...(hits.get(before.id) ?? []), ...changedNumbers(before, after), ...(statuses.get(before.id)?.values() ?? [])];
    if (line.length) out.set(before.id, { line, moments: moments.get(before.id) ?? new Map<string, number[]>() });
  });
  return out;
}

/** A story as HTML after the names it belongs to: the line, and the clock's moments folded under it (each with the ICs it happened on). */
function storyHtml(names: string, story: Story): string {
  const line = `<strong>${names}</strong>: ${escape(story.line.join("; "))}`;
  if (!story.moments.size) return `<li>${line}</li>`;
  const moments = [...story.moments].map(([text, ics]) => format("SHINOBI.Summary.at", { ics: ics.join(", "), what: escape(text) }));
  return `<li><details><summary>${line}</summary>${moments.join("<br>")}</details></li>`;
}

/**
 * The end-of-IC chat summary: a line per actor saying what changed (hits taken, pools and AP as
 * they were and are, where each status was left), the clock's moments folded beneath. Actors to
 * whom exactly the same happened share a line, so a crowd under the same statuses stays a few
 * lines long while each name still says what happened to it. Null when there is nothing to tell
 * and no rolls to carry.
 */
export function endIcSummary(result: EndIcResult, names: ReadonlyMap<string, string>, withRolls: boolean): string | null {
  const groups = new Map<string, { names: string[]; story: Story }>();
  for (const [id, story] of stories(result)) {
    const key = JSON.stringify([story.line, [...story.moments]]);
    const group = groups.get(key) ?? { names: [], story };
    group.names.push(escape(names.get(id) ?? id));
    groups.set(key, group);
  }
  if (!groups.size && !withRolls) return null;
  const items = [...groups.values()].map((g) => storyHtml(g.names.join(", "), g.story));
  return `<div class="${SYSTEM_ID} clock"><h4>${escape(format("SHINOBI.Summary.heading", { from: result.from, to: result.to }))}</h4><ul>${items.join("")}</ul></div>`;
}
