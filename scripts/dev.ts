import { watch } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { ROOT, cleanDist, compilePacks, copyStatic, writeManifest } from "./build-steps";

/**
 * `npm run dev`: a full build, then Vite rebuilds the bundle on source changes while
 * templates, styles, language files and pack sources are re-copied or recompiled as they change.
 */
async function main(): Promise<void> {
  await cleanDist();
  await copyStatic();
  const manifest = await writeManifest();
  await compilePacks(manifest);
  await build({ configFile: join(ROOT, "vite.config.ts"), build: { watch: {} } });
  let pending: NodeJS.Timeout | undefined;
  const refresh = (what: string) => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      const step = what === "packs" ? compilePacks(manifest) : what === "system.json" ? writeManifest() : copyStatic();
      step.then(() => console.log(`[dev] refreshed ${what}`)).catch((e: unknown) => console.error(e));
    }, 100);
  };
  for (const dir of ["templates", "lang", "styles"]) watch(join(ROOT, dir), { recursive: true }, () => refresh(dir));
  watch(join(ROOT, "packs", "_source"), { recursive: true }, () => refresh("packs"));
  watch(join(ROOT, "system.json"), () => refresh("system.json"));
  console.log("[dev] watching for changes; Ctrl+C to stop");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
