import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { techniqueToAction, type TechniqueSource } from "../rules/ic/items";
import type { IcAction } from "../rules/ic/action";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import { newCombatant } from "../rules/ic/combatant";
import { runDuels, type Duellist } from "./duel";

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

/** The offensive techniques in a folder of technique sources: those that roll damage or put statuses on a hit. */
export function loadOffensiveTechniques(dir: string): { action: IcAction; rank: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .map((f) => parse(readFileSync(join(dir, f), "utf8")) as { name: string; type: string; system: TechniqueSource & { rank: string } })
    .filter((d) => d.type === "technique" && !d.system.link && !d.system.variable && !d.system.interrupt && (d.system.damage.dice !== "" || d.system.statuses.length > 0))
    .map((d) => ({ action: techniqueToAction(d.name, d.system), rank: d.system.damage.dice !== "" ? d.system.rank : `${d.system.rank} (status only)` }));
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
