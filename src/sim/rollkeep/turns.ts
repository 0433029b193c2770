import type { DiceSource } from "../../rules/dice";
import { isRuleRefusal } from "../../rules/refusal";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../rules/registry";
import type { Stance } from "../../rules/rollkeep/combat/stances";
import { ATTACK, PASS, ROLLKEEP_BASIC_ACTIONS, type RollkeepAction } from "../../rules/rollkeep/port/actions";
import type { AttackChoice } from "../../rules/rollkeep/port/declare";
import { GRAPPLE_STEP_OF, type GrappleStepKey } from "../../rules/rollkeep/port/grapple";
import { roundOf } from "../../rules/rollkeep/port/moments";
import { scriptedDice } from "../scripted-dice";
import { find, put, rules, settleStrikes, strike, upright, type Fight } from "./fight";
import { asFileProblem } from "../validate";

type Rk = RulesetTypesOf<"rollkeep">;
const offers = RULESET_EXTRAS.rollkeep.offers;

/** What a combatant means to do with its turn: a scripted turn, or its tactics. */
interface TurnPlan {
  action: RollkeepAction;
  target: string | null;
  stance: Stance | undefined;
  attack: AttackChoice;
  /** Spend the Center/Void bonus when it is open. */
  focus: boolean;
  dice: DiceSource;
  /** Where the file asked for it, for messages; a tactics turn falls back to passing when refused. */
  where: string;
  scripted: boolean;
}

/** The first foe still standing, in the file's order: the skirmish's default target. */
function firstFoe(fight: Fight, me: Rk["combatant"]): string | null {
  return fight.combatants.find((c) => c.side !== me.side && upright(fight, c))?.id ?? null;
}

/**
 * The combatant's next scripted turn if one is left, else its tactics: attack the first standing
 * foe, taking its tactics stance (or the file's stance) as each turn begins from round 2.
 */
function planFor(fight: Fight, me: Rk["combatant"]): TurnPlan {
  const round = roundOf(fight.at);
  const entry = fight.entries.get(me.id);
  const turn = fight.queues.get(me.id)?.shift();
  if (turn) {
    return {
      action: turn.action,
      target: turn.target ?? firstFoe(fight, me),
      stance: turn.stance,
      attack: { maneuvers: turn.maneuvers, raises: { raisesCalled: turn.raises, freeRaises: turn.freeRaises, freeRaisesOnTn: 0 }, voidBoost: turn.voidBoost },
      focus: turn.focus,
      dice: turn.dice ? scriptedDice(turn.dice, fight.dice, `turns[${turn.index}].dice`) : fight.dice,
      where: `round ${round}, turns[${turn.index}]`,
      scripted: true,
    };
  }
  const tactics = entry?.tactics;
  const stance = tactics?.stance ?? entry?.stance;
  // A Void Point's +1k1 only when the port offers it (V1, V2), as a table player ticks the box only when it is there.
  const voidBoost = tactics?.voidBoost === true && offers.voidBoostOpen(me, fight.at, fight.scenario.options);
  return {
    action: ROLLKEEP_BASIC_ACTIONS[ATTACK] as RollkeepAction,
    target: firstFoe(fight, me),
    // ST10, S3, S10: a new stance only where the port offers the choice, as the turn begins from round 2.
    stance: stance !== me.stance && offers.stanceChoiceOpen(me, fight.at) ? stance : undefined,
    attack: { maneuvers: tactics?.maneuvers ?? [], raises: { raisesCalled: tactics?.raises ?? 0, freeRaises: 0, freeRaisesOnTn: 0 }, voidBoost },
    focus: tactics?.focus !== false,
    dice: fight.dice,
    where: `round ${round}, ${entry?.path ?? me.id}.tactics`,
    scripted: false,
  };
}

/** The choice for the plan, with the Center/Void bonus asked for when the preview shows one open. */
function choiceFor(fight: Fight, me: Rk["combatant"], plan: TurnPlan): Rk["choice"] {
  const attacks = plan.action.key === ATTACK;
  // M5: a Guard protects the turn's target.
  const guards = plan.action.key === RULESET_EXTRAS.rollkeep.guard.key && plan.target !== null;
  const choice: Rk["choice"] = { at: fight.at, ...(plan.stance ? { stance: plan.stance } : {}), ...(attacks ? { attack: plan.attack } : {}), ...(guards ? { target: plan.target ?? "" } : {}) };
  if (!attacks || !plan.focus) return choice;
  try {
    return rules.preview(me, plan.action, choice, fight.scenario.options).focus ? { ...choice, attack: { ...plan.attack, focus: true } } : choice;
  } catch (error) {
    // The declaration refuses the same, with its reason.
    if (isRuleRefusal(error)) return choice;
    throw error;
  }
}

