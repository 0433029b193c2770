import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { effectiveSeverity, statusEffects } from "./modifiers";
import { STATUS_KINDS, type StatusInstance } from "./types";

/**
 * The stacking rules as they read before statusEffects folded a list in one pass (issue 14): the
 * strongest of a kind, Immobility and Visibility capped at 10 afterwards, Suffocation summed.
 * Kept here as the oracle both the one pass and effectiveSeverity must agree with.
 */
function severityAsWritten(statuses: readonly StatusInstance[], kind: StatusInstance["kind"]): number {
  const same = statuses.filter((s) => s.kind === kind).map((s) => s.severity);
  if (kind === "suffocation") return same.reduce((sum, v) => sum + v, 0);
  const strongest = Math.max(0, ...same);
  return kind === "immobility" || kind === "visibility" ? Math.min(10, strongest) : strongest;
}

const statusArb = fc.record({
  kind: fc.constantFrom(...STATUS_KINDS),
  severity: fc.integer({ min: 0, max: 20 }),
  source: fc.constantFrom("a", "b"),
  appliedIc: fc.integer({ min: 0, max: 50 }),
  duration: fc.constant(null),
});

describe("statusEffects", () => {
  it("gives, kind by kind, what each kind's stacking rule gives the list", () => {
    fc.assert(
      fc.property(fc.array(statusArb, { maxLength: 8 }), (statuses) => {
        for (const kind of STATUS_KINDS) expect(effectiveSeverity(statuses, kind)).toBe(severityAsWritten(statuses, kind));
        const effects = statusEffects(statuses);
        expect(effects).toEqual({
          bleed: severityAsWritten(statuses, "bleed"),
          burn: severityAsWritten(statuses, "burn"),
          ignite: severityAsWritten(statuses, "ignite"),
          immobility: severityAsWritten(statuses, "immobility"),
          visibility: severityAsWritten(statuses, "visibility"),
          suffocation: severityAsWritten(statuses, "suffocation"),
          sleep: statuses.some((s) => s.kind === "sleep"),
        });
      }),
    );
  });
});
