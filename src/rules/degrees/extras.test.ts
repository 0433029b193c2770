import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { splitAfterHardness } from "./attack/hardness";
import { fixedDice } from "../dice";
import { resolveAttack } from "./attack/resolve";
import { conditionModifier } from "./conditions/active";
import { conditionsAtBoundary } from "./conditions/expiry";
import { helplessCauses, mercyStrike, mercyStrikeAftermath } from "./mercy-strike";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";
import { CHARGE_GUARD, circumstanceModifiers, feintCondition, flankedConditions } from "./situational";
import { checkFromFaces } from "./roll";
import { CAUGHT_BY_SURPRISE, surpriseRound } from "./surprise";
import { ATTACKER, DEFENDER, NINJA } from "./test-fixtures";
import { defenderView, type DefenceSituation } from "./combatant";
import type { ConditionInstance } from "./conditions/instance";
import { actionRefusal, FRESH_ROUND, spendAction, SURPRISE_ROUND } from "./turn-actions";

const IN_THE_OPEN: DefenceSituation = { cover: "none", camouflage: [], located: true, modifiers: [] };

describe("the surprise round", () => {
  it("happens only when some but not all are aware", () => {
    expect(surpriseRound({ a: true, b: true })).toBeNull();
    expect(surpriseRound({ a: false, b: false })).toBeNull();
    expect(surpriseRound({ a: true, b: false, c: true })).toEqual({ acting: ["a", "c"], caught: ["b"] });
  });

  it("gives the aware one standard or one movement action, no partial and no full round", () => {
    const moved = spendAction(SURPRISE_ROUND, { kind: "movement", move: "normal" });
    expect(actionRefusal(moved, { kind: "standard" })?.code).toBe("degrees.noActionLeft");
    expect(actionRefusal(SURPRISE_ROUND, { kind: "partial" })?.code).toBe("degrees.noActionLeft");
    expect(actionRefusal(SURPRISE_ROUND, { kind: "fullRound" })?.code).toBe("degrees.noActionLeft");
    expect(actionRefusal(spendAction(SURPRISE_ROUND, { kind: "standard" }), { kind: "free" })).toBeNull();
  });

  it("leaves the caught flat-footed and unaware: −3 defence and no Dodge bonuses", () => {
    expect(conditionModifier(CAUGHT_BY_SURPRISE.map((id) => ({ id })), { kind: "defence" }, O)).toBe(-3);
  });
});

describe("attack circumstances", () => {
  it("price lethality switches, melee reach, training, the off hand, charging and special maneuvers", () => {
    expect(circumstanceModifiers({ switchedLethality: true, charging: true, specialManeuver: true })).toEqual([
      { label: "switchedLethality", value: -3 },
      { label: "charge", value: 1 },
      { label: "specialManeuver", value: -2 },
    ]);
  });

  it("leave a charger's guard open, −1 on every defence, as its own modifier and no condition: never within the conditions' −3 cap (M63, M128)", () => {
    const exhausted: ConditionInstance[] = [{ id: "exhausted" }];
    const open = defenderView({ ...NINJA, conditions: exhausted, guardOpen: true }, IN_THE_OPEN);
    expect(open.defenceModifiers).toEqual([CHARGE_GUARD]);
    expect(open.conditions).toBe(exhausted);
    // Exhausted's −3 is the cap for conditions; the open guard's −1 comes on top of it.
    const dodge = (view: typeof open) => resolveAttack(checkFromFaces([5, 5], 0), { kind: "dodge" }, { delivery: "melee", lethal: true }, ATTACKER, view, O, fixedDice([])).steps.find((s) => s.step === "dodge");
    const shut = defenderView({ ...NINJA, conditions: exhausted }, IN_THE_OPEN);
    expect(dodge(open)).toMatchObject({ dc: (dodge(shut) as { dc: number }).dc - 1 });
  });

  it("let a Feint last to the end of the feinter's next turn, at −2 defence", () => {
    let held = [feintCondition("feinter")];
    expect(conditionModifier(held, { kind: "defence", attackType: "melee", attacker: "feinter" }, O)).toBe(-2);
    held = conditionsAtBoundary(held, "target", "feinter", "turnEnd").kept;
    held = conditionsAtBoundary(held, "target", "target", "turnEnd").kept;
    expect(held).toHaveLength(1);
    expect(conditionsAtBoundary(held, "target", "feinter", "turnEnd").expired).toHaveLength(1);
  });
});

