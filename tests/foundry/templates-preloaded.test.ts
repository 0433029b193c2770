import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { bootSystem, preloaded } from "../harness";

const TEMPLATES = join(import.meta.dirname, "..", "..", "templates");

function hbsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? hbsFiles(full) : name.endsWith(".hbs") ? [relative(TEMPLATES, full)] : [];
  });
}

describe("templates at init", () => {
  it("asks core to compile every system template once, so the first sheet or card opened waits for none", async () => {
    await bootSystem();
    const expected = hbsFiles(TEMPLATES).map((path) => `systems/shinobi/templates/${path.split("\\").join("/")}`);
    expect(expected.length).toBeGreaterThan(15);
    expect([...preloaded].sort()).toEqual(expected.sort());
  });
});
