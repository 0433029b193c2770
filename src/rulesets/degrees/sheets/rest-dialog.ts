import { fieldOf, integerIn, record, RequestRefused } from "../../../authority/request-fields";
import { templatePath } from "../../../constants";
import { degreesExtras } from "../state";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** How long the character slept and whether it was broken (M45, M50), as the rules take a rest. */
export interface RestChoice {
  hours: number;
  interrupted: boolean;
}

/** A full night: 8 unbroken hours (M45). */
export const FULL_NIGHT: RestChoice = { hours: 8, interrupted: false };

/** The dialog's form read as a rest: whole hours within the rules' bound and a flag, a bad field refused by name. */
export function restFromForm(fields: unknown): RestChoice {
  const given = record(fields, "rest");
  const interrupted = fieldOf(given, "interrupted") ?? false;
  if (typeof interrupted !== "boolean") throw new RequestRefused("rest.interrupted");
  return { hours: integerIn(fieldOf(given, "hours"), "rest.hours", 0, degreesExtras.restHoursMax), interrupted };
}

/**
 * The sheet's rest (M45, M50): how many hours were slept (a full night, 8, by default; fewer heal
 * less under the world's hourly option, and a short night brings no chakra back) and whether a major
 * interruption broke the sleep. A value out of range is shown and nothing is rested.
 */
export class RestDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "degrees", "dg-rest-dialog"],
    window: { title: "SHINOBI.Degrees.Rest.title" },
    position: { width: 320 },
    form: { handler: RestDialog.#submit, closeOnSubmit: false },
  };

  static override PARTS = {
    form: { template: templatePath("degrees/actor/rest-dialog.hbs") },
  };

  #problem: string | null = null;
  #settle: (choice: RestChoice | null) => void = () => undefined;
  /** The rest once submitted, or null when the dialog was closed without one. */
  readonly chosen: Promise<RestChoice | null>;

  constructor() {
    super({});
    this.chosen = new Promise((resolve) => (this.#settle = resolve));
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    // ApplicationV2's render context type is the base class's; this dialog's template reads these fields.
    return Object.assign(context, { rest: FULL_NIGHT, hoursMax: degreesExtras.restHoursMax, problem: this.#problem }) as never;
  }

  static async #submit(this: RestDialog, _event: Event, _form: HTMLFormElement, data: { object: object }): Promise<void> {
    try {
      this.#settle(restFromForm(data.object));
      await this.close();
    } catch (error) {
      this.#problem = error instanceof Error ? error.message : String(error);
      await this.render();
    }
  }

  override async close(options?: never): Promise<this> {
    this.#settle(null);
    return super.close(options);
  }
}

/** Opens the dialog and waits for the rest chosen; null when it is closed. */
export async function askRest(): Promise<RestChoice | null> {
  const dialog = new RestDialog();
  await dialog.render({ force: true });
  return dialog.chosen;
}
