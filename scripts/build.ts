import { join } from "node:path";
import { DIST, bundle, cleanDist, compilePacks, copyStatic, fileSize, writeManifest, writeZip } from "./build-steps";

/** `npm run build`: dist/shinobi (what Foundry loads) and dist/shinobi.zip (the release). */
async function main(): Promise<void> {
  const started = performance.now();
  await cleanDist();
  await bundle();
  await copyStatic();
  const manifest = await writeManifest();
  await compilePacks(manifest);
  const zipBytes = await writeZip();
  const bundleBytes = await fileSize(join(DIST, "shinobi.mjs"));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built dist/shinobi v${manifest.version} in ${seconds}s: shinobi.mjs ${(bundleBytes / 1024).toFixed(1)} KiB, ` +
      `${manifest.packs.length} pack(s), shinobi.zip ${(zipBytes / 1024).toFixed(1)} KiB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
