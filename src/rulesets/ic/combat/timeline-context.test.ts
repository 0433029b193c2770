import { describe, expect, it } from "vitest";
import { RULESETS } from "../../../rules/registry";
import { readState } from "../state";
import { timelineSlots, type TimelineCombatant } from "./timeline-context";

const base = (extra: Partial<TimelineCombatant>): TimelineCombatant => ({
  id: "a",
  name: "A",
  img: "",
  ic: null,
  ap: 0,
  due: [],
  variable: { action: "", untilIc: null },
  delayed: { action: "", resolvesOn: null },
  ...extra,
});

// A Bleed applied on IC 0 ticks every 5 IC: the port's schedule, as the tracker reads it from
// an actor's stored data (read the way the tracker reads it, not built from engine internals).
const pool = (n: number) => ({ value: n, max: n });
const { state: bleeding } = readState({
  id: "ino",
  uuid: "Actor.ino",
  isToken: false,
  name: "Ino",
  system: {
    stats: { str: 10, dex: 10, agi: 10, res: 10, cha: 10 },
    xp: 0,
    skills: {},
    vitality: pool(100),
    hp: pool(50),
    willpower: pool(1),
    fatigue: { level: 0, staminaPenalty: 0, chakraPenalty: 0 },
    upkeep: 0,
  },
  items: [],
  effects: [{ id: "e1", name: "Bleed", type: "status", system: { kind: "bleed", severity: 2, source: "k", appliedIc: 0, duration: null, ongoing: false, woken: false, releasedIc: null } }],
  update: async () => undefined,
  createEmbeddedDocuments: async () => undefined,
  updateEmbeddedDocuments: async () => undefined,
  deleteEmbeddedDocuments: async () => undefined,
});

describe("timelineSlots", () => {
  it("groups everyone on the same IC and marks status ticks and delayed actions", () => {
    const slots = timelineSlots(4, [
      base({ id: "ino", name: "Ino", ic: 8, due: RULESETS.ic.upcoming(bleeding, 4, 64) }),
      base({ id: "shika", name: "Shikamaru", ic: 8, delayed: { action: "Shadow bind", resolvesOn: 6 } }),
      base({ id: "choji", name: "Choji", ic: 12 }),
    ]);
    expect(slots[0]).toMatchObject({ ic: 4, current: true });
    expect(slots.find((s) => s.ic === 8)?.combatants.map((c) => c.id)).toEqual(["ino", "shika"]);
    expect(slots.find((s) => s.ic === 6)?.markers).toEqual([{ kind: "delayed", label: "Shadow bind", who: "Shikamaru" }]);
    expect(slots.filter((s) => s.markers.some((m) => m.kind === "status")).map((s) => s.ic)).toEqual([5, 10, 15]);
    expect(slots.at(-1)?.ic).toBe(17);
  });

  it("offers the turn button only to an owned combatant the port says acts now", () => {
    const slots = timelineSlots(4, [
      base({ id: "ino", ic: 4, owned: true, acting: true }),
      base({ id: "fallen", ic: 4, owned: true, acting: false }),
      base({ id: "theirs", ic: 4, owned: false, acting: true }),
    ]);
    expect(slots[0]?.combatants.map((c) => [c.id, c.canAct])).toEqual([["ino", true], ["fallen", false], ["theirs", false]]);
  });

  it("offers the interrupt button only to an owned combatant off the current IC that the port says may act, once something is declared", () => {
    const later = [base({ id: "ready", ic: 9, owned: true, able: true }), base({ id: "down", ic: 9, owned: true, able: false }), base({ id: "theirs", ic: 9, owned: false, able: true }), base({ id: "now", ic: 4, owned: true, able: true })];
    const offered = (declared: boolean) => timelineSlots(4, later, declared).flatMap((s) => s.combatants.filter((c) => c.canInterrupt).map((c) => c.id));
    expect(offered(true)).toEqual(["ready"]);
    expect(offered(false)).toEqual([]);
  });

  it("never draws more than 60 slots", () => {
    expect(timelineSlots(0, [base({ ic: 500 })])).toHaveLength(60);
  });
});
