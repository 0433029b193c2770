import { fieldOf, integerIn, record, RequestRefused } from "../../../authority/request-fields";
import { templatePath } from "../../../constants";
import { degreesExtras } from "../state";
import { AwaitedFormDialog, awaitedDialogOptions } from "../awaited-form-dialog";


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
export class RestDialog extends AwaitedFormDialog<RestChoice> {
  static override DEFAULT_OPTIONS = awaitedDialogOptions("dg-rest-dialog", "SHINOBI.Degrees.Rest.title", 320);

  static override PARTS = {
    form: { template: templatePath("degrees/actor/rest-dialog.hbs") },
  };

  protected override read(fields: unknown): RestChoice {
    return restFromForm(fields);
  }

  protected override formContext(): Record<string, unknown> {
    return { rest: FULL_NIGHT, hoursMax: degreesExtras.restHoursMax };
  }
}

/** Opens the dialog and waits for the rest chosen; null when it is closed. */
export async function askRest(): Promise<RestChoice | null> {
  const dialog = new RestDialog();
  await dialog.render({ force: true });
  return dialog.chosen;
}
