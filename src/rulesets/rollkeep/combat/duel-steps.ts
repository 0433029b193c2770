import { recordingDice } from "../../../dice/recorded-dice";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { rollkeepOptions } from "../options";
import type { RollkeepState } from "../state";
import { fighterWrites, type Fighter } from "./fighter";
import { persistFight } from "./persist-fight";

type Rk = RulesetTypesOf<"rollkeep">;
const duel = RULESET_EXTRAS.rollkeep.duel;
type Assessment = ReturnType<typeof duel.assessment>[number];
export type DuelStakes = Parameters<typeof duel.result>[0];

/** A duel as the combat stores it (RkCombatData's `duel`). */
export interface StoredDuel {
  stage: "none" | "assessment" | "focus" | "strike" | "over";
  stakes: DuelStakes;
  duelists: string[];
  assessed: Assessment[];
  firstStriker: 0 | 1 | null;
  freeRaises: number;
  result: "none" | "winner" | "conceded" | "noWinner" | "skirmish";
  winner: string;
  /** DU2: the raises each duelist calls on its Assessment, by the stored order. */
  calls: number[];
  /** DU2: whether each duelist has been told the facts its Assessment earned. */
  told: boolean[];
  /** DU4, V6: whether each duelist's owner chose to spend a Void Point against a strike's wounds (the port spends it when the rules allow one). */
  voidOnWounds: boolean[];
}

