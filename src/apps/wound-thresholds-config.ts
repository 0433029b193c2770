import { SYSTEM_ID, templatePath } from "../constants";
import { WOUND_SEVERITIES, woundThresholdsProblem, type IcRuleOptions } from "../rules/ic/options";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type Thresholds = IcRuleOptions["woundThresholds"];

/** Reads the form's eight numbers into thresholds; text that is not a number stays NaN and is refused. */
export function thresholdsFromForm(data: Record<string, unknown>): Thresholds {
  const read = (pool: "vitality" | "hp", severity: string) => Number(data[`${pool}.${severity}`]);
  const pool = (name: "vitality" | "hp") => Object.fromEntries(WOUND_SEVERITIES.map((s) => [s, read(name, s)])) as Thresholds["vitality"];
  return { vitality: pool("vitality"), hp: pool("hp") };
}

/**
 * The GM's editor for the wound thresholds the rules text leaves out: the percentage of max
 * Vitality and of max HP one hit must deal for each severity. Bad input is refused with the reason.
 */
export class WoundThresholdsConfig extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "shinobi-wound-thresholds",
    tag: "form",
    classes: ["shinobi", "wound-thresholds"],
    window: { title: "SHINOBI.Setting.woundThresholds.name" },
    position: { width: 420 },
    form: { handler: WoundThresholdsConfig.#save, closeOnSubmit: true },
  };

  static override PARTS = {
    form: { template: templatePath("apps/wound-thresholds.hbs") },
  };

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const current = game.settings?.get(SYSTEM_ID, "woundThresholds") as Thresholds;
    const rows = WOUND_SEVERITIES.map((severity) => ({ severity, label: `SHINOBI.Wound.Severity.${severity}`, vitality: current.vitality[severity], hp: current.hp[severity] }));
    return Object.assign(context, { rows }) as never;
  }

  static async #save(this: WoundThresholdsConfig, _event: Event, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
    await saveWoundThresholds(thresholdsFromForm(formData.object));
  }
}

/** Checks and stores the thresholds; refuses (with the reason, shown to the GM) anything that does not rise with severity. */
export async function saveWoundThresholds(thresholds: Thresholds): Promise<void> {
  const problem = woundThresholdsProblem(thresholds);
  if (problem) {
    ui.notifications?.error(problem);
    throw new Error(problem);
  }
  await game.settings?.set(SYSTEM_ID, "woundThresholds", thresholds);
}
