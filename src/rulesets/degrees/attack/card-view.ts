import { rollLines, type RollLike } from "../../../attack/card-rolls";
import { templatePath } from "../../../constants";
import { actorByRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { refusalText } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesOptions } from "../options";
import { degreesExtras, degreesRules } from "../state";
import type { DegreesCardState } from "./card-state";
import { mountOf, readFighter, sideOf } from "./fighters";
import { itemInput } from "../../../documents/item-input";
import { sceneUseRefused } from "../scene-use";
import { hiddenView } from "./card-hidden";
import { overcomeView } from "./overcome-view";

type Dg = RulesetTypesOf<"degrees">;
type Flow = Dg["attack"];
type AttackStep = NonNullable<Flow["result"]>["steps"][number];
type DamageStep = NonNullable<Flow["damage"]>["steps"][number];
type Modifier = Flow["roll"]["modifiers"][number];



const actorName = (ref: string) => actorByRef(ref)?.name ?? ref;
const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** A labelled modifier as the card words it: `Fight defensively − 3`. */
function modifierText(m: Modifier): string {
  return `${localize(`SHINOBI.Degrees.Attack.Modifier.${m.label}`)} ${signed(m.value)}`;
}

const verdict = (hit: boolean) => localize(hit ? "SHINOBI.Degrees.Attack.hit" : "SHINOBI.Degrees.Attack.miss");

/** What each step of the attack's resolution says, in order (F5, F6); the roll itself has its own lines. */
function attackStepLine(step: AttackStep): string | null {
  switch (step.step) {
    case "roll":
      return null;
    case "unlocated":
    case "totalCover":
      return localize(`SHINOBI.Degrees.Attack.Decided.${step.step}`);
    case "automatic":
      // A defence the card refused never reaches the port; one refused later (the target changed) still names its code.
      return step.reason === "invalidDefence" ? format("SHINOBI.Degrees.Attack.Step.invalidDefence", { reason: step.refusal ? refusalText(step.refusal) : "" }) : localize(`SHINOBI.Degrees.Attack.Decided.${step.reason}`);
    case "criticalFailure":
    case "criticalHit":
      return format(`SHINOBI.Degrees.Attack.Step.${step.step}`, { natural: step.natural });
    case "missedJump":
      return format("SHINOBI.Degrees.Attack.Step.missedJump", { natural: step.athletics.natural, total: step.athletics.total });
    case "dodge":
      return format("SHINOBI.Degrees.Attack.Step.dodge", { total: step.attackTotal, dc: step.dc, parts: step.parts.map(modifierText).join(", ") || "—", verdict: verdict(step.hit) });
    case "contest": {
      const { attacker, defender, byTie } = step.contest;
      return format("SHINOBI.Degrees.Attack.Step.contest", { defence: localize(`SHINOBI.Degrees.Attack.Defence.${step.defence}`), attacker: attacker.total, defender: defender.total, tie: byTie ? localize("SHINOBI.Degrees.Attack.Step.byTie") : "", verdict: verdict(step.hit) });
    }
    case "techniqueCost":
      return format("SHINOBI.Degrees.Attack.Step.techniqueCost", { chakra: step.chakra, action: localize(`SHINOBI.Degrees.Action.${step.action}`) });
    case "camouflage":
      return format("SHINOBI.Degrees.Attack.Step.camouflage", { faces: step.dice.map((d) => `${d.face} (${localize(`SHINOBI.Degrees.Attack.Camouflage.${d.camouflage}`)})`).join(", "), verdict: verdict(!step.missed) });
    case "degree":
      return format("SHINOBI.Degrees.Attack.Step.degree", { degree: step.degree, natural: step.natural });
  }
}

