import { useItem, type UseOptions } from "../attack/use-item";
import type { RulesetTypesOf } from "../rules/registry";
import { MAX_FATIGUE_LEVEL } from "../rulesets/ic/data/actor/shinobi-actor-data";

/** A shinobi. Rolls read their numbers from the rules-derived system data. */
export class ShinobiActor extends Actor {
  /** Uses one of this actor's techniques or weapons (see attack/use-item.ts). */
  async useTechnique(itemId: string, options: UseOptions = {}): Promise<RulesetTypesOf<"ic">["declared"]> {
    // fvtt-types types `this` as the base Actor class rather than the configured implementation it is at runtime.
    return useItem(this as unknown as Actor.Implementation, itemId, options);
  }

  /** The Fatigue bar on a token edits the Fatigue level itself (kept within 0–5). */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    if (attribute !== "fatigueTrack") return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const current = (this.system as unknown as { fatigue: { level: number } }).fatigue.level;
    const level = Math.min(MAX_FATIGUE_LEVEL, Math.max(0, Math.round(isDelta ? current + value : value)));
    return (await this.update({ "system.fatigue.level": level } as never)) as this | undefined;
  }

  override getRollData(): Record<string, unknown> {
    const system = this.system as unknown as { getRollData?: () => Record<string, unknown> };
    return { ...super.getRollData(), ...(system.getRollData?.() ?? {}) };
  }
}
