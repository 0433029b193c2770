import { SchemaField, type DataField } from "./fields";

export class DataModelValidationError extends Error {
  constructor(public failures: string[]) {
    super(`Data model validation failed:\n  ${failures.join("\n  ")}`);
  }
}

const schemas = new WeakMap<object, SchemaField>();

/** `foundry.abstract.DataModel`: builds the schema once, cleans and validates on construction. */
export class DataModel {
  declare parent: unknown;

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  static get schema(): SchemaField {
    let schema = schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      schemas.set(this, schema);
    }
    return schema;
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  /** Upgrades an old source shape as it is loaded (Foundry's `migrateData`); the default keeps it. */
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }

  /** Checks across fields, after each field is valid (Foundry's `validateJoint`); throws on a problem. */
  static validateJoint(_data: Record<string, unknown>): void {}

  /** Cleans then validates `source`; returns the failures (empty when valid). */
  static validateSource(source: unknown): string[] {
    const cleaned = this.schema.clean(source) as Record<string, unknown>;
    const failures = this.schema.errorsIn(cleaned);
    if (failures.length) return failures;
    try {
      this.validateJoint(cleaned);
    } catch (error) {
      return [(error as Error).message];
    }
    return [];
  }

  constructor(source: unknown = {}, { parent = null }: { parent?: unknown } = {}) {
    const ctor = this.constructor as typeof DataModel;
    const migrated = ctor.migrateData(structuredClone((source ?? {}) as Record<string, unknown>));
    const cleaned = ctor.schema.clean(migrated) as Record<string, unknown>;
    const failures = ctor.validateSource(cleaned);
    if (failures.length) throw new DataModelValidationError(failures);
    Object.assign(this, cleaned);
    Object.defineProperty(this, "parent", { value: parent, writable: true, enumerable: false });
  }

  prepareBaseData(): void {}
  prepareDerivedData(): void {}

  toObject(): Record<string, unknown> {
    return structuredClone({ ...this }) as Record<string, unknown>;
  }
}

export class TypeDataModel extends DataModel {}
