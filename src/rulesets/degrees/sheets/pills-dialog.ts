import { fieldOf, integerIn, record } from "../../../authority/request-fields";
import { templatePath } from "../../../constants";
import { degreesExtras } from "../state";
import { AwaitedFormDialog, awaitedDialogOptions } from "../awaited-form-dialog";

/** The dialog's form read as a number of pills: 1 to the most one partial action takes (M51), a bad value refused by name. */
export function pillsFromForm(fields: unknown): number {
  return integerIn(fieldOf(record(fields, "pills"), "count"), "pills.count", 1, degreesExtras.pillsAtOnceMax);
}

/** How many soldier pills to take in one partial action (M51), with the count since the last rest shown. */
export class PillsDialog extends AwaitedFormDialog<number> {
  static override DEFAULT_OPTIONS = awaitedDialogOptions("dg-rest-dialog", "SHINOBI.Degrees.Pills.title", 320);

  static override PARTS = {
    form: { template: templatePath("degrees/actor/pills-dialog.hbs") },
  };

  constructor(private readonly sinceRest: number) {
    super();
  }

  protected override read(fields: unknown): number {
    return pillsFromForm(fields);
  }

  protected override formContext(): Record<string, unknown> {
    return { countMax: degreesExtras.pillsAtOnceMax, sinceRest: this.sinceRest };
  }
}

/** Opens the dialog and waits for the number of pills chosen; null when it is closed. */
export async function askPills(sinceRest: number): Promise<number | null> {
  const dialog = new PillsDialog(sinceRest);
  await dialog.render({ force: true });
  return dialog.chosen;
}
