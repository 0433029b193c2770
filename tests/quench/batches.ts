import type { QuenchBatch } from "./quench-types";
import { attackCardBatch } from "./attack-card.batch";
import { icCombatBatch } from "./ic-combat.batch";
import { registrationBatch } from "./registration.batch";

/** Every in-Foundry batch; vitest runs the same list through the harness. */
export const BATCHES: QuenchBatch[] = [registrationBatch, icCombatBatch, attackCardBatch];
