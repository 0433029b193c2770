import { askGm } from "../../../authority/gm-requests";
import { gmQueue } from "../../../authority/gm-queue";
import { documentId, fieldOf, integerIn, oneOf, record, RequestRefused } from "../../../authority/request-fields";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { rollkeepOptions } from "../options";
import { duelists, escape, post, storedDuel, type DuelCombat, type StoredDuel } from "./duel-steps";
import { ownersAndGms } from "../owners";

type User = NonNullable<typeof game.user>;
const duel = RULESET_EXTRAS.rollkeep.duel;
export type AssessmentFact = (typeof duel.facts)[number];

/** A duelist's owner calling the Assessment's raises, conceding, choosing the facts to learn (DU2), or whether to spend a Void Point against a strike's wounds (DU4, V6), asked of the GM's client. */
export const RK_DUEL_REQUEST = "rkDuel";

/** What a duelist may do: call raises, concede, learn the facts it earned (DU2), or say whether it spends a Void Point against a strike's wounds (DU4, V6). */
export type DuelMove = { kind: "call"; raises: number } | { kind: "concede" } | { kind: "learn"; facts: AssessmentFact[] } | { kind: "voidOnWounds"; spend: boolean };

/** The GM's client's combat with the duel: what the steps need, and the users who own a combatant's actor. */
export interface AssessingCombat extends DuelCombat {
  id: string | null;
}

/** The duelist's place in the stored order, or a refusal when the combatant is not one of them. */
function sideOf(stored: StoredDuel, combatantId: string): 0 | 1 {
  const side = stored.duelists.indexOf(combatantId);
  if (side !== 0 && side !== 1) throw new Error(localize("SHINOBI.RollKeep.Duel.notADuelist"));
  return side;
}

/** DU2: the raises called on the Assessment, checked by the port against the duelist as it stands; stored for the roll. */
async function call(combat: AssessingCombat, stored: StoredDuel, side: 0 | 1, raises: number): Promise<StoredDuel> {
  if (stored.stage !== "assessment") throw new Error(localize("SHINOBI.RollKeep.Duel.callTooLate"));
  const pair = duelists(combat, stored.duelists);
  const other = side === 0 ? 1 : 0;
  duel.checkCall(pair[side].state, pair[other].state, raises, rollkeepOptions());
  const calls = [stored.calls[0] ?? 0, stored.calls[1] ?? 0];
  calls[side] = raises;
  const next = { ...stored, calls };
  await combat.update({ system: { duel: next } });
  return next;
}

/** DU2: a concession: the duel over, the other the winner, and a message saying so. */
async function concede(combat: AssessingCombat, stored: StoredDuel, side: 0 | 1): Promise<StoredDuel> {
  // storedDuel refuses a duel not under way, so the stage is one of the three.
  const { winner } = duel.concede(stored.stage === "assessment" || stored.stage === "focus" ? stored.stage : "strike", side);
  const pair = duelists(combat, stored.duelists);
  const next: StoredDuel = { ...stored, stage: "over", result: "conceded", winner: stored.duelists[winner] ?? "" };
  await combat.update({ system: { duel: next } });
  await post(`<p class="rk-duel-verdict">${escape(format("SHINOBI.RollKeep.Duel.concedes", { name: pair[side].state.name, winner: pair[winner].state.name }))}</p>`, []);
  return next;
}

/** A fact's value as the message words it: a wound rank by its name, emphases listed, a number as it is. */
function factValue(value: number | string | string[], fact: AssessmentFact): string {
  if (Array.isArray(value)) return value.length ? value.join(", ") : localize("SHINOBI.RollKeep.Duel.noEmphases");
  return fact === "woundRank" ? localize(`SHINOBI.RollKeep.WoundRank.${String(value)}`) : String(value);
}

/** DU2: the facts a duelist chose, read from its opponent now by the port and whispered to the duelist's owners; told once. */
async function learn(combat: AssessingCombat, stored: StoredDuel, side: 0 | 1, facts: readonly AssessmentFact[]): Promise<StoredDuel> {
  const assessed = stored.assessed[side];
  if (stored.stage === "assessment" || !assessed) throw new Error(localize("SHINOBI.RollKeep.Duel.notAssessed"));
  if (stored.told[side]) throw new Error(localize("SHINOBI.RollKeep.Duel.alreadyTold"));
  const pair = duelists(combat, stored.duelists);
  const opponent = pair[side === 0 ? 1 : 0];
  const learned = duel.learn(opponent.state, facts, assessed.facts, rollkeepOptions());
  const told = [stored.told[0] === true, stored.told[1] === true];
  told[side] = true;
  const next = { ...stored, told };
  await combat.update({ system: { duel: next } });
  const lines = learned.map((l) => `<li>${escape(localize(`SHINOBI.RollKeep.Duel.fact.${l.fact}`))}: <strong>${escape(factValue(l.value, l.fact))}</strong></li>`);
  const actor = combat.combatants.get(stored.duelists[side] ?? "")?.actor ?? null;
  await post(`<h4>${escape(format("SHINOBI.RollKeep.Duel.learns", { name: pair[side].state.name, opponent: opponent.state.name }))}</h4><ul>${lines.join("")}</ul>`, [], ownersAndGms(actor));
  return next;
}

