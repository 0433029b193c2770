import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { REPO } from "../harness/handlebars";
import { DIST, builtManifest } from "./dist";

const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { version: string; foundry: { manifest: string; download: string } };

describe("the built system.json", () => {
  const manifest = builtManifest();

  it("is the shinobi system for Foundry v13", () => {
    expect(manifest.id).toBe("shinobi");
    expect(manifest.compatibility).toEqual({ minimum: "13", verified: "13.345" });
  });

  it("takes its version and release URLs from package.json", () => {
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.manifest).toBe(pkg.foundry.manifest.replaceAll("{version}", pkg.version));
    expect(manifest.download).toBe(pkg.foundry.download.replaceAll("{version}", pkg.version));
    expect(manifest.download).toContain(pkg.version);
  });

  it("points only at files that exist in the build", () => {
    const paths = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path), ...manifest.packs.map((p) => p.path)];
    const missing = paths.filter((p) => !existsSync(join(DIST, p)));
    expect(missing).toEqual([]);
    expect(paths.length).toBeGreaterThan(4);
  });

  it("ships each bundle whole: no shared chunks that only one entry would load", () => {
    const scripts = readdirSync(DIST).filter((f) => /\.(m?js)$/.test(f));
    expect(scripts.sort()).toEqual(["shinobi-quench.mjs", "shinobi.mjs"]);
    // The Quench batches reach the system through game.shinobi, never by importing its source.
    expect(readFileSync(join(DIST, "shinobi-quench.mjs"), "utf8")).not.toMatch(/^import .* from "\.\//m);
  });

  it("ships a source map beside each bundle", () => {
    for (const module of manifest.esmodules) {
      expect(existsSync(join(DIST, `${module}.map`))).toBe(true);
      expect(readFileSync(join(DIST, module), "utf8")).toContain(`sourceMappingURL=${module.split("/").pop()}.map`);
    }
  });

  it("files every pack in its ruleset's folder under the system's folder, and marks its ruleset", () => {
    type Folder = { name: string; packs: string[]; folders?: Folder[] };
    const within = (f: Folder): string[] => [...f.packs, ...(f.folders ?? []).flatMap(within)];
    const folderOf: Record<string, string> = { ic: "Initiative Count", rollkeep: "Roll and Keep", degrees: "Degrees" };
    const folders = (manifest.packFolders as Folder[])[0]?.folders ?? [];
    for (const pack of manifest.packs as { name: string; flags?: { shinobi?: { ruleset?: string } } }[]) {
      const ruleset = pack.flags?.shinobi?.ruleset ?? "";
      expect(Object.keys(folderOf), pack.name).toContain(ruleset);
      const folder = folders.find((f) => f.name === folderOf[ruleset]);
      expect(folder && within(folder), pack.name).toContain(pack.name);
    }
    expect(folders.map((f) => f.name).sort()).toEqual(Object.values(folderOf).sort());
  });

  it("declares the actor, item, combat and combatant types", () => {
    expect(Object.keys(manifest.documentTypes.Actor ?? {})).toEqual(["character", "npc", "rkSamurai", "rkNpc", "dgCharacter", "dgNpc"]);
    expect(Object.keys(manifest.documentTypes.Item ?? {})).toEqual(["technique", "weapon", "equipment", "ability", "wound", "status", "rkWeapon", "rkArmor", "rkTechnique", "dgWeapon", "dgTechnique", "dgArmour", "dgObject"]);
    expect(manifest.documentTypes.Combat).toHaveProperty("ic");
    expect(manifest.documentTypes.Combatant).toHaveProperty("ic");
  });

  it("zips the same files for release, with system.json at the root", () => {
    const zip = unzipSync(new Uint8Array(readFileSync(join(REPO, "dist", "shinobi.zip"))));
    const zipped = JSON.parse(new TextDecoder().decode(zip["system.json"])) as { version: string };
    expect(zipped.version).toBe(pkg.version);
    for (const module of manifest.esmodules) expect(zip[module]?.byteLength).toBe(statSync(join(DIST, module)).size);
  });
});
