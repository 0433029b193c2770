import type { AttackEntry, DegreesLogEntry } from "./log";
import type { DegreesResult } from "./run";

function attackLine(e: AttackEntry): string {
  const head = `  ${e.action} at ${e.target}: rolls ${e.roll} (2d8 ${e.natural})`;
  const met = e.against === null ? "" : ` ${e.against}`;
  const against = e.decided !== null ? ` — ${e.decided}` : e.defence === null ? (e.against === null ? "" : ` vs Notice${met}`) : ` vs ${e.defence}${met}${e.defenceRefused ? ` (not allowed: ${e.defenceRefused}, an automatic success)` : ""}`;
  if (!e.hit) return `${head}${against}: misses${e.effects.length ? `; ${e.effects.join(", ")}` : ""}`;
  const degree = e.degree > 0 ? `, degree ${e.degree}${e.critical ? " (critical)" : ""}` : "";
  const nonLethal = e.nonLethal > 0 ? `, ${e.nonLethal} non-lethal` : "";
  const damage = e.damage > 0 ? `: ${e.damage} damage, ${e.target} at ${e.hp} HP${nonLethal} (${e.state})` : "";
  const more = [...e.gains, ...e.effects];
  return `${head}${against}: hits${degree}${damage}${more.length ? `; ${more.join(", ")}` : ""}`;
}

function describe(e: DegreesLogEntry): string {
  switch (e.kind) {
    case "round":
      return "";
    case "caught":
      return `${e.actor} is caught by surprise: Flat-footed and Unaware`;
    case "turn": {
      if (e.passed) return `${e.actor} passes (${e.passed})`;
      if (e.delayTo !== undefined) return `${e.actor} delays${e.delayTo === null ? " until everyone else has acted" : ` to ${e.delayTo}`}`;
      return `${e.actor}: ${e.action ?? "nothing"}${e.target ? ` at ${e.target}` : ""}`;
    }
    case "attack":
      return attackLine(e);
    case "refused":
      return `  ${e.action} at ${e.target} is refused: ${e.reason}`;
    case "tick":
      return `${e.actor} loses ${e.amount} HP (${e.cause})`;
    case "breath":
      return `${e.actor} ${e.held ? "holds its breath" : "cannot breathe"} (Vigor ${e.total ?? "—"} vs ${e.dc})`;
    case "confused":
      return `${e.actor} is Confused: ${e.behaviour} (d8 ${e.face})`;
    case "threshold":
      return `${e.actor} goes from ${e.from} to ${e.to}`;
    case "expired":
      return `${e.actor}'s ${e.condition} ends`;
    case "lapsed":
      return `${e.actor}'s ${e.kept} action is lost, never taken`;
    case "hold":
      return e.kept ? `${e.actor} spends its standard action holding ${e.victim}` : `${e.actor} has no standard action to hold ${e.victim}: the hold ends`;
    case "summoned":
      return `${e.actor} calls ${e.partner} into the fight (it acts in ${e.actor}'s turn)`;
    case "scared":
      return `${e.mount} takes fright: ${e.actor} ${e.kept ? "keeps it in hand" : "is thrown off, Unbalanced"} (${e.total} vs ${e.dc})`;
  }
}

/** A readable round-by-round account of a degrees run. */
export function formatDegreesResult(result: DegreesResult): string {
  const lines = [`== ${result.name} (degrees of success) ==`, `Initiative: ${Object.entries(result.initiative).map(([id, roll]) => `${id} ${roll}`).join(", ")}`];
  for (const e of result.log) {
    if (e.kind === "round") lines.push(e.surprise ? "-- Surprise round" : `-- Round ${e.round}`);
    else lines.push(`   ${describe(e)}`);
  }
  lines.push(`== After round ${result.round}: ${result.winner === null ? "no side won" : `${result.winner} wins`} ==`);
  for (const c of result.combatants) {
    const nonLethal = c.nonLethal > 0 ? ` (${c.nonLethal} non-lethal)` : "";
    const conditions = c.conditions.length ? `, ${c.conditions.join(", ")}` : "";
    lines.push(`   ${c.id} (${c.side}): ${c.hp} HP${nonLethal}, ${c.state}, chakra ${c.chakra}${conditions}`);
  }
  return lines.join("\n");
}
