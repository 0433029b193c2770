import type { BattleLogEntry } from "./play-ic";
import type { ScenarioResult } from "./run";

function describeEntry(e: BattleLogEntry): string {
  if (e.clock) {
    const c = e.clock;
    switch (c.type) {
      case "apGrant":
        return `${e.actor} gains ${c.amount} AP (now ${c.ap})`;
      case "damage":
        return `${e.actor} takes ${c.amount} from ${c.status} (${c.source})`;
      case "severity":
        return `${e.actor}'s ${c.status} weakens to ${c.severity}`;
      case "expire":
        return `${e.actor}'s ${c.status} ends`;
    }
  }
  if (e.attack) {
    const a = e.attack;
    const defense = a.defense === "none" ? (a.defenseRefused ? `no defense (${a.defenseRefused})` : "no defense") : `${a.defense} ${a.defenseRoll ?? ""}`.trim();
    const result = a.result.outcome === "miss" ? "misses" : a.result.outcome === "partial" ? `partial hit (${Math.round(a.result.damageFraction * 100)}%)` : "hits";
    const damage = a.result.outcome === "miss" ? "" : `: ${a.damage} damage (rolled ${a.damageRolled} = ${a.damageFormula})`;
    const wounds = e.wounds?.length ? `; wounds: ${e.wounds.map((w) => `${w.severity} ${w.type} ${w.side ? `${w.side} ` : ""}${w.location}`).join(", ")}` : "";
    const statuses = a.statuses.length ? `; ${a.statuses.join(", ")}` : "";
    return `  ${e.actor}'s ${e.action} vs ${e.target} (Accuracy ${a.accuracy}, ${defense}) ${result}${damage}${statuses}${wounds}${e.note ? `; ${e.note}` : ""}`;
  }
  const fatigue = e.exhaustion?.map((x) => `${x.kind} ${x.total}/${x.cost} ${x.passed ? "ok" : `failed, +${x.levelsGained} Fatigue`}`).join(", ");
  const ap = e.apUsed ? `, ${e.apUsed} AP` : "";
  const when = e.speed !== undefined ? ` (Speed ${e.speed}${ap}) → next IC ${e.nextIc}` : "";
  return `${e.actor}: ${e.action}${e.target ? ` at ${e.target}` : ""}${when}${fatigue ? ` [${fatigue}]` : ""}${e.note ? ` — ${e.note}` : ""}`;
}

/** A readable IC-by-IC account of a scenario run. */
export function formatResult(result: ScenarioResult): string {
  const lines = [`== ${result.name} ==`, `Initiative: ${Object.entries(result.initiative).map(([id, roll]) => `${id} ${roll}`).join(", ")}`];
  let ic = -1;
  for (const e of result.log) {
    if (e.ic !== ic) {
      ic = e.ic;
      lines.push(`-- IC ${ic}`);
    }
    lines.push(`   ${describeEntry(e)}`);
  }
  lines.push(`== After IC ${result.ic} ==`);
  for (const c of result.combatants) {
    const statuses = c.statuses.length ? ` statuses: ${c.statuses.map((s) => `${s.kind} ${s.severity}`).join(", ")}` : "";
    const wounds = c.wounds.length ? ` wounds: ${c.wounds.length}` : "";
    lines.push(`   ${c.id}: Vitality ${c.vitality}, HP ${c.hp}, Fatigue ${c.fatigue}, AP ${c.ap}, next IC ${c.nextIc}, ${c.condition}${statuses}${wounds}`);
  }
  return lines.join("\n");
}
