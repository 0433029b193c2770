import type { DeclaredAction } from "../rules/ic/resolve/declare";
import { useTechnique, type UseOptions } from "./use-technique";

/** A shinobi. Rolls read their numbers from the rules-derived system data. */
export class ShinobiActor extends Actor {
  /** Uses one of this actor's techniques (see use-technique.ts). */
  async useTechnique(itemId: string, options: UseOptions = {}): Promise<DeclaredAction> {
    return useTechnique(this as unknown as Actor.Implementation, itemId, options);
  }

  override getRollData(): Record<string, unknown> {
    const system = this.system as unknown as { getRollData?: () => Record<string, unknown> };
    return { ...super.getRollData(), ...(system.getRollData?.() ?? {}) };
  }
}
