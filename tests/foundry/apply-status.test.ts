import { beforeEach, describe, expect, it } from "vitest";
import { ActorDouble, bootSystem, writes, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

describe("game.shinobi.applyStatus", () => {
  it("adds a status effect that the actor's derived values and the clock read", async () => {
    const ino = new ActorDouble(INO_SOURCE);
    const api = (harness.game as unknown as { shinobi: { applyStatus(a: unknown, s: object): Promise<void> } }).shinobi;
    const before = (ino.system as { derived: { accuracy: number } }).derived.accuracy;
    writes.reset();
    await api.applyStatus(ino, { kind: "visibility", severity: 4 });
    expect(writes.calls()).toBe(1);
    const system = ino.system as { derived: { accuracy: number } };
    // The statuses as the rules read them from the actor's effects.
    const { readState } = await import("../../src/rulesets/ic/state");
    expect(readState(ino as never).state.statuses).toEqual([expect.objectContaining({ kind: "visibility", severity: 4, appliedIc: 0, duration: null })]);
    expect(system.derived.accuracy).toBe(before - 4);
  });

  it("refuses a severity below 1", async () => {
    const ino = new ActorDouble(INO_SOURCE);
    const api = (harness.game as unknown as { shinobi: { applyStatus(a: unknown, s: object): Promise<void> } }).shinobi;
    await expect(api.applyStatus(ino, { kind: "bleed", severity: 0 })).rejects.toThrow(/Severity must be a whole number/);
  });
});
