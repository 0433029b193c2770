import { templatePath } from "../../../constants";
import { actorByRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import type { RulesetTypesOf } from "../../../rules/registry";
import { thrownExpression } from "../dice/syntax";
import { grantLines } from "../roll/table-grants";
import { partsView, percent, raisesView, tnView } from "../roll/roll-view";
import { rollkeepRules } from "../state";
import type { Maneuver } from "./attack-call";
import type { RkCardState } from "./card-state";

type Rk = RulesetTypesOf<"rollkeep">;
type Flow = Rk["attack"];
type Thrown = NonNullable<Flow["attack"]["attackRoll"]>;

/** The dice of a thrown pool as the card lists them: each die's chain (10+10+3 = 23), the kept ones marked (D7). */
function diceView(roll: Thrown) {
  return roll.dice.dice.map((d) => ({ chain: d.faces.length > 1 ? `${d.faces.join("+")} = ${d.value}` : String(d.value), kept: d.kept }));
}

/** A thrown roll's pool (summed and after the Ten Dice Rule), dice and total. */
function thrownView(roll: Thrown) {
  const summed = thrownExpression(roll.summed);
  const thrown = thrownExpression(roll.pool);
  return { summed, thrown, converted: summed !== thrown, explodes: roll.pool.explodes, dice: diceView(roll), total: roll.total };
}

/** A maneuver as the card names it, with what it aims at or adds (M1, M6, M8, M11). */
function maneuverLine(m: Maneuver): string {
  const name = localize(`SHINOBI.RollKeep.Maneuver.${m.kind}`);
  switch (m.kind) {
    case "calledShot":
      return `${name}: ${localize(`SHINOBI.RollKeep.Maneuver.target.${m.target}`)}`;
    case "extraDamage":
      return `${name} ×${m.raises}`;
    case "pushPull":
      return `${name} ${m.feet} ft`;
    case "custom":
      return `${name}: ${m.name} (${m.raises})`;
    default:
      return name;
  }
}

function attackRollView(flow: Flow) {
  const roll = flow.attack.attackRoll;
  if (!roll) return null;
  // A part that changes nothing (the Attack stance's bonus of nothing) is worth no line.
  const parts = flow.attack.modifiers.filter((p) => p.pool.rolled !== 0 || p.pool.kept !== 0 || p.pool.flat !== 0);
  return { ...thrownView(roll), parts: partsView(parts), tn: tnView(roll.tn), raises: raisesView(roll), hit: roll.success === true, margin: roll.margin };
}

const damageStepLabel = (step: string) => `SHINOBI.RollKeep.Attack.Damage.${step}`;

function damageView(flow: Flow) {
  const damage = flow.attack.damage;
  if (!damage) return null;
  return {
    steps: damage.steps.map((s) => ({ label: damageStepLabel(s.step), pool: thrownExpression(s.pool) })),
    feint: damage.feintBonus,
    ...thrownView(damage.roll),
  };
}

const actorName = (ref: string) => actorByRef(ref)?.name ?? ref;

function contestsView(card: RkCardState) {
  return card.flow.attack.contests.flatMap((c) =>
    c.result
      ? [{ label: `SHINOBI.RollKeep.Maneuver.${c.maneuver}`, rolls: c.result.rolls.map((r) => `${r.attacker} – ${r.target}`).join(", "), winner: actorName(c.result.attackerWon ? card.attackerId : card.targetId) }]
      : [],
  );
}

/** What landed, worded: the wounds and rank, the conditions put on, the pool's gain, and every maneuver's effect. */
function landedView(card: RkCardState) {
  const landed = card.landed;
  if (!landed) return null;
  const outcome = landed.outcome;
  const effects: string[] = [];
  if (outcome.location) effects.push(format("SHINOBI.RollKeep.Attack.Landed.location", { where: localize(`SHINOBI.RollKeep.Maneuver.target.${outcome.location}`) }));
  if (outcome.disarmed) effects.push(localize("SHINOBI.RollKeep.Attack.Landed.disarmed"));
  if (outcome.pushedFeet) effects.push(format("SHINOBI.RollKeep.Attack.Landed.pushed", { feet: outcome.pushedFeet }));
  if (outcome.extraAttack) effects.push(localize("SHINOBI.RollKeep.Attack.Landed.extraAttack"));
  for (const name of outcome.customEffects) effects.push(format("SHINOBI.RollKeep.Attack.Landed.custom", { name }));
  if (landed.tacticsGained) effects.push(format("SHINOBI.RollKeep.Attack.Landed.tactics", { gained: landed.tacticsGained, pool: landed.tacticsPool }));
  return {
    hit: outcome.hit,
    damage: landed.damage,
    reduced: landed.reduced,
    taken: landed.taken,
    wounds: landed.wounds,
    rank: `SHINOBI.RollKeep.WoundRank.${landed.rank}`,
    statuses: landed.statuses.map((id) => `SHINOBI.RollKeep.Condition.${id}`),
    effects,
  };
}

/** A choice the card offers (a way to roll the damage, an answer to it), as the rules list it: its kind, and the code of why it is refused, if it is. */
export interface Offer {
  kind: string;
  refused: string | null;
}

/** The attacker's ways to roll the damage (V3) and the target's answers to it (V6). */
export interface CardOffers {
  damage: readonly Offer[];
  answers: readonly Offer[];
}

export const NO_OFFERS: CardOffers = Object.freeze({ damage: [], answers: [] });

/** Offers as buttons: the choice, its label, and the refusal worded when it is refused. */
function buttons(offers: readonly Offer[], label: (kind: string) => string) {
  return offers.map((o) => ({ choice: o.kind, label: label(o.kind), refused: o.refused === null ? null : localize(`SHINOBI.RollKeep.Attack.offerRefused.${o.refused}`) }));
}

/**
 * Renders the card for where the attack stands, with only the buttons that step allows: the
 * attacker's ways to roll the damage (a Void Point's +1k1 where the GM allows it), then the
 * target's answers (taking the wounds, or a Void Point against them), each shown refused with the
 * reason the port gives when it is.
 */
export async function renderRkAttackCard(card: RkCardState, offers: CardOffers = NO_OFFERS): Promise<string> {
  const stage = rollkeepRules.attack.stage(card.flow);
  const maneuvers = card.flow.attack.declaration.maneuvers;
  return foundry.applications.handlebars.renderTemplate(templatePath("rollkeep/chat/attack-card.hbs"), {
    ...card.facts,
    chance: card.facts.chance === null ? null : percent(card.facts.chance),
    attacker: actorName(card.attackerId),
    attackerId: card.attackerId,
    target: actorName(card.targetId),
    targetId: card.targetId,
    grants: grantLines(card.facts.grant ?? {}),
    maneuvers: maneuvers.map(maneuverLine),
    maneuverRaises: card.flow.attack.maneuverRaises,
    attack: attackRollView(card.flow),
    contests: contestsView(card),
    damage: damageView(card.flow),
    damageChoices: stage.awaitsDamage ? buttons(offers.damage, (kind) => `SHINOBI.RollKeep.Attack.damageWith.${kind}`) : [],
    answers: stage.awaitsAnswer ? buttons(offers.answers, (kind) => `SHINOBI.RollKeep.Attack.answer.${kind}`) : [],
    landed: landedView(card),
  });
}