/** The plan's declaration; a tactics attack refused with a Void Point's +1k1 is asked again without it, as a table player would untick the box. */
function declareTactics(fight: Fight, me: Rk["combatant"], plan: TurnPlan): Rk["declared"] {
  const options = fight.scenario.options;
  try {
    return rules.declare(me, plan.action, choiceFor(fight, me, plan), options, plan.dice);
  } catch (error) {
    if (!isRuleRefusal(error) || plan.attack.voidBoost !== true) throw error;
    const plain = { ...plan, attack: { ...plan.attack, voidBoost: false } };
    return rules.declare(me, plain.action, choiceFor(fight, me, plain), options, plain.dice);
  }
}

/** Declares the plan; a tactics turn the rules refuse passes instead (keeping the stance if that is allowed), the reason logged. */
function declarePlan(fight: Fight, me: Rk["combatant"], plan: TurnPlan): { declared: Rk["declared"]; refused: string | null } {
  const options = fight.scenario.options;
  if (plan.scripted) return { declared: asFileProblem(plan.where, () => rules.declare(me, plan.action, choiceFor(fight, me, plan), options, plan.dice)), refused: null };
  try {
    return { declared: declareTactics(fight, me, plan), refused: null };
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    const pass = ROLLKEEP_BASIC_ACTIONS[PASS] as RollkeepAction;
    const passing = (stance: Stance | undefined) => rules.declare(me, pass, { at: fight.at, ...(stance ? { stance } : {}) }, options, plan.dice);
    let declared: Rk["declared"];
    try {
      declared = passing(plan.stance);
    } catch (stanceError) {
      if (!isRuleRefusal(stanceError)) throw stanceError;
      declared = asFileProblem(plan.where, () => passing(undefined));
    }
    return { declared, refused: error.message };
  }
}

/** A scripted grapple step (§11) through the port: everyone it changed put back, its events logged; refused, the file's problem. */
function playGrappleStep(fight: Fight, me: Rk["combatant"], step: GrappleStepKey, plan: TurnPlan): void {
  const options = fight.scenario.options;
  const result = asFileProblem(plan.where, () =>
    step === "start" ? RULESET_EXTRAS.rollkeep.grapple.start(fight.combatants, me.id, plan.target ?? "", { at: fight.at }, options, plan.dice) : RULESET_EXTRAS.rollkeep.grapple.act(fight.combatants, me.id, step, { at: fight.at, ...(plan.target ? { targetId: plan.target } : {}) }, options, plan.dice),
  );
  fight.combatants = result.combatants;
  fight.log?.push({ round: roundOf(fight.at), kind: "grapple", actor: me.id, events: result.events });
}

/**
 * One combatant's turn: its plan declared through the port, logged, and an attack carried through
 * to its settling; an Extra Attack it earns (M3) is taken at once, at the same target.
 */
export function playTurn(fight: Fight, id: string): void {
  const me = find(fight, id);
  const plan = planFor(fight, me);
  const grappling = GRAPPLE_STEP_OF[plan.action.key];
  if (grappling) {
    playGrappleStep(fight, me, grappling, plan);
    return;
  }
  const target = plan.target;
  const { declared, refused } = target === null && plan.action.key === ATTACK ? { declared: rules.declare(me, ROLLKEEP_BASIC_ACTIONS[PASS] as RollkeepAction, { at: fight.at }, fight.scenario.options, plan.dice), refused: "no foe is left standing" } : declarePlan(fight, me, plan);
  put(fight, declared.actor);
  // M5: a Guard taken shows on its ward.
  fight.combatants = RULESET_EXTRAS.rollkeep.guard.link(fight.combatants, fight.at, fight.scenario.options);
  fight.log?.push({
    round: roundOf(fight.at),
    kind: "turn",
    actor: id,
    action: declared.action.name,
    stance: declared.actor.stance,
    stanceChanged: declared.actor.stance !== me.stance,
    ...((declared.attack || declared.actor.guarding) && target ? { target } : {}),
    ...(declared.fullDefense ? { fullDefense: { total: declared.fullDefense.roll.total, bonus: declared.fullDefense.bonus } } : {}),
    ...(refused ? { refused } : {}),
  });
  if (!declared.attack || target === null) return;
  const [outcome] = asFileProblem(plan.where, () => settleStrikes(fight, [strike(fight, declared, target, plan.dice)], false));
  if (!outcome?.extraAttack || !upright(fight, find(fight, id)) || !upright(fight, find(fight, target))) return;
  const again: AttackChoice = { ...plan.attack, maneuvers: (plan.attack.maneuvers ?? []).filter((m) => m.kind !== "extraAttack"), voidBoost: false, extraAttack: true };
  asFileProblem(plan.where, () => {
    const extra = rules.declare(find(fight, id), plan.action, { at: fight.at, attack: again }, fight.scenario.options, plan.dice);
    settleStrikes(fight, [strike(fight, extra, target, plan.dice)], true);
  });
}
