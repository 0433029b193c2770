import { format, localize } from "../../../i18n";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { STANCES } from "../data/choices";
import { rollkeepRules, type RollkeepState } from "../state";
import { conditionIds, type Fighter } from "./fighter";

type Rk = RulesetTypesOf<"rollkeep">;
const offers = RULESET_EXTRAS.rollkeep.offers;

/** An icon for each stance (ST1–ST8), so the tracker shows every fighter's posture at a glance. */
export const STANCE_ICONS: Readonly<Record<keyof typeof STANCES, string>> = {
  attack: "fa-solid fa-hand-fist",
  fullAttack: "fa-solid fa-burst",
  defense: "fa-solid fa-shield",
  fullDefense: "fa-solid fa-shield-halved",
  center: "fa-solid fa-circle-dot",
  water: "fa-solid fa-water",
  fire: "fa-solid fa-fire",
  air: "fa-solid fa-wind",
  earth: "fa-solid fa-mountain",
  void: "fa-solid fa-circle-notch",
};

/** One pip of the turn's budget: a Simple Action left or spent (A1, A4). */
interface Pip {
  spent: boolean;
}

/** One row of the round tracker. */
export interface FighterRow {
  id: string;
  name: string;
  img: string;
  initiative: number | null;
  /** What the score is made of, when this round's bonus changes it. */
  initiativeTip: string;
  stance: { key: string; label: string; icon: string };
  /** Where the row stands this round: its turn now, taken, still to come, delayed, or out of the order. */
  status: "due" | "acting" | "done" | "waiting" | "delayed" | "out" | "unplaced";
  statusLabel: string;
  /** The turn under way or due: Simple Action pips, whether a Complex Action was taken, Free Actions taken. */
  pips: Pip[];
  complex: boolean;
  free: number;
  fullDefenseBonus: number;
  armorTn: number;
  woundRank: string;
  conditions: { id: string; label: string; recovery: string }[];
  /** Timed effects (CO12): each effect's name and when it wears off. */
  timed: { name: string; ends: string }[];
  /** Whether the row lists any condition or timed effect. */
  marked: boolean;
  /** C14: the Downs and Kills credited to its blows, worded, or empty before the first. */
  credits: string;
  owned: boolean;
  /** The stance select: offered now as an opening stance or as the turn begins, with the stances the port lets it take then (ST9). */
  stanceChoice: "opening" | "turnStart" | null;
  stances: Record<string, string>;
  canDelay: boolean;
  /** V2, V8–V10: a Void Point may be bought now, as the round begins, by one in its order with a point and the round's limit left. */
  canBuyVoid: boolean;
}

/** The budget shown: the turn under way this round, or the one a turn begun now would have (the port's preview). */
function budgetOf(state: RollkeepState, moment: number, due: boolean, options: Rk["options"]): Rk["preview"]["budget"] {
  const round = rollkeepRules.roundOf(moment);
  if (state.turn && rollkeepRules.roundOf(state.turn.at) === round) return state.turn.budget;
  if (!due) return null;
  try {
    return rollkeepRules.preview(state, rollkeepRules.basicActions.pass as Rk["action"], { at: moment }, options).budget;
  } catch {
    // A turn the rules would not let begin shows no budget; its refusal comes when it is asked for.
    return null;
  }
}

function statusOf(state: RollkeepState, moment: number, due: boolean, options: Rk["options"]): FighterRow["status"] {
  if (!RULESET_EXTRAS.rollkeep.standing(state, options)) return "out";
  if (state.initiative === null || state.slot === null) return "unplaced";
  const round = rollkeepRules.roundOf(moment);
  const tookTurn = state.turn !== null && rollkeepRules.roundOf(state.turn.at) === round;
  if (tookTurn) return state.turn?.at === moment ? "acting" : "done";
  if (due) return "due";
  return state.delayed ? "delayed" : "waiting";
}

/** The fighter's timed effects by name, each with the round whose end it wears off at (CO12). */
function timedEffects(fighter: Fighter, options: Rk["options"]): FighterRow["timed"] {
  if (fighter.state.timers.length === 0) return [];
  const names = new Map([...(fighter.source.actor.effects ?? [])].map((e) => [e.id ?? "", e.name ?? ""]));
  return fighter.state.timers.map((t) => ({ name: names.get(t.id) || t.id, ends: format("SHINOBI.RollKeep.Combat.endsAfterRound", { round: RULESET_EXTRAS.rollkeep.timerEndRound(t, options) }) }));
}

