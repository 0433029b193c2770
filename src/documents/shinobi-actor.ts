import { useItem, type UseOptions } from "../attack/use-item";
import { isOfType } from "../types/foundry-config";
import type { RulesetTypesOf } from "../rules/registry";
import { MAX_FATIGUE_LEVEL } from "../rulesets/ic/data/actor/shinobi-actor-data";

/** A shinobi. Rolls read their numbers from the rules-derived system data. */
export class ShinobiActor<out SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  /** Uses one of this actor's techniques or weapons (see attack/use-item.ts). */
  async useTechnique(itemId: string, options: UseOptions = {}): Promise<RulesetTypesOf<"ic">["declared"]> {
    return useItem(this, itemId, options);
  }

  /** The Fatigue bar on a token edits the Fatigue level itself (kept within 0–5). */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    if (attribute !== "fatigueTrack" || !isOfType(this, "character", "npc")) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const current = this.system.fatigue.level;
    const level = Math.min(MAX_FATIGUE_LEVEL, Math.max(0, Math.round(isDelta ? current + value : value)));
    return this.update({ system: { fatigue: { level } } });
  }

  override getRollData(): Record<string, unknown> {
    return { ...super.getRollData(), ...(isOfType(this, "character", "npc") ? this.system.getRollData() : {}) };
  }
}
