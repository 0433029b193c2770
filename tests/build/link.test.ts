import { mkdtempSync, mkdirSync, readlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIST } from "../../scripts/build-steps";
import { linkSystem } from "../../scripts/link";

describe("npm run link", () => {
  it("refuses a folder that is not Foundry user data, saying why", () => {
    const notFoundry = mkdtempSync(join(tmpdir(), "not-foundry-"));
    expect(() => linkSystem(notFoundry)).toThrow(/not a Foundry user data folder/);
    expect(() => linkSystem(undefined)).toThrow(/Usage: npm run link/);
  });

  it("links dist/shinobi into Data/systems/shinobi, replacing an earlier link", () => {
    const userData = mkdtempSync(join(tmpdir(), "foundry-data-"));
    mkdirSync(join(userData, "Data"));
    const target = linkSystem(userData);
    expect(target).toBe(join(userData, "Data", "systems", "shinobi"));
    expect(readlinkSync(target)).toBe(DIST);
    expect(linkSystem(userData)).toBe(target);
  });

  it("will not replace a real folder already installed there", () => {
    const userData = mkdtempSync(join(tmpdir(), "foundry-data-"));
    mkdirSync(join(userData, "Data", "systems", "shinobi"), { recursive: true });
    writeFileSync(join(userData, "Data", "systems", "shinobi", "system.json"), "{}");
    expect(() => linkSystem(userData)).toThrow(/is not a link/);
  });
});
