import type { DefenceAnswer } from "./defence";
import type { DefenderView } from "./types";

/**
 * Who defends a mounted rider (M92): Dodge, Block and Anticipate are the mount's, with its size
 * for the size rules; a defensive technique is the rider's own.
 */
export function mountedDefender(rider: DefenderView, mount: DefenderView, answer: DefenceAnswer): DefenderView {
  if (answer.kind === "technique") return rider;
  return { ...rider, size: mount.size, conditions: mount.conditions, accuracies: mount.accuracies, dodgeBonuses: mount.dodgeBonuses, anticipateBonuses: mount.anticipateBonuses, wielding: mount.wielding };
}
