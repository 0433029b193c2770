import { templatePath } from "../constants";
import { isDamaging, type IcAction } from "../rules/ic/action";
import type { DamageStep, DefenseStep } from "../rules/ic/resolve/attack";
import type { SpeedResult } from "../rules/ic/speed";
import { format, localize } from "../i18n";

/** What a technique card remembers about its attack, so the defender can answer it later. */
export interface CardAttack {
  attackerId: string;
  targetActorId: string;
  action: IcAction;
  speed: SpeedResult;
  ic: number;
}

/** The technique's side of the card, as rendered when it was used. */
export interface TechniqueFacts {
  name: string;
  img: string;
  speed: number;
  apUsed: number;
  accuracy: number | null;
  damage: string | null;
  exhaustion: { kind: string; cost: number; total: number; passed: boolean; levels: number }[];
  fails: boolean;
  unconscious: boolean;
}

export type CardDefenseChoice = "dodge" | "parry" | "block" | "none" | "takeTheHit" | "technique";

export interface CardDefense extends DefenseStep {
  /** Who rolled: the target, or the ally who took the hit. */
  defenderActorId: string;
  choice: CardDefenseChoice;
}

/** One actor's share of the damage, after their own mitigation. */
export interface CardHit {
  actorId: string;
  damage: DamageStep;
}

/** An attack card's whole story: the attack, the defence, Willpower spent, damage, and whether it landed. */
export interface CardState {
  attack: CardAttack;
  facts: TechniqueFacts;
  defense: CardDefense | null;
  willpower: { attacker: boolean; defender: boolean };
  hits: CardHit[] | null;
  /** "" until applied; then "applied", or "queued" for the end of the IC in a fight. */
  landed: "" | "applied" | "queued";
}

export const DEFENSE_BUTTONS: readonly CardDefenseChoice[] = ["dodge", "parry", "block", "takeTheHit", "none"];

const actorName = (id: string) => game.actors?.get(id)?.name ?? id;

/** Whether the attack struck someone: not dodged, or someone stepped in front of it. */
export function attackLanded(state: CardState): boolean {
  const d = state.defense;
  return !!d && (d.result.outcome !== "miss" || (d.takeTheHit?.protectorFraction ?? 0) > 0);
}

/** Whether the card is waiting for damage to be rolled (the defence let something through). */
export function awaitsDamage(state: CardState): boolean {
  return !state.hits && !state.landed && isDamaging(state.attack.action) && attackLanded(state);
}

/** Whether the card can be applied: damage rolled, or a status-only technique that struck. */
export function readyToApply(state: CardState): boolean {
  if (state.landed || !state.defense) return false;
  if (state.hits) return true;
  return !isDamaging(state.attack.action) && attackLanded(state) && (state.attack.action.statuses?.length ?? 0) > 0;
}

function defenseLine(d: CardDefense): string {
  const who = actorName(d.defenderActorId);
  const how = d.technique ?? localize(`SHINOBI.Card.defense.${d.defense}`);
  if (d.defenseRefused) return format("SHINOBI.Card.refused", { who, reason: d.defenseRefused });
  if (d.takeTheHit) {
    return format("SHINOBI.Card.tookTheHit", { who, roll: d.defenseRoll ?? 0, accuracy: d.accuracy, protector: Math.round(d.takeTheHit.protectorFraction * 100), ally: Math.round(d.takeTheHit.allyFraction * 100) });
  }
  const verdict = d.result.outcome === "miss" ? localize("SHINOBI.Card.miss") : d.result.outcome === "partial" ? `${localize("SHINOBI.Card.partial")} (${Math.round(d.result.damageFraction * 100)}%)` : localize("SHINOBI.Card.hit");
  const roll = d.defenseRoll === null ? "" : ` ${d.defenseRoll}`;
  return `${who}: ${how}${roll} vs ${d.accuracy} — ${verdict}`;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function hitView(hit: CardHit) {
  return {
    name: actorName(hit.actorId),
    damage: hit.damage.damage,
    rolled: hit.damage.damageRolled,
    formula: hit.damage.damageFormula,
    // Only the steps that changed something are worth a line.
    steps: hit.damage.mitigation.filter((m) => m.before !== m.after).map((m) => ({ label: localize(`SHINOBI.Card.Mitigation.${m.step}`), before: round1(m.before), after: round1(m.after) })),
  };
}

/** The defensive techniques the target could pick (the basic Dodge, Parry, Block and Take the Hit have buttons). */
function defensiveTechniques(targetId: string) {
  const target = game.actors?.get(targetId);
  const basics = new Set(["Dodge", "Parry", "Block", "Take the Hit"]);
  return [...(target?.items ?? [])]
    .filter((i) => (i.type as string) === "technique" && (i.system as { kind?: string }).kind === "defensive" && !basics.has(i.name ?? ""))
    .map((i) => ({ id: i.id, name: i.name, speed: (i.system as { speed?: number }).speed ?? 0 }));
}

/** Renders the card for its current stage, with only the buttons that stage allows. */
export async function renderTechniqueCard(facts: TechniqueFacts, state: CardState | null): Promise<string> {
  const a = state?.attack;
  const targetId = a?.targetActorId ?? null;
  const d = state?.defense ?? null;
  const undecided = !!state && !d && !facts.fails;
  const beforeDamage = !!d && !state?.hits && !state?.landed;
  const defenderId = d?.defenderActorId ?? a?.targetActorId ?? "";
  return foundry.applications.handlebars.renderTemplate(templatePath("chat/technique-card.hbs"), {
    ...facts,
    target: targetId ? actorName(targetId) : null,
    targetId,
    attackerId: a?.attackerId ?? "",
    defenses: undecided ? DEFENSE_BUTTONS.map((choice) => ({ choice, label: `SHINOBI.Card.defense.${choice}`, anyone: choice === "takeTheHit" })) : [],
    techniques: undecided && targetId ? defensiveTechniques(targetId) : [],
    defenseLine: d ? defenseLine(d) : null,
    willpower: beforeDamage && state
      ? [
          // Willpower changes a contest of rolls; against no defence roll there is nothing to change.
          ...(!state.willpower.defender && d?.defenseRoll !== null ? [{ side: "defender", actorId: defenderId, label: "SHINOBI.Card.willpowerDefender" }] : []),
          ...(!state.willpower.attacker && d?.defenseRoll !== null ? [{ side: "attacker", actorId: a?.attackerId ?? "", label: "SHINOBI.Card.willpowerAttacker" }] : []),
        ]
      : [],
    rollDamage: !!state && awaitsDamage(state),
    hits: state?.hits?.map(hitView) ?? [],
    apply: !!state && readyToApply(state),
    landed: state?.landed ? (state.landed === "queued" ? format("SHINOBI.Card.queued", { ic: a?.ic ?? 0 }) : localize("SHINOBI.Card.applied")) : null,
  });
}
