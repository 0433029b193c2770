/** A shinobi. Rolls read their numbers from the rules-derived system data. */
export class ShinobiActor extends Actor {
  override getRollData(): Record<string, unknown> {
    const system = this.system as unknown as { getRollData?: () => Record<string, unknown> };
    return { ...super.getRollData(), ...(system.getRollData?.() ?? {}) };
  }
}
