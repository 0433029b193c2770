import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { RULESET_EXTRAS } from "../../registry";
import { fighter, O, rules } from "./test-fighters";

const extras = RULESET_EXTRAS.degrees;
const plain = (f: ReturnType<typeof fighter>, key: string) => rules.checks(f, O).find((c) => c.key === key)!.bonus;

describe("checks through a sense (M130 9, 26)", () => {
  it("name Notice's senses as sight and hearing, Search's as sight, and none for the rest", () => {
    expect(extras.checkSenses("notice")).toEqual(["sight", "hearing"]);
    expect(extras.checkSenses("search")).toEqual(["sight"]);
    expect(extras.checkSenses("stealth")).toEqual([]);
    expect(extras.checkSenses("toString")).toEqual([]);
  });

  it("refuse sight to a Blind roller and hearing to a Deafened one, each keeping the other sense", () => {
    const blind = fighter("a", null, { conditions: [{ id: "blind" }] });
    expect(refusalOf(() => extras.senseCheck(blind, "notice", "sight", O)).code).toBe("degrees.cannotSee");
    expect(refusalOf(() => extras.senseCheck(blind, "search", "sight", O)).code).toBe("degrees.cannotSee");
    expect(extras.senseCheck(blind, "notice", "hearing", O)?.bonus).toBe(plain(blind, "notice"));
    const deaf = fighter("a", null, { conditions: [{ id: "deafened" }] });
    expect(refusalOf(() => extras.senseCheck(deaf, "notice", "hearing", O)).code).toBe("degrees.cannotHear");
    expect(extras.senseCheck(deaf, "notice", "sight", O)?.bonus).toBe(plain(deaf, "notice"));
  });

  it("put Blinded's penalty on Notice by sight only, not by hearing (M130 23)", () => {
    const blinded = fighter("a", null, { conditions: [{ id: "blinded" }] });
    const hearing = extras.senseCheck(blinded, "notice", "hearing", O)!.bonus;
    expect(extras.senseCheck(blinded, "notice", "sight", O)!.bonus).toBe(hearing - O.blindedPenalty);
    expect(hearing).toBe(plain(fighter("a", null), "notice"));
  });

  it("refuse a sense a check does not use, and a sense check with none named; a check needing none rolls as the sheet lists it", () => {
    const f = fighter("a", null);
    expect(refusalOf(() => extras.senseCheck(f, "search", "hearing", O))).toMatchObject({ code: "degrees.noSuchSense", data: { check: "search", sense: "hearing" } });
    expect(refusalOf(() => extras.senseCheck(f, "stealth", "sight", O)).code).toBe("degrees.noSuchSense");
    expect(refusalOf(() => extras.senseCheck(f, "notice", null, O))).toMatchObject({ code: "degrees.senseNeeded", data: { check: "notice" } });
    expect(extras.senseCheck(f, "stealth", null, O)?.bonus).toBe(plain(f, "stealth"));
    expect(extras.senseCheck(f, "nothing", null, O)).toBeNull();
  });
});