/** What the tracker shows of one fighter, from the port's state and derived numbers. */
export function fighterRow(combatant: { id: string | null; name?: string | null; img?: string | null; isOwner: boolean }, fighter: Fighter, view: { moment: number; started: boolean; due: boolean; options: Rk["options"]; openingOpen: boolean; fighters: readonly RollkeepState[]; names: ReadonlyMap<string, string> }): FighterRow {
  const { state } = fighter;
  const { options, moment, due } = view;
  const derived = rollkeepRules.derive(state, options);
  const budget = budgetOf(state, moment, due, options);
  const status = view.started ? statusOf(state, moment, due, options) : "unplaced";
  // The port's stances are STANCES' keys (tests/build/rollkeep-data.test.ts holds the lists together).
  const stanceKey = state.stance as keyof typeof STANCES;
  const simpleLeft = budget?.simple ?? 0;
  const pips = budget ? Array.from({ length: 2 }, (_, i) => ({ spent: i >= simpleLeft })) : [];
  // The score this round is placed on: the rolled one, with a Center or Void bonus for this round (S7, ST7, ST8).
  const conditions = conditionIds(state).map((id) => {
    const r = id === "dazed" || id === "stunned" ? state.conditions[id] : null;
    // CO5/CO6: Fasting and Fatigued show the days their penalties count.
    const d = id === "fasting" || id === "fatigued" ? state.conditions[id] : null;
    return { id, label: d ? format("SHINOBI.RollKeep.Condition.withDays", { condition: localize(`SHINOBI.RollKeep.Condition.${id}`), days: d.days }) : localize(`SHINOBI.RollKeep.Condition.${id}`), recovery: r ? String(r.failures) : "" };
  });
  // §11, CO7: in a grapple, and whether in control of it.
  if (state.grapple) conditions.push({ id: "grappled", label: localize(state.grapple.controller === state.id ? "SHINOBI.RollKeep.GrappleStep.inControl" : "SHINOBI.RollKeep.GrappleStep.held"), recovery: "" });
  // M5: whom it guards, and who guards it, by name.
  const nameOf = (id: string) => view.names.get(id) ?? id;
  if (state.guarding) conditions.push({ id: "rk-guarding", label: format("SHINOBI.RollKeep.Guard.guarding", { name: nameOf(state.guarding.wardId) }), recovery: "" });
  if (state.guardedBy.length) conditions.push({ id: "rk-guarded", label: format("SHINOBI.RollKeep.Guard.guardedBy", { names: state.guardedBy.map(nameOf).join(", ") }), recovery: "" });
  const timed = timedEffects(fighter, options);
  const stanceChoice = !view.started ? (view.openingOpen ? "opening" : null) : status === "due" && offers.stanceChoiceOpen(state, moment) ? "turnStart" : null;
  const roundScore = view.started ? RULESET_EXTRAS.rollkeep.roundInitiative(state, rollkeepRules.roundOf(moment), options) : state.initiative;
  return {
    id: combatant.id ?? "",
    name: combatant.name ?? state.name,
    img: combatant.img ?? "",
    initiative: roundScore,
    initiativeTip: roundScore !== null && roundScore !== state.initiative ? format("SHINOBI.RollKeep.Combat.initiativeWithBonus", { rolled: state.initiative ?? 0, bonus: roundScore - (state.initiative ?? 0) }) : localize("SHINOBI.RollKeep.Combat.initiative"),
    stance: { key: stanceKey, label: localize(STANCES[stanceKey]), icon: STANCE_ICONS[stanceKey] },
    status,
    statusLabel: localize(`SHINOBI.RollKeep.Combat.status.${status}`),
    pips,
    complex: (budget?.complex ?? 0) > 0,
    free: budget ? Object.values(budget.free).reduce((a, b) => a + b, 0) : 0,
    fullDefenseBonus: state.fullDefenseBonus,
    armorTn: derived.armorTn.total,
    woundRank: localize(`SHINOBI.RollKeep.WoundRank.${derived.woundRank.rank}`),
    conditions,
    timed,
    marked: conditions.length + timed.length > 0,
    credits: state.credits.downs + state.credits.kills > 0 ? format("SHINOBI.RollKeep.Combat.credits", { downs: state.credits.downs, kills: state.credits.kills }) : "",
    owned: combatant.isOwner,
    // The port says what may be done now (S2, S3, S10, V8–V10); a turn already under way is the turn dialog's.
    stanceChoice,
    stances: stanceChoice === null ? {} : stanceOptions(state, stanceChoice === "opening" ? { when: "opening" } : { when: "turnStart", at: moment }, options),
    canDelay: view.started && status === "due" && offers.canDelay(view.fighters, state.id, moment, options),
    canBuyVoid: view.started && offers.mayBuyVoid(view.fighters, state.id, moment, options),
  };
}

/** The stances the port lets the fighter take at that point (its book's, narrowed by ST9), for a select: each by its label's key. */
export function stanceOptions(state: RollkeepState, moment: Rk["stanceWhen"], options: Rk["options"]): Record<string, string> {
  return Object.fromEntries(offers.stancesOpen(state, moment, options).map((s) => [s, STANCES[s]]));
}