describe("Feint and Flanking favour their attackers only (M59, M60)", () => {
  const melee = (attacker: string) => ({ kind: "defence" as const, attackType: "melee" as const, attacker });

  it("keeps a Feint for oneself to melee, and lets an ally's count at range", () => {
    expect(conditionModifier([feintCondition("a")], melee("b"), O)).toBe(0);
    expect(conditionModifier([feintCondition("a")], { ...melee("a"), attackType: "ranged" }, O)).toBe(0);
    expect(conditionModifier([feintCondition("a", "ally")], { ...melee("ally"), attackType: "ranged" }, O)).toBe(-2);
  });

  it("takes 1 off the defence against each of the two flankers' melee attacks, no one else's, never at range", () => {
    const flanked = flankedConditions(["a", "b"]);
    expect([conditionModifier(flanked, melee("a"), O), conditionModifier(flanked, melee("b"), O), conditionModifier(flanked, melee("c"), O)]).toEqual([-1, -1, 0]);
    expect(conditionModifier(flanked, { ...melee("a"), attackType: "ranged" }, O)).toBe(0);
    // Total 12 misses Dodge 13, but meets the 12 a flanker faces.
    const roll = checkFromFaces([4, 4], 4);
    const target = { ...DEFENDER, conditions: flanked };
    expect(resolveAttack(roll, { kind: "dodge" }, { delivery: "melee", lethal: true }, { ...ATTACKER, id: "c" }, target, O, fixedDice([])).hit).toBe(false);
    expect(resolveAttack(roll, { kind: "dodge" }, { delivery: "melee", lethal: true }, { ...ATTACKER, id: "a" }, target, O, fixedDice([])).hit).toBe(true);
  });
});

describe("mercy strike and split attacks", () => {
  it("lets a victim making Vigor DC 10 live; minions get no check", () => {
    expect(mercyStrikeAftermath({ vigorTotal: 10 }, O)).toBe("survives");
    expect(mercyStrikeAftermath({ vigorTotal: 9 }, O)).toBe("attackerChooses");
    expect(mercyStrikeAftermath({ minion: true }, O)).toBe("attackerChooses");
  });

  it("takes a full round against one helpless or paralyzed victim, never with a full-round attack", () => {
    const one = { targets: 1, attackIsFullRound: false };
    expect(mercyStrike(FRESH_ROUND, [{ id: "paralyzed" }], one, O)).toMatchObject({ standard: false, movement: false });
    expect(worded(refusalOf(() => mercyStrike(FRESH_ROUND, [{ id: "prone" }], one, O)))).toBe("A mercy strike needs a helpless or paralyzed victim.");
    expect(refusalOf(() => mercyStrike(FRESH_ROUND, [{ id: "paralyzed" }], { ...one, targets: 2 }, O)).code).toBe("degrees.mercyStrikeOne");
    expect(refusalOf(() => mercyStrike(FRESH_ROUND, [{ id: "paralyzed" }], { ...one, attackIsFullRound: true }, O)).code).toBe("degrees.mercyStrikeFullRound");
  });

  it("ends what made the victim helpless, but not what its wounds set", () => {
    const bound = { id: "paralyzed" as const, source: "Kagemane" };
    expect(helplessCauses([bound, { id: "unconscious" }, { id: "prone", source: "Takedown" }], O)).toEqual([bound]);
  });

  it("takes hardness off before splitting the damage, and judges breaking on the whole", () => {
    expect(splitAfterHardness(9, 3, 3, O)).toEqual({ broken: true, perPart: 2 });
    expect(splitAfterHardness(2, 3, 2, O)).toEqual({ broken: false, perPart: 0 });
  });
});
