import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addStatus } from "./apply";
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
