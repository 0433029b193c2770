import { describe, expect, it } from "vitest";
import { actAs, ActorDouble, bootSystem, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

// Core applies an actor's Active Effects' changes to the data the rules read with no bounds of the
// data model's: a player's own effect could give their character a stat of 1e300. A change is now
// applied only when what it leaves is a value the model's field allows; otherwise it is not applied
// (never cut to the bound) and the GM and the owners are told.

const PLAYER = "player0000000000";
const RULESETS = [
  { ruleset: "ic", actor: INO_SOURCE, key: "system.stats.str", start: 30, fine: 35 },
  { ruleset: "rollkeep", actor: { name: "Hoshino", type: "rkSamurai", system: {} }, key: "system.traits.strength", start: 2, fine: 3 },
  { ruleset: "degrees", actor: { name: "Aiko", type: "dgCharacter", system: {} }, key: "system.attributes.strength", start: 1, fine: 2 },
] as const;

type Spec = (typeof RULESETS)[number];

interface EffectHolder {
  system: Record<string, unknown>;
  _source: { system: Record<string, unknown> };
  createEmbeddedDocuments(name: string, data: object[]): Promise<{ id: string; update(d: object): Promise<unknown> }[]>;
}

const notices = () => (ui.notifications as unknown as { shown: { level: string; message: string }[] }).shown.filter((n) => n.level === "warn").map((n) => n.message);

function read(doc: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc);
}

async function owned(spec: Spec): Promise<EffectHolder & { harness: Harness }> {
  const harness = await bootSystem({ ruleset: spec.ruleset });
  const actor = (await ActorDouble.create({ ...spec.actor, ownership: { default: 0, [PLAYER]: 3 } })) as unknown as EffectHolder;
  // Each ruleset's starting value, as its model sets it.
  expect(read(actor, spec.key)).toBe(spec.start);
  return Object.assign(actor, { harness });
}

describe.each(RULESETS)("an effect's changes to a $ruleset actor's data", (spec) => {
  it("applies one whose result the data model allows", async () => {
    const actor = await owned(spec);
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Training", changes: [{ key: spec.key, mode: 2, value: String(spec.fine - spec.start) }] }]);
    expect(read(actor, spec.key)).toBe(spec.fine);
    expect(notices()).toEqual([]);
  });

  it("does not apply one past the model's bounds, keeps the value it found, and tells the owner once", async () => {
    const actor = await owned(spec);
    const stored = structuredClone(actor._source.system);
    actAs(actor.harness, "player");
    const [effect] = await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Glow", changes: [{ key: spec.key, mode: 5, value: "1e300" }] }]);
    expect(read(actor, spec.key)).toBe(spec.start);
    // The stored data is untouched: effects change only the prepared data.
    expect(actor._source.system).toEqual(stored);
    const told = notices();
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(spec.key);
    expect(told[0]).toContain("Glow");
    // Prepared again (another write), it is still not applied, and not told again.
    await effect!.update({ name: "Glow" });
    expect(read(actor, spec.key)).toBe(spec.start);
    expect(notices()).toHaveLength(1);
  });

  it("does not apply a fraction to a whole-number field, nor a value below its range, and keeps the changes beside them", async () => {
    const actor = await owned(spec);
    await actor.createEmbeddedDocuments("ActiveEffect", [
      {
        name: "Odd",
        changes: [
          { key: spec.key, mode: 1, value: "1.15" },
          { key: spec.key, mode: 2, value: "1" },
          { key: spec.key, mode: 5, value: "-1000" },
        ],
      },
    ]);
    // In core's order (multiply, add, override): ×1.15 is refused, +1 lands, −1000 is refused.
    expect(read(actor, spec.key)).toBe(spec.start + 1);
    expect(notices()).toHaveLength(2);
  });

  it("does not apply a change to a path the model does not hold, nor to the whole of its data", async () => {
    const actor = await owned(spec);
    await actor.createEmbeddedDocuments("ActiveEffect", [
      {
        name: "Forged",
        changes: [
          { key: "system.forged", mode: 5, value: "1e300" },
          { key: "system", mode: 5, value: "{}" },
        ],
      },
    ]);
    expect(read(actor, "system.forged")).toBeUndefined();
    expect(read(actor, spec.key)).toBe(spec.start);
    expect(notices()).toHaveLength(2);
  });
});

describe("an effect's change outside the actor's data", () => {
  it("is core's to apply as before (no rule reads it)", async () => {
    await bootSystem();
    const actor = (await ActorDouble.create({ ...INO_SOURCE })) as unknown as EffectHolder & { flags?: Record<string, unknown> };
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Note", changes: [{ key: "flags.world.note", mode: 5, value: "ready" }] }]);
    expect(read(actor, "flags.world.note")).toBe("ready");
    expect(notices()).toEqual([]);
  });
});