/** What each step of the damage says (F7): base and fixed, the barrier, body hardness, the partner divisor, the degree, fixed damage, absorption. */
function damageStepLine(step: DamageStep): string {
  switch (step.step) {
    case "base":
      return format("SHINOBI.Degrees.Attack.Damage.base", { base: step.base, fixed: step.fixed });
    case "barrier":
      return format("SHINOBI.Degrees.Attack.Damage.barrier", { hardness: step.hardness, result: localize(step.broken ? "SHINOBI.Degrees.Attack.Damage.broken" : "SHINOBI.Degrees.Attack.Damage.held"), after: step.hardnessAfter, base: step.base, fixed: step.fixed });
    case "bodyHardness":
      return format("SHINOBI.Degrees.Attack.Damage.bodyHardness", { hardness: step.hardness, base: step.base, fixed: step.fixed });
    case "partners":
      return format("SHINOBI.Degrees.Attack.Damage.partners", { divisor: step.divisor, base: step.base, fixed: step.fixed });
    case "degree":
      return format("SHINOBI.Degrees.Attack.Damage.degree", { degree: step.degree, damage: step.damage });
    case "fixed":
      return format("SHINOBI.Degrees.Attack.Damage.fixed", { fixed: step.fixed, damage: step.damage });
    case "partnersFinal":
      return format("SHINOBI.Degrees.Attack.Damage.partnersFinal", { divisor: step.divisor, damage: step.damage });
    case "absorption":
      return format("SHINOBI.Degrees.Attack.Damage.absorption", { absorbed: step.absorbed, left: step.absorptionLeft, damage: step.damage });
  }
}

/** The kind of damage an attack deals, as the card names it: lethal or non-lethal (M38). */
const damageKind = (flow: Flow) => localize(flow.profile.lethal ? "SHINOBI.Degrees.Attack.lethal" : "SHINOBI.Degrees.Attack.nonLethal");

/** The attack check's lines: 2d8 with its natural kept apart, the accuracy and each modifier, the total; the critical ranges (M20, M26, M36, M37). */
function rollView(flow: Flow) {
  const floors = degreesOptions().degreeFloors;
  return {
    faces: flow.roll.faces.join(" + "),
    natural: flow.roll.natural,
    accuracy: flow.roll.accuracy,
    modifiers: flow.roll.modifiers.map(modifierText),
    total: flow.roll.total,
    criticalRange: format("SHINOBI.Degrees.Attack.criticalRange", { from: flow.profile.critMin ?? floors[3] }),
    criticalFailureRange: format("SHINOBI.Degrees.Attack.criticalFailureRange", { below: floors[0] }),
  };
}

/** Why each of the actor's defensive techniques is out of uses this scene (M4), or null, by item id: the id the port's offer carries. */
function techniqueUses(actor: Actor.Implementation, fighter: Dg["combatant"]): Map<string, string | null> {
  const uses = new Map<string, string | null>();
  for (const item of actor.items) {
    if (item.type !== "dgTechnique" || !item.id) continue;
    const action = degreesRules.actionFromItem(itemInput(item));
    if (action?.defence) uses.set(item.id, sceneUseRefused(actor, fighter, action));
  }
  return uses;
}

/**
 * The defences the target may choose as buttons, as the port lists them against the target as it
 * stands now: Dodge, Block, Anticipate and each defensive technique, a refused one disabled with
 * its reason (unarmed Block, size, off guard, chakra short, used up this scene…).
 */
function defenceButtons(flow: Flow) {
  const attacker = actorByRef(flow.attackerId);
  const target = actorByRef(flow.targetId);
  if (!attacker || !target) return [];
  const options = degreesOptions();
  const attacking = readFighter(attacker).state;
  const defending = readFighter(target).state;
  const uses = techniqueUses(target, defending);
  // A technique's button answers with its item: two of one name are two buttons, each its own.
  const own = degreesRules.attack.defenses(flow, attacking, defending, options).map((d) => ({
    choice: d.kind,
    techniqueId: d.name === undefined ? null : (d.id ?? ""),
    side: null,
    label: d.name ?? localize(`SHINOBI.Degrees.Attack.Defence.${d.kind}`),
    refused: d.refused ? refusalText(d.refused, d.data) : ((d.id && uses.get(d.id)) ?? null),
  }));
  // A rider may answer with its mount's Dodge, Block or Anticipate instead (M92), each refused for what refuses the mount.
  const mount = mountOf(defending);
  if (!mount) return own;
  const byMount = degreesRules.attack.defenses(flow, attacking, mount.state, options).filter((d) => MOUNT_DEFENCES.has(d.kind));
  return [
    ...own,
    ...byMount.map((d) => ({
      choice: d.kind,
      techniqueId: null,
      side: "mount",
      label: format("SHINOBI.Degrees.Attack.byMount", { defence: localize(`SHINOBI.Degrees.Attack.Defence.${d.kind}`), mount: mount.state.name }),
      refused: d.refused ? refusalText(d.refused, d.data) : null,
    })),
  ];
}

