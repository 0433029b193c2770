/**
 * Technique balance for the degrees ruleset (docs/rules-degrees.md, "Technique balance"): each
 * technique of a folder of `dgTechnique` sources (the degrees-techniques pack) fights seeded duels
 * through the port against a baseline, the same reference shinobi without it, and its win rate is
 * compared with its rank's.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { DegreesCharacter } from "../../rules/degrees/character/character";
import type { FighterAction } from "../../rules/degrees/port/actions";
import { newDegreesFighter } from "../../rules/degrees/port/fighter";
import { wieldedWeapon } from "../../rules/degrees/port/item-input";
import { isRuleRefusal } from "../../rules/refusal";
import { readYaml, ScenarioErrors } from "../validate";
import { MAX_DUEL_ROUNDS, runDegreesDuels, type DegreesDuellist } from "./duel";
import { rules } from "./fight";
import type { FighterEntry } from "./fighters";

/** A pack technique the balance run plays: its name, rank, whether it attacks or defends, and the port's action. */
export interface BalancedTechnique {
  name: string;
  rank: string;
  kind: "attack" | "defensive";
  action: FighterAction;
}

export interface DegreesBalanceRow {
  name: string;
  rank: string;
  kind: BalancedTechnique["kind"];
  chakra: number;
  /** Share of duels won against the baseline (draws count half). */
  winRate: number;
  meanRoundsToVictory: number;
}

export interface DegreesRankBand {
  rank: string;
  count: number;
  min: number;
  max: number;
  spread: number;
  median: number;
}

/** How far from its rank's median a technique's win rate may stand before it is listed as an outlier. */
export const OUTLIER_MARGIN = 0.15;

/** The ranks, weakest first. */
const RANKS = ["D", "C", "B", "A", "S"];

/** The reference shinobi of the pack's pricing method: every attribute 4, level 4, every accuracy 4. */
const REFERENCE: DegreesCharacter = {
  attributes: { strength: 4, dexterity: 4, vigor: 4, spirit: 4 },
  campaignLevel: 4,
  size: "standard",
  permanentSize: true,
  accuracies: { melee: 4, ranged: 4, dodge: 4, anticipate: 4 },
  notice: 2,
  bodyHardness: [],
  armourAbsorption: 0,
};

/** Both duellists carry a kunai (Melee, +1): the baseline's whole kit, and the technique user's between casts. */
const KUNAI_SYSTEM = { accuracy: "melee", damage: 1, weight: "light", thrown: true };
const KUNAI = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: KUNAI_SYSTEM }) as FighterAction;
/** The kunai in hand: what a melee or ranged technique adds to its base (M28, M29), and what a Block is made with. */
const KUNAI_IN_HAND = wieldedWeapon(KUNAI_SYSTEM);

/**
 * The technique user's chakra: enough to cast it on every turn of the longest duel, and 1 more, so
 * it never runs dry into the tactics' unarmed fallback or Exhausted (M49). Each technique is judged
 * per cast against its rank's; what a cast costs is the pricing method's (docs/rules-degrees.md).
 */
const CASTS = MAX_DUEL_ROUNDS;

function actionOf(name: string, system: Record<string, unknown>): FighterAction | null {
  return rules.actionFromItem({ name, type: "dgTechnique", system });
}

/**
 * The techniques of a folder of dgTechnique sources that a duel can weigh: those that deal damage
 * and the defensive ones. Support and effect-only techniques (healing, a clone, a genjutsu whose
 * conditions the port does not impose on a hit) are left out. A file's problem names it.
 */
export function loadDegreesTechniques(dir: string): BalancedTechnique[] {
  const errors = new ScenarioErrors();
  const found: BalancedTechnique[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".yml")).sort()) {
    const raw = readYaml(readFileSync(join(dir, file), "utf8"), errors);
    const doc = errors.object(raw, file);
    if (!doc || doc.type !== "dgTechnique") continue;
    const system = errors.object(doc.system, `${file}: system`);
    const flags = errors.object(errors.object(doc.flags, `${file}: flags`)?.shinobi, `${file}: flags.shinobi`);
    if (!system || !flags) continue;
    const name = errors.string(doc.name, `${file}: name`);
    const rank = errors.oneOf(flags.rank, `${file}: flags.shinobi.rank`, RANKS, "D");
    let action: FighterAction | null = null;
    try {
      action = actionOf(name, system);
    } catch (error) {
      if (!isRuleRefusal(error)) throw error;
      errors.add(`${file}: system.${String(error.data.field)}`, error.message);
    }
    if (action?.defence) found.push({ name, rank, kind: "defensive", action });
    else if (action?.role === "attack") found.push({ name, rank, kind: "attack", action });
  }
  errors.throwIfAny(`technique folder ${dir}`);
  return found;
}

