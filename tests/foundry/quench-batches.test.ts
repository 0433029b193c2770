import { describe, expect, it } from "vitest";
import { bootSystem } from "../harness";
import { BATCHES } from "../quench/batches";

// The in-Foundry Quench batches, run here against the harness after init, setup and ready.
await bootSystem();
for (const batch of BATCHES) {
  describe(batch.label, () => batch.fn({ describe, it, expect: expect as never }));
}