const MOUNT_DEFENCES: ReadonlySet<string> = new Set(["dodge", "block", "anticipate"]);

/** What someone who stepped in did (M65, M77), in words: who, what, for whom, and its check against the attack's. */
function aidLine(flow: Flow): string | null {
  const aid = flow.aid;
  if (!aid) return null;
  return format("SHINOBI.Degrees.Attack.Aid.line", {
    helper: actorName(aid.by),
    aid: aid.technique ?? localize(`SHINOBI.Degrees.Attack.Aid.${aid.kind}`),
    ally: actorName(aid.for),
    helperTotal: aid.contest.defender.total,
    attackTotal: aid.contest.attacker.total,
    verdict: localize(aid.success ? "SHINOBI.Degrees.Attack.Aid.done" : "SHINOBI.Degrees.Attack.Aid.failed"),
  });
}

/**
 * Who may still step in for the target (M65, M71, M77): everyone on its side in the fight (outside one,
 * the target alone, for a deflection), each with the aids the port lists for it, a refused one
 * disabled with its reason; only those who may do one of them are shown.
 */
function aidRows(flow: Flow) {
  const attackerActor = actorByRef(flow.attackerId);
  const targetActor = actorByRef(flow.targetId);
  if (!attackerActor || !targetActor) return [];
  const options = degreesOptions();
  const attacker = readFighter(attackerActor).state;
  const target = readFighter(targetActor).state;
  return sideOf(targetActor).flatMap((helper) => {
    // The target answers for itself with its own defences: of the aids, only a deflection is its own.
    const offered = degreesExtras.aids(flow, attacker, target, helper.state, options).filter((a) => helper.state.id !== target.id || a.kind === "deflect");
    const uses = techniqueUses(helper.actor, helper.state);
    // An ally's defensive technique (M71) is its own item, used up or not this scene (M4).
    const aids = offered.map((a) => ({
      kind: a.kind,
      techniqueId: a.id ?? null,
      label: a.name === undefined ? localize(`SHINOBI.Degrees.Attack.Aid.${a.kind}`) : format("SHINOBI.Degrees.Defend.with", { technique: a.name }),
      refused: a.refused ? refusalText(a.refused, a.data) : ((a.id && uses.get(a.id)) ?? null),
    }));
    if (!aids.some((a) => a.refused === null)) return [];
    return [{ helper: helper.state.id, name: helper.state.name, aids }];
  });
}

/**
 * What a special maneuver that landed does once applied (M78–M83): the conditions each side
 * gains, how far a Disarm sends the item or a Push the target, how a Trample ended; null for an
 * attack, or a maneuver that did nothing.
 */
function maneuverLines(flow: Flow): string[] {
  if (flow.kind !== "maneuver") return [];
  const e = flow.effect;
  const names = (gains: readonly { id: string }[]) => gains.map((c) => localize(`SHINOBI.Degrees.Condition.${c.id}`)).join(", ");
  const lines: string[] = [];
  if (e.targetGains.length) lines.push(format("SHINOBI.Degrees.Attack.Maneuver.gains", { name: actorName(flow.targetId), conditions: names(e.targetGains) }));
  if (e.attackerGains.length) lines.push(format("SHINOBI.Degrees.Attack.Maneuver.gains", { name: actorName(flow.attackerId), conditions: names(e.attackerGains) }));
  if (e.disarmedMetres !== null) lines.push(format("SHINOBI.Degrees.Attack.Maneuver.disarmed", { metres: e.disarmedMetres }));
  if (e.pushedMetres !== null) lines.push(format("SHINOBI.Degrees.Attack.Maneuver.pushed", { name: actorName(flow.targetId), metres: e.pushedMetres }));
  if (e.fallDamage > 0) lines.push(format("SHINOBI.Degrees.Attack.Maneuver.fall", { name: actorName(flow.targetId), damage: e.fallDamage }));
  if (e.trample) lines.push(localize(`SHINOBI.Degrees.Attack.Maneuver.Trample.${e.trample}`));
  return lines;
}

