import { renderTemplate } from "./handlebars";

interface Part {
  template: string;
  templates?: string[];
  scrollable?: string[];
}

interface TabConfig {
  tabs: { id: string; label?: string; icon?: string; cssClass?: string }[];
  initial?: string;
}

type AppClass = typeof ApplicationV2Double & { PARTS?: Record<string, Part>; TABS?: Record<string, TabConfig> };

/** `foundry.applications.instances`: every application rendered since the harness was made, by id, as core keeps them. */
export const APPLICATION_INSTANCES = new Map<string, ApplicationV2Double>();
let applicationCount = 0;

/** `ApplicationV2`: options, tab state and a render that returns the HTML of every part. */
export class ApplicationV2Double {
  static DEFAULT_OPTIONS: Record<string, unknown> = {};
  static TABS: Record<string, TabConfig> = {};
  options: Record<string, unknown>;
  tabGroups: Record<string, string> = {};
  /** The last render's HTML, per part. */
  parts: Record<string, string> = {};
  readonly id = `app-${++applicationCount}`;
  /** Rendered at least once (core: drawn and not closed), and how many times. */
  rendered = false;
  renders = 0;

  /** What every render does besides drawing: counted, and the application kept among the instances. */
  protected _noteRender(): void {
    this.rendered = true;
    this.renders += 1;
    APPLICATION_INSTANCES.set(this.id, this);
  }

  constructor(options: Record<string, unknown> = {}) {
    this.options = { ...(this.constructor as AppClass).DEFAULT_OPTIONS, ...options };
    for (const [group, config] of Object.entries((this.constructor as AppClass).TABS ?? {})) {
      this.tabGroups[group] = config.initial ?? config.tabs[0]?.id ?? "";
    }
  }

  protected async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    return {};
  }

  protected _prepareTabs(group: string) {
    const config = (this.constructor as AppClass).TABS?.[group];
    const active = this.tabGroups[group];
    return Object.fromEntries(
      (config?.tabs ?? []).map((t) => [t.id, { ...t, group, active: t.id === active, cssClass: t.id === active ? "active" : "" }]),
    );
  }

  async render(): Promise<this> {
    this._noteRender();
    return this;
  }

  /** Core: closed, no longer drawn nor among the instances. */
  async close(): Promise<this> {
    this.rendered = false;
    APPLICATION_INSTANCES.delete(this.id);
    return this;
  }
}

// A mixin's constructor must accept any arguments (TS2545); the mixed classes pass them through untouched.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApplicationCtor = new (...args: any[]) => ApplicationV2Double;

/** `HandlebarsApplicationMixin`: renders each part's template with real Handlebars. */
export function HandlebarsApplicationMixinDouble<T extends ApplicationCtor>(Base: T) {
  return class HandlebarsApplication extends Base {
    static PARTS: Record<string, Part> = {};

    protected _configureRenderParts(_options: unknown): Record<string, Part> {
      return structuredClone((this.constructor as unknown as { PARTS: Record<string, Part> }).PARTS);
    }

    protected async _preparePartContext(_partId: string, context: Record<string, unknown>, _options: unknown): Promise<Record<string, unknown>> {
      return context;
    }

    override async render(): Promise<this> {
      const options = { isFirstRender: true };
      const context = await this._prepareContext(options);
      this.parts = {};
      for (const [partId, part] of Object.entries(this._configureRenderParts(options))) {
        const partContext = await this._preparePartContext(partId, { ...context, partId }, options);
        this.parts[partId] = renderTemplate(part.template, partContext);
      }
      this._noteRender();
      return this;
    }

    /** All parts in order, as one HTML string. */
    get html(): string {
      return Object.values(this.parts).join("\n");
    }
  };
}

/** `DocumentSheetV2` and its actor/item flavours. */
export class DocumentSheetV2Double extends ApplicationV2Double {
  document: { isOwner: boolean; toObject(): unknown; schema?: unknown };

  constructor(options: { document: DocumentSheetV2Double["document"] } & Record<string, unknown>) {
    super(options);
    this.document = options.document;
  }

  get isEditable(): boolean {
    return this.document.isOwner;
  }

  protected override async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    return { document: this.document, source: this.document.toObject(), editable: this.isEditable };
  }
}

export class ActorSheetV2Double extends DocumentSheetV2Double {
  get actor() {
    return this.document;
  }
}

export class ItemSheetV2Double extends DocumentSheetV2Double {
  get item() {
    return this.document;
  }
}

const CombatTrackerBase = HandlebarsApplicationMixinDouble(ApplicationV2Double);

/** The v13 sidebar CombatTracker: its three core parts and the viewed combat. */
export class CombatTrackerDouble extends CombatTrackerBase {
  static override PARTS: Record<string, Part> = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  viewed: unknown = null;
}

/** Records sheet registrations so tests can assert them. */
export const sheetRegistry: { documentClass: unknown; scope: string; sheetClass: unknown; options: Record<string, unknown> }[] = [];

/**
 * Records sheet registrations and fills `CONFIG[doc].sheetClasses[type]` the way Foundry
 * does, so the same assertions work here and inside a real Foundry.
 */
export const DocumentSheetConfigDouble = {
  registerSheet(documentClass: { documentName: string }, scope: string, sheetClass: { name: string }, options: { types?: string[]; makeDefault?: boolean; label?: string } = {}) {
    sheetRegistry.push({ documentClass, scope, sheetClass, options });
    const config = (globalThis as unknown as { CONFIG: Record<string, { dataModels?: Record<string, unknown>; sheetClasses?: Record<string, Record<string, unknown>> }> }).CONFIG[documentClass.documentName];
    if (!config) return;
    config.sheetClasses ??= {};
    const types = options.types ?? Object.keys(config.dataModels ?? {});
    for (const type of types) {
      config.sheetClasses[type] ??= {};
      config.sheetClasses[type]![`${scope}.${sheetClass.name}`] = { id: `${scope}.${sheetClass.name}`, cls: sheetClass, default: !!options.makeDefault, label: options.label };
    }
  },
};

export const TextEditorDouble = {
  implementation: {
    async enrichHTML(html: string): Promise<string> {
      return html;
    },
  },
};
