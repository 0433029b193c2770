const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** The options each such dialog opens with: a form, handled by `submitForm`, staying open on a refusal. */
export function awaitedDialogOptions(cssClass: string, title: string, width: number) {
  return {
    tag: "form",
    classes: ["shinobi", "degrees", cssClass],
    window: { title },
    position: { width },
    form: { handler: AwaitedFormDialog.submitForm, closeOnSubmit: false },
  };
}

/**
 * A small form the caller awaits: `chosen` settles with the form read as its choice once submitted,
 * or with null when the dialog is closed without one. A form its reader refuses stays open with the
 * reason shown (`problem`), so nothing is sent or done with a bad value. Each dialog names
 * `AwaitedFormDialog.submitForm` as its form handler in its own options.
 */
export abstract class AwaitedFormDialog<T> extends HandlebarsApplicationMixin(ApplicationV2) {
  /** Why the last submitted form was refused, shown in the dialog; null before any. */
  protected problem: string | null = null;
  #settle: (choice: T | null) => void = () => undefined;
  /** The choice once submitted, or null when the dialog was closed without one. */
  readonly chosen: Promise<T | null>;

  constructor() {
    super({});
    this.chosen = new Promise((resolve) => (this.#settle = resolve));
  }

  /** The form's fields as the dialog's choice; a bad field refused with a message naming it. */
  protected abstract read(fields: unknown): T;

  /** What the dialog's template reads besides `problem`, which every one of them shows. */
  protected abstract formContext(): Record<string, unknown>;

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    // ApplicationV2's render context type is the base class's; each dialog's template reads its own fields.
    return Object.assign(context, this.formContext(), { problem: this.problem }) as never;
  }

  static async submitForm(this: AwaitedFormDialog<unknown>, _event: Event, _form: HTMLFormElement, data: { object: object }): Promise<void> {
    try {
      this.#settle(this.read(data.object));
      await this.close();
    } catch (error) {
      this.problem = error instanceof Error ? error.message : String(error);
      await this.render();
    }
  }

  /** Closed without a choice: the caller gets null. */
  override async close(options?: never): Promise<this> {
    this.#settle(null);
    return super.close(options);
  }
}
