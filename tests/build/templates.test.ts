import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { REPO, allTemplates } from "../harness/handlebars";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.ts$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Template paths the code names: templatePath("x.hbs") calls and full system paths in code or templates. */
function referencedTemplates(): { path: string; from: string }[] {
  const refs: { path: string; from: string }[] = [];
  const files = [...sourceFiles(join(REPO, "src")), ...allTemplates()];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/templatePath\(\s*["'`]([^"'`$]+)["'`]\s*\)/g)) refs.push({ path: m[1]!, from: relative(REPO, file) });
    for (const m of text.matchAll(/systems\/shinobi\/templates\/([\w/.-]+\.hbs)/g)) refs.push({ path: m[1]!, from: relative(REPO, file) });
  }
  return refs;
}

/** Where an item type's details template lives: IC's under item/, another ruleset's under its own folder (roll-and-keep's types start with `rk`). */
const detailsTemplate = (type: string) => (type.startsWith("rk") ? join("rollkeep", "item", `${type}.hbs`) : join("item", `${type}.hbs`));

/** Item types whose ruleset has data models but no sheets yet (docs/rules-degrees.md, "Documents"); a type leaves the list with its template. */
const NO_SHEET_YET: ReadonlySet<string> = new Set(["dgWeapon", "dgTechnique", "dgArmour", "dgObject"]);

describe("templates", () => {
  it("every template the code references exists", () => {
    const refs = referencedTemplates();
    expect(refs.length).toBeGreaterThan(5);
    const missing = refs.filter((r) => !existsSync(join(REPO, "templates", r.path)));
    expect(missing).toEqual([]);
  });

  it("every item type has its details template", () => {
    const manifest = JSON.parse(readFileSync(join(REPO, "system.json"), "utf8")) as { documentTypes: { Item: Record<string, unknown> } };
    for (const type of Object.keys(manifest.documentTypes.Item)) expect(existsSync(join(REPO, "templates", detailsTemplate(type))), type).toBe(!NO_SHEET_YET.has(type));
  });

  it.each(allTemplates().map((f) => [relative(REPO, f), f]))("%s compiles", (_name, file) => {
    expect(() => Handlebars.precompile(readFileSync(file, "utf8"))).not.toThrow();
  });
});
