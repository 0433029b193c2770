import { SYSTEM_ID, templatePath } from "../../../constants";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { WOUND_SEVERITY_LABELS } from "../data/choices";
import { icRules } from "../state";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type Thresholds = RulesetTypesOf<"ic">["options"]["woundThresholds"];
type Severity = keyof typeof WOUND_SEVERITY_LABELS;

const WOUND_SEVERITIES = Object.keys(WOUND_SEVERITY_LABELS).filter((s): s is Severity => Object.hasOwn(WOUND_SEVERITY_LABELS, s));

/** Reads the form's eight numbers into thresholds; text that is not a number stays NaN and is refused. */
export function thresholdsFromForm(data: Record<string, unknown>): Thresholds {
  const read = (pool: "vitality" | "hp", severity: string) => Number(data[`${pool}.${severity}`]);
  const pool = (name: "vitality" | "hp"): Thresholds["vitality"] => ({ minor: read(name, "minor"), major: read(name, "major"), severe: read(name, "severe"), critical: read(name, "critical") });
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
    const current = game.settings?.get(SYSTEM_ID, "woundThresholds") ?? icRules.options.defaults.woundThresholds;
    const rows = WOUND_SEVERITIES.map((severity) => ({ severity, label: `SHINOBI.Wound.Severity.${severity}`, vitality: current.vitality[severity], hp: current.hp[severity] }));
    // ApplicationV2's render context type is the base class's; this editor's template reads `rows`.
    return Object.assign(context, { rows }) as never;
  }

  static async #save(this: WoundThresholdsConfig, _event: Event, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
    await saveWoundThresholds(thresholdsFromForm(formData.object));
  }
}

/** Checks the thresholds with the port and stores them; refuses (with the reason, shown to the GM) anything that does not rise with severity. */
export async function saveWoundThresholds(thresholds: Thresholds): Promise<void> {
  try {
    icRules.options.resolve({ woundThresholds: thresholds });
  } catch (error) {
    const problem = refusalError(error);
    ui.notifications?.error(problem.message);
    throw problem;
  }
  await game.settings?.set(SYSTEM_ID, "woundThresholds", thresholds);
}
