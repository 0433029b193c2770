import { describe, expect, it } from "vitest";
import { splitAfterHardness } from "./attack/hardness";
import { conditionModifier } from "./conditions/active";
import { conditionsAtBoundary } from "./conditions/expiry";
import { mercyStrikeAftermath } from "./mercy-strike";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";
import { chargeDefencePenalty, circumstanceModifiers, feintCondition } from "./situational";
import { CAUGHT_BY_SURPRISE, surpriseRound } from "./surprise";
import { actionRefusal, spendAction, SURPRISE_ROUND } from "./turn-actions";

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

  it("leave a charger at −1 defence until its next turn starts", () => {
    const held = [chargeDefencePenalty()];
    expect(conditionModifier(held, { kind: "defence" }, O)).toBe(-1);
    expect(conditionsAtBoundary(held, "charger", "charger", "turnEnd").kept).toHaveLength(1);
    expect(conditionsAtBoundary(held, "charger", "charger", "turnStart").expired).toHaveLength(1);
  });

  it("let a Feint last to the end of the feinter's next turn, at −2 defence", () => {
    let held = [feintCondition("feinter")];
    expect(conditionModifier(held, { kind: "defence" }, O)).toBe(-2);
    held = conditionsAtBoundary(held, "target", "feinter", "turnEnd").kept;
    held = conditionsAtBoundary(held, "target", "target", "turnEnd").kept;
    expect(held).toHaveLength(1);
    expect(conditionsAtBoundary(held, "target", "feinter", "turnEnd").expired).toHaveLength(1);
  });
});

describe("mercy strike and split attacks", () => {
  it("lets a victim making Vigor DC 10 live; minions get no check", () => {
    expect(mercyStrikeAftermath({ vigorTotal: 10 }, O)).toBe("survives");
    expect(mercyStrikeAftermath({ vigorTotal: 9 }, O)).toBe("attackerChooses");
    expect(mercyStrikeAftermath({ minion: true }, O)).toBe("attackerChooses");
  });

  it("takes hardness off before splitting the damage, and judges breaking on the whole", () => {
    expect(splitAfterHardness(9, 3, 3)).toEqual({ broken: true, perPart: 2 });
    expect(splitAfterHardness(2, 3, 2)).toEqual({ broken: false, perPart: 0 });
  });
});
