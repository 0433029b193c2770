import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { launchChromium } from "./chromium";
import { findChromium, REAL_LOOKUPS, SYSTEM_PATHS, unpackPackaged, type ChromiumLookups } from "./find-chromium";

const PACKAGED = "/tmp/shinobi-chromium-test/chromium";

/** A machine with these executables and this environment; the packaged unpack is a spy. */
function machine(executables: string[], env: Record<string, string> = {}) {
  const unpackPackaged = vi.fn(async () => PACKAGED);
  const look: ChromiumLookups = { env, isExecutable: (path) => executables.includes(path), unpackPackaged };
  return { look, unpackPackaged };
}

describe("finding a Chromium", () => {
  it("takes CHROMIUM_PATH first, even over a system Chromium", async () => {
    const { look, unpackPackaged } = machine(["/opt/chrome/chrome", "/usr/bin/chromium"], { CHROMIUM_PATH: "/opt/chrome/chrome" });
    expect(await findChromium(look)).toEqual({ path: "/opt/chrome/chrome", source: "CHROMIUM_PATH" });
    expect(unpackPackaged).not.toHaveBeenCalled();
  });

  it("refuses a CHROMIUM_PATH with nothing there, naming the variable, rather than falling back", async () => {
    const { look, unpackPackaged } = machine(["/usr/bin/chromium"], { CHROMIUM_PATH: "/opt/missing/chrome" });
    await expect(findChromium(look)).rejects.toThrow(/CHROMIUM_PATH is set to \/opt\/missing\/chrome/);
    expect(unpackPackaged).not.toHaveBeenCalled();
  });

  it("treats an empty CHROMIUM_PATH as unset", async () => {
    const { look } = machine(["/usr/bin/chromium"], { CHROMIUM_PATH: "" });
    expect(await findChromium(look)).toEqual({ path: "/usr/bin/chromium", source: "system" });
  });

  it("tries the system paths in order: chromium, chromium-browser, google-chrome, google-chrome-stable", async () => {
    for (const [index, path] of SYSTEM_PATHS.entries()) {
      const { look } = machine(SYSTEM_PATHS.slice(index));
      expect(await findChromium(look)).toEqual({ path, source: "system" });
    }
  });

  it("looks the same names up on the PATH, directory by directory, after the system paths", async () => {
    const env = { PATH: "/usr/local/bin:/opt/bin" };
    expect((await findChromium(machine(["/opt/bin/chromium", "/usr/local/bin/google-chrome"], env).look)).path).toBe("/usr/local/bin/google-chrome");
    expect((await findChromium(machine(["/opt/bin/chromium", "/usr/bin/google-chrome-stable"], env).look)).path).toBe("/usr/bin/google-chrome-stable");
  });

  it("unpacks the packaged Chromium when the machine has none", async () => {
    const { look, unpackPackaged } = machine([], { PATH: "/usr/local/bin:/usr/bin" });
    expect(await findChromium(look)).toEqual({ path: PACKAGED, source: "packaged" });
    expect(unpackPackaged).toHaveBeenCalledOnce();
  });

  it("skips the system browsers for CHROMIUM_PACKAGED=1, but still honours CHROMIUM_PATH", async () => {
    expect(await findChromium(machine(["/usr/bin/chromium"], { CHROMIUM_PACKAGED: "1" }).look)).toEqual({ path: PACKAGED, source: "packaged" });
    expect((await findChromium(machine(["/usr/bin/chromium"], { CHROMIUM_PACKAGED: "1", CHROMIUM_PATH: "/usr/bin/chromium" }).look)).source).toBe("CHROMIUM_PATH");
  });
});

describe("the packaged Chromium", () => {
  it("launches and renders a page when the machine has no Chromium of its own", { timeout: 120_000 }, async () => {
    const browser = await launchChromium({ ...REAL_LOOKUPS, env: {}, isExecutable: () => false });
    try {
      const page = await browser.newPage();
      await page.setContent("<main><h1>Shinobi</h1><p>Initiative Count 17</p></main>");
      expect(await page.textContent("h1")).toBe("Shinobi");
      expect((await page.locator("p").boundingBox())!.width).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });

  it("is unpacked whole by one of two callers racing for it, with no half-unpacked folder left", { timeout: 120_000 }, async () => {
    const tmp = mkdtempSync(join(tmpdir(), "shinobi-unpack-race-"));
    try {
      const [first, second] = await Promise.all([unpackPackaged(tmp), unpackPackaged(tmp)]);
      expect(second).toBe(first);
      expect(readdirSync(tmp)).toEqual([first.split("/").at(-2)]);
      expect(REAL_LOOKUPS.isExecutable(first)).toBe(true);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
