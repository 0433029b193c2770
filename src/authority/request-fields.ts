import { format } from "../i18n";

/**
 * Reading a request that arrived over the socket. Nothing in it is trusted: each field is read
 * by what it must be, and anything else is refused with a message naming the field. Only
 * choices travel in a request (which item, which step, which target); every fact is read from
 * the GM's own documents.
 */
export class RequestRefused extends Error {
  constructor(readonly field: string) {
    super(format("SHINOBI.Request.badField", { field }));
  }
}

/** A plain object (not an array, not null), whose own fields can be read. */
export function record(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new RequestRefused(field);
  return value as Record<string, unknown>;
}

/** An own field of a request object; an inherited one (`__proto__`, `toString`) reads as absent. */
export function fieldOf(value: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(value, key) ? value[key] : undefined;
}

/** A Foundry document id: sixteen letters and digits. */
export function documentId(value: unknown, field: string): string {
  if (typeof value !== "string" || !/^[A-Za-z0-9]{16}$/.test(value)) throw new RequestRefused(field);
  return value;
}

/** An integer within the rules' range. */
export function integerIn(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) throw new RequestRefused(field);
  return value;
}

/** One of a fixed list of choices. */
export function oneOf<T extends string>(value: unknown, field: string, choices: readonly T[]): T {
  const choice = choices.find((c) => c === value);
  if (choice === undefined) throw new RequestRefused(field);
  return choice;
}

/** A field that may be left out (undefined), read with `read` when present. */
export function optional<T>(value: unknown, read: (value: unknown) => T): T | undefined {
  return value === undefined ? undefined : read(value);
}
