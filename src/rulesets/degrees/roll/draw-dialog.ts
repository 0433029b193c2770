import { templatePath } from "../../../constants";
import { THROWN_COUNT_MAX } from "../data/bounds";
import { AwaitedFormDialog, awaitedDialogOptions } from "../awaited-form-dialog";
import { READYINGS, readyingFromForm, type Readying } from "./draw-choice";

/** What the dialog's form offers: each thing that can be readied, worded, and the thrown count's bound (the problem shown is the base dialog's). */
export function drawDialogContext(): Record<string, unknown> {
  return {
    readyings: Object.fromEntries(READYINGS.map((r) => [r, `SHINOBI.Degrees.Draw.${r}`])),
    countMax: THROWN_COUNT_MAX,
  };
}

/**
 * What a Draw used in a fight readies (M70): its cost follows, a partial action for one weapon, two
 * for two weapons (one with Ambidexterity, read from the sheet), one for thrown weapons as many as the
 * hands hold, free ammunition with its weapon drawn this turn, a movement action for an object.
 */
export class DrawDialog extends AwaitedFormDialog<Readying> {
  static override DEFAULT_OPTIONS = awaitedDialogOptions("dg-draw-dialog", "SHINOBI.Degrees.Draw.title", 340);

  static override PARTS = {
    form: { template: templatePath("degrees/roll/draw-dialog.hbs") },
  };

  /** FormDataExtended's object: the form's fields by name. */
  protected override read(fields: unknown): Readying {
    // The form handler hands the fields as a plain object.
    return readyingFromForm(fields as Record<string, unknown>);
  }

  protected override formContext(): Record<string, unknown> {
    return drawDialogContext();
  }

}

/** Opens the dialog and waits for what is readied; null when it is closed. */
export async function askReadying(): Promise<Readying | null> {
  const dialog = new DrawDialog();
  await dialog.render({ force: true });
  return dialog.chosen;
}
