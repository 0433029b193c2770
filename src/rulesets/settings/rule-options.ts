import { SYSTEM_ID } from "../../constants";
import { format, localize } from "../../i18n";
import { refusalProblemText } from "../../refusal-message";
import { isRuleRefusal } from "../../rules/ruleset";

/**
 * A ruleset's rule options as world settings, one each, for any ruleset with options (roll-and-keep's
 * `rk<Option>`, degrees' `dg<Option>`): registered at the port's defaults, checked by the port
 * before a value is written and again as they are read, and a stored value the rules refuse named
 * to the GM, never replaced by its default.
 */

/**
 * How one rule option is offered to the GM: a list of choices, a switch, a whole number in a range,
 * or whole numbers typed in one line (`4, 9, 12, 15`) for an option that is a list, or a record of
 * the named parts in order.
 */
export type OptionSetting =
  | { kind: "choice"; choices: readonly string[] }
  | { kind: "flag" }
  | { kind: "number"; min: number; max: number }
  | { kind: "numbers"; parts: readonly string[]; shape: "list" | "record" };

/** One rule option as a world setting: how it is offered, and whether the sheets' derived numbers follow it (a reload re-derives every actor). */
export interface OptionSettingEntry {
  setting: OptionSetting;
  derived: boolean;
}

export const choice = (choices: readonly string[], derived = false): OptionSettingEntry => ({ setting: { kind: "choice", choices }, derived });
export const flag = (derived = false): OptionSettingEntry => ({ setting: { kind: "flag" }, derived });
export const number = (min: number, max: number, derived = false): OptionSettingEntry => ({ setting: { kind: "number", min, max }, derived });
export const numbers = (parts: readonly string[], shape: "list" | "record", derived = false): OptionSettingEntry => ({ setting: { kind: "numbers", parts, shape }, derived });

/** A ruleset's options as settings: the key prefix, how each option is offered, and the port's defaults and check. */
export interface RuleOptionSettings<Options extends object> {
  /** What every key and label of the ruleset's settings starts with (`rk`, `dg`): settings are keyed per system. */
  prefix: string;
  entries: { readonly [K in keyof Options]: OptionSettingEntry };
  defaults: Options;
  resolve(partial: unknown): Options;
}

type OptionName<Options> = keyof Options & string;

/** The world setting's key of a rule option: `rkVariant`, `dgDcTie`… */
export function optionSettingKey(prefix: string, option: string): string {
  return `${prefix}${option.charAt(0).toUpperCase()}${option.slice(1)}`;
}

/** The i18n keys naming a rule option's setting, and each of its choices. */
export function optionSettingLabel(prefix: string, option: string, part: "name" | "hint"): string {
  return `SHINOBI.Setting.${prefix}.${option}.${part}`;
}
export function optionChoiceLabel(prefix: string, option: string, value: string): string {
  return `SHINOBI.Setting.${prefix}.${option}.${value}`;
}

/** A line of whole numbers as the setting stores it (`4, 9, 12, 15`), and back; text that is no number stays text for the port to refuse. */
function numbersText(value: unknown, setting: Extract<OptionSetting, { kind: "numbers" }>): string {
  const values = setting.shape === "list" && Array.isArray(value) ? value : setting.parts.map((part) => (value as Record<string, unknown>)[part]);
  return values.map(String).join(", ");
}
function numbersValue(text: unknown, setting: Extract<OptionSetting, { kind: "numbers" }>): unknown {
  if (typeof text !== "string") return text;
  const values = text.split(",").map((part) => (part.trim() === "" || Number.isNaN(Number(part)) ? part.trim() : Number(part)));
  return setting.shape === "list" ? values : Object.fromEntries(setting.parts.map((part, i) => [part, values[i]]));
}

/** The option's value a setting's stored value stands for (a line of numbers read as the list or record it is). */
function optionValue(setting: OptionSetting, stored: unknown): unknown {
  return setting.kind === "numbers" ? numbersValue(stored, setting) : stored;
}

/** What Foundry's settings form shows for one option: a select of its choices, a checkbox, a whole-number slider, or a line of text. */
function settingType(prefix: string, option: string, setting: OptionSetting) {
  switch (setting.kind) {
    case "choice":
      return { type: String, choices: Object.fromEntries(setting.choices.map((value) => [value, optionChoiceLabel(prefix, option, value)])) };
    case "flag":
      return { type: Boolean };
    case "number":
      return { type: Number, range: { min: setting.min, max: setting.max, step: 1 } };
    case "numbers":
      return { type: String };
  }
}

