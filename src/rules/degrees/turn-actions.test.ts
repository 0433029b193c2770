import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { actionRefusal, FRESH_ROUND, moveInterrupted, reactionRefusal, spendAction, takeAction } from "./turn-actions";

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

  it("takes any number of different free actions, but each only once (M13)", () => {
    const spoke = takeAction(FRESH_ROUND, { kind: "free", name: "speak" });
    expect(takeAction(spoke, { kind: "free", name: "dropItem" }).freeTaken).toEqual(["speak", "dropItem"]);
    expect(worded(refusalOf(() => takeAction(spoke, { kind: "free", name: "speak" })))).toBe("speak was already done this round: free actions are unlimited, but each only once.");
    expect(takeAction(spoke, { kind: "free" })).toBe(spoke);
  });

  it("does not count a move an enemy interrupted, though its action stays spent (M19)", () => {
    const stopped = moveInterrupted(takeAction(FRESH_ROUND, { kind: "movement", move: "normal" }));
    expect(stopped).toEqual({ ...FRESH_ROUND, movement: false });
    expect(takeAction(stopped, { kind: "movement", move: "normal" })).toMatchObject({ standard: false, moved: true });
  });

  it("answers one attack with each reaction once at most (M13)", () => {
    expect(reactionRefusal(["block"], "dodge")).toBeNull();
    expect(reactionRefusal(["block"], "block")?.data).toEqual({ reaction: "block" });
  });

  it("lets a full-round action carry the round's move, once (M63)", () => {
    expect(takeAction(FRESH_ROUND, { kind: "fullRound", move: "normal" })).toMatchObject({ standard: false, movement: false, moved: true });
    expect(refusalOf(() => takeAction({ ...FRESH_ROUND, moved: true }, { kind: "fullRound", move: "normal" })).code).toBe("degrees.alreadyMoved");
    expect(takeAction({ ...FRESH_ROUND, moved: true }, { kind: "fullRound" }).moved).toBe(true);
  });
});