/**
 * The chakra the hit drains (M52), once its damage is known: so much, or so much a degree, never
 * divided among partners (M53, M89); null for an attack that drains none.
 */
function drainLine(flow: Flow): string | null {
  const drained = flow.drained;
  if (!flow.drain || drained === undefined) return null;
  const degree = flow.result?.degree ?? 0;
  const name = actorName(flow.targetId);
  return flow.drain.byDegree ? format("SHINOBI.Degrees.Attack.drainByDegree", { name, amount: flow.drain.amount, degree, drained }) : format("SHINOBI.Degrees.Attack.drain", { name, drained });
}

/**
 * What follows the hit (M61, M93, M102): a mercy strike's victim's Vigor against 10 and its fate,
 * and a rider's or flier's fall check; empty when neither came up.
 */
function aftermathLines(card: DegreesCardState, flow: Flow): string[] {
  const lines: string[] = [];
  const name = actorName(flow.targetId);
  const mercy = flow.mercy;
  if (mercy) {
    const key = mercy.fate === "survives" ? "survives" : "fails";
    lines.push(mercy.roll ? format(`SHINOBI.Degrees.Attack.Mercy.${key}`, { name, total: mercy.roll.total }) : format("SHINOBI.Degrees.Attack.Mercy.minion", { name }));
    if (card.fate) lines.push(format(`SHINOBI.Degrees.Attack.Mercy.Fate.${card.fate}`, { name }));
  }
  const fall = flow.fall;
  if (!fall) return lines;
  // A rider who held on falls all the same when the mount hit with it failed (M93).
  const thrown = fall.fell && fall.mount?.fell === true && fall.roll !== null && degreesExtras.meetsDc(fall.roll.total, fall.dc, degreesOptions());
  lines.push(format(`SHINOBI.Degrees.Attack.Fall.${thrown ? "thrown" : fall.fell ? "fell" : "held"}`, { name, total: fall.roll?.total ?? "—", dc: fall.dc, damage: fall.damage }));
  if (fall.mount && flow.mountHit) lines.push(format(fall.mount.fell ? "SHINOBI.Degrees.Attack.Fall.fell" : "SHINOBI.Degrees.Attack.Fall.held", { name: actorName(flow.mountHit.id), total: fall.mount.roll?.total ?? "—", dc: fall.dc, damage: fall.mount.damage }));
  return lines;
}

/** The attacker's choice still to make once a mercy strike landed on a victim who failed its Vigor (M61): a button a fate; none otherwise. */
function fateButtons(card: DegreesCardState, flow: Flow) {
  if (!card.landed || card.fate || flow.mercy?.fate !== "attackerChooses") return [];
  return degreesExtras.mercyFates.map((fate) => ({ fate, label: localize(`SHINOBI.Degrees.Attack.Mercy.Choose.${fate}`) }));
}

/** The die a miss on a grabbed victim rolled (M79), and whether the attack went on to the grabber; null for any other attack. */
function redirectLine(flow: Flow): string | null {
  const r = flow.redirect;
  if (!r) return null;
  return format(r.hitsGrabber ? "SHINOBI.Degrees.Attack.Redirect.sent" : "SHINOBI.Degrees.Attack.Redirect.stands", { victim: actorName(r.victim), grabber: actorName(r.grabber), face: r.face });
}

