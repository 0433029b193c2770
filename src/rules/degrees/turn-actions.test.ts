import { describe, expect, it } from "vitest";
import { actionRefusal, FRESH_ROUND, spendAction } from "./turn-actions";

describe("actions in a round", () => {
  it("gives a standard, a movement and a partial, or a full-round action instead of the first two", () => {
    const full = spendAction(FRESH_ROUND, { kind: "fullRound" });
    expect(actionRefusal(full, { kind: "standard" })?.code).toBe("degrees.noActionLeft");
    expect(actionRefusal(full, { kind: "partial" })).toBeNull();
  });

  it("lets a standard action pay for a movement, but never a second move in the round", () => {
    const moved = spendAction(FRESH_ROUND, { kind: "movement", move: "normal" });
    expect(actionRefusal(moved, { kind: "movement" })).toBeNull();
    expect(actionRefusal(moved, { kind: "movement", move: "normal" })?.code).toBe("degrees.alreadyMoved");
    expect(spendAction(moved, { kind: "movement" }).standard).toBe(false);
  });

  it("never upgrades: a partial action cannot pay for a standard one", () => {
    const spent = spendAction(FRESH_ROUND, { kind: "standard" });
    expect(actionRefusal(spent, { kind: "standard" })?.code).toBe("degrees.noActionLeft");
  });
});
