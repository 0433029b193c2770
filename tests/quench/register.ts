import { BATCHES } from "./batches";

interface Quench {
  registerBatch(key: string, fn: QuenchBatch["fn"], options: { displayName: string }): void;
}
type QuenchBatch = (typeof BATCHES)[number];

/** Registers the system's batches with Quench when that module is active; inert otherwise. */
Hooks.on("quenchReady" as never, ((quench: Quench) => {
  for (const batch of BATCHES) quench.registerBatch(batch.key, batch.fn, { displayName: batch.label });
}) as never);