/** What the duel steps need of the combat. */
export interface DuelCombat {
  moment: number;
  system: unknown;
  combatants: { get(id: string): Combatant.Implementation | undefined };
  fighterOf(combatant: Combatant.Implementation): Fighter | null;
  update(changes: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments(name: "Combatant", updates: Record<string, unknown>[]): Promise<unknown>;
}

export const escape = (text: string) => foundry.utils.escapeHTML(text);

/** The two duelists read from the documents, in the stored order (faster first). */
export function duelists(combat: DuelCombat, ids: readonly string[]): [Fighter, Fighter] {
  const read = ids.map((id) => {
    const combatant = combat.combatants.get(id);
    return combatant ? combat.fighterOf(combatant) : null;
  });
  const [a, b] = read;
  if (read.length !== 2 || !a || !b) throw new Error(localize("SHINOBI.RollKeep.Duel.noDuelists"));
  return [a, b];
}

/** A duel message: its HTML (names already escaped), the rolls it shows, and to whom it goes (everyone unless whispered). */
export async function post(content: string, rolls: Roll[], whisper?: string[]): Promise<void> {
  await ChatMessage.implementation.create({ content: `<section class="shinobi rk-duel">${content}</section>`, rolls, ...(whisper ? { whisper } : {}) });
}

/**
 * DU1: a duel begins between two combatants, the faster first (`ids` in initiative order): both
 * take Center (the house Void) as the port allows it (ST9: a dazed or prone fighter cannot), one
 * batch with the combat's duel state, and a message naming the stakes.
 */
export async function beginDuel(combat: DuelCombat, ids: [string, string], stakes: DuelStakes): Promise<void> {
  const options = rollkeepOptions();
  const pair = duelists(combat, ids);
  const writes = pair.map((f) => {
    try {
      return fighterWrites(f.state, RULESET_EXTRAS.rollkeep.takeOpeningStance(f.state, duel.stance(options), options), f.source);
    } catch (error) {
      throw refusalError(error);
    }
  });
  const state: StoredDuel = { stage: "assessment", stakes, duelists: [...ids], assessed: [], firstStriker: null, freeRaises: 0, result: "none", winner: "", calls: [0, 0], told: [false, false], voidOnWounds: [false, false] };
  await persistFight(writes, combat, { system: { duel: state } });
  await post(escape(format("SHINOBI.RollKeep.Duel.begins", { a: pair[0].state.name, b: pair[1].state.name, stakes: localize(`SHINOBI.RollKeep.Duel.${stakes}`) })), []);
}

/** The stored duel, or a refusal when none is under way. */
export function storedDuel(combat: { system: unknown }): StoredDuel {
  // RkCombatData's `duel` field holds this shape.
  const stored = (combat.system as { duel?: StoredDuel }).duel;
  if (!stored || stored.stage === "none" || stored.stage === "over") throw new Error(localize("SHINOBI.RollKeep.Duel.noDuel"));
  return stored;
}

/**
 * The duel's next stage, each through the port: Assessment (DU2: both roll, facts and the +1k1
 * on Focus), Focus (DU3: the contest, who strikes first and the free raises), Strike (DU4: the
 * first striker, then the other if standing, or both at once; each strike an ordinary attack,
 * settled, then the outcome by the stakes). One write and one message with the rolls per stage.
 */
export async function advanceDuel(combat: DuelCombat): Promise<StoredDuel> {
  const stored = storedDuel(combat);
  const options = rollkeepOptions();
  const dice = recordingDice();
  const pair = duelists(combat, stored.duelists);
  const states: [RollkeepState, RollkeepState] = [pair[0].state, pair[1].state];
  const names = states.map((s) => escape(s.name));
  try {
    if (stored.stage === "assessment") {
      const assessed = duel.assessment(states, [stored.calls[0] ?? 0, stored.calls[1] ?? 0], options, dice);
      const next: StoredDuel = { ...stored, stage: "focus", assessed };
      await combat.update({ system: { duel: next } });
      const lines = assessed.map((a, i) => `<li>${format("SHINOBI.RollKeep.Duel.assessed", { name: names[i] ?? "", total: a.total, tn: a.tn, facts: a.facts })}${a.focusBonus ? ` · ${localize("SHINOBI.RollKeep.Duel.focusBonus")}` : ""}</li>`);
      await post(`<h4>${localize("SHINOBI.RollKeep.Duel.assessment")}</h4><ul>${lines.join("")}</ul>`, dice.take(localize("SHINOBI.RollKeep.Duel.assessment")));
      return next;
    }
    if (stored.stage === "focus") {
      const focused = duel.focus(states, [stored.assessed[0] ?? { focusBonus: null }, stored.assessed[1] ?? { focusBonus: null }], options, dice);
      const next: StoredDuel = { ...stored, stage: "strike", firstStriker: focused.firstStriker, freeRaises: focused.freeRaises };
      await combat.update({ system: { duel: next } });
      const first = focused.firstStriker === null ? localize("SHINOBI.RollKeep.Duel.kharmic") : format("SHINOBI.RollKeep.Duel.strikesFirst", { name: names[focused.firstStriker] ?? "", raises: focused.freeRaises });
      await post(`<h4>${localize("SHINOBI.RollKeep.Duel.focus")}</h4><p>${names[0]} ${focused.totals[0]} · ${names[1]} ${focused.totals[1]}</p><p>${first}</p>`, dice.take(localize("SHINOBI.RollKeep.Duel.focus")));
      return next;
    }
    return await strike(combat, stored, pair, options, dice);
  } catch (error) {
    throw refusalError(error);
  }
}

async function strike(combat: DuelCombat, stored: StoredDuel, pair: [Fighter, Fighter], options: Rk["options"], dice: ReturnType<typeof recordingDice>): Promise<StoredDuel> {
  const focused = { firstStriker: stored.firstStriker, freeRaises: stored.freeRaises };
  // Each duelist's owner chose on the duel's panel whether to spend a Void Point against the wounds (V6), as the skirmish's target answers on the card.
  const voids = [stored.voidOnWounds[0] === true, stored.voidOnWounds[1] === true] as const;
  const played = duel.strikes([pair[0].state, pair[1].state], [pair[0].state.id, pair[1].state.id], focused, voids, combat.moment, options, dice);
  const states = played.combatants;
  const hit = played.hit;
  const nameOf = (id: string) => escape(states.find((s) => s.id === id)?.name ?? "");
  const lines = played.outcomes.map((o) => {
    const struck = `<li>${format(o.hit ? "SHINOBI.RollKeep.Duel.hits" : "SHINOBI.RollKeep.Duel.misses", { name: nameOf(o.attackerId), wounds: o.damage ?? 0 })}</li>`;
    return o.voidOnWounds ? `${struck}<li>${format("SHINOBI.RollKeep.Duel.voidSpent", { name: nameOf(o.targetId) })}</li>` : struck;
  });
  const outcome = duel.result(stored.stakes, focused, hit, [states[0] as RollkeepState, states[1] as RollkeepState], options);
  const winner = outcome.result === "winner" ? (stored.duelists[outcome.winner] ?? "") : "";
  const next: StoredDuel = { ...stored, stage: "over", result: outcome.result, winner };
  await persistFight(pair.map((f, i) => fighterWrites(f.state, states[i] as RollkeepState, f.source)), combat, { system: { duel: next } });
  const verdict = outcome.result === "winner" ? format("SHINOBI.RollKeep.Duel.won", { name: escape(states[outcome.winner]?.name ?? "") }) : localize(`SHINOBI.RollKeep.Duel.${outcome.result}`);
  await post(`<h4>${localize("SHINOBI.RollKeep.Duel.strike")}</h4><ul>${lines.join("")}</ul><p class="rk-duel-verdict">${verdict}</p>`, dice.take(localize("SHINOBI.RollKeep.Duel.strike")));
  return next;
}