/**
 * DU4, V6: whether the duelist spends a Void Point against the wounds of a strike that hits it, as
 * the skirmish's target answers on the attack card; open until the Strike is rolled, and the port
 * spends the point only when the rules allow one then (the round's point, one left). Stored for the Strike.
 */
async function voidOnWounds(combat: AssessingCombat, stored: StoredDuel, side: 0 | 1, spend: boolean): Promise<StoredDuel> {
  const voids = [stored.voidOnWounds[0] === true, stored.voidOnWounds[1] === true];
  voids[side] = spend;
  const next = { ...stored, voidOnWounds: voids };
  await combat.update({ system: { duel: next } });
  return next;
}

/**
 * One duelist's move, on the GM's client in its queue: the duel re-read from the
 * combat, the requester owning the duelist, the port checking the raises and the facts. A refusal
 * is worded and nothing is written.
 */
export async function duelMove(combat: AssessingCombat, combatantId: string, move: DuelMove, requester: User): Promise<StoredDuel> {
  return gmQueue.run(async () => {
    const stored = storedDuel(combat);
    const side = sideOf(stored, combatantId);
    if (!combat.combatants.get(combatantId)?.actor?.testUserPermission(requester, "OWNER")) throw new Error(localize("SHINOBI.Combat.notYours"));
    try {
      if (move.kind === "call") return await call(combat, stored, side, move.raises);
      if (move.kind === "concede") return await concede(combat, stored, side);
      if (move.kind === "voidOnWounds") return await voidOnWounds(combat, stored, side, move.spend);
      return await learn(combat, stored, side, move.facts);
    } catch (error) {
      throw refusalError(error);
    }
  });
}

/** A duelist's move from any client: the GM's own client makes it, a player's asks the GM's. */
export async function requestDuelMove(combat: AssessingCombat, combatantId: string, move: DuelMove): Promise<void> {
  const user = game.user;
  if (!user) throw new Error(localize("SHINOBI.Combat.noUser"));
  if (user.isGM) await duelMove(combat, combatantId, move, user);
  else await askGm(RK_DUEL_REQUEST, { combatId: combat.id, combatantId, move });
}

/** The most raises a request may name; the port refuses more than the Void Ring. */
const RAISES_LIMIT = 10;

/** A duel move read from a player's request, each field by what it must be. */
function moveIn(value: unknown): DuelMove {
  const m = record(value, "move");
  const kind = oneOf(fieldOf(m, "kind"), "move.kind", ["call", "concede", "learn", "voidOnWounds"] as const);
  if (kind === "call") return { kind, raises: integerIn(fieldOf(m, "raises"), "move.raises", 0, RAISES_LIMIT) };
  if (kind === "concede") return { kind };
  if (kind === "voidOnWounds") {
    const spend = fieldOf(m, "spend");
    if (typeof spend !== "boolean") throw new RequestRefused("move.spend");
    return { kind, spend };
  }
  const facts = fieldOf(m, "facts");
  if (!Array.isArray(facts) || facts.length > duel.facts.length) throw new RequestRefused("move.facts");
  return { kind, facts: facts.map((f, i) => oneOf(f, `move.facts.${i}`, duel.facts)) };
}

/** The GM's side of a duel move: the combat and combatant by id, the move read as untrusted choices. */
export async function handleDuelRequest(payload: unknown, requester: User): Promise<null> {
  const request = record(payload, "payload");
  // Combats of a roll-and-keep world are this ruleset's own document class, which the duel steps take.
  const combat = game.combats?.get(documentId(fieldOf(request, "combatId"), "combatId")) as unknown as AssessingCombat | undefined;
  if (!combat) throw new Error(localize("SHINOBI.Combat.noCombat"));
  await duelMove(combat, documentId(fieldOf(request, "combatantId"), "combatantId"), moveIn(fieldOf(request, "move")), requester);
  return null;
}
