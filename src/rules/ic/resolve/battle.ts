import type { DiceSource } from "../../dice";
import { isDamaging, type IcAction } from "../action";
import { apCap, apGrantsBetween } from "../action-points";
import { canAct, cloneCombatant, withChanges, type IcCombatant } from "../combatant";
import type { ExhaustionResult } from "../fatigue";
import { startingIcs } from "../initiative";
import { afterInterrupt } from "../timeline";
import type { IcRuleOptions } from "../options";
import { advanceClock, nextDueIc, type ClockEvent } from "../status/clock";
import { woundSeverities, woundLocation, addWound, type Wound } from "../wounds";
import { applyAttackOutcome } from "./apply";
import { resolveAttack, type AttackOutcome, type DefenseChoice } from "./attack";
import { declareAction, type DeclaredAction } from "./declare";

/** One combatant's intended action when its IC comes up. */
export interface TurnPlan {
  actorId: string;
  action: IcAction;
  targetId?: string;
  apSpent?: number;
  variableLength?: number;
  defense?: DefenseChoice;
  calledShot?: string;
  /** Dice for the actor's rolls in this action; for the defender's defence roll. */
  dice?: DiceSource;
  defenseDice?: DiceSource;
}

interface PendingAttack {
  declared: DeclaredAction;
  plan: TurnPlan;
}

export interface BattleState {
  ic: number;
  combatants: IcCombatant[];
  /** Delayed actions waiting for their IC. */
  pending: PendingAttack[];
}

export interface BattleLogEntry {
  ic: number;
  actor: string;
  action: string;
  speed?: number;
  nextIc?: number;
  apUsed?: number;
  target?: string;
  exhaustion?: { kind: string; cost: number; total: number; passed: boolean; levelsGained: number }[];
  attack?: Omit<AttackOutcome, "mitigation" | "statuses"> & { statuses: string[] };
  wounds?: Wound[];
  note?: string;
  clock?: ClockEvent;
}

/** Starts a fight: initiative totals become starting ICs (highest acts on IC 0). */
export function startBattle(combatants: readonly IcCombatant[], initiative: Readonly<Record<string, number>>): BattleState {
  const ics = startingIcs(initiative);
  return { ic: 0, pending: [], combatants: combatants.map((c) => withChanges(c, { nextIc: ics[c.id] ?? 0 })) };
}

/** The next IC anything happens on: someone acting (among `actors`) or a delayed action resolving. */
export function nextEventIc(state: BattleState, actors: ReadonlySet<string>): number | null {
  let best: number | null = null;
  for (const c of state.combatants) if (canAct(c) && actors.has(c.id) && c.nextIc >= state.ic && (best === null || c.nextIc < best)) best = c.nextIc;
  for (const p of state.pending) if (best === null || p.declared.resolvesOn < best) best = p.declared.resolvesOn;
  return best;
}

/** Advances the clock to `ic`: AP grants, status ticks and fades; ticking damage can wound and drop combatants. */
export function advanceBattleClock(state: BattleState, ic: number, options: IcRuleOptions, dice: DiceSource, log?: BattleLogEntry[]): BattleState {
  if (ic <= state.ic) return state;
  // Most steps of a fight pass no multiple of 20 and tick nothing: only the count moves.
  if (apGrantsBetween(state.ic, ic, options) === 0 && state.combatants.every((c) => c.statuses.every((s) => nextDueIc(s, state.ic) > ic))) return { ic, combatants: state.combatants, pending: state.pending };
  const clockInput = state.combatants.map((c) => ({ id: c.id, res: c.stats.res, ap: c.ap, apCap: apCap(c.stats.agi), vitality: c.vitality, hp: c.hp, statuses: c.statuses }));
  const { events, combatants: ticked } = advanceClock(clockInput, state.ic, ic, options);
  const combatants = state.combatants.map((c, index) => {
    const t = ticked[index];
    if (!t || t === clockInput[index]) return c;
    const next = cloneCombatant(c);
    if (c.condition === "active") next.ap = t.ap;
    next.vitality = t.vitality;
    next.hp = t.hp;
    next.statuses = t.statuses;
    for (const e of events) {
      if (e.combatantId !== c.id) continue;
      log?.push({ ic: e.ic, actor: c.id, action: "clock", clock: e });
      // Burning wounds like any other energy damage.
      if (e.type === "damage" && e.status === "ignite") {
        for (const { pool, severity } of woundSeverities({ toVitality: e.toVitality, toHp: e.toHp, vitalityBefore: e.toVitality, maxVitality: c.vitality.max, maxHp: c.hp.max }, options)) {
          next.wounds = addWound(next.wounds, { severity, pool, type: "energy", ...woundLocation(dice.roll(100)) });
        }
      }
    }
    if (next.hp.value <= -next.hp.max) next.condition = "dead";
    else if (next.hp.value <= 0 && next.condition === "active") next.condition = "incapacitated";
    return next;
  });
  return { ic, combatants, pending: state.pending };
}

