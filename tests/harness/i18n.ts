import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "./repo";
import { getProperty } from "./utils";

const readLang = (code: string) => JSON.parse(readFileSync(join(REPO, "lang", `${code}.json`), "utf8")) as Record<string, unknown>;
const LANG = readLang("en");
/** The language strings are looked up in; English fills what it lacks, as Foundry does. */
let active = LANG;

/** Keys looked up during this run, so a test can see which ones rendering actually used. */
export const lookedUp = new Set<string>();

/** Like Foundry's: the translation, or the key itself when missing. */
export function localize(key: string): string {
  lookedUp.add(key);
  const value = getProperty(active, key) ?? getProperty(LANG, key);
  return typeof value === "string" ? value : key;
}

export function has(key: string): boolean {
  return typeof (getProperty(active, key) ?? getProperty(LANG, key)) === "string";
}

export function format(key: string, data: Record<string, unknown> = {}): string {
  return localize(key).replace(/\{(\w+)\}/g, (_m, name: string) => String(data[name] ?? `{${name}}`));
}

export const i18nDouble = { lang: "en", localize, format, has, translations: LANG };

/** Plays the world in another of the system's languages (`lang/<code>.json`) until the next call; "en" goes back. */
export function useLanguage(code: string): void {
  active = code === "en" ? LANG : readLang(code);
  i18nDouble.lang = code;
  i18nDouble.translations = active;
}