/** The hurt grabber's victims (M79): a Break free (reaction) button each until tried, then whether it broke free. */
function breakFreeView(card: DegreesCardState) {
  return (card.breakFree ?? []).map((chance, index) => {
    const name = actorName(chance.victim);
    return {
      index,
      victim: chance.victim,
      button: chance.freed === null ? format("SHINOBI.Degrees.Attack.BreakFree.button", { name }) : null,
      line: chance.freed === null ? null : format(chance.freed ? "SHINOBI.Degrees.Attack.BreakFree.freed" : "SHINOBI.Degrees.Attack.BreakFree.held", { name }),
    };
  });
}

function landedView(card: DegreesCardState) {
  const landed = card.landed;
  if (!landed) return null;
  return {
    line: format("SHINOBI.Degrees.Attack.landed", { name: actorName(card.flow.targetId), hp: landed.hp, nonLethal: landed.nonLethal, state: localize(`SHINOBI.Degrees.Attack.State.${landed.state}`) }),
    threshold: landed.threshold ? format("SHINOBI.Degrees.Attack.threshold", { from: localize(`SHINOBI.Degrees.Attack.State.${landed.threshold.from}`), to: localize(`SHINOBI.Degrees.Attack.State.${landed.threshold.to}`) }) : null,
    gained: landed.gained.map((id) => localize(`SHINOBI.Degrees.Condition.${id}`)).join(", "),
  };
}

function applyLabel(card: DegreesCardState): string {
  const damage = card.damaged?.damage?.damage ?? 0;
  return damage > 0 ? format("SHINOBI.Degrees.Attack.applyDamage", { damage, kind: damageKind(card.flow) }) : localize("SHINOBI.Degrees.Attack.apply");
}


/**
 * Renders a degrees attack card for its stage: the attack check, the defences while the target
 * has to choose, the resolution's steps, the damage with every step and the Apply button, then
 * what Apply left. Rendered on the GM's client, which alone writes the card.
 */
export async function renderAttackCard(card: DegreesCardState, rolls: readonly RollLike[] = []): Promise<string> {
  const flow = card.flow;
  const stage = degreesRules.attack.stage(flow);
  const shown = card.damaged ?? flow;
  const contest = flow.contest;
  return foundry.applications.handlebars.renderTemplate(templatePath("degrees/chat/attack-card.hbs"), {
    item: card.item,
    attackerId: flow.attackerId,
    targetId: flow.targetId,
    heading: format("SHINOBI.Degrees.Attack.heading", { attacker: actorName(flow.attackerId), target: actorName(flow.targetId) }),
    roll: rollView(flow),
    ...hiddenView(card),
    decided: flow.decided ? localize(`SHINOBI.Degrees.Attack.Decided.${flow.decided}`) : null,
    // A card stored before jumps has no such field: no jump.
    jump: flow.jump && !flow.jump.fall ? format("SHINOBI.Degrees.Attack.jump", { total: flow.jump.athletics.total }) : null,
    // A card stored before flanking was read has no such field: not flanked.
    flanked: flow.flanked === true ? format("SHINOBI.Degrees.Attack.flanked", { target: actorName(flow.targetId) }) : null,
    feint: contest ? format("SHINOBI.Degrees.Attack.Step.feint", { attacker: contest.attacker.total, defender: contest.defender.total, verdict: verdict(contest.attackerWins) }) : null,
    defences: stage.awaitsAnswer && !card.landed ? defenceButtons(flow) : [],
    aids: stage.awaitsAnswer && !card.landed ? aidRows(flow) : [],
    aid: aidLine(flow),
    redirect: redirectLine(flow),
    overcome: overcomeView(card),
    steps: (shown.result?.steps ?? []).flatMap((s) => attackStepLine(s) ?? []),
    maneuver: maneuverLines(shown),
    drain: drainLine(shown),
    aftermath: aftermathLines(card, shown),
    fates: fateButtons(card, shown),
    damage: shown.damage ? { total: shown.damage.damage, kind: damageKind(flow), steps: shown.damage.steps.map(damageStepLine) } : null,
    apply: !card.landed && (stage.awaitsDamage || stage.readyToSettle) ? applyLabel(card) : null,
    landed: landedView(card),
    breakFree: breakFreeView(card),
    rolls: rollLines(rolls),
  });
}