/** What the log keeps of an exhaustion roll. */
function exhaustionSummary(e: ExhaustionResult): NonNullable<BattleLogEntry["exhaustion"]>[number] {
  return { kind: e.kind, cost: e.cost, total: e.total, passed: e.passed, levelsGained: e.levelsGained };
}

function indexOf(list: readonly IcCombatant[], id: string): number {
  for (let i = 0; i < list.length; i++) if ((list[i] as IcCombatant).id === id) return i;
  throw new Error(`No combatant "${id}"`);
}

function replace(list: IcCombatant[], updated: IcCombatant): void {
  list[indexOf(list, updated.id)] = updated;
}

/**
 * Plays out one IC. Everyone acting on it declares first (Speed, AP, fatigue rolls at once);
 * then attacks resolve, defenders' interrupts pushing their next IC; then every effect lands
 * together at the end of the IC. Delayed actions due on this IC resolve with the rest.
 */
export function resolveIc(state: BattleState, plans: readonly TurnPlan[], options: IcRuleOptions, fallbackDice: DiceSource, log?: BattleLogEntry[]): BattleState {
  const ic = state.ic;
  const combatants = [...state.combatants];
  const find = (id: string) => combatants[indexOf(combatants, id)] as IcCombatant;
  const now: PendingAttack[] = [];
  const pending: PendingAttack[] = [];
  for (const p of state.pending) {
    if (p.declared.resolvesOn <= ic) now.push(p);
    else pending.push(p);
  }

  for (const plan of plans) {
    const actor = find(plan.actorId);
    if (!canAct(actor)) continue;
    const declared = declareAction(actor, plan.action, { ic, apSpent: plan.apSpent, variableLength: plan.variableLength }, options, plan.dice ?? fallbackDice);
    replace(combatants, declared.actor);
    log?.push({
      ic,
      actor: actor.id,
      action: plan.action.name,
      speed: declared.speed.speed,
      nextIc: declared.actor.nextIc,
      apUsed: declared.speed.apUsed,
      ...(plan.targetId ? { target: plan.targetId } : {}),
      ...(declared.exhaustion.length ? { exhaustion: declared.exhaustion.map(exhaustionSummary) } : {}),
      ...(declared.fails ? { note: "the technique fails: pushed past unconsciousness" } : declared.upkeepFatigue ? { note: `upkeep beyond the chakra bonus: Fatigue +${declared.upkeepFatigue}` } : {}),
    });
    const offensive = isDamaging(plan.action) || (plan.action.statuses?.length ?? 0) > 0 || plan.action.role === "coupDeGrace";
    if (!plan.targetId || !offensive || declared.fails) continue;
    (declared.resolvesOn > ic ? pending : now).push({ declared, plan });
  }

  const outcomes: AttackOutcome[] = [];
  for (const { declared, plan } of now) {
    const attacker = find(declared.actorId);
    const defender = find(plan.targetId as string);
    if (plan.action.role === "coupDeGrace") {
      if (defender.condition === "incapacitated" || defender.condition === "unconscious") {
        replace(combatants, withChanges(defender, { condition: "dead" }));
        log?.push({ ic, actor: attacker.id, action: plan.action.name, target: defender.id, note: "coup de grace: the target dies" });
      }
      continue;
    }
    const outcome = resolveAttack(attacker, defender, declared, { defense: plan.defense ?? "dodge", calledShot: plan.calledShot }, options, plan.dice ?? fallbackDice, plan.defenseDice ?? fallbackDice);
    if (outcome.defenderDelay) {
      const pushed = cloneCombatant(defender);
      pushed.nextIc = afterInterrupt(defender.nextIc, outcome.defenderDelay);
      replace(combatants, pushed);
    }
    outcomes.push(outcome);
  }

  for (const outcome of outcomes) {
    const applied = applyAttackOutcome(find(outcome.defenderId), outcome, ic, options, fallbackDice);
    replace(combatants, applied.defender);
    if (log) {
      const { mitigation: _m, statuses: _s, ...rest } = outcome;
      log.push({
        ic,
        actor: outcome.attackerId,
        action: outcome.action,
        target: outcome.defenderId,
        attack: { ...rest, statuses: applied.statuses },
        ...(applied.suffocationRoll ? { exhaustion: [exhaustionSummary(applied.suffocationRoll)] } : {}),
        ...(applied.wounds.length ? { wounds: applied.wounds } : {}),
        ...(applied.handsealsBroken ? { note: `${outcome.defenderId}'s handseals break` } : {}),
      });
    }
  }
  // Built field by field: spreading the state here was the single hottest line of a duel.
  return { ic, combatants, pending };
}
