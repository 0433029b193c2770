import type { GrappleEvent } from "../../rules/rollkeep/port/grapple";
import type { AttackEntry, RollkeepLogEntry } from "./log";
import type { RollkeepResult } from "./run";

function attackLine(e: AttackEntry): string {
  const raises = e.raises ? ` (${e.raises} raise${e.raises > 1 ? "s" : ""}${e.maneuvers.length ? `: ${e.maneuvers.join(", ")}` : ""})` : "";
  const head = `  ${e.extra ? "extra attack" : e.action} at ${e.target}: ${e.pool} rolls ${e.roll} vs TN ${e.tn}${raises}`;
  if (!e.hit) return `${head}: misses`;
  const damage = e.damagePool === null ? "" : `; damage ${e.damagePool} = ${e.damage}`;
  const wounds = e.wounds ? `; ${e.target} takes ${e.wounds.taken} wounds${e.voidOnWounds ? " (a Void Point took 10 off)" : ""}, now ${e.wounds.total} (${e.wounds.rank})` : "";
  const fate = e.killed ? ", killed" : e.downed ? ", downed" : "";
  return `${head}: hits${damage}${wounds}${fate}${e.effects.length ? `; ${e.effects.join(", ")}` : ""}`;
}

/** One grapple event as the log reads it. */
function grappleLine(g: GrappleEvent): string {
  switch (g.kind) {
    case "start":
      return `${g.attackerId} ${g.grappled ? "grapples" : "fails to grapple"} ${g.targetId}${g.total === null ? " (no roll)" : ` (${g.total} vs TN ${g.tn})`}`;
    case "contest":
      return `control contest ${Object.entries(g.totals).map(([id, t]) => `${id} ${t}`).join(", ")}: ${g.controller ?? "nobody"} in control`;
    case "disarmRaises":
      return `${g.combatantId} has ${g.raises} free raise${g.raises === 1 ? "" : "s"} to disarm ${g.against}`;
    case "hit":
      return `${g.hitterId} hits ${g.targetId} in the grapple for ${g.damage} (${g.wounds.taken} wounds, now ${g.wounds.wounds})`;
    case "thrown":
      return `${g.byId} throws ${g.targetId}${g.feet === null ? "" : ` ${g.feet} ft`}, Prone`;
    case "dragged":
      return `${g.byId} drags the grapple ${g.feet} ft`;
    case "maintained":
      return `${g.combatantId} maintains (+1k1 next contest)`;
    case "left":
      return `${g.combatantId} breaks free`;
    case "ended":
      return "the grapple ends";
  }
}

function describe(e: RollkeepLogEntry): string {
  switch (e.kind) {
    case "round":
      return "";
    case "turn": {
      const stance = e.stanceChanged ? `takes ${e.stance}` : e.stance;
      const defense = e.fullDefense ? `, Full Defense roll ${e.fullDefense.total}: +${e.fullDefense.bonus} Armor TN` : "";
      return `${e.actor} (${stance}${defense}): ${e.refused ? `passes (${e.refused})` : `${e.action}${e.target ? ` at ${e.target}` : ""}`}`;
    }
    case "attack":
      return attackLine(e);
    case "recovery":
      return e.total === null ? `${e.actor} waits out ${e.condition}${e.recovered ? ": it ends" : ""}` : `${e.actor} ${e.recovered ? "shakes off" : "stays"} ${e.condition} (Earth ${e.total} vs TN ${e.tn})`;
    case "grapple":
      return e.events.map(grappleLine).join("; ");
    case "expired":
      return `${e.actor}'s ${e.effect} wears off`;
    case "assessment":
      return `Assessment: ${e.actor} ${e.total} vs TN ${e.tn}: ${e.facts} fact${e.facts === 1 ? "" : "s"}${e.focusBonus ? ", +1k1 on Focus" : ""}`;
    case "focus": {
      const totals = Object.entries(e.totals).map(([id, t]) => `${id} ${t}`).join(", ");
      return `Focus: ${totals}: ${e.firstStriker === null ? "a kharmic strike, both at once" : `${e.firstStriker} strikes first${e.freeRaises ? ` with ${e.freeRaises} free raise${e.freeRaises > 1 ? "s" : ""}` : ""}`}`;
    }
    case "duel":
      return `Duel (${e.stakes}): ${e.result === "winner" ? `${e.winner} wins` : e.result === "skirmish" ? "both stand: the fight goes on" : "no winner"}`;
  }
}

/** A readable round-by-round account of a rollkeep run. */
export function formatRollkeepResult(result: RollkeepResult): string {
  const book = result.variant === "house" ? "house rules" : "core rules";
  const lines = [`== ${result.name} (roll-and-keep, ${book}) ==`, `Initiative: ${Object.entries(result.initiative).map(([id, roll]) => `${id} ${roll}`).join(", ")}`];
  for (const e of result.log) {
    if (e.kind === "round") lines.push(`-- Round ${e.round}: ${e.order.join(", ")}`);
    else lines.push(`   ${describe(e)}`);
  }
  lines.push(`== After round ${result.round}: ${result.winner === null ? "no side won" : `${result.winner} wins`} ==`);
  for (const c of result.combatants) {
    const conditions = c.conditions.length ? `, ${c.conditions.join(", ")}` : "";
    lines.push(`   ${c.id} (${c.side}): ${c.wounds} wounds (${c.rank}, ${c.state}), Void ${c.voidPoints}, ${c.stance} stance, ${c.weapon}${conditions}; ${c.downs} down${c.downs === 1 ? "" : "s"}, ${c.kills} kill${c.kills === 1 ? "" : "s"}`);
  }
  return lines.join("\n");
}
