import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { bootSystem, preloaded } from "../harness";
import { bootDegreesAttackWorld } from "../fixtures/degrees-attack";

const TEMPLATES = join(import.meta.dirname, "..", "..", "templates");

function hbsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? hbsFiles(full) : name.endsWith(".hbs") ? [relative(TEMPLATES, full)] : [];
  });
}

describe("templates at init", () => {
  it("asks core to compile each template a world's ruleset uses once, so the first sheet or card opened waits for none", async () => {
    const expected = hbsFiles(TEMPLATES).map((path) => `systems/shinobi/templates/${path.split("\\").join("/")}`);
    expect(expected.length).toBeGreaterThan(15);
    const seen = new Set<string>();
    // Until the degrees pieces are merged, a degrees world is the attack card's test world.
    await bootDegreesAttackWorld();
    for (const ruleset of ["ic", "rollkeep", "degrees"]) {
      await bootSystem({ ruleset });
      expect(new Set(preloaded).size, ruleset).toBe(preloaded.length);
      // A world compiles the shared templates and its own ruleset's, never another's.
      expect(preloaded.filter((path) => path.includes("/rollkeep/")).length > 0, ruleset).toBe(ruleset === "rollkeep");
      expect(preloaded.filter((path) => path.includes("/degrees/")).length > 0, ruleset).toBe(ruleset === "degrees");
      for (const path of preloaded) seen.add(path);
    }
    expect([...seen].sort()).toEqual(expected.sort());
  });
});
