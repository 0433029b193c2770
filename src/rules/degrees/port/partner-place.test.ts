import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../registry";

const { partnerPlace, makesPartnerChain } = RULESET_EXTRAS.degrees;

describe("a partner's place in the fight (M84, M86)", () => {
  it("stands on its owner's side, in no initiative group of its own", () => {
    expect(partnerPlace({ side: "friendly" })).toEqual({ side: "friendly", group: null });
  });

  it("refuses a chain: an owner that is someone's partner, or a partner that has partners", () => {
    const links = [{ id: "kiba" }, { id: "hound", partnerOf: "kiba" }, { id: "bandit" }];
    expect(makesPartnerChain({ id: "bandit" }, { id: "hound", partnerOf: "kiba" }, links)).toBe(true);
    expect(makesPartnerChain({ id: "kiba" }, { id: "bandit" }, links)).toBe(true);
    expect(makesPartnerChain({ id: "bandit" }, { id: "kiba" }, links)).toBe(false);
    // The hound linked again to its own owner is no chain.
    expect(makesPartnerChain({ id: "hound", partnerOf: "kiba" }, { id: "kiba" }, links)).toBe(false);
  });

  it("never lets a set of links with no chain gain one: any link it allows leaves every owner no one's partner", () => {
    const ids = ["a", "b", "c", "d"];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...ids)), { maxLength: 8 }), (asked) => {
        const owners = new Map<string, string>();
        const links = () => ids.map((id) => ({ id, partnerOf: owners.get(id) }));
        for (const [partner, owner] of asked) {
          if (partner === owner) continue;
          const all = links();
          if (!makesPartnerChain(all.find((l) => l.id === partner)!, all.find((l) => l.id === owner)!, all)) owners.set(partner, owner);
        }
        for (const owner of owners.values()) expect(owners.has(owner)).toBe(false);
      }),
    );
  });
});
