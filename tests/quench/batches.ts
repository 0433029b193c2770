import type { QuenchBatch } from "./quench-types";
import { registrationBatch } from "./registration.batch";

/** Every in-Foundry batch; vitest runs the same list through the harness. */
export const BATCHES: QuenchBatch[] = [registrationBatch];
