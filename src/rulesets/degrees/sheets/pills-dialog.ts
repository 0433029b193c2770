import { fieldOf, integerIn, record } from "../../../authority/request-fields";
import { templatePath } from "../../../constants";
import { degreesExtras } from "../state";
import { AwaitedFormDialog } from "../awaited-form-dialog";

/** The dialog's form read as a number of pills: 1 to the most one partial action takes (M51), a bad value refused by name. */
export function pillsFromForm(fields: unknown): number {
  return integerIn(fieldOf(record(fields, "pills"), "count"), "pills.count", 1, degreesExtras.pillsAtOnceMax);
}

/** How many soldier pills to take in one partial action (M51), with the count since the last rest shown. */
export class PillsDialog extends AwaitedFormDialog<number> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "degrees", "dg-rest-dialog"],
    window: { title: "SHINOBI.Degrees.Pills.title" },
    position: { width: 320 },
    form: { handler: AwaitedFormDialog.submitForm, closeOnSubmit: false },
  };

  static override PARTS = {
    form: { template: templatePath("degrees/actor/pills-dialog.hbs") },
  };

  constructor(private readonly sinceRest: number) {
    super();
  }

  protected override read(fields: unknown): number {
    return pillsFromForm(fields);
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    // ApplicationV2's render context type is the base class's; this dialog's template reads these fields.
    return Object.assign(context, { countMax: degreesExtras.pillsAtOnceMax, sinceRest: this.sinceRest, problem: this.problem }) as never;
  }
}

/** Opens the dialog and waits for the number of pills chosen; null when it is closed. */
export async function askPills(sinceRest: number): Promise<number | null> {
  const dialog = new PillsDialog(sinceRest);
  await dialog.render({ force: true });
  return dialog.chosen;
}