function duellist(id: string, technique: BalancedTechnique | null): DegreesDuellist {
  const actions = new Map<string, FighterAction>([["Kunai", KUNAI]]);
  const attacks = technique?.kind === "attack";
  if (technique && attacks) actions.set(technique.name, technique.action);
  const defence = technique?.kind === "defensive" ? technique.action.defence : undefined;
  const chakra = technique ? priceOf(technique) * CASTS + 1 : 0;
  const fighter = newDegreesFighter({ id, side: id, character: REFERENCE, wielding: KUNAI_IN_HAND, ...(technique ? { chakra } : {}), ...(defence ? { defences: [defence] } : {}) });
  const entry: FighterEntry = {
    id,
    fighter,
    actions,
    tactics: { rotation: attacks && technique ? [technique.name, "Kunai"] : ["Kunai"], defence: defence ? defence.name : "dodge", stance: null },
    path: id,
  };
  return { entry, source: technique?.name ?? "baseline" };
}

function priceOf(t: BalancedTechnique): number {
  return Math.max(t.action.chakra, t.action.defence?.chakraCost ?? 0);
}

function median(values: readonly number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Every technique against the baseline, `runs` seeded duels each: the technique user casts it
 * (attack) or answers with it (defence) while its chakra lasts, then fights as the baseline does.
 * Win rates by rank, each rank's band of attack techniques, and the outliers more than
 * `OUTLIER_MARGIN` from its median.
 */
export function degreesBalanceReport(techniques: readonly BalancedTechnique[], runs: number, seed = 1): { rows: DegreesBalanceRow[]; bands: DegreesRankBand[]; outliers: DegreesBalanceRow[] } {
  const baseline = duellist("baseline", null);
  const rows = techniques.map((t) => {
    const summary = runDegreesDuels(duellist("technique", t), baseline, runs, seed);
    return { name: t.name, rank: t.rank, kind: t.kind, chakra: priceOf(t), winRate: ((summary.wins.technique ?? 0) + summary.draws / 2) / runs, meanRoundsToVictory: summary.meanRoundsToVictory };
  });
  const bands: DegreesRankBand[] = [];
  const outliers: DegreesBalanceRow[] = [];
  for (const rank of RANKS) {
    // A defensive technique is played as an Anticipate contest and its action (M25): the barrier it
    // raises is not, so its win rate weighs its action's price alone and stays out of the bands.
    const peers = rows.filter((r) => r.rank === rank && r.kind === "attack");
    if (peers.length === 0) continue;
    const rates = peers.map((r) => r.winRate);
    const mid = median(rates);
    bands.push({ rank, count: peers.length, min: Math.min(...rates), max: Math.max(...rates), spread: Math.max(...rates) - Math.min(...rates), median: mid });
    for (const r of peers) if (Math.abs(r.winRate - mid) > OUTLIER_MARGIN) outliers.push(r);
  }
  return { rows, bands, outliers };
}

/** Whether a folder holds degrees technique sources (`type: dgTechnique`), which `npm run sim -- balance` weighs with this report. */
export function holdsDegreesTechniques(dir: string): boolean {
  return readdirSync(dir).some((f) => f.endsWith(".yml") && /^type: dgTechnique$/m.test(readFileSync(join(dir, f), "utf8")));
}

/** The report as `npm run sim -- balance` prints it: a row a technique, a line a rank, the outliers. */
export function formatDegreesBalance(report: ReturnType<typeof degreesBalanceReport>): string {
  const lines = report.rows.map((r) => `  ${r.rank} ${r.kind.padEnd(9)} ${r.name.padEnd(28)} ${String(r.chakra).padStart(2)} chakra ${(100 * r.winRate).toFixed(1).padStart(5)}% wins, mean round ${r.meanRoundsToVictory.toFixed(1)}`);
  for (const b of report.bands) lines.push(`Rank ${b.rank}: ${b.count} attack techniques, win rates ${(100 * b.min).toFixed(1)}–${(100 * b.max).toFixed(1)}% (median ${(100 * b.median).toFixed(1)}, spread ${(100 * b.spread).toFixed(1)} points)`);
  lines.push(report.outliers.length ? `Outliers (more than ${100 * OUTLIER_MARGIN} points from their rank's median): ${report.outliers.map((o) => `${o.name} ${(100 * o.winRate).toFixed(1)}%`).join(", ")}` : "No outliers");
  lines.push("Defensive techniques are listed but left out of the bands: the port plays one as an Anticipate contest and its action (M25), not the barrier it raises.");
  return lines.join("\n");
}
