import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { techniqueToAction, type TechniqueSource } from "../rules/ic/items";
import type { IcAction } from "../rules/ic/action";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import { newCombatant } from "../rules/ic/combatant";
import { checkAction } from "../rules/ic/action-check";
import { isRuleRefusal } from "../rules/refusal";
import { runDuels, type Duellist } from "./duel";
import { readYaml, ScenarioErrors } from "./validate";

export interface BalanceRow {
  name: string;
  /** The peer group: a rank, split into techniques that deal damage and those that only impose statuses. */
  rank: string;
  kind: string;
  /** Share of duels won against every other technique of its rank (draws count half). */
  winRate: number;
  meanIc: number;
}

export interface RankSpread {
  rank: string;
  count: number;
  min: number;
  max: number;
  spread: number;
}

const STATS = { str: 50, dex: 50, agi: 40, res: 50, cha: 50, xp: 1200 };

function fighter(id: string, rotation: IcAction[]): Duellist {
  return {
    combatant: newCombatant({ id, name: id, stats: STATS, skills: { chakraControl: 12, athletics: 12, toxicology: 6, stealth: 6, awareness: 6 }, vitality: { value: 500, max: 500 }, hp: { value: 150, max: 150 } }),
    rotation,
    defense: "dodge",
  };
}

/** A pack technique's fields the balance run reads, each checked; a problem names the file and the field. */
function techniqueOf(raw: unknown, file: string, errors: ScenarioErrors): { action: IcAction; rank: string } | null {
  const d = errors.object(raw, `${file}: line 1`);
  if (!d || d.type !== "technique") return null;
  const s = errors.object(d.system, `${file}: system`);
  const damage = s && errors.object(s.damage, `${file}: system.damage`);
  if (!s || !damage) return null;
  if (typeof damage.dice !== "string") errors.add(`${file}: system.damage.dice`, "must be a dice formula (or empty)");
  if (!Array.isArray(s.statuses)) errors.add(`${file}: system.statuses`, "must be a list");
  if (typeof d.name !== "string" || typeof s.rank !== "string") errors.add(`${file}: name`, "a technique needs a name and a system.rank");
  if (errors.messages.length) return null;
  // The fields read below were each checked just above; the rest of a technique source is what the item sheet stores.
  const source = s as unknown as TechniqueSource & { rank: string };
  if (source.link || source.variable || source.interrupt || (damage.dice === "" && source.statuses.length === 0)) return null;
  const action = techniqueToAction(d.name as string, source);
  try {
    checkAction(action);
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    errors.add(`${file}: system.${String(error.data.field)}`, error.message);
    return null;
  }
  return { action, rank: damage.dice !== "" ? source.rank : `${source.rank} (status only)` };
}

/** The offensive techniques in a folder of technique sources: those that roll damage or put statuses on a hit. */
export function loadOffensiveTechniques(dir: string): { action: IcAction; rank: string }[] {
  const errors = new ScenarioErrors();
  const found: { action: IcAction; rank: string }[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".yml"))) {
    const fileErrors = new ScenarioErrors();
    const raw = readYaml(readFileSync(join(dir, file), "utf8"), fileErrors);
    const technique = fileErrors.messages.length ? null : techniqueOf(raw, file, fileErrors);
    for (const message of fileErrors.messages) errors.messages.push(message.startsWith(file) ? message : `${file}: ${message}`);
    if (technique) found.push(technique);
  }
  errors.throwIfAny(`technique folder ${dir}`);
  return found;
}

/**
 * Duel mode for balance: within each rank, every technique meets every other (round robin).
 * Both fighters are the same mid-level shinobi alternating their technique with Basic Unarmed,
 * so only the techniques differ; a balanced rank has win rates close together.
 */
export function balanceReport(techniques: readonly { action: IcAction; rank: string }[], runs: number, seed = 1): { rows: BalanceRow[]; spreads: RankSpread[] } {
  const punch = BASIC_ACTIONS["Basic Unarmed"] as IcAction;
  const ranks = [...new Set(techniques.map((t) => t.rank))].sort((a, b) => "EDCBAS".indexOf(a[0] ?? "") - "EDCBAS".indexOf(b[0] ?? "") || a.length - b.length);
  const rows: BalanceRow[] = [];
  const spreads: RankSpread[] = [];
  for (const rank of ranks) {
    const peers = techniques.filter((t) => t.rank === rank);
    const score = new Map<string, { points: number; games: number; ic: number; decided: number }>(peers.map((p) => [p.action.name, { points: 0, games: 0, ic: 0, decided: 0 }]));
    for (let i = 0; i < peers.length; i++) {
      for (let j = i + 1; j < peers.length; j++) {
        const a = peers[i] as (typeof peers)[number];
        const b = peers[j] as (typeof peers)[number];
        const summary = runDuels(fighter("a", [a.action, punch]), fighter("b", [b.action, punch]), runs, seed);
        const sa = score.get(a.action.name) as { points: number; games: number; ic: number; decided: number };
        const sb = score.get(b.action.name) as typeof sa;
        sa.points += (summary.wins.a ?? 0) + summary.draws / 2;
        sb.points += (summary.wins.b ?? 0) + summary.draws / 2;
        sa.games += runs;
        sb.games += runs;
        const decided = runs - summary.draws;
        for (const s of [sa, sb]) {
          s.ic += summary.meanIcToVictory * decided;
          s.decided += decided;
        }
      }
    }
    const rankRows = peers.map((p) => {
      const s = score.get(p.action.name) as { points: number; games: number; ic: number; decided: number };
      return { name: p.action.name, rank, kind: p.action.kind, winRate: s.games ? s.points / s.games : 0.5, meanIc: s.decided ? s.ic / s.decided : 0 };
    });
    rows.push(...rankRows);
    const rates = rankRows.map((r) => r.winRate);
    spreads.push({ rank, count: rates.length, min: Math.min(...rates), max: Math.max(...rates), spread: Math.max(...rates) - Math.min(...rates) });
  }
  return { rows, spreads };
}
