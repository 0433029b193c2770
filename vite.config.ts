import { resolve } from "node:path";
import { defineConfig } from "vite";

/**
 * Library-mode bundle of the system: one ES module Foundry loads from system.json, plus the
 * Quench batches (inert unless the Quench module is active). Static assets are copied by
 * scripts/build.ts, not by Vite.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist/shinobi",
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    target: "es2022",
    lib: {
      entry: {
        shinobi: resolve(import.meta.dirname, "src/index.ts"),
        "shinobi-quench": resolve(import.meta.dirname, "tests/quench/register.ts"),
      },
      formats: ["es"],
      fileName: (_format, name) => `${name}.mjs`,
    },
  },
});
