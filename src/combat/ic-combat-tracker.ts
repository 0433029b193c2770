import { templatePath } from "../constants";
import { groupByIc } from "../rules/ic/timeline-groups";

const { CombatTracker } = foundry.applications.sidebar.tabs;

/**
 * The sidebar tracker with a timeline strip above the core list: the current IC and the
 * coming counts, everyone acting on the same IC grouped together.
 */
export class IcCombatTracker extends CombatTracker {
  static override PARTS = withPartAfter(CombatTracker.PARTS, "header", "timeline", {
    template: templatePath("combat/timeline.hbs"),
  });

  protected override async _preparePartContext(
    partId: string,
    context: foundry.applications.api.ApplicationV2.RenderContextOf<this>,
    options: CombatTracker.RenderOptions,
  ): Promise<foundry.applications.api.ApplicationV2.RenderContextOf<this>> {
    const prepared = await super._preparePartContext(partId, context, options);
    if (partId !== "timeline") return prepared;
    const combat = this.viewed;
    const currentIc = (combat?.system as unknown as { currentIc?: number } | undefined)?.currentIc ?? 0;
    const entries = (combat?.turns ?? []).map((c) => ({
      id: c.id ?? "",
      name: c.name ?? "",
      img: c.img ?? "",
      ic: c.initiative,
      ap: (c.system as unknown as { ap?: number }).ap ?? 0,
    }));
    return Object.assign(prepared, { hasCombat: !!combat, currentIc, groups: groupByIc(entries, currentIc) });
  }
}

type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/** Parts render in key order, so the new part is spliced in right after `after`. */
function withPartAfter(parts: Record<string, TemplatePart>, after: string, id: string, part: TemplatePart): Record<string, TemplatePart> {
  const result: Record<string, TemplatePart> = {};
  for (const [key, value] of Object.entries(parts)) {
    result[key] = value;
    if (key === after) result[id] = part;
  }
  if (!(id in result)) result[id] = part;
  return result;
}