/** A Setting document's value as stored: JSON text, as Foundry writes it. */
function storedValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function isOption<Options extends object>(spec: RuleOptionSettings<Options>, name: unknown): name is OptionName<Options> {
  return typeof name === "string" && Object.hasOwn(spec.entries, name);
}

/**
 * Why a rule option's stored value cannot be kept, worded for the GM with the setting named, or
 * null when the port accepts it. The port checks it among the defaults, so one setting is judged alone.
 */
export function optionProblem<Options extends object>(spec: RuleOptionSettings<Options>, option: OptionName<Options>, stored: unknown): string | null {
  try {
    spec.resolve({ [option]: optionValue(spec.entries[option].setting, stored) });
    return null;
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    return format(`SHINOBI.Setting.${spec.prefix}.refused`, {
      setting: localize(optionSettingLabel(spec.prefix, option, "name")),
      key: `${SYSTEM_ID}.${optionSettingKey(spec.prefix, option)}`,
      value: JSON.stringify(stored) ?? String(stored),
      problem: refusalProblemText(error.code, error.data),
    });
  }
}

/** Settings are typed per key by fvtt-types; these are read and written by a key built at runtime, which it cannot follow. */
interface UntypedSettings {
  register(namespace: string, key: string, config: object): void;
  get(namespace: string, key: string): unknown;
  settings?: Map<string, unknown>;
}
function untyped(settings: NonNullable<typeof game.settings>): UntypedSettings {
  return settings as unknown as UntypedSettings;
}

/**
 * Registers every rule option as a world setting (only a GM changes world settings), at the port's
 * defaults. Options the sheets derive from reload the world, so every actor is derived again; the
 * rest are read at each roll. A value the rules refuse (a macro's `game.settings.set`) is refused
 * before it is written, naming the setting; nothing is stored.
 */
export function registerRuleOptionSettings<Options extends object>(spec: RuleOptionSettings<Options>): void {
  if (!game.settings) throw new Error("Shinobi settings were used before Foundry's init hook");
  const settings = untyped(game.settings);
  for (const option of Object.keys(spec.entries).filter((name) => isOption(spec, name))) {
    const { setting, derived } = spec.entries[option];
    const initial = setting.kind === "numbers" ? numbersText(spec.defaults[option], setting) : spec.defaults[option];
    const type = settingType(spec.prefix, option, setting);
    settings.register(SYSTEM_ID, optionSettingKey(spec.prefix, option), { name: optionSettingLabel(spec.prefix, option, "name"), hint: optionSettingLabel(spec.prefix, option, "hint"), scope: "world", config: true, default: initial, requiresReload: derived, ...type });
  }
  const optionOf = (key: unknown) => Object.keys(spec.entries).find((option) => isOption(spec, option) && key === `${SYSTEM_ID}.${optionSettingKey(spec.prefix, option)}`) ?? null;
  const guardWrite = (key: unknown, value: unknown): boolean => {
    const option = optionOf(key);
    if (!isOption(spec, option)) return true;
    const problem = optionProblem(spec, option, storedValue(value));
    if (problem === null) return true;
    ui.notifications?.error(problem);
    return false;
  };
  Hooks.on("preCreateSetting", (setting) => guardWrite(setting.key, setting.value));
  Hooks.on("preUpdateSetting", (setting, changed) => guardWrite(setting.key, "value" in changed ? changed.value : setting.value));
}

/**
 * The GM's rule options, read from the world settings and checked by the port. A stored value the
 * rules refuse is never coerced or replaced by its default: the error names the setting to fix.
 * Where no world is running (building packs, a world of another ruleset), the port's defaults.
 */
export function readRuleOptions<Options extends object>(spec: RuleOptionSettings<Options>): Options {
  const settings = game.settings ? untyped(game.settings) : null;
  const options = Object.keys(spec.entries).filter((name) => isOption(spec, name));
  const first = options[0];
  if (!settings?.settings?.has(`${SYSTEM_ID}.${optionSettingKey(spec.prefix, first ?? "")}`)) return spec.defaults;
  const stored = Object.fromEntries(options.map((option) => [option, settings.get(SYSTEM_ID, optionSettingKey(spec.prefix, option))]));
  try {
    return spec.resolve(Object.fromEntries(options.map((option) => [option, optionValue(spec.entries[option].setting, stored[option])])));
  } catch (error) {
    const field = isRuleRefusal(error) ? String(error.data.field).split(/[.[]/)[0] : undefined;
    if (!isOption(spec, field)) throw error;
    throw new Error(optionProblem(spec, field, stored[field]) ?? String(error), { cause: error });
  }
}
