import { describe, expect, it } from "vitest";
import { BLIND_MOVE_TN, CONDITION_TERMS, DAZED_TN_DROP, RECOVERY_TN, type ConditionId, type WoundRankName } from "../../src/rules/rollkeep";
import { ROLLKEEP_STATUSES } from "../../src/rules/rollkeep/port/conditions";
import { rkFlag, rkPack, type RkSource } from "./rollkeep-pack-sources";

/*
 * The conditions pack is reference text, one journal entry per condition (§12) and per wound rank
 * that is a state of its own (CO11): each says what the condition does and how it ends in each
 * book, under that book's name for it.
 */

const entries = rkPack("rollkeep-conditions");
const content = (e: RkSource) => (e.pages ?? []).map((p) => p.text.content).join("");
const byCondition = (id: ConditionId) => entries.find((e) => rkFlag(e, "condition") === id)!;
/** The part of an entry under one book's heading. */
const section = (e: RkSource, book: "4e" | "House rules") => content(e).split(/<h2>/).find((s) => s.startsWith(`${book}</h2>`)) ?? "";

describe("the roll-and-keep conditions", () => {
  it("have an entry for every condition the engine knows and every status the port shows", () => {
    expect(entries.map((e) => rkFlag<string>(e, "condition")).filter(Boolean).sort()).toEqual(Object.keys(CONDITION_TERMS).sort());
    const covered = new Set(entries.flatMap((e) => [rkFlag<string>(e, "condition"), rkFlag<WoundRankName>(e, "woundRank")]));
    expect(ROLLKEEP_STATUSES.map((s) => s.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(entries.map((e) => [e.name, e] as const))("%s says what it does and how it ends in each book", (_name, entry) => {
    for (const book of ["4e", "House rules"] as const) {
      const text = section(entry, book);
      expect(text, `${entry.name}: ${book}`).not.toBe("");
      // A book that lacks the condition says so instead of giving an end.
      if (!/\bha(?:s|ve) no \w+ (?:rank|condition)/.test(text)) expect(text, `${entry.name}: ${book}`).toContain("<strong>Ends:</strong>");
    }
  });

  it.each(Object.entries(CONDITION_TERMS))("%s is named by each book's own term", (id, terms) => {
    const entry = byCondition(id as ConditionId);
    for (const term of Object.values(terms)) if (term) expect(entry.name.toLowerCase()).toContain(term);
  });

  it("give the engine's recovery and blind-move numbers", () => {
    const dazed = byCondition("dazed");
    expect(section(dazed, "4e")).toMatch(new RegExp(`TN ${RECOVERY_TN}\\b[^]*TN ${DAZED_TN_DROP["4e"]} lower`));
    expect(section(dazed, "House rules")).toMatch(new RegExp(`TN ${RECOVERY_TN}\\b[^]*TN is ${DAZED_TN_DROP.house} lower`));
    for (const book of ["4e", "House rules"] as const) expect(section(byCondition("stunned"), book)).toContain(`TN ${RECOVERY_TN}`);
    expect(section(byCondition("blinded"), "4e")).toContain(`TN ${BLIND_MOVE_TN["4e"]}`);
    expect(section(byCondition("blinded"), "House rules")).toContain(`TN ${BLIND_MOVE_TN.house}`);
  });
});
