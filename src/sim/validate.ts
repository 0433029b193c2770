/** Collects readable errors naming the scenario entry and field, e.g. `turns[2].ap: must be a whole number >= 0`. */
export class ScenarioErrors {
  readonly messages: string[] = [];

  add(path: string, message: string): void {
    this.messages.push(`${path}: ${message}`);
  }

  object(value: unknown, path: string): Record<string, unknown> | null {
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      this.add(path, "must be a mapping of fields");
      return null;
    }
    return value as Record<string, unknown>;
  }

  list(value: unknown, path: string): unknown[] {
    if (!Array.isArray(value)) {
      this.add(path, "must be a list");
      return [];
    }
    return value;
  }

  string(value: unknown, path: string): string {
    if (typeof value !== "string" || value.trim() === "") {
      this.add(path, "must be a non-empty text");
      return "";
    }
    return value;
  }

  int(value: unknown, path: string, min = 0, fallback?: number): number {
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min) {
      this.add(path, `must be a whole number >= ${min}${value === undefined ? " (missing)" : `, not ${JSON.stringify(value)}`}`);
      return fallback ?? min;
    }
    return value;
  }

  bool(value: unknown, path: string): boolean {
    if (value === undefined) return false;
    if (typeof value !== "boolean") {
      this.add(path, "must be true or false");
      return false;
    }
    return value;
  }

  oneOf<T extends string>(value: unknown, path: string, choices: readonly T[], fallback: T): T {
    if (value === undefined) return fallback;
    if (typeof value !== "string" || !choices.includes(value as T)) {
      this.add(path, `must be one of ${choices.join(", ")}`);
      return fallback;
    }
    return value as T;
  }

  throwIfAny(name: string): void {
    if (this.messages.length) throw new ScenarioError(`Invalid scenario ${name}:\n  ${this.messages.join("\n  ")}`);
  }
}

export class ScenarioError extends Error {}
