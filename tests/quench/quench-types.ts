import type { ExpectStatic } from "vitest";

/**
 * What a Quench batch receives. Quench passes mocha's describe/it and chai's expect; vitest's
 * expect offers the same chai interface (batches use only `expect(x).to...`), so a batch runs
 * unchanged under both. The type comes from vitest and is erased from the bundle.
 */
export interface QuenchContext {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: () => void | Promise<void>): void;
  expect: ExpectStatic;
}

export interface QuenchBatch {
  key: string;
  label: string;
  fn: (context: QuenchContext) => void;
}
