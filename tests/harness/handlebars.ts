import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { format, localize } from "./i18n";
import { REPO } from "./repo";

export { REPO };
const CORE_TEMPLATES = join(REPO, "tests", "harness", "core-templates");

/** Maps a Foundry template path to the file that backs it here: ours, or the harness's stand-ins for core's. */
export function templateFile(path: string): string {
  const ours = "systems/shinobi/templates/";
  if (path.startsWith(ours)) return join(REPO, "templates", path.slice(ours.length));
  if (path.startsWith("templates/")) return join(CORE_TEMPLATES, path.slice("templates/".length));
  throw new Error(`Template path ${path} is neither the system's nor core's`);
}

type Choices = Record<string, string> | string[];

/** A fresh Handlebars environment with test implementations of the helpers Foundry registers. */
export function createHandlebars(): typeof Handlebars {
  const hbs = Handlebars.create();
  // Core's helper formats the string with the helper's named arguments when it is given any.
  hbs.registerHelper("localize", (key: string, options?: Handlebars.HelperOptions) => {
    const data = (options?.hash ?? {}) as Record<string, string>;
    return Object.keys(data).length > 0 ? format(key, data) : localize(key);
  });
  hbs.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hbs.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hbs.registerHelper("selectOptions", (choices: Choices, options: Handlebars.HelperOptions) => {
    const { selected, localize: doLocalize } = options.hash as { selected?: string; localize?: boolean };
    const entries: [string, string][] = Array.isArray(choices) ? choices.map((c) => [c, c]) : Object.entries(choices);
    const html = entries
      .map(([value, label]) => {
        const text = doLocalize ? localize(label) : label;
        const attr = value === selected ? " selected" : "";
        return `<option value="${hbs.escapeExpression(value)}"${attr}>${hbs.escapeExpression(text)}</option>`;
      })
      .join("");
    return new hbs.SafeString(html);
  });
  // Foundry renders HTML fields as a <prose-mirror> editor holding the enriched content.
  hbs.registerHelper("formInput", (_field: unknown, options: Handlebars.HelperOptions) => {
    const { name, enriched, value } = options.hash as { name: string; enriched?: string; value?: string };
    return new hbs.SafeString(`<prose-mirror name="${hbs.escapeExpression(name)}" toggled>${enriched ?? value ?? ""}</prose-mirror>`);
  });
  for (const file of allTemplates()) {
    const partialName = `systems/shinobi/templates/${file.slice(join(REPO, "templates").length + 1)}`;
    hbs.registerPartial(partialName, readFileSync(file, "utf8"));
  }
  return hbs;
}

/** Every .hbs file the system ships. */
export function allTemplates(dir = join(REPO, "templates")): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? allTemplates(full) : full.endsWith(".hbs") ? [full] : [];
  });
}

const RUNTIME = { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true };

/** The installed harness's Handlebars environment and the templates compiled in it, as core keeps them once loaded. */
let environment: { hbs: typeof Handlebars; compiled: Map<string, Handlebars.TemplateDelegate> } | null = null;

/** Forgets the environment and every compiled template (a fresh harness starts without them). */
export function resetTemplates(): void {
  environment = null;
}

/** Core's getTemplate: a template is read and compiled once, then reused by every render. */
export function getTemplate(path: string): Handlebars.TemplateDelegate {
  environment ??= { hbs: createHandlebars(), compiled: new Map() };
  let template = environment.compiled.get(path);
  if (!template) {
    template = environment.hbs.compile(readFileSync(templateFile(path), "utf8"), { strict: false });
    environment.compiled.set(path, template);
  }
  return template;
}

export function renderTemplate(path: string, context: object): string {
  return getTemplate(path)(context, RUNTIME);
}
