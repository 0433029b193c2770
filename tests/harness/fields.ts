/**
 * Doubles of `foundry.data.fields` that clean and validate like Foundry's: missing values
 * take their initial, and bad values (fractions in integer fields, out-of-range numbers,
 * unknown choices, wrong types) are reported with their path.
 */
export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  integer?: boolean;
  min?: number;
  max?: number;
  blank?: boolean;
  choices?: Record<string, string> | string[];
  label?: string;
}

export class DataField {
  constructor(public options: FieldOptions = {}) {}

  get label(): string | undefined {
    return this.options.label;
  }

  get initial(): unknown {
    const initial = this.options.initial;
    return typeof initial === "function" ? (initial as () => unknown)() : structuredClone(initial);
  }

  clean(value: unknown): unknown {
    return value === undefined ? this.initial : value;
  }

  /** Error messages, each prefixed by the path; empty when valid. */
  errorsIn(value: unknown, path = ""): string[] {
    if (value === null || value === undefined) {
      return this.options.nullable ? [] : [`${path}: may not be ${value === null ? "null" : "undefined"}`];
    }
    return this.validateType(value, path);
  }

  /** Core's `DataField#validate`: a failure (here its message) when the value is not valid, nothing when it is. */
  validate(value: unknown): { message: string } | undefined {
    const errors = this.errorsIn(value);
    return errors.length ? { message: errors.join("; ") } : undefined;
  }

  protected validateType(_value: unknown, _path: string): string[] {
    return [];
  }

  /** Core's `_castChangeDelta`: an Active Effect change's value as this field's kind. */
  protected castDelta(delta: unknown): unknown {
    return delta;
  }

  /** Core's `DataField#applyChange` for the ordinary modes (CONST.ACTIVE_EFFECT_MODES: 1 multiply, 2 add, 3 downgrade, 4 upgrade, 5 override). */
  applyChange(value: unknown, _model: unknown, change: { mode: number; value: unknown }): unknown {
    const delta = this.castDelta(change.value);
    switch (change.mode) {
      case 1:
        return (value as number) * (delta as number);
      case 2:
        return (value as number) + (delta as number);
      case 3:
        return (delta as number) < (value as number) ? delta : value;
      case 4:
        return (delta as number) > (value as number) ? delta : value;
      case 5:
        return delta;
      default:
        return value;
    }
  }
}

export class NumberField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ nullable: true, initial: null, ...options });
  }

  override clean(value: unknown): unknown {
    if (value === undefined) return this.initial;
    if (typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value))) return Number(value);
    return value;
  }

  protected override castDelta(delta: unknown): unknown {
    return Number(delta);
  }

  protected override validateType(value: unknown, path: string): string[] {
    if (typeof value !== "number" || Number.isNaN(value)) return [`${path}: must be a number, not ${JSON.stringify(value)}`];
    const errors: string[] = [];
    if (this.options.integer && !Number.isInteger(value)) errors.push(`${path}: must be an integer`);
    if (this.options.min !== undefined && value < this.options.min) errors.push(`${path}: must be at least ${this.options.min}`);
    if (this.options.max !== undefined && value > this.options.max) errors.push(`${path}: must be at most ${this.options.max}`);
    return errors;
  }
}

export class StringField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ nullable: false, blank: true, initial: "", ...options });
  }

  protected override validateType(value: unknown, path: string): string[] {
    if (typeof value !== "string") return [`${path}: must be a string`];
    if (!this.options.blank && value === "") return [`${path}: may not be blank`];
    const choices = this.options.choices;
    if (choices) {
      const keys = Array.isArray(choices) ? choices : Object.keys(choices);
      if (!keys.includes(value)) return [`${path}: "${value}" is not one of ${keys.join(", ")}`];
    }
    return [];
  }
}

export class HTMLField extends StringField {}

export class BooleanField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ nullable: false, initial: false, ...options });
  }

  protected override validateType(value: unknown, path: string): string[] {
    return typeof value === "boolean" ? [] : [`${path}: must be true or false`];
  }
}

export class ObjectField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ nullable: false, initial: () => ({}), ...options });
  }

  protected override validateType(value: unknown, path: string): string[] {
    return typeof value === "object" && !Array.isArray(value) ? [] : [`${path}: must be an object`];
  }
}

export class SchemaField extends DataField {
  constructor(
    public fields: Record<string, DataField>,
    options: FieldOptions = {},
  ) {
    super({ nullable: false, ...options });
  }

  override get initial(): unknown {
    return this.clean({});
  }

  /** Core's `SchemaField#getField`: the field at a dotted path through nested schemas, or undefined. */
  getField(path: string): DataField | undefined {
    const [key, ...rest] = path.split(".");
    const field = key === undefined ? undefined : this.fields[key];
    if (!rest.length) return field;
    return field instanceof SchemaField ? field.getField(rest.join(".")) : undefined;
  }

  override clean(value: unknown): unknown {
    const source = value === undefined || value === null ? {} : (value as Record<string, unknown>);
    if (typeof source !== "object") return source;
    const out: Record<string, unknown> = {};
    // Unknown keys are dropped, as Foundry's cleaning does.
    for (const [key, field] of Object.entries(this.fields)) out[key] = field.clean(source[key]);
    return out;
  }

  protected override validateType(value: unknown, path: string): string[] {
    if (typeof value !== "object" || Array.isArray(value)) return [`${path}: must be an object`];
    const errors: string[] = [];
    for (const [key, field] of Object.entries(this.fields)) {
      errors.push(...field.errorsIn((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
    }
    return errors;
  }
}

export class ArrayField extends DataField {
  constructor(
    public element: DataField,
    options: FieldOptions = {},
  ) {
    super({ nullable: false, initial: () => [], ...options });
  }

  override clean(value: unknown): unknown {
    if (value === undefined) return this.initial;
    return Array.isArray(value) ? value.map((v) => this.element.clean(v)) : value;
  }

  protected override validateType(value: unknown, path: string): string[] {
    if (!Array.isArray(value)) return [`${path}: must be a list`];
    return value.flatMap((v, i) => this.element.errorsIn(v, `${path}.${i}`));
  }
}

export const fieldsDouble = { DataField, NumberField, StringField, HTMLField, BooleanField, ObjectField, SchemaField, ArrayField };
