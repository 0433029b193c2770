import { oneOfProblem } from "../../problems";
import { RuleRefusal, type Problem } from "../../refusal";
import type { Placement } from "../../ruleset";
import { changeInitiative, swapInitiative } from "../combat/initiative";
import { spendVoidPoint, VOID_INITIATIVE, type VoidSpend } from "../character/void-points";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";
import { checkedMoment, END_OF_ROUND, roundOf, slotOf } from "./moments";
import { inTheOrder } from "./readings";
import { roundOrder, withSlots } from "./rounds";

/**
 * What a Void Point buys as a round begins: +10 Armor TN for the round (V8, house Deflect), +10
 * initiative for the rest of the fight (V10, house Accelerate), or trading places in the order with
 * a willing fighter for the rest of the fight (V9, house Swap).
 */
export type RoundStartSpend = { kind: "armorTn" } | { kind: "raiseInitiative" } | { kind: "swapInitiative"; partnerId: string };

export const ROUND_START_SPENDS: readonly RoundStartSpend["kind"][] = ["armorTn", "raiseInitiative", "swapInitiative"];

function refuse(spend: VoidSpend, problem: Problem): never {
  throw new RuleRefusal("voidRefused", { spend }, `void point on ${spend}: ${problem.text}`, problem);
}

/**
 * Whether `at` is the start of a round, when these spends are bought: a round of the fight is
 * under way and nobody has taken a turn in it yet (its order is fixed but not begun).
 */
export function roundStartOpen(combatants: readonly RollkeepCombatant[], at: number): boolean {
  const round = roundOf(checkedMoment(at, "at"));
  return round >= 1 && slotOf(at) !== END_OF_ROUND && !combatants.some((c) => c.turn !== null && roundOf(c.turn.at) === round);
}

/** The places in the order as they stand: each rolled score and its stored place among equals. */
function placements(combatants: readonly RollkeepCombatant[], options: RollkeepOptions): Placement[] {
  return combatants.filter((c) => inTheOrder(c, options)).map((c) => ({ id: c.id, initiative: c.initiative ?? 0, tieOrder: c.tieOrder }));
}

/** The scores moved (the rest of the fight's), and this round's order fixed again from them: nobody has acted in it yet. */
function reordered(combatants: readonly RollkeepCombatant[], moved: readonly Placement[], round: number, options: RollkeepOptions): RollkeepCombatant[] {
  const byId = new Map(moved.map((p) => [p.id, p]));
  const scored = combatants.map((c) => {
    const p = byId.get(c.id);
    return p && (p.initiative !== c.initiative || p.tieOrder !== c.tieOrder) ? { ...c, initiative: p.initiative, tieOrder: p.tieOrder } : c;
  });
  return withSlots(scored, roundOrder(scored, round, options));
}

/**
 * One fighter's Void Point spent as the round begins (V8–V10), within the round's limit (V2; a
 * house world may allow each effect once). Armor TN: +10 until the round ends. Initiative: +10 for
 * the rest of the fight, landing behind those already on the new score (S7). A swap: the two
 * exchange score and place for the rest of the fight; whether the partner is willing is the
 * table's to ask. Refused (`voidRefused`, nothing changed) once anyone has acted this round, for
 * one out of the order, or for a partner who is not another fighter in it. The fighters are
 * returned with this round's order fixed again.
 */
export function spendAtRoundStart(combatants: readonly RollkeepCombatant[], spenderId: string, spend: RoundStartSpend, at: number, options: RollkeepOptions): RollkeepCombatant[] {
  const kind = spend.kind;
  if (!ROUND_START_SPENDS.includes(kind)) refuse(kind, oneOfProblem(ROUND_START_SPENDS));
  if (!roundStartOpen(combatants, at)) refuse(kind, { code: "roundStartSpend", text: "this is bought only as a round begins, before anyone acts" });
  const spender = combatants.find((c) => c.id === spenderId);
  if (!spender || !inTheOrder(spender, options)) refuse(kind, { code: "notInOrder", text: "only a fighter in the round's order buys this" });
  const round = roundOf(at);
  const paid = { ...spender, voidPoints: spendVoidPoint(spender.voidPoints, kind, { round, roundStart: true }, options) };
  const list = combatants.map((c) => (c.id === spenderId ? paid : c));
  switch (spend.kind) {
    case "armorTn":
      return list.map((c) => (c.id === spenderId ? { ...c, voidArmorTn: true } : c));
    case "raiseInitiative":
      return reordered(list, changeInitiative(placements(list, options), spenderId, (spender.initiative ?? 0) + VOID_INITIATIVE), round, options);
    case "swapInitiative": {
      const partner = combatants.find((c) => c.id === spend.partnerId);
      if (!partner || partner.id === spenderId || !inTheOrder(partner, options)) refuse(kind, { code: "noSwapPartner", text: "the partner must be another fighter in the round's order" });
      return reordered(list, swapInitiative(placements(list, options), spenderId, partner.id), round, options);
    }
  }
}
