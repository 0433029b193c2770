import { rollLines, type RollLike } from "../../../attack/card-rolls";
import { templatePath } from "../../../constants";
import { actorByRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import type { RefusalData } from "../../../rules/refusal";
import { refusalText } from "../../../refusal-message";
import { icOptions } from "../settings";
import { icRules } from "../state";
import { itemInput } from "../../../documents/item-input";

type Ic = RulesetTypesOf<"ic">;
type Flow = Ic["attack"];
type FlowDefense = NonNullable<Flow["defense"]>;

/** The technique's side of the card, as shown when it was used. */
export interface CardFacts {
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

/** An attack card's whole story: the port's attack state, the technique's facts, and where its outcome went. */
export interface CardState {
  attack: Flow;
  facts: CardFacts;
  /** "" until applied; then "applied", or "queued" for the end of the IC in a fight. */
  landed: "" | "applied" | "queued";
  /** For queued hits: the IC at whose end they land. */
  landsOn?: number;
  /** For queued hits: applied after the attack's own IC had ended, so they land on a later one. */
  late?: boolean;
  /**
   * For a delayed attack in a fight: the fight's IC when the GM's client last wrote the card, from
   * which the port says whether the attack is due (`attackDue`). Absent: due, as outside a fight.
   */
  atIc?: number;
  /** Closed before it resolved: its user called it off (Abort), or the rules refused it as it resolved (the refusal, worded on the card). */
  closed?: CardClosed | null;
  /** The attacker could no longer act when its delayed attack resolved: the attack goes on all the same (the rules'), and the card says so. */
  attackerFell?: boolean;
}

/** Why a card closed before its attack resolved. */
type CardClosed = { why: "aborted" } | { why: "refused"; code: string; data: RefusalData };

/** The answers a card offers as buttons: the basic defences, Take the Hit (for anyone), or none. */
export const DEFENSE_BUTTONS = ["dodge", "parry", "block", "takeTheHit", "none"] as const;


const actorName = (ref: string) => actorByRef(ref)?.name ?? ref;
const round1 = (n: number) => Math.round(n * 10) / 10;

function defenseLine(d: FlowDefense): string {
  const who = actorName(d.defenderId);
  if (d.takeTheHit) {
    return format("SHINOBI.Card.tookTheHit", { who, roll: d.defenseRoll ?? 0, accuracy: d.accuracy, protector: Math.round(d.takeTheHit.protectorFraction * 100), ally: Math.round(d.takeTheHit.allyFraction * 100) });
  }
  const how = d.technique ?? localize(`SHINOBI.Card.defense.${d.defense}`);
  const verdict = d.result.outcome === "miss" ? localize("SHINOBI.Card.miss") : d.result.outcome === "partial" ? `${localize("SHINOBI.Card.partial")} (${Math.round(d.result.damageFraction * 100)}%)` : localize("SHINOBI.Card.hit");
  const roll = d.defenseRoll === null ? "" : ` ${d.defenseRoll}`;
  return `${who}: ${how}${roll} vs ${d.accuracy} — ${verdict}`;
}

function hitView(hit: NonNullable<Flow["hits"]>[number]) {
  return {
    name: actorName(hit.combatantId),
    damage: hit.damage.damage,
    rolled: hit.damage.damageRolled,
    formula: hit.damage.damageFormula,
    // Only the steps that changed something are worth a line.
    steps: hit.damage.mitigation.filter((m) => m.before !== m.after).map((m) => ({ label: localize(`SHINOBI.Card.Mitigation.${m.step}`), before: round1(m.before), after: round1(m.after) })),
  };
}

/** The target's own defensive techniques (the basic defences have buttons of their own), by their role, never their name. */
function defensiveTechniques(targetId: string) {
  const target = actorByRef(targetId);
  return [...(target?.items ?? [])].flatMap((item) => {
    const action = icRules.actionFromItem(itemInput(item));
    // A technique whose job is one of the card's buttons (the basic Dodge, Parry, Block, Take the Hit) is that button.
    if (!action || action.kind !== "defensive" || (DEFENSE_BUTTONS as readonly string[]).includes(action.role ?? "other")) return [];
    return [{ id: item.id, name: item.name, speed: action.speed }];
  });
}


/**
 * The basic defences the rules refuse the target against the attack, worded (the card shows them
 * disabled with the reason), as the port lists them for the target as it stands now.
 */
export function defenseRefusals(flow: Flow, attacker: Ic["combatant"], target: Ic["combatant"], targetName: string): Record<string, string> {
  const refusals: Record<string, string> = {};
  for (const option of icRules.attack.defenses(flow, attacker, target, icOptions())) {
    if (option.refused) refusals[option.kind] = refusalText(`defense.${option.refused}`, { name: targetName, speed: flow.speed.speed });
  }
  return refusals;
}

/**
 * Renders the card for its current stage, with only the buttons that stage allows, and the rolls
 * made so far. `refusals` words the basic defences the rules refuse the target (shown disabled,
 * with the reason), as the port listed them when the attack was opened.
 */
export async function renderAttackCard(facts: CardFacts, card: CardState | null, rolls: readonly RollLike[] = [], refusals: Readonly<Record<string, string>> = {}): Promise<string> {
  const flow = card?.attack ?? null;
  const stage = flow && !card?.closed ? icRules.attack.stage(flow) : null;
  // A delayed attack offers its defence once its IC has come, as one declared on that IC does.
  const due = !!flow && RULESET_EXTRAS.ic.attackDue(flow, card?.atIc ?? null);
  const open = !!stage?.awaitsAnswer && due;
  const d = flow?.defense ?? null;
  const defenderId = d?.defenderId ?? flow?.targetId ?? "";
  const willpower = (["defender", "attacker"] as const).filter((side) => stage?.mayReroll[side]).map((side) => ({ side, actorId: side === "attacker" ? (flow?.attackerId ?? "") : defenderId, label: side === "attacker" ? "SHINOBI.Card.willpowerAttacker" : "SHINOBI.Card.willpowerDefender" }));
  return foundry.applications.handlebars.renderTemplate(templatePath("chat/technique-card.hbs"), {
    ...facts,
    target: flow ? actorName(flow.targetId) : null,
    targetId: flow?.targetId ?? null,
    attackerId: flow?.attackerId ?? "",
    defenses: open ? DEFENSE_BUTTONS.map((choice) => ({ choice, label: `SHINOBI.Card.defense.${choice}`, anyone: choice === "takeTheHit", refused: refusals[choice] ?? null })) : [],
    techniques: open && flow ? defensiveTechniques(flow.targetId) : [],
    waitsFor: stage?.awaitsAnswer && flow && !due ? format("SHINOBI.Card.waitsFor", { ic: RULESET_EXTRAS.ic.attackResolvesOn(flow) }) : null,
    dueNow: open && flow && card?.atIc !== undefined && RULESET_EXTRAS.ic.isDelayed(flow) ? format("SHINOBI.Card.dueNow", { ic: RULESET_EXTRAS.ic.attackResolvesOn(flow) }) : null,
    attackerFell: card?.attackerFell && flow ? format("SHINOBI.Card.attackerFell", { name: actorName(flow.attackerId) }) : null,
    closed: card?.closed ? closedLine(card.closed) : null,
    defenseLine: d ? defenseLine(d) : null,
    willpower: card?.landed ? [] : willpower,
    rollDamage: !!stage?.awaitsDamage && !card?.landed,
    hits: flow?.hits?.map(hitView) ?? [],
    apply: !!stage?.readyToSettle && !card?.landed,
    landed: card?.landed ? landedLine(card) : null,
    rolls: rollLines(rolls),
  });
}

/** Why the card closed before its attack resolved: called off, or refused by the rules then (their reason). */
function closedLine(closed: CardClosed): string {
  if (closed.why === "aborted") return localize("SHINOBI.Card.calledOff");
  return format("SHINOBI.Card.refusedAsItResolved", { reason: refusalText(closed.code, closed.data) });
}

/** Where the card's hits went: applied, or waiting for an IC's end (later than the attack's own when applied late). */
function landedLine(card: CardState): string {
  if (card.landed !== "queued") return localize("SHINOBI.Card.applied");
  const ic = card.landsOn ?? card.attack.ic;
  return card.late ? format("SHINOBI.Card.queuedLate", { ic, attackIc: card.attack.ic }) : format("SHINOBI.Card.queued", { ic });
}
