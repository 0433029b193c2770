import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_IC_OPTIONS, WOUND_SEVERITIES } from "../options";
import { DAMAGE_TYPES, DEFAULT_LOCATION_TABLE, placeWound } from "../wounds";
import { addStatus, resistingSkill } from "./apply";
import { STATUS_KINDS, type StatusInstance } from "./types";

/**
 * The stacking rules as they read before addStatus walked its list by index (issue 14): two
 * filters, then the kind's rule. Kept here as the oracle the faster walk must agree with.
 */
function stackedAsWritten(statuses: readonly StatusInstance[], incoming: StatusInstance): StatusInstance[] {
  const longer = (a: StatusInstance, b: StatusInstance) => (a.duration ?? Infinity) >= (b.duration ?? Infinity);
  const others = statuses.filter((s) => s.kind !== incoming.kind);
  const same = statuses.filter((s) => s.kind === incoming.kind);
  switch (incoming.kind) {
    case "bleed": {
      const existing = same.find((s) => s.source === incoming.source);
      if (!existing) return [...statuses, incoming];
      if (existing.severity >= incoming.severity) return [...statuses];
      return statuses.map((s) => (s === existing ? incoming : s));
    }
    case "poison": {
      const existing = same.find((s) => s.source === incoming.source);
      if (!existing) return [...statuses, incoming];
      return statuses.map((s) => (s === existing ? { ...existing, appliedIc: incoming.appliedIc, duration: incoming.duration } : s));
    }
    case "ignite":
    case "paralysis":
    case "shock":
    case "sleep": {
      const current = same[0];
      if (!current) return [...others, incoming];
      const wins = !!current.woken || incoming.severity > current.severity || (incoming.severity === current.severity && longer(incoming, current));
      return wins ? [...others, incoming] : [...statuses];
    }
    default:
      return [...statuses, incoming];
  }
}

const aStatus = fc.record({
  kind: fc.constantFrom(...STATUS_KINDS.filter((k) => k !== "stun")),
  severity: fc.integer({ min: 0, max: 6 }),
  source: fc.constantFrom("sword", "kunai", "viper"),
  appliedIc: fc.integer({ min: 0, max: 40 }),
  duration: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  woken: fc.option(fc.boolean(), { nil: undefined }),
}).map((s): StatusInstance => {
  const { woken, ...rest } = s;
  return woken === undefined ? rest : { ...rest, woken };
});

describe("addStatus", () => {
  it("stacks every kind as its rule always has, on a new list, leaving the old one as it was", () => {
    fc.assert(
      fc.property(fc.array(aStatus, { maxLength: 6 }), aStatus, (list, incoming) => {
        const frozen = Object.freeze(list.slice());
        const added = addStatus(frozen, incoming);
        expect(added).toEqual(stackedAsWritten(list, incoming));
        expect(added).not.toBe(frozen);
        expect(frozen).toEqual(list);
      }),
    );
  });
});

describe("resistingSkill", () => {
  it("reads the skill each status roll names", () => {
    const skills = { chakraControl: 1, athletics: 2, toxicology: 3, stealth: 4, awareness: 5 };
    expect([resistingSkill(skills, "chakraControl"), resistingSkill(skills, "athletics"), resistingSkill(skills, "toxicology")]).toEqual([1, 2, 3]);
  });
});

describe("placeWound", () => {
  it("rolls on the GM's table for exactly its type and severity, and on the built-in d100 table otherwise", () => {
    for (const type of DAMAGE_TYPES) {
      for (const severity of WOUND_SEVERITIES) {
        const tables = { [type]: { [severity]: { die: 6, rows: [{ min: 1, max: 6, location: "ear", limb: false, effect: "Ringing" }] } } };
        const options = { ...DEFAULT_IC_OPTIONS, woundLocationTables: tables };
        for (const otherType of DAMAGE_TYPES) {
          for (const otherSeverity of WOUND_SEVERITIES) {
            const sides: number[] = [];
            const dice = { roll: (sidesRolled: number) => (sides.push(sidesRolled), 3) };
            const wound = placeWound({ severity: otherSeverity, type: otherType, pool: "hp" }, dice, options);
            const own = otherType === type && otherSeverity === severity;
            expect(sides).toEqual([own ? 6 : 100]);
            // A roll of 3 on the built-in table is the head, which has no side.
            expect(wound).toEqual(own ? { severity, type, pool: "hp", location: "ear", side: null, effect: "Ringing" } : { severity: otherSeverity, type: otherType, pool: "hp", location: DEFAULT_LOCATION_TABLE[0]?.location, side: null });
          }
        }
      }
    }
  });
});
