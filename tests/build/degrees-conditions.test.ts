import { describe, expect, it } from "vitest";
import { CONDITION_IDS, DEFAULT_DEGREES_OPTIONS, SEVERITY_CHAINS, conditionDefinitions, type ConditionId } from "../../src/rules/degrees";
import { plainText } from "./degrees-pack-sources";
import { englishStrings, packDocuments, systemFlag, type PackDocument } from "./pack-sources";

/*
 * The degrees conditions as journal entries: one entry for each of the text's 27 (M130, Defenseless
 * and Paralyzed sharing one as the text has them), one for the states it names without defining
 * (M131), and one for the general rules (M128, M129, M3). Each page says what its condition does,
 * what it brings with it and what it worsens into, as the engine's definitions have them.
 */

const journals = packDocuments("degrees-conditions");
const pages = journals.flatMap((j) => j.pages ?? []);
const pageOf = (id: ConditionId) => pages.find((p) => systemFlag(p, "condition") === id)!;
const content = (p: PackDocument & { text: { content: string } }) => p.text.content;
const LABELS = englishStrings(["SHINOBI", "Degrees", "Condition"]);
const definitions = conditionDefinitions(DEFAULT_DEGREES_OPTIONS);

/** The labels a page lists after a bold heading ("Implies:"), in order. */
function listed(page: PackDocument & { text: { content: string } }, heading: string): string[] {
  const found = new RegExp(`<strong>${heading}:</strong> ([^<]*)\\.</p>`).exec(content(page));
  return found ? found[1]!.split(", ") : [];
}

describe("the degrees conditions pack", () => {
  it("lists the text's 27 conditions in its order, the undefined states, and the general rules", () => {
    expect(journals.map((j) => systemFlag<number>(j, "listed")).filter(Boolean).sort((a, b) => a - b)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(journals.filter((j) => systemFlag(j, "undefined"))).toHaveLength(1);
    expect(journals.filter((j) => systemFlag(j, "rules"))).toHaveLength(1);
  });

  it("gives every condition the engine knows exactly one page", () => {
    expect(pages.map((p) => systemFlag<string>(p, "condition")).filter(Boolean).sort()).toEqual([...CONDITION_IDS].sort());
  });

  it.each(CONDITION_IDS.map((id) => [id] as const))("%s names what it implies, what it worsens into and how it ends", (id) => {
    const page = pageOf(id);
    expect(page.name).toBe(LABELS[id]);
    expect(listed(page, "Implies"), "implies").toEqual(definitions[id].implies.map((i) => LABELS[i]));
    // The condition one step worse in its severity chain (M129), if any.
    const next = SEVERITY_CHAINS.flatMap((c) => (c.includes(id) ? [c[c.indexOf(id) + 1]] : [])).find((n) => n !== undefined);
    expect(listed(page, "Worse"), "worse").toEqual(next ? [LABELS[next]] : []);
    expect(content(page)).toContain("<strong>Ends:</strong>");
  });

  it.each(CONDITION_IDS.map((id) => [id] as const))("%s states the engine's penalties with their numbers", (id) => {
    const text = plainText(content(pageOf(id)));
    for (const { value } of definitions[id].penalties) expect(text, `${id}: ${value}`).toContain(value < 0 ? `−${-value}` : `+${value}`);
  });

  it("counts durations in the affected character's own turns (M3)", () => {
    const rules = plainText(content(journals.find((j) => systemFlag(j, "rules"))!.pages![0]!));
    expect(rules).toContain("counts the turns of the character who has it");
    expect(rules).toContain(`never to more than −${DEFAULT_DEGREES_OPTIONS.penaltyCap} on one check`);
  });
});
